import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { loadConfirmDialog } from '@/components/confirm-dialog';
import { useTakeFocus, type Arrival } from '@/components/on-intent';
import { DotsIcon, type RowMenuProps } from './row-menu';

// Row menus lead to confirmations (delete, restore): their dialog loads beside the menu.
void loadConfirmDialog();

/** The row menu itself (zag menu, floating-ui): this chunk loads on intent (row-menu.tsx). */
export function LoadedRowMenu({ label, items, arrival }: RowMenuProps & { arrival: Arrival }) {
  const trigger = useTakeFocus<HTMLButtonElement>(arrival);
  const first = items.find((item) => !item.disabled)?.value;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={arrival.openOnArrival}
      defaultHighlightedValue={arrival.openOnArrival && arrival.byKeyboard ? first : undefined}
      // Every choice, pointer or keyboard (the menu clicks the highlighted item on Enter), arrives as the item's own
      // click: that is the one path acted on. The menu's onSelect reports the highlighted item, not always the clicked.
    >
      <Menu.Trigger asChild>
        <IconButton ref={trigger} variant="ghost" size="xs" aria-label={label}>
          <DotsIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {items.map((item) =>
              item.to && !item.disabled ? (
                <Menu.Item key={item.value} value={item.value} asChild>
                  <RouterLink to={item.to} state={item.state}>
                    {item.label}
                  </RouterLink>
                </Menu.Item>
              ) : (
                <Menu.Item
                  key={item.value}
                  value={item.value}
                  disabled={item.disabled}
                  color={item.danger ? 'fg.error' : undefined}
                  _hover={item.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
                  onClick={() => item.onSelect?.()}
                >
                  {item.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
