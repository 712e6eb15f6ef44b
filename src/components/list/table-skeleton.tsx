import { Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The pagination skeleton shows 10 items. */
export const SKELETON_ROWS = 10;

interface TableSkeletonProps {
  /** The real table's header, so the layout does not jump when the rows arrive. */
  header: ReactNode;
  columns: number;
  /** Announced to screen readers while the page loads. */
  loadingLabel: string;
  testId?: string;
}

/** A list table of 10 placeholder rows while a page loads. */
export function TableSkeleton({ header, columns, loadingLabel, testId }: TableSkeletonProps) {
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="border" rounded="md" aria-busy="true">
      <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
      <Table.Root size="sm" aria-hidden="true" data-testid={testId}>
        {header}
        <Table.Body>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Table.Row key={row}>
              {Array.from({ length: columns }, (_, cell) => (
                <Table.Cell key={cell}>
                  <Skeleton height="4" width={cell === 1 ? '70%' : '50%'} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
