import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookMachine } from '@machines/leads/lead-sync/webhook.machine';
import { canTest, webhookTokenError, webhookUrlError } from '@machines/leads/lead-sync/webhook.rules';
import { TEXT_LIMITS, textLimit } from '@machines/shared/text-limits';
import { TextField } from '@/components/text-field';
import { HelpButton } from './help-button';
import type { PanelProps } from './panel-props';
import { LoadState } from './load-state';
import { NoAccessNotice } from './no-access-notice';

const TOKEN_LIMIT = textLimit(TEXT_LIMITS.webhookToken);

/** Token + URL, Save, Test and help; the token and the URL are required, and Save needs access. */
export function WebhookPanel({ snapshot, send }: PanelProps<WebhookMachine>) {
  const { t } = useTranslation();
  const { details, token, url, testResult, loadFailure } = snapshot.context;
  if (!details || snapshot.matches('loading') || snapshot.matches('loadFailed')) {
    return (
      <LoadState
        failure={snapshot.matches('loadFailed') ? loadFailure : null}
        onRetry={() => send({ type: 'webhook.retry' })}
      />
    );
  }
  const access = details.hasAccess;
  const invalid = snapshot.matches({ editing: 'invalid' });
  const urlInvalid = snapshot.matches({ editing: 'urlInvalid' });
  const urlError = urlInvalid ? webhookUrlError(url) : null;
  const saving = snapshot.matches('saving') || snapshot.matches('reloading');
  const testing = snapshot.matches('testing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'webhook.save' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {!access && <NoAccessNotice />}
        <Text color="muted">{t('leadSync.webhook_intro')}</Text>
        <TextField
          label={t('leadSync.webhook_token')}
          required={!details.tokenSaved}
          disabled={!access}
          // Blank is said here; too long or a control character by the field's limit.
          error={invalid && webhookTokenError(token, details.tokenSaved) === 'required' && t('leadSync.token_required')}
          // Write-only: a saved token never comes back; leaving the field empty keeps it.
          hint={details.tokenSaved ? t('leadSync.token_saved') : undefined}
          limit={TOKEN_LIMIT}
          name="token"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onValueChange={(value) => send({ type: 'webhook.tokenChanged', value })}
        />
        <TextField
          label={t('leadSync.webhook_url')}
          required
          disabled={!access}
          error={urlError && t(`leadSync.webhook_url_${urlError}`)}
          type="url"
          name="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onValueChange={(value) => send({ type: 'webhook.urlChanged', value })}
        />
        {testResult && (
          <Alert.Root
            status={testResult.statusCode >= 200 && testResult.statusCode < 300 ? 'success' : 'warning'}
            data-testid="webhook-test-result"
          >
            <Alert.Indicator />
            <Alert.Title>
              {t('leadSync.test_result', { code: testResult.statusCode, ms: testResult.elapsedMs })}
            </Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="2" justify="flex-end" wrap="wrap">
          <HelpButton provider="webhook" />
          <Button
            variant="outline"
            size="sm"
            disabled={!canTest(snapshot.context) || saving}
            loading={testing}
            loadingText={t('leadSync.testing')}
            onClick={() => send({ type: 'webhook.test' })}
          >
            {t('leadSync.test')}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            size="sm"
            disabled={!access || invalid || urlInvalid || testing}
            loading={saving}
            loadingText={t('leadSync.saving')}
          >
            {t('leadSync.save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
