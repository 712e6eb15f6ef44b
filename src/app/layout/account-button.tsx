import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, UserIcon } from '@/components/icons';

/**
 * The settings menu's button: the menu's trigger, and (the same button) what shows until the menu's chunk arrives,
 * so the header looks the same before and after (account-switch in app-header.tsx).
 */
export function AccountButton({
  person,
  ...props
}: Omit<ButtonProps, 'name'> & { person: string | null; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" aria-label={t('header.settings_menu')} px="2" {...props}>
      <UserIcon />
      {person && (
        <Box as="span" hideBelow="md" maxW="40" truncate>
          {person}
        </Box>
      )}
      <ChevronDownIcon />
    </Button>
  );
}
