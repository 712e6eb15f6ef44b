import { chakra } from '@chakra-ui/react';

/** A native tick box in the brand colour (accessible by name, works with any keyboard). */
export const Checkbox = chakra('input', {
  base: { width: '4', height: '4', accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer' },
});

/** The first column stays put when the table scrolls sideways (narrow screens). */
export const pinned = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

export interface ListColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => import('react').ReactNode;
  numeric?: boolean;
}
