import { Table } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, pinned, pinnedFirst, TICK_WIDTH, type ListColumn } from './list-cells';
import { RowMenu, type RowMenuItem } from './row-menu';

function ListTableRowInner<Row extends { id: number }>({
  row,
  columns,
  name,
  checked,
  onToggle,
  menu,
}: {
  row: Row;
  columns: ListColumn<Row>[];
  name: string;
  checked?: boolean;
  onToggle?: (id: number) => void;
  menu?: RowMenuItem[];
}) {
  const { t } = useTranslation();
  return (
    <Table.Row data-selected={checked || undefined} bg={checked ? 'colorPalette.subtle' : undefined}>
      {onToggle && (
        <Table.Cell w={TICK_WIDTH} minW={TICK_WIDTH} {...pinned} bg={checked ? 'bg.muted' : 'bg'}>
          <Checkbox
            type="checkbox"
            aria-label={t('lists.select_row', { name })}
            checked={!!checked}
            onChange={() => onToggle(row.id)}
          />
        </Table.Cell>
      )}
      {columns.map((column, index) => (
        <Table.Cell
          key={column.key}
          {...(index === 0 && { ...pinnedFirst(!!onToggle), bg: checked ? 'bg.muted' : 'bg' })}
          textAlign={column.numeric ? 'end' : undefined}
          fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
          maxW="18rem"
          truncate
        >
          {column.cell(row)}
        </Table.Cell>
      ))}
      {menu && (
        <Table.Cell textAlign="end" py="1">
          <RowMenu label={t('lists.actions_for', { name })} items={menu} />
        </Table.Cell>
      )}
    </Table.Row>
  );
}
/** One row of a list table (memoised: ticking one row re-renders only that row). */
export const ListTableRow = memo(ListTableRowInner) as typeof ListTableRowInner;
