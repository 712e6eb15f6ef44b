import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { ListColumn } from '@/components/list/list-table';
import { PagedListTable } from '@/components/list/paged-list-table';
import { useUrlPagedList } from '@/components/list/use-url-paged-list';
import {
  PAGE_SIZE,
  pagedListMachine,
  type ListPage,
  type LoadListPageInput,
} from '@machines/shared/paged-list/paged-list.machine';
import type { PromiseActorLogic } from 'xstate';

interface CrawlTableProps<Row extends { id: number }> {
  label: string;
  columns: ListColumn<Row>[];
  rowName: (row: Row) => string;
  /** The list kit's loadPage slot for this table, its sort and filter already applied. */
  loader: PromiseActorLogic<ListPage, LoadListPageInput>;
}

/**
 * One page of a crawl table through the list kit (machines/shared/paged-list: page and search in the URL, skeleton,
 * failure and retry). Mounted anew (by key) when the sort or filter changes.
 */
export function CrawlTable<Row extends { id: number }>({ label, columns, rowName, loader }: CrawlTableProps<Row>) {
  const { t } = useTranslation();
  const machine = useMemo(() => pagedListMachine.provide({ actors: { loadPage: loader } }), [loader]);
  const list = useUrlPagedList<Row>(machine, { filterBy: 'search', pageSize: PAGE_SIZE });
  return (
    <PagedListTable
      list={list}
      label={label}
      columns={columns}
      rowName={rowName}
      loadingLabel={t('crawl.table.loading')}
      empty={<EmptyState title={t('crawl.table.empty_title')} hint={t('crawl.table.empty_hint')} />}
      caption={
        <Text color="muted" fontSize="sm" mb="2" role="status">
          {t('crawl.table.count', { count: list.shown?.total ?? 0 })}
        </Text>
      }
    />
  );
}
