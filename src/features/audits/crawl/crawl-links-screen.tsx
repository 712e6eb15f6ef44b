import { Badge, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { DownloadButton } from '../../../components/download-button';
import { EmptyState } from '../../../components/empty-state';
import { FileIcon } from '../../../components/icons';
import type { ListColumn } from '../../../components/list/list-table';
import { useListQuery } from '../../../components/list/use-list-query';
import { PageFrame } from '../../../components/page-frame';
import { crawlLinksLoader, linkQuery, LINK_SCOPES, LINK_SORTS, type CrawlLink } from '../crawl-actors';
import { UrlCell } from './url-cell';
import { CrawlNav } from './crawl-nav';
import { CrawlTable } from './crawl-table';
import { CrawlTableControls } from './crawl-table-controls';
import { StatusCodeBadge } from './status-code-badge';
import { useCrawlRoute } from './use-crawl-route';
import { useTableQuery } from './use-table-query';

/** Found links (kind link) or found resources (kind resource) of a crawl: internal and external, broken ones first. */
export function CrawlLinksScreen({ kind }: { kind: 'link' | 'resource' }) {
  const { t } = useTranslation();
  const route = useCrawlRoute();
  const { query, update } = useTableQuery(LINK_SORTS, LINK_SCOPES);
  const { query: listQuery } = useListQuery();
  const crawlId = route?.crawlId ?? 0;
  const loader = useMemo(() => crawlLinksLoader(crawlId, kind, query), [crawlId, kind, query]);
  const table = kind === 'link' ? 'links' : 'resources';
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
    <PageFrame titleKey={kind === 'link' ? 'pages.found_links' : 'pages.found_resources'}>
      {route ? (
        <>
          <CrawlNav
            projectId={route.projectId}
            crawlId={route.crawlId}
            current={kind === 'link' ? 'links' : 'resources'}
          />
          <CrawlTableControls
            searchLabel={t(kind === 'link' ? 'crawl.table.search_links' : 'crawl.table.search_resources')}
            query={query}
            onChange={update}
            filters={LINK_SCOPES.map((value) => ({ value, label: t(`crawl.filters.${value}`) }))}
            sorts={LINK_SORTS.map((value) => ({ value, label: t(`crawl.columns.${value}`) }))}
            actions={
              <DownloadButton
                label={t('crawl.table.export_csv')}
                icon={<FileIcon />}
                fallbackName={`crawl-${route.crawlId}-${table}.csv`}
                request={(signal) =>
                  api.GET('/api/v1/website-audit/crawl/{crawl_id}/export/', {
                    params: {
                      path: { crawl_id: route.crawlId },
                      query: { table, ...linkQuery(query, listQuery.search) },
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
            label={t(kind === 'link' ? 'crawl.table.links_label' : 'crawl.table.resources_label')}
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
