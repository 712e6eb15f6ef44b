import { chakra, IconButton } from '@chakra-ui/react';
import { intentModule } from '@/components/intent-module';
import { useFocusHandOver, useOnIntent } from '@/components/on-intent';

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

export interface RowMenuProps {
  /** The trigger's accessible name, e.g. "Actions for anna@example.com". */
  label: string;
  items: RowMenuItem[];
}

export const DotsIcon = () => (
  <chakra.svg viewBox="0 0 24 24" boxSize="1.1em" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </chakra.svg>
);

/** The row menus' machinery (zag menu, floating-ui) is its own chunk, loaded when a person first reaches for one. */
export const rowMenus = intentModule(() => import('./row-menu-loaded'));

/**
 * The actions of one table row behind a "…" button (DESIGN: row actions in a menu). Until the menu's chunk is there
 * the same button stands in: pointer over, focus or a press loads it; a press opens the menu on arrival.
 */
export function RowMenu({ label, items }: RowMenuProps) {
  const { module, arrival, standIn, hadFocus } = useOnIntent(rowMenus);
  const ref = useFocusHandOver<HTMLButtonElement>(hadFocus);
  if (module) return <module.LoadedRowMenu label={label} items={items} arrival={arrival} />;
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      size="xs"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...standIn}
    >
      <DotsIcon />
    </IconButton>
  );
}
