import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { DownloadButton } from '../../../components/download-button';
import { FileIcon } from '../../../components/icons';
import type { ListColumn } from '../../../components/list/list-table';
import { useListQuery } from '../../../components/list/use-list-query';
import { PageFrame } from '../../../components/page-frame';
import { UrlCell } from './url-cell';
import { crawledPagesLoader, pageQuery, PAGE_FILTERS, PAGE_SORTS, type CrawledPage } from '../crawl-actors';
import { CrawlNav } from './crawl-nav';
import { CrawlTable } from './crawl-table';
import { CrawlTableControls } from './crawl-table-controls';
import { EmptyState } from '../../../components/empty-state';
import { StatusCodeBadge } from './status-code-badge';
import { useCrawlRoute } from './use-crawl-route';
import { useTableQuery } from './use-table-query';

/** /crawled-pages/:id/:ids: the pages the crawl visited, 20 a page, searched, filtered and sorted in the URL. */
export function CrawledPagesPage() {
  const { t, i18n } = useTranslation();
  const route = useCrawlRoute();
  const { query, update } = useTableQuery(PAGE_SORTS, PAGE_FILTERS);
  const { query: listQuery } = useListQuery();
  const crawlId = route?.crawlId ?? 0;
  const loader = useMemo(() => crawledPagesLoader(crawlId, query), [crawlId, query]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const milliseconds = useMemo(
    () => new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond' }),
    [language],
  );
  const columns: ListColumn<CrawledPage>[] = useMemo(
    () => [
      { key: 'url', header: t('crawl.columns.url'), cell: (row) => <UrlCell url={row.url} /> },
      {
        key: 'status',
        header: t('crawl.columns.status_code'),
        cell: (row) => <StatusCodeBadge code={row.status_code} />,
      },
      { key: 'title', header: t('crawl.columns.title'), cell: (row) => row.title ?? t('crawl.values.no_title') },
      { key: 'depth', header: t('crawl.columns.depth'), numeric: true, cell: (row) => row.depth },
      {
        key: 'load',
        header: t('crawl.columns.load_time_ms'),
        numeric: true,
        cell: (row) => milliseconds.format(row.load_time_ms),
      },
      {
        key: 'indexable',
        header: t('crawl.columns.indexable'),
        cell: (row) =>
          row.indexable
            ? t('crawl.values.yes')
            : t('crawl.values.no_reason', { reason: t(`crawl.reasons.${row.noindex_reason ?? 'noindex'}`) }),
      },
    ],
    [t, milliseconds],
  );
  return (
    <PageFrame titleKey="pages.crawled_pages">
      {route ? (
        <>
          <CrawlNav projectId={route.projectId} crawlId={route.crawlId} current="pages" />
          <CrawlTableControls
            searchLabel={t('crawl.table.search_pages')}
            query={query}
            onChange={update}
            filters={PAGE_FILTERS.map((value) => ({ value, label: t(`crawl.filters.${value}`) }))}
            sorts={PAGE_SORTS.map((value) => ({ value, label: t(`crawl.columns.${value}`) }))}
            actions={
              <DownloadButton
                label={t('crawl.table.export_csv')}
                icon={<FileIcon />}
                fallbackName={`crawl-${route.crawlId}-pages.csv`}
                request={(signal) =>
                  api.GET('/api/v1/website-audit/crawl/{crawl_id}/export/', {
                    params: {
                      path: { crawl_id: route.crawlId },
                      query: { table: 'pages', ...pageQuery(query, listQuery.search) },
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
            label={t('crawl.table.pages_label')}
            columns={columns}
            rowName={(row) => row.url}
            loader={loader}
          />
        </>
      ) : (
        <EmptyState title={t('crawl.not_found_title')} hint={t('crawl.not_found_hint')} />
      )}
    </PageFrame>
  );
}
