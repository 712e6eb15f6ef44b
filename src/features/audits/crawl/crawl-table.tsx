import { Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListTableHeader } from '../../../components/list/list-table-header';
import { LoadFailed } from '../../../components/list/load-failed';
import { TableSkeleton } from '../../../components/list/table-skeleton';
import { UrlPagination } from '../../../components/list/url-pagination';
import { useListQuery } from '../../../components/list/use-list-query';
import {
  PAGE_SIZE,
  pagedListMachine,
  type ListPage,
  type LoadListPageInput,
} from '../../../../machines/paged-list/paged-list.machine';
import type { PromiseActorLogic } from 'xstate';

interface CrawlTableProps<Row extends { id: number }> {
  label: string;
  columns: ListColumn<Row>[];
  rowName: (row: Row) => string;
  /** The list kit's loadPage slot for this table, its sort and filter already applied. */
  loader: PromiseActorLogic<ListPage, LoadListPageInput>;
}

/**
 * One page of a crawl table through the list kit (machines/paged-list: page and search in the URL, skeleton,
 * failure and retry). Mounted anew (by key) when the sort or filter changes.
 */
export function CrawlTable<Row extends { id: number }>({ label, columns, rowName, loader }: CrawlTableProps<Row>) {
  const { t } = useTranslation();
  const { query, update } = useListQuery();
  const filters = useMemo(() => ({ search: query.search, from: '', to: '' }), [query.search]);
  const machine = useMemo(() => pagedListMachine.provide({ actors: { loadPage: loader } }), [loader]);
  const [snapshot, send] = useMachine(machine, { input: { view: 'active', page: query.page, filters } });
  const { data, failure, page, correctedPage } = snapshot.context;

  useEffect(() => {
    send({ type: 'list.queryChanged', page: query.page, filters });
  }, [query.page, filters, send]);
  useEffect(() => {
    if (correctedPage !== null) update({ page: correctedPage }, { replace: true });
  }, [correctedPage, update]);

  if (snapshot.matches('failed')) {
    return (
      <LoadFailed
        message={failure?.kind === 'http' ? failure.message : undefined}
        onRetry={() => send({ type: 'list.retry' })}
      />
    );
  }
  const shown = data && data.page === page ? (data as typeof data & { items: Row[] }) : null;
  if (!shown) {
    return (
      <TableSkeleton
        header={<ListTableHeader columns={columns} selectable={false} withMenu={false} />}
        columns={columns.length}
        loadingLabel={t('crawl.table.loading')}
      />
    );
  }
  if (shown.items.length === 0)
    return <EmptyState title={t('crawl.table.empty_title')} hint={t('crawl.table.empty_hint')} />;
  return (
    <>
      <Text color="muted" fontSize="sm" mb="2" role="status">
        {t('crawl.table.count', { count: shown.total })}
      </Text>
      <ListTable
        label={label}
        rows={shown.items}
        columns={columns}
        rowName={rowName}
        busy={snapshot.matches('loading')}
      />
      {shown.total > PAGE_SIZE && <UrlPagination page={page} total={shown.total} pageSize={PAGE_SIZE} />}
    </>
  );
}
