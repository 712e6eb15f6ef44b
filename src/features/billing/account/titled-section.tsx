import { Box, Heading, Table } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/** A part of a billing page, named by its h2; `headingRef` lets a page move focus to it (the heading takes focus). */
export function TitledSection({
  id,
  title,
  children,
  headingRef,
}: {
  id: string;
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * A billing page's small bordered table, named by `label`, with one header cell a column (`end` puts the column's
 * text at the end, for amounts); the rows are its children.
 */
export function SectionTable({
  label,
  columns,
  stickyHeader,
  maxW,
  children,
}: {
  label: string;
  columns: { title: string; end?: boolean }[];
  stickyHeader?: boolean;
  maxW?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" rounded="md" maxW={maxW}>
      <Table.Root size="sm" stickyHeader={stickyHeader} aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.title} textAlign={column.end ? 'end' : undefined}>
                {column.title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
