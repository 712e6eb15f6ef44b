import { Table } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface TableFrameProps {
  /** How tall the frame grows before its rows scroll under the sticky header. */
  maxH: string;
  busy?: boolean;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A table's bordered scroll area, marked busy while its rows reload. Positioned, so the visually hidden texts inside
 * (absolutely positioned) scroll with the table instead of widening the page.
 */
export function TableFrame({ maxH, busy, ref, children }: TableFrameProps) {
  return (
    <Table.ScrollArea
      ref={ref}
      position="relative"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      maxH={maxH}
      aria-busy={busy || undefined}
    >
      {children}
    </Table.ScrollArea>
  );
}
