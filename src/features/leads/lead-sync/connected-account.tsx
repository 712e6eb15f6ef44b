import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  missingListIds,
  type LeadSyncProvider,
  type ProviderDetails,
  type ProviderProfile,
} from '@machines/leads/lead-sync/lead-sync.types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HelpButton } from './help-button';
import { ListsField } from './lists-field';
import { NoAccessNotice } from './no-access-notice';
import { ProfileSummary } from './profile-summary';

/** The events the connected view sends; every provider machine with lists understands them. */
export type ConnectedEvent =
  | { type: 'provider.logout' }
  | { type: 'provider.logoutConfirmed' }
  | { type: 'provider.logoutCancelled' }
  | { type: 'provider.check' }
  | { type: 'lists.changed'; ids: string[] }
  | { type: 'lists.save' };

interface ConnectedAccountProps {
  provider: LeadSyncProvider;
  details: ProviderDetails;
  profile: ProviderProfile;
  selection: string[];
  saving: boolean;
  /** Save was pressed with no list ticked. */
  listMissing: boolean;
  loggingOut: boolean;
  /** Disconnect was pressed: the confirmation is open. */
  confirmingLogout: boolean;
  /** Test runs. */
  checking: boolean;
  /** The provider's answer to the last Test. */
  checkResult: string | null;
  send: (event: ConnectedEvent) => void;
  /** What a provider shows between the account and its lists (Sendinblue's plan). */
  children?: ReactNode;
}

/** A connected e-mail service (Sendinblue, Mailchimp, Constant Contact): the account with Disconnect (after a
 * confirmation that says what stops), its lists, Help, Test (the connection) and Save. */
export function ConnectedAccount({
  provider,
  details,
  profile,
  selection,
  saving,
  listMissing,
  loggingOut,
  confirmingLogout,
  checking,
  checkResult,
  send,
  children,
}: ConnectedAccountProps) {
  const { t } = useTranslation();
  const access = details.hasAccess;
  const service = t(`leadSync.tabs.${provider}`);
  return (
    <Stack gap="5">
      {!access && <NoAccessNotice />}
      <ProfileSummary profile={profile} busy={loggingOut} onLogout={() => send({ type: 'provider.logout' })} />
      <ConfirmDialog
        open={confirmingLogout}
        title={t('leadSync.logout_title', { service })}
        confirmLabel={t('leadSync.logout')}
        onConfirm={() => send({ type: 'provider.logoutConfirmed' })}
        onCancel={() => send({ type: 'provider.logoutCancelled' })}
      >
        <Text>{t('leadSync.logout_stops', { service })}</Text>
        <Text mt="2">{t('leadSync.logout_keeps', { service })}</Text>
      </ConfirmDialog>
      {children}
      <ListsField
        lists={details.lists}
        selection={selection}
        missing={missingListIds(details)}
        disabled={saving || loggingOut}
        listMissing={listMissing}
        onChange={(ids) => send({ type: 'lists.changed', ids })}
      />
      {checkResult !== null && (
        <Alert.Root status="success" data-testid="lead-sync-check-result">
          <Alert.Indicator />
          <Alert.Title>{checkResult || t('leadSync.check_ok', { service })}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <HelpButton provider={provider} />
        <Button
          variant="outline"
          size="sm"
          disabled={!access || saving || loggingOut}
          loading={checking}
          loadingText={t('leadSync.checking')}
          onClick={() => send({ type: 'provider.check' })}
        >
          {t('leadSync.check')}
        </Button>
        <Button
          colorPalette="brand"
          size="sm"
          disabled={!access || loggingOut || checking}
          loading={saving}
          loadingText={t('leadSync.saving')}
          onClick={() => send({ type: 'lists.save' })}
        >
          {t('leadSync.save')}
        </Button>
      </Flex>
    </Stack>
  );
}
