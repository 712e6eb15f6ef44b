import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepOpenOnFocusOutside } from '@/components/modal-dialog';

interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: 'start' | 'end';
  size: 'xs' | 'sm';
  title: string;
  /** Where focus goes when the drawer closes; the element that opened it when not given. */
  finalFocusEl?: () => HTMLElement | null;
  bodyPx?: string;
  testId?: string;
  children: ReactNode;
}

/** A panel from the side of the shell (menu, notifications): title bar, scrolling body, close button. */
export function SideDrawer({
  open,
  onOpenChange,
  placement,
  size,
  title,
  finalFocusEl,
  bodyPx = '4',
  testId,
  children,
}: SideDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement={placement}
      size={size}
      finalFocusEl={finalFocusEl}
      onFocusOutside={keepOpenOnFocusOutside}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header borderBottomWidth="1px" borderColor="border" py="3">
              <Drawer.Title fontSize="md">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px={bodyPx} py="4">
              {children}
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
