import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavList } from './sidebar';
import { SideDrawer } from './side-drawer';

/** Below 990 px the sidebar becomes a drawer behind the header's burger button. */
export function NavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} placement="start" size="xs" title={t('nav.menu')} bodyPx="2">
      <Box as="nav" aria-label={t('nav.label')}>
        <NavList onNavigate={() => onOpenChange(false)} />
      </Box>
    </SideDrawer>
  );
}
