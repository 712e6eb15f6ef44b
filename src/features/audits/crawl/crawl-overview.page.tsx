import {
  Box,
  Button,
  Flex,
  Heading,
  Link as ChakraLink,
  List,
  Progress,
  SimpleGrid,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { crawlReportMachine } from '@machines/audits/crawl/crawl-report.machine';
import { loadOverview, type OverviewData } from '@/features/audits/crawl-actors';
import { scorePalette } from '@/features/audits/score-palette';
import { CrawlReportFrame } from './crawl-report-frame';
import { SEVERITY_PALETTE, SeverityBadge, type Severity } from './severity-badge';
import { useCrawlReport } from './use-crawl-report';
import { crawlPath, useCrawlRoute } from './use-crawl-route';
import { useDateTimeFormat } from '@/components/list/use-date-format';

const machine = crawlReportMachine.provide({ actors: { load: loadOverview } });
const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];
const TOP_ISSUES = 5;

/** /website-audit/overview/:id/:ids: health score, issues by severity, pages crawled, the project's crawls. */
export function CrawlOverviewPage() {
  const { t } = useTranslation();
  const route = useCrawlRoute();
  const report = useCrawlReport<OverviewData>(machine, route);
  const formatDate = useDateTimeFormat();

  return (
    <CrawlReportFrame
      titleKey="pages.website_audit_overview"
      section="overview"
      route={route}
      report={report}
      actions={
        route && (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={`/website-audit/run-audit?project=${route.projectId}`}>{t('crawl.run_new')}</RouterLink>
          </Button>
        )
      }
    >
      {(data, route) => (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4" mb="6">
            <Box borderWidth="1px" borderColor="border" rounded="md" p="4">
              <Stat.Root>
                <Stat.Label>{t('crawl.overview.health')}</Stat.Label>
                <Stat.ValueText fontVariantNumeric="tabular-nums">{`${data.crawl.health_score ?? 0} / 100`}</Stat.ValueText>
              </Stat.Root>
              <Progress.Root
                value={data.crawl.health_score ?? 0}
                size="xs"
                colorPalette={scorePalette(data.crawl.health_score ?? 0)}
                aria-label={t('crawl.overview.health')}
                mt="2"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
            <Box borderWidth="1px" borderColor="border" rounded="md" p="4">
              <Stat.Root>
                <Stat.Label>{t('crawl.overview.pages_crawled')}</Stat.Label>
                <Stat.ValueText fontVariantNumeric="tabular-nums">
                  <ChakraLink asChild color="brand.fg">
                    <RouterLink to={crawlPath('pages', route.projectId, route.crawlId)}>
                      {data.crawl.pages_crawled}
                    </RouterLink>
                  </ChakraLink>
                </Stat.ValueText>
              </Stat.Root>
              <Text color="muted" fontSize="sm" mt="1">
                {formatDate(data.crawl.finished_at)}
              </Text>
            </Box>
            {SEVERITIES.map((severity) => (
              <Stat.Root
                key={severity}
                borderWidth="1px"
                borderColor="border"
                rounded="md"
                p="4"
                borderTopWidth="3px"
                borderTopColor={`${SEVERITY_PALETTE[severity]}.solid`}
              >
                <Stat.Label>{t(`crawl.severity.${severity}`)}</Stat.Label>
                <Stat.ValueText fontVariantNumeric="tabular-nums">
                  <ChakraLink asChild color="brand.fg">
                    <RouterLink to={`${crawlPath('issues', route.projectId, route.crawlId)}?severity=${severity}`}>
                      {severity === 'error'
                        ? data.crawl.errors
                        : severity === 'warning'
                          ? data.crawl.warnings
                          : data.crawl.notices}
                    </RouterLink>
                  </ChakraLink>
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>

          <Box as="section" aria-labelledby="top-issues" mb="8">
            <Flex justify="space-between" align="baseline" mb="3" gap="3" wrap="wrap">
              <Heading as="h2" size="md" id="top-issues">
                {t('crawl.overview.top_issues')}
              </Heading>
              <ChakraLink asChild color="brand.fg" fontSize="sm">
                <RouterLink to={crawlPath('issues', route.projectId, route.crawlId)}>
                  {t('crawl.overview.view_all_issues')}
                </RouterLink>
              </ChakraLink>
            </Flex>
            {data.issues.length === 0 ? (
              <Text color="muted">{t('crawl.overview.no_issues')}</Text>
            ) : (
              <List.Root listStyle="none" gap="2">
                {data.issues.slice(0, TOP_ISSUES).map((issue) => (
                  <List.Item key={issue.code} display="flex" gap="3" alignItems="baseline">
                    <SeverityBadge severity={issue.severity} />
                    <Text flex="1">{issue.title}</Text>
                    <Text color="muted" fontVariantNumeric="tabular-nums">
                      {t('crawl.overview.affected', { count: issue.urls.length })}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Box>

          <Box as="section" aria-labelledby="crawl-history">
            <Heading as="h2" size="md" id="crawl-history" mb="3">
              {t('crawl.overview.history')}
            </Heading>
            <Table.ScrollArea position="relative" borderWidth="1px" borderColor="border" rounded="md">
              <Table.Root size="sm" aria-label={t('crawl.overview.history_table')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('crawl.overview.history_date')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('crawl.overview.history_status')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('crawl.overview.history_pages')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('crawl.overview.history_score')}</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Box as="span" srOnly>
                        {t('crawl.overview.compare_with')}
                      </Box>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.history.map((item) => {
                    const current = item.id === data.crawl.id;
                    return (
                      <Table.Row key={item.id}>
                        <Table.Cell>
                          {item.status === 'done' && !current ? (
                            <ChakraLink asChild color="brand.fg">
                              <RouterLink to={crawlPath('overview', route.projectId, item.id)}>
                                {formatDate(item.started_at)}
                              </RouterLink>
                            </ChakraLink>
                          ) : (
                            <>
                              {formatDate(item.started_at)}{' '}
                              {current && (
                                <Text as="span" color="muted">
                                  {t('crawl.overview.history_current')}
                                </Text>
                              )}
                            </>
                          )}
                        </Table.Cell>
                        <Table.Cell>{t(`crawl.status.${item.status}`)}</Table.Cell>
                        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                          {item.pages_crawled}
                        </Table.Cell>
                        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                          {item.health_score ?? '–'}
                        </Table.Cell>
                        <Table.Cell>
                          {item.status === 'done' && !current && (
                            <ChakraLink asChild color="brand.fg" fontSize="sm">
                              <RouterLink
                                to={`${crawlPath('compare', route.projectId, route.crawlId)}?other=${item.id}`}
                                aria-label={`${t('crawl.overview.compare_with')}: ${formatDate(item.started_at)}`}
                              >
                                {t('crawl.overview.compare_with')}
                              </RouterLink>
                            </ChakraLink>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        </>
      )}
    </CrawlReportFrame>
  );
}
