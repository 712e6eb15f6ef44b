import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAccountData } from '@/components/data/account';
import { intentModule } from '@/components/intent-module';
import { useFocusHandOver, useOnIntent } from '@/components/on-intent';
import { MenuIcon } from '@/components/icons';
import { AccountButton } from './account-button';
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
      <Logo />
      <BrandedToolLink />
      <Box flex="1" />
      <Flex align="center" gap="1">
        <SupportLink />
        <LanguageSwitch />
        <SupportRequestButton />
        <NotificationsButton />
        <ColorModeButton />
        <AccountSwitch />
      </Flex>
    </Flex>
  );
}

/** The settings menu's machinery (zag menu, floating-ui) is its own chunk: the frame paints without it. */
export const accountMenu = intentModule(() => import('./account-menu'));

/**
 * The settings menu: the same button stands in until its chunk arrives (pointer over, focus or a press loads it). It
 * reads the account itself: the account's arrival redraws the button, not the header.
 */
function AccountSwitch() {
  const account = useAccountData();
  const name = account ? [account.first_name, account.last_name].filter(Boolean).join(' ') || account.email : null;
  const { module, arrival, standIn, hadFocus } = useOnIntent(accountMenu);
  const ref = useFocusHandOver<HTMLButtonElement>(hadFocus);
  if (module) return <module.AccountMenu account={account} name={name} arrival={arrival} />;
  return <AccountButton ref={ref} person={name} aria-haspopup="menu" aria-expanded={false} {...standIn} />;
}
