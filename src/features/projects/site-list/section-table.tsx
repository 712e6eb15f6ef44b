import { Table } from '@chakra-ui/react';
import type { RefObject } from 'react';
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
  scrollRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    // position: the visually hidden texts inside (absolutely positioned) must scroll with the table, not widen the page.
    <Table.ScrollArea
      ref={scrollRef}
      position="relative"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      maxH="75vh"
      aria-busy={busy || undefined}
    >
      <Table.Root size="sm" stickyHeader aria-labelledby={labelledBy} {...TABLE_LAYOUT} css={ROWS_CSS}>
        {head}
        <Table.Body opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
          {children}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
