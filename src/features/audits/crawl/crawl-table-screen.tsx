import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromiseActorLogic } from 'xstate';
import { api } from '@/api/client';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/empty-state';
import { FileIcon } from '@/components/icons';
import type { ListColumn } from '@/components/list/list-table';
import { useListQuery } from '@/components/list/use-list-query';
import { PageFrame } from '@/components/page-frame';
import type { ListPage, LoadListPageInput } from '@machines/shared/paged-list/paged-list.machine';
import type { CrawlTableQuery, linkQuery, pageQuery } from '@/features/audits/crawl-actors';
import { CrawlNav } from './crawl-nav';
import { CrawlTable } from './crawl-table';
import { CrawlTableControls } from './crawl-table-controls';
import { useCrawlRoute } from './use-crawl-route';
import { useTableQuery } from './use-table-query';

interface CrawlTableScreenProps<Row extends { id: number; url: string }> {
  titleKey: string;
  /** The crawl's view, and the table its CSV export names. */
  table: 'pages' | 'links' | 'resources';
  searchLabel: string;
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<Row>[];
  sorts: readonly string[];
  filters: readonly string[];
  /** The list kit's loadPage slot for a crawl and a sort and filter (stable: a new one reloads the table). */
  loader: (crawlId: number, query: CrawlTableQuery) => PromiseActorLogic<ListPage, LoadListPageInput>;
  /** The export's query for a sort and filter and the search. */
  exportQuery: typeof pageQuery | typeof linkQuery;
}

/** A table of one crawl (pages, links or resources): the crawl's views, search, filter, sort, CSV and the rows. */
export function CrawlTableScreen<Row extends { id: number; url: string }>({
  titleKey,
  table,
  searchLabel,
  label,
  columns,
  sorts,
  filters,
  loader,
  exportQuery,
}: CrawlTableScreenProps<Row>) {
  const { t } = useTranslation();
  const route = useCrawlRoute();
  const { query, update } = useTableQuery(sorts, filters);
  const { query: listQuery } = useListQuery();
  const crawlId = route?.crawlId ?? 0;
  const pageLoader = useMemo(() => loader(crawlId, query), [loader, crawlId, query]);
  return (
    <PageFrame titleKey={titleKey}>
      {route ? (
        <>
          <CrawlNav projectId={route.projectId} crawlId={route.crawlId} current={table} />
          <CrawlTableControls
            searchLabel={searchLabel}
            query={query}
            onChange={update}
            filters={filters.map((value) => ({ value, label: t(`crawl.filters.${value}`) }))}
            sorts={sorts.map((value) => ({ value, label: t(`crawl.columns.${value}`) }))}
            actions={
              <DownloadButton
                label={t('crawl.table.export_csv')}
                icon={<FileIcon />}
                fallbackName={`crawl-${route.crawlId}-${table}.csv`}
                request={(signal) =>
                  api.GET('/api/v1/website-audit/crawl/{crawl_id}/export/', {
                    params: {
                      path: { crawl_id: route.crawlId },
                      query: { table, ...exportQuery(query, listQuery.search) },
                    },
                    parseAs: 'blob',
                    signal,
                  })
                }
              />
            }
          />
          <CrawlTable
            key={`${query.sort}|${query.order}|${query.filter}`}
            label={label}
            columns={columns}
            rowName={(row) => row.url}
            loader={pageLoader}
          />
        </>
      ) : (
        <EmptyState title={t('crawl.not_found_title')} hint={t('crawl.not_found_hint')} />
      )}
    </PageFrame>
  );
}
