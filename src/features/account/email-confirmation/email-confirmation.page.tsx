import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { emailConfirmationMachine } from '@machines/account/email-confirmation/email-confirmation.machine';
import { FailureAlert } from '@/components/failure-alert';
import { PageFrame } from '@/components/page-frame';
import { confirmEmail } from '@/features/account/actors';

const machine = emailConfirmationMachine.provide({ actors: { confirmEmail } });

/** /email-confirmation?key=… (x-assumed contract): confirms a new or changed e-mail address. */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [snapshot, send] = useMachine(machine, { input: { key: params.get('key') ?? '' } });
  const { email, message, failure } = snapshot.context;
  const retryable = failure?.kind === 'network' || (failure?.kind === 'http' && failure.status >= 500);
  return (
    <PageFrame titleKey="pages.email_confirmation">
      <Stack gap="4" maxW="2xl" aria-live="polite">
        {snapshot.matches('confirming') && (
          <Stack direction="row" align="center" gap="3">
            <Spinner size="sm" />
            <Text>{t('accountArea.confirm.checking')}</Text>
          </Stack>
        )}
        {snapshot.matches('confirmed') && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('accountArea.confirm.done_title')}</Alert.Title>
              <Alert.Description>{message ?? t('accountArea.confirm.done', { email })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {snapshot.matches('missingKey') && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('accountArea.confirm.missing')}</Alert.Title>
          </Alert.Root>
        )}
        {snapshot.matches('failed') && (
          <FailureAlert
            failure={failure}
            onRetry={retryable ? () => send({ type: 'confirmation.retry' }) : undefined}
          />
        )}
        {!snapshot.matches('confirming') && (
          <Button asChild variant="outline" alignSelf="flex-start">
            <RouterLink to="/my-profile">{t('accountArea.confirm.to_profile')}</RouterLink>
          </Button>
        )}
      </Stack>
    </PageFrame>
  );
}
