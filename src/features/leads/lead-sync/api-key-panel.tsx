import { Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyProviderMachine } from '@machines/leads/lead-sync/api-key-provider.machine';
import { keyFormatHint } from '@machines/leads/lead-sync/lead-sync.types';
import { RevealButton } from '@/components/reveal-button';
import { TextField } from '@/components/text-field';
import { HelpButton } from './help-button';
import type { PanelProps } from './panel-props';
import { listAccountView } from './list-account-view';
import { NoAccessNotice } from './no-access-notice';

/** Sendinblue and Mailchimp: API key login, then the account, its lists and Save (Login needs a key). */
export function ApiKeyPanel({ snapshot, send }: PanelProps<ApiKeyProviderMachine>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { provider, key } = snapshot.context;

  const shownView = listAccountView({
    provider,
    snapshot,
    send,
    extra: ({ plan }) =>
      provider === 'sendinblue' &&
      plan.length > 0 && (
        <Box>
          <Text fontWeight="medium" id={`${provider}-plan`}>
            {t('leadSync.plan_legend')}
          </Text>
          <List.Root aria-labelledby={`${provider}-plan`} ps="5" mt="1" data-testid="lead-sync-plan">
            {plan.map((entry, index) => (
              <List.Item key={`${entry.type}-${index}`}>
                {t('leadSync.plan_entry', { type: entry.type, credits: entry.credits })}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ),
  });
  if ('view' in shownView) return shownView.view;
  const access = shownView.details.hasAccess;

  const loggingIn = snapshot.matches('loggingIn');
  const invalid = snapshot.matches({ loggedOut: 'invalid' });
  const hint = keyFormatHint(provider, key);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'key.login' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {!access && <NoAccessNotice />}
        <Text color="muted">{t(`leadSync.${provider}_intro`)}</Text>
        <TextField
          label={t('leadSync.api_key')}
          required
          disabled={!access}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={key}
          onValueChange={(value) => send({ type: 'key.changed', value })}
          error={invalid ? t('leadSync.key_required') : undefined}
          hint={hint && <span data-testid="lead-sync-key-hint">{t(`leadSync.hint.${hint}`)}</span>}
          end={
            <RevealButton
              variant="outline"
              shown={shown}
              onToggle={() => setShown((value) => !value)}
              showLabel={t('leadSync.show_key')}
              hideLabel={t('leadSync.hide_key')}
            />
          }
        />
        <Flex gap="2" justify="flex-end">
          <HelpButton provider={provider} />
          <Button
            type="submit"
            colorPalette="brand"
            size="sm"
            disabled={!access}
            loading={loggingIn}
            loadingText={t('leadSync.logging_in')}
          >
            {t('leadSync.login')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
