import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import type { ListColumn } from '@/components/list/list-table';
import { UrlCell } from './url-cell';
import {
  crawledPagesLoader,
  pageQuery,
  PAGE_FILTERS,
  PAGE_SORTS,
  type CrawledPage,
} from '@/features/audits/crawl-actors';
import { CrawlTableScreen } from './crawl-table-screen';
import { StatusCodeBadge } from './status-code-badge';

/** /crawled-pages/:id/:ids: the pages the crawl visited, 20 a page, searched, filtered and sorted in the URL. */
export function CrawledPagesPage() {
  const { t } = useTranslation();
  const formats = useFormat();
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
        cell: (row) => formats.milliseconds(row.load_time_ms),
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
    [t, formats],
  );
  return (
    <CrawlTableScreen
      titleKey="pages.crawled_pages"
      table="pages"
      searchLabel={t('crawl.table.search_pages')}
      label={t('crawl.table.pages_label')}
      columns={columns}
      sorts={PAGE_SORTS}
      filters={PAGE_FILTERS}
      loader={crawledPagesLoader}
      exportQuery={pageQuery}
    />
  );
}
