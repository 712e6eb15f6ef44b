import { Badge, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list/list-table';
import {
  crawlLinksLoader,
  linkQuery,
  LINK_SCOPES,
  LINK_SORTS,
  type CrawlLink,
  type CrawlTableQuery,
} from '@/features/audits/crawl-actors';
import { UrlCell } from './url-cell';
import { CrawlTableScreen } from './crawl-table-screen';
import { StatusCodeBadge } from './status-code-badge';

/** Found links (kind link) or found resources (kind resource) of a crawl: internal and external, broken ones first. */
export function CrawlLinksScreen({ kind }: { kind: 'link' | 'resource' }) {
  const { t } = useTranslation();
  const loader = useCallback(
    (crawlId: number, query: CrawlTableQuery) => crawlLinksLoader(crawlId, kind, query),
    [kind],
  );
  const columns: ListColumn<CrawlLink>[] = useMemo(
    () => [
      {
        key: 'url',
        header: t('crawl.columns.url'),
        cell: (row) => (
          <>
            <UrlCell url={row.url} />
            {row.broken && (
              <Badge colorPalette="red" ms="2" size="sm">
                {t('crawl.values.broken')}
              </Badge>
            )}
          </>
        ),
      },
      {
        key: 'status',
        header: t('crawl.columns.status_code'),
        cell: (row) => <StatusCodeBadge code={row.status_code} />,
      },
      { key: 'scope', header: t('crawl.columns.scope'), cell: (row) => t(`crawl.filters.${row.scope}`) },
      ...(kind === 'resource'
        ? [
            {
              key: 'type',
              header: t('crawl.columns.type'),
              cell: (row: CrawlLink) => t(`crawl.types.${row.resource_type}`),
            },
          ]
        : []),
      {
        key: 'found_on',
        header: t('crawl.columns.found_on'),
        cell: (row) => <Text wordBreak="break-all">{row.found_on}</Text>,
      },
      { key: 'occurrences', header: t('crawl.columns.occurrences'), numeric: true, cell: (row) => row.occurrences },
    ],
    [t, kind],
  );
  return (
    <CrawlTableScreen
      titleKey={kind === 'link' ? 'pages.found_links' : 'pages.found_resources'}
      table={kind === 'link' ? 'links' : 'resources'}
      searchLabel={t(kind === 'link' ? 'crawl.table.search_links' : 'crawl.table.search_resources')}
      label={t(kind === 'link' ? 'crawl.table.links_label' : 'crawl.table.resources_label')}
      columns={columns}
      sorts={LINK_SORTS}
      filters={LINK_SCOPES}
      loader={loader}
      exportQuery={linkQuery}
    />
  );
}
