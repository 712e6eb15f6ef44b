import { Table } from '@chakra-ui/react';
import type { ListColumn } from './list-cells';
import { ListTableHeader } from './list-table-header';
import { ListTableRow } from './list-table-row';
import { TableFrame } from './table-frame';
import type { RowMenuItem } from './row-menu';

export type { ListColumn } from './list-cells';

export interface ListTableProps<Row extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  rows: Row[];
  columns: ListColumn<Row>[];
  /** A row's name for checkbox and menu labels. */
  rowName: (row: Row) => string;
  /** Present when rows can be ticked. */
  selection?: { selected: number[]; onToggle: (id: number) => void; onToggleAll: () => void };
  menu?: (row: Row) => RowMenuItem[];
  busy?: boolean;
}

/** A list table: optional tick boxes, the columns, optional row menus; sticky header, horizontal scroll. */
export function ListTable<Row extends { id: number }>({
  label,
  rows,
  columns,
  rowName,
  selection,
  menu,
  busy,
}: ListTableProps<Row>) {
  const selected = selection?.selected ?? [];
  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  return (
    <TableFrame maxH="70vh" busy={busy}>
      <Table.Root size="sm" stickyHeader interactive aria-label={label}>
        <ListTableHeader
          columns={columns}
          selectable={!!selection}
          withMenu={!!menu}
          allChecked={allChecked}
          someChecked={selected.length > 0}
          onToggleAll={selection?.onToggleAll}
        />
        <Table.Body opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
          {rows.map((row) => (
            <ListTableRow
              key={row.id}
              row={row}
              columns={columns}
              name={rowName(row)}
              checked={selection ? selected.includes(row.id) : undefined}
              onToggle={selection?.onToggle}
              menu={menu?.(row)}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
