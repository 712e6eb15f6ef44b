import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavList } from './sidebar';

/** Below 990 px the sidebar becomes a drawer behind the header's burger button. */
export function NavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="border" py="3">
              <Drawer.Title fontSize="md">{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2" py="4">
              <Box as="nav" aria-label={t('nav.label')}>
                <NavList onNavigate={() => onOpenChange(false)} />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} position="absolute" top="2" insetEnd="2" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
