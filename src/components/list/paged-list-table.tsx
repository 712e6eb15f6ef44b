import { useCallback, type ReactNode } from 'react';
import { ListTable, type ListColumn } from './list-table';
import { ListTableHeader } from './list-table-header';
import { PagedListStates } from './paged-list-states';
import type { RowMenuItem } from './row-menu';
import { SelectionBar } from './selection-bar';
import { TableSkeleton } from './table-skeleton';
import type { ListRow, UrlPagedList } from './use-url-paged-list';

interface PagedListTableProps<Row extends ListRow> {
  list: UrlPagedList<Row>;
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<Row>[];
  rowName: (row: Row) => string;
  menu?: (row: Row) => RowMenuItem[];
  /** Rows can be ticked and deleted together (the selection bar above the table). */
  selectable?: boolean;
  loadingLabel: string;
  skeletonTestId?: string;
  empty: ReactNode;
  /** Shown above the table, e.g. a count. */
  caption?: ReactNode;
}

/** A URL-paged list as a table: load failure, 10-row skeleton, empty state, selection bar, table, pagination. */
export function PagedListTable<Row extends ListRow>({
  list,
  label,
  columns,
  rowName,
  menu,
  selectable = false,
  loadingLabel,
  skeletonTestId,
  empty,
  caption,
}: PagedListTableProps<Row>) {
  const { send, busy, selected } = list;
  // Stable, so ticking one row re-renders only that (memoised) row.
  const onToggle = useCallback((id: number) => send({ type: 'list.selectionToggled', id }), [send]);
  const onToggleAll = useCallback(() => send({ type: 'list.allToggled' }), [send]);
  const skeleton = (
    <TableSkeleton
      header={<ListTableHeader columns={columns} selectable={selectable} withMenu={!!menu} />}
      columns={columns.length + (selectable ? 1 : 0) + (menu ? 1 : 0)}
      loadingLabel={loadingLabel}
      testId={skeletonTestId}
    />
  );
  return (
    <PagedListStates list={list} loading={skeleton} empty={empty}>
      {(shown) => (
        <>
          {caption}
          {selectable && (
            <SelectionBar
              count={selected.length}
              onDelete={() => send({ type: 'list.bulkDeleteRequested' })}
              onRestore={list.view === 'deleted' ? () => send({ type: 'list.bulkRestoreRequested' }) : undefined}
              onClear={() => send({ type: 'list.selectionCleared' })}
            />
          )}
          <ListTable
            label={label}
            rows={shown.items}
            columns={columns}
            rowName={rowName}
            selection={selectable ? { selected, onToggle, onToggleAll } : undefined}
            menu={menu}
            busy={busy}
          />
        </>
      )}
    </PagedListStates>
  );
}
