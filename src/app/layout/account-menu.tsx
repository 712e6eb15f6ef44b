import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AccountDetails } from '@/components/data/account';
import { useTakeFocus, type Arrival } from '@/components/on-intent';
import { openSupportRequest } from '@/components/support-request-store';
import { signOut } from '@/app/sign-out';
import { AccountButton } from './account-button';

/**
 * The settings menu: my profile, manage subscription, settings, support, logout. Its
 * machinery (zag menu, floating-ui) is this chunk, loaded on intent (app-header.tsx).
 */
export function AccountMenu({
  account,
  name,
  arrival,
}: {
  account: AccountDetails | null | undefined;
  name: string | null;
  arrival: Arrival;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trigger = useTakeFocus<HTMLButtonElement>(arrival);
  // Every choice, by pointer or by keyboard (the menu clicks the highlighted item on Enter), arrives as a click on
  // the item itself, which knows its own value: that is the one path acted on. The menu's onSelect is not used: it
  // reports the highlighted item, which is not always the one clicked, and a time-window dedupe between the two
  // paths dropped choices (a second choice within half a second, or the right one after a wrong report).
  const choose = (value: string) => {
    if (value === 'logout') signOut('logout');
    else if (value === 'support') openSupportRequest();
    else navigate(value);
  };
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={arrival.openOnArrival}
      defaultHighlightedValue={arrival.openOnArrival && arrival.byKeyboard ? '/my-profile' : undefined}
    >
      <Menu.Trigger asChild>
        <AccountButton ref={trigger} person={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {/* The e-mail's line is there before the account answers: the items never move under a pointer. */}
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted" truncate aria-hidden={!account}>
                {account ? account.email : '\u00a0'}
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Item value="/my-profile" onClick={() => choose('/my-profile')}>
              {t('header.my_profile')}
            </Menu.Item>
            <Menu.Item value="/manage-subscription" onClick={() => choose('/manage-subscription')}>
              {t('header.manage_subscription')}
            </Menu.Item>
            <Menu.Item value="/setting#smtp-setting" onClick={() => choose('/setting#smtp-setting')}>
              {t('header.settings')}
            </Menu.Item>
            <Menu.Item value="support" onClick={() => choose('support')}>
              {t('support.open')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onClick={() => choose('logout')}>
              {t('header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
