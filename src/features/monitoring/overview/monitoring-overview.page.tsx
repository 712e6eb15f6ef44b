import { Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LinkButton } from '@/components/link-button';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { CHECKS, KINDS, loadOverview } from '@/features/monitoring/actors';
import { useLoad } from '@/components/data/use-load';
import { CountTile } from './count-tile';
import { TileList } from './tile-list';

const CHECK_ROUTES = {
  on_page: '/on-page',
  http_status: '/http-status',
  indexing: '/indexing',
  canonical: '/canonical',
} as const;

/** /monitoring: watched pages, problems per check (each a link to its view) and changes per kind this week. */
export function MonitoringOverviewPage() {
  const { t } = useTranslation();
  const { data, failure, reload } = useLoad(loadOverview, 'overview');
  let body;
  if (failure && !data) body = <LoadFailed failure={failure} onRetry={reload} />;
  else if (!data) body = <Text role="status">{t('pageMonitor.loading')}</Text>;
  else {
    body = (
      <>
        <Text mb="4">
          <ChakraLink asChild color="brand.fg">
            <RouterLink to="/page-change-monitors">
              {t('pageMonitor.watched_count', { count: data.watched, paused: data.paused })}
            </RouterLink>
          </ChakraLink>
        </Text>
        <TileList title={t('pageMonitor.problems_title')} columns={4}>
          {CHECKS.map((check) => (
            <CountTile
              key={check}
              to={CHECK_ROUTES[check]}
              label={t(`pageMonitor.checks.${check}`)}
              count={data.problems[check]}
              note={t('pageMonitor.pages_with_problems', { count: data.problems[check] })}
              labelStyle={{ fontWeight: 'medium' }}
            />
          ))}
        </TileList>
        <TileList title={t('pageMonitor.week_title')} columns={6}>
          {KINDS.map((kind) => (
            <CountTile
              key={kind}
              to={`/change-log?kind=${kind}`}
              label={t(`pageMonitor.kinds.${kind}`)}
              count={data.changes_last_7_days[kind]}
              labelStyle={{ fontSize: 'sm' }}
            />
          ))}
        </TileList>
        <Heading as="h2" size="md" mb="2">
          {t('pageMonitor.recent_title')}
        </Heading>
        <Box as="ul" ps="5" mb="3">
          {data.recent_changes.map((change) => (
            <li key={change.id}>
              <Text as="span" fontWeight="medium">
                {t(`pageMonitor.kinds.${change.kind}`)}
              </Text>
              {': '}
              <ChakraLink asChild color="brand.fg">
                <RouterLink to={`/page-change-monitor?id=${change.monitor_id}`}>
                  {change.url.replace(/^https?:\/\//, '')}
                </RouterLink>
              </ChakraLink>
            </li>
          ))}
        </Box>
        <LinkButton to="/change-log">{t('pageMonitor.open_change_log')}</LinkButton>
      </>
    );
  }
  return (
    <PageFrame
      titleKey="pages.monitoring"
      actions={
        <LinkButton to="/add-pages" primary>
          {t('pages.add_pages')}
        </LinkButton>
      }
    >
      {body}
    </PageFrame>
  );
}
