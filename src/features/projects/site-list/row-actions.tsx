import { RowMenu, type RowMenuItem } from '@/components/list/row-menu';
import { DOTS } from './row-icons';

/**
 * The row menu, or while a long list scrolls (`lite`) a stand-in that looks the same: a menu and
 * its state machine per row cost most of a row's render, and nobody opens one mid-scroll. The
 * real menu is back as soon as the scrolling stops (virtual-project-rows.tsx).
 */
export function RowActions({ lite, label, items }: { lite?: boolean; label: string; items: () => RowMenuItem[] }) {
  if (lite) return <span className="sl-menu-lite">{DOTS}</span>;
  return <RowMenu label={label} items={items()} />;
}
