import { Alert, Box, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { api, serverMessage, unwrap, type ApiFailure } from '@/api/client';
import { failureMessage } from '@/components/alerts/alert-store';

/** What the stand-in checks before it shows Allow/Deny, as an authorization server would (OAuth 2, RFC 6749; PKCE,
 * RFC 7636). */
export function parseConsentRequest(search: string, origin: string) {
  const params = new URLSearchParams(search);
  const redirectUri = params.get('redirect_uri') ?? '';
  const state = params.get('state') ?? '';
  const challenge = params.get('code_challenge') ?? '';
  let registered: boolean;
  try {
    // The only registered redirect: the app's own lead sync page (no open redirect through the stand-in).
    const url = new URL(redirectUri);
    registered = url.origin === origin && url.pathname === '/sync-lead/constant_contact';
  } catch {
    registered = false;
  }
  const valid =
    registered &&
    !!state &&
    params.get('response_type') === 'code' &&
    params.get('code_challenge_method') === 'S256' &&
    /^[A-Za-z0-9_-]{43}$/.test(challenge) &&
    !!params.get('client_id');
  return { valid, redirectUri, state, challenge, scopes: (params.get('scope') ?? '').split(' ').filter(Boolean) };
}

function redirect(redirectUri: string, values: Record<string, string>) {
  const url = new URL(redirectUri);
  Object.entries(values).forEach(([name, value]) => url.searchParams.set(name, value));
  // replace: the consent page does not stay in the history (and a script-opened window stays closable).
  window.location.replace(url.toString());
}

/**
 * Demo builds only: stands in for Constant Contact's consent page (/demo-provider/constant-contact).
 * Allow asks the demo backend for a single-use code bound to the PKCE challenge and redirect address,
 * and goes back with `code` and the same `state`; Deny goes back with `error=access_denied`.
 */
export function CcConsentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const request = useMemo(() => parseConsentRequest(location.search, window.location.origin), [location.search]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('demoProvider.cc_title');
  }, [t]);

  const allow = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { code } = await unwrap(
        api.POST('/api/v1/demo-provider/constant-contact/code/', {
          body: { redirect_uri: request.redirectUri, state: request.state, code_challenge: request.challenge },
        }),
      );
      redirect(request.redirectUri, { code, state: request.state });
    } catch (error) {
      const f = error as ApiFailure;
      setFailure(failureMessage(f.kind === 'http' ? { ...f, message: f.message ?? serverMessage(f.body) } : f, t));
      setBusy(false);
    }
  };

  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" p="6" bg="bg.subtle">
      <Box
        as="section"
        aria-labelledby="cc-consent-title"
        maxW="md"
        w="full"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        p="8"
        shadow="sm"
      >
        <Text fontSize="sm" color="muted">
          {t('demoProvider.cc_badge')}
        </Text>
        <Heading as="h1" id="cc-consent-title" size="lg" mt="1" mb="4">
          {t('demoProvider.cc_title')}
        </Heading>
        {!request.valid ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('demoProvider.cc_invalid')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="4">
            <Text>{t('demoProvider.cc_asks')}</Text>
            <List.Root ps="5">
              {request.scopes.map((scope) => (
                <List.Item key={scope}>{t(`demoProvider.scopes.${scope}`, { defaultValue: scope })}</List.Item>
              ))}
            </List.Root>
            {failure && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <Flex gap="2" justify="flex-end">
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => redirect(request.redirectUri, { error: 'access_denied', state: request.state })}
              >
                {t('demoProvider.cc_deny')}
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={() => void allow()}>
                {t('demoProvider.cc_allow')}
              </Button>
            </Flex>
          </Stack>
        )}
      </Box>
    </Flex>
  );
}
