import { Alert, Box, Button, Flex, Heading, List, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from '@machines/auth/login/sign-in.machine';
import { GoogleSignIn } from './google-sign-in';
import { TextField } from '@/components/text-field';
import { UntilHydrated } from '@/components/until-hydrated';
import { failureMessage } from '@/components/alerts/alert-store';
import { intentModule } from '@/components/intent-module';
import { useLazyActor } from '@/components/use-lazy-actor';

/** The sign-in flow (its machine, the call and xstate) arrives on the first intent: the page paints without it. */
const signInFlow = intentModule(() => import('./sign-in-flow').then((flow) => flow.createSignIn));

const selectView = (snapshot: SnapshotFrom<typeof signInMachine>) => ({
  failure: snapshot.context.failure,
  missing: snapshot.context.missing,
  busy: snapshot.matches('submitting'),
});
/** What the machine's first snapshot selects to. */
const firstView: ReturnType<typeof selectView> = {
  failure: null,
  missing: { email: false, password: false },
  busy: false,
};

/** The landing page at / for visitors: what the product does, and the sign-in form. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { view, send, update, warm, loadFailed } = useLazyActor(signInFlow, selectView, firstView);
  const [values, setValues] = useState({ email: '', password: '' });
  const emailRef = useRef<HTMLInputElement>(null);
  const { failure, missing, busy } = view;
  // Both fields are required; typing again clears the machine's "missing" marks.
  const field = (name: keyof typeof values) => ({
    name,
    required: true,
    value: values[name],
    error: missing[name] && t('common.required'),
    onValueChange: (value: string) => {
      setValues((typed) => ({ ...typed, [name]: value }));
      update({ type: 'signIn.edited' });
    },
  });

  useEffect(() => {
    document.title = `${t('auth.title')} · ${t('app.name')}`;
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'signIn.submit', ...values });
  };

  // The flow's module not arriving is a lost network: the same words as a call that could not reach the server.
  const shown = failure ?? (loadFailed ? ({ kind: 'network' } as const) : null);
  const failureText = shown ? failureMessage(shown, t) : null;
  const notice =
    params.get('logout') === 'success'
      ? 'auth.logged_out'
      : params.get('session') === 'expired'
        ? 'auth.session_expired'
        : null;

  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      gap="10"
      maxW="6xl"
      mx="auto"
      py={{ base: 6, lg: 16 }}
      px="4"
      align="center"
    >
      <Box flex="1">
        <Heading as="h1" size="3xl" mb="4">
          {t('auth.hero_title')}
        </Heading>
        <Text fontSize="lg" color="muted" mb="6">
          {t('auth.hero_text')}
        </Text>
        <List.Root gap="2" ps="5">
          <List.Item>{t('auth.point_rankings')}</List.Item>
          <List.Item>{t('auth.point_widgets')}</List.Item>
          <List.Item>{t('auth.point_sync')}</List.Item>
        </List.Root>
      </Box>
      <Box
        as="section"
        aria-labelledby="sign-in-title"
        flex="1"
        w="full"
        maxW="md"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        p="8"
        bg="bg.panel"
        shadow="sm"
      >
        <Heading as="h2" id="sign-in-title" size="xl" mb="5">
          {t('auth.title')}
        </Heading>
        {notice && (
          <Alert.Root status={notice === 'auth.logged_out' ? 'success' : 'info'} mb="4">
            <Alert.Indicator />
            <Alert.Title>{t(notice)}</Alert.Title>
          </Alert.Root>
        )}
        {failureText && (
          <Alert.Root status="error" mb="4" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failureText}</Alert.Title>
          </Alert.Root>
        )}
        <form onSubmit={submit} noValidate onFocus={warm} onPointerEnter={warm}>
          <UntilHydrated>
            <Stack gap="4">
              <TextField
                ref={emailRef}
                label={t('auth.email')}
                type="email"
                autoComplete="username"
                {...field('email')}
              />
              <TextField
                label={t('auth.password')}
                type="password"
                autoComplete="current-password"
                {...field('password')}
              />
              <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('auth.signing_in')} w="full">
                {t('auth.sign_in')}
              </Button>
            </Stack>
          </UntilHydrated>
        </form>
        <Separator my="5" />
        <GoogleSignIn disabled={busy} onToken={(accessToken) => send({ type: 'signIn.google', accessToken })} />
        {__DEMO_MODE__ ? (
          <Text fontSize="sm" color="muted" mt="4">
            {t('auth.demo_hint', { email: 'demo@example.com', password: 'demo1234' })}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}
