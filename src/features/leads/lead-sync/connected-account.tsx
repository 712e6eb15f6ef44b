import { Button, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  missingListIds,
  type LeadSyncProvider,
  type ProviderDetails,
  type ProviderProfile,
} from '@machines/leads/lead-sync/lead-sync.types';
import { HelpButton } from './help-button';
import { ListsField } from './lists-field';
import { NoAccessNotice } from './no-access-notice';
import { ProfileSummary } from './profile-summary';

/** The events the connected view sends; every provider machine with lists understands them. */
export type ConnectedEvent =
  { type: 'provider.logout' } | { type: 'lists.changed'; ids: string[] } | { type: 'lists.save' };

interface ConnectedAccountProps {
  provider: LeadSyncProvider;
  details: ProviderDetails;
  profile: ProviderProfile;
  selection: string[];
  saving: boolean;
  /** Save was pressed with no list ticked. */
  listMissing: boolean;
  loggingOut: boolean;
  send: (event: ConnectedEvent) => void;
  /** What a provider shows between the account and its lists (Sendinblue's plan). */
  children?: ReactNode;
}

/** A connected e-mail service (Sendinblue, Mailchimp, Constant Contact): the account with Disconnect, its lists,
 * Help and Save. */
export function ConnectedAccount({
  provider,
  details,
  profile,
  selection,
  saving,
  listMissing,
  loggingOut,
  send,
  children,
}: ConnectedAccountProps) {
  const { t } = useTranslation();
  const access = details.hasAccess;
  return (
    <Stack gap="5">
      {!access && <NoAccessNotice />}
      <ProfileSummary profile={profile} busy={loggingOut} onLogout={() => send({ type: 'provider.logout' })} />
      {children}
      <ListsField
        lists={details.lists}
        selection={selection}
        missing={missingListIds(details)}
        disabled={saving || loggingOut}
        listMissing={listMissing}
        onChange={(ids) => send({ type: 'lists.changed', ids })}
      />
      <Flex gap="2" justify="flex-end">
        <HelpButton provider={provider} />
        <Button
          colorPalette="brand"
          size="sm"
          disabled={!access || loggingOut}
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
