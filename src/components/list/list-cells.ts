import { chakra } from '@chakra-ui/react';

/** A native tick box in the brand colour (accessible by name, works with any keyboard). */
export const Checkbox = chakra('input', {
  base: { width: '4', height: '4', accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer' },
});

/** The first column stays put when the table scrolls sideways (narrow screens). */
export const pinned = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

/** The tick-box column's fixed width, so the first data column can be pinned right after it. */
export const TICK_WIDTH = '10';

/**
 * The first data column (the row's name) is pinned too, after the tick boxes when there are any, so a row stays
 * recognisable while the table scrolls sideways, like the ranking and site-list tables pin their keyword and site
 * columns; `data-pin` marks it for the layout test.
 */
export const pinnedFirst = (selectable: boolean) =>
  ({ ...pinned, left: selectable ? TICK_WIDTH : 0, 'data-pin': '' }) as const;

export interface ListColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => import('react').ReactNode;
  numeric?: boolean;
}
