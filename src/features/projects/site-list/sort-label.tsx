import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SiteSort } from '@machines/projects/site-list/site-view';

const ArrowIcon = ({ up }: { up: boolean }) => (
  <chakra.svg
    viewBox="0 0 12 12"
    boxSize="0.7em"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    transform={up ? undefined : 'rotate(180deg)'}
  >
    <path d="M6 2 11 9H1z" />
  </chakra.svg>
);

export interface HeadSort {
  sort: SiteSort | null;
  dir: 'asc' | 'desc';
  onSort: (sort: SiteSort) => void;
}

/** A header's content; a button that sorts by the column when the table can sort. */
export function SortLabel({ column, sort, children }: { column: SiteSort; sort?: HeadSort; children: ReactNode }) {
  if (!sort) return <>{children}</>;
  return (
    <chakra.button
      type="button"
      onClick={() => sort.onSort(column)}
      display="inline-flex"
      alignItems="center"
      gap="1"
      textAlign="inherit"
      fontWeight="inherit"
      cursor="pointer"
      rounded="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
    >
      {sort.sort === column && <ArrowIcon up={sort.dir === 'asc'} />}
      <span>{children}</span>
    </chakra.button>
  );
}
