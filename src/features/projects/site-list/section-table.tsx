import { Table } from '@chakra-ui/react';
import type { Ref } from 'react';
import { TableFrame } from '@/components/list/table-frame';
import { ROWS_CSS, TABLE_LAYOUT } from './site-table-layout';

/** One section's table (ungrouped or grouped projects) in its own scroll area, dimmed while busy. */
export function SectionTable({
  labelledBy,
  busy,
  children,
  head,
  scrollRef,
}: {
  labelledBy: string;
  busy: boolean;
  children: React.ReactNode;
  head: React.ReactNode;
  scrollRef?: Ref<HTMLDivElement>;
}) {
  return (
    <TableFrame ref={scrollRef} maxH="75vh" busy={busy}>
      <Table.Root size="sm" stickyHeader aria-labelledby={labelledBy} {...TABLE_LAYOUT} css={ROWS_CSS}>
        {head}
        <Table.Body opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
          {children}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
