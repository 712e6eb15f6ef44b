import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConstantContactMachine } from '@machines/leads/lead-sync/constant-contact.machine';
import { HelpButton } from './help-button';
import type { PanelProps } from './panel-props';
import { listAccountView } from './list-account-view';
import { NoAccessNotice } from './no-access-notice';
import { openAuthWindow } from './oauth';

/** Constant Contact: Connect (OAuth 2 + PKCE), then the account, its lists and Save. */
export function ConstantContactPanel({ snapshot, send }: PanelProps<ConstantContactMachine>) {
  const { t } = useTranslation();

  if (snapshot.matches('handedOver')) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{t('leadSync.cc_handed_over')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (snapshot.matches('returning') || snapshot.matches('exchanging')) {
    return (
      <Stack gap="3" align="center" py="8" aria-busy="true">
        <Text role="status">{t('leadSync.cc_finishing')}</Text>
      </Stack>
    );
  }
  const shownView = listAccountView({ provider: 'constant_contact', snapshot, send });
  if ('view' in shownView) return shownView.view;
  const access = shownView.details.hasAccess;

  const authorizing = snapshot.matches('authorizing');
  // The window opens here, in the click itself: popup blockers allow nothing later.
  const connect = () => send({ type: 'cc.connect', target: openAuthWindow() });
  return (
    <Stack gap="4">
      {!access && <NoAccessNotice />}
      <Text color="muted">{t('leadSync.cc_intro')}</Text>
      {authorizing && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('leadSync.cc_waiting')}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <HelpButton provider="constant_contact" />
        {authorizing && (
          <Button variant="outline" size="sm" onClick={() => send({ type: 'cc.cancel' })}>
            {t('common.cancel')}
          </Button>
        )}
        <Button
          colorPalette="brand"
          size="sm"
          disabled={!access}
          loading={authorizing}
          loadingText={t('leadSync.cc_connecting')}
          onClick={connect}
        >
          {t('leadSync.cc_connect')}
        </Button>
      </Flex>
    </Stack>
  );
}
