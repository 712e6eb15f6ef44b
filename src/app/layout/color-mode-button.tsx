import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '@/components/client-state/color-mode';
import { MoonIcon, SunIcon } from '@/components/icons';

/** Light/dark switch; the choice is kept in client state. */
export function ColorModeButton() {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={t(mode === 'dark' ? 'header.light_mode' : 'header.dark_mode')}
      onClick={toggle}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
