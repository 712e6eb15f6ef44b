import { Button, Flex, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../sign-out';
import { Logo } from './logo';

/** Logo, and the settings menu: my profile, manage subscription, settings, logout. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex as="header" align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border" gap="3">
      <Logo />
      <Menu.Root
        onSelect={({ value }) => {
          if (value === 'logout') signOut('logout');
          else navigate(value);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            {t('header.settings_menu')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="/my-profile">{t('header.my_profile')}</Menu.Item>
              <Menu.Item value="/manage-subscription">{t('header.manage_subscription')}</Menu.Item>
              <Menu.Item value="/setting#smtp-setting">{t('header.settings')}</Menu.Item>
              <Menu.Item value="logout">{t('header.logout')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
