import { Box, Button, Flex, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccount } from '../../components/data/account';
import { useSiteSettings } from '../../components/data/site-settings';
import { ChevronDownIcon, MenuIcon, UserIcon } from '../../components/icons';
import { openSupportRequest } from '../../components/support-request-store';
import { signOut } from '../sign-out';
import { ColorModeButton } from './color-mode-button';
import { BrandedToolLink, SupportLink, SupportRequestButton } from './header-extras';
import { LanguageSwitch } from './language-switch';
import { NotificationsButton } from './notifications-button';
import { Logo } from './logo';

import { HEADER_HEIGHT } from './header-height';

export { HEADER_HEIGHT };

/**
 * The header: logo, language selector (when show_multilangual), support link (when show_support),
 * and the settings menu: my profile, manage subscription, settings, logout.
 */
export function AppHeader({ narrow, onOpenNav }: { narrow: boolean; onOpenNav: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const { data: account } = useAccount();
  const name = account ? [account.first_name, account.last_name].filter(Boolean).join(' ') || account.email : null;
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
    <Flex
      as="header"
      align="center"
      gap="3"
      px={{ base: 3, lg: 4 }}
      h={HEADER_HEIGHT}
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {narrow && (
        <IconButton variant="ghost" size="sm" aria-label={t('nav.open_menu')} onClick={onOpenNav} data-testid="burger">
          <MenuIcon />
        </IconButton>
      )}
      <Logo src={settings?.logo} smallSrc={settings?.small_logo} />
      <BrandedToolLink settings={settings} />
      <Box flex="1" />
      <Flex align="center" gap="1">
        <SupportLink settings={settings} />
        {settings?.show_multilangual && <LanguageSwitch />}
        <SupportRequestButton />
        <NotificationsButton />
        <ColorModeButton />
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={t('header.settings_menu')} px="2">
              <UserIcon />
              {name && (
                <Box as="span" hideBelow="md" maxW="40" truncate>
                  {name}
                </Box>
              )}
              <ChevronDownIcon />
            </Button>
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
      </Flex>
    </Flex>
  );
}
