import { chakra, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface RowMenuItem {
  value: string;
  label: string;
  /** A link inside the app, with optional navigation state. */
  to?: string;
  state?: unknown;
  danger?: boolean;
  disabled?: boolean;
  onSelect?: () => void;
}

interface RowMenuProps {
  /** The trigger's accessible name, e.g. "Actions for anna@example.com". */
  label: string;
  items: RowMenuItem[];
}

const DotsIcon = () => (
  <chakra.svg viewBox="0 0 24 24" boxSize="1.1em" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </chakra.svg>
);

/** The actions of one table row behind a "…" button (DESIGN: row actions in a menu). */
export function RowMenu({ label, items }: RowMenuProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      // Every choice, pointer or keyboard (the menu clicks the highlighted item on Enter), arrives as the item's own
      // click: that is the one path acted on. The menu's onSelect reports the highlighted item, not always the clicked.
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={label}>
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
