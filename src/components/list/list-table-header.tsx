import { Table, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Checkbox, pinned, pinnedFirst, TICK_WIDTH, type ListColumn } from './list-cells';

/** The header of a list table (also used by its skeleton). */
export function ListTableHeader<Row>({
  columns,
  selectable,
  withMenu,
  allChecked,
  someChecked,
  onToggleAll,
}: {
  columns: ListColumn<Row>[];
  selectable: boolean;
  withMenu: boolean;
  allChecked?: boolean;
  someChecked?: boolean;
  onToggleAll?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle">
        {selectable && (
          <Table.ColumnHeader w={TICK_WIDTH} minW={TICK_WIDTH} {...pinned} zIndex={2} bg="bg.subtle">
            <Checkbox
              type="checkbox"
              aria-label={t('lists.select_all')}
              checked={!!allChecked}
              ref={(node: HTMLInputElement | null) => {
                if (node) node.indeterminate = !allChecked && !!someChecked;
              }}
              onChange={() => onToggleAll?.()}
              disabled={!onToggleAll}
            />
          </Table.ColumnHeader>
        )}
        {columns.map((column, index) => (
          <Table.ColumnHeader
            key={column.key}
            textAlign={column.numeric ? 'end' : undefined}
            whiteSpace="nowrap"
            {...(index === 0 && { ...pinnedFirst(selectable), zIndex: 2, bg: 'bg.subtle' })}
          >
            {column.header}
          </Table.ColumnHeader>
        ))}
        {withMenu && (
          <Table.ColumnHeader w="1" textAlign="end">
            <VisuallyHidden>{t('lists.actions')}</VisuallyHidden>
          </Table.ColumnHeader>
        )}
      </Table.Row>
    </Table.Header>
  );
}
