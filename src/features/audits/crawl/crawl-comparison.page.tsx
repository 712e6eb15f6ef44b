import { Box, Field, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { crawlReportMachine } from '@machines/audits/crawl/crawl-report.machine';
import { loadComparison, type ComparisonData } from '@/features/audits/crawl-actors';
import { ChangeList } from './change-list';
import { compareIssues } from './compare';
import { CrawlReportFrame } from './crawl-report-frame';
import { useCrawlReport } from './use-crawl-report';
import { useCrawlRoute } from './use-crawl-route';
import { useDateTimeFormat } from '@/components/list/use-date-format';

const machine = crawlReportMachine.provide({ actors: { load: loadComparison } });

/**
 * /crawl-comparison/:id/:ids: this crawl beside another of the same project (?other=), issues new, fixed, worse
 * (on more pages), better (on fewer) and unchanged.
 */
export function CrawlComparisonPage() {
  const { t } = useTranslation();
  const route = useCrawlRoute();
  const [params, setParams] = useSearchParams();
  const asked = params.get('other');
  const otherId = asked && /^\d+$/.test(asked) ? Number(asked) : null;
  const report = useCrawlReport<ComparisonData>(machine, route, otherId);
  const formatDate = useDateTimeFormat();

  return (
    <CrawlReportFrame titleKey="pages.crawl_comparison" section="compare" route={route} report={report}>
      {(data) => {
        const others = data.history.filter((item) => item.status === 'done' && item.id !== data.crawl.id);
        if (others.length === 0)
          return <EmptyState title={t('crawl.compare.no_other_title')} hint={t('crawl.compare.no_other_hint')} />;
        const comparison = data.other ? compareIssues(data.issues, data.other.issues) : null;
        return (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="6" alignItems="end">
              <Box borderWidth="1px" borderColor="border" rounded="md" p="4">
                <Text fontSize="sm" color="muted">
                  {t('crawl.compare.this_crawl')}
                </Text>
                <Text fontWeight="semibold">
                  {t('crawl.compare.crawl_option', {
                    date: formatDate(data.crawl.started_at),
                    score: data.crawl.health_score ?? '–',
                  })}
                </Text>
              </Box>
              <Field.Root>
                <Field.Label fontSize="sm">{t('crawl.compare.other')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={data.other ? String(data.other.crawl.id) : ''}
                    onChange={(event) =>
                      setParams((current) => {
                        const next = new URLSearchParams(current);
                        if (event.target.value) next.set('other', event.target.value);
                        else next.delete('other');
                        return next;
                      })
                    }
                  >
                    {!data.other && <option value="">{t('crawl.compare.choose')}</option>}
                    {others.map((item) => (
                      <option key={item.id} value={String(item.id)}>
                        {t('crawl.compare.crawl_option', {
                          date: formatDate(item.started_at),
                          score: item.health_score ?? '–',
                        })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            {comparison ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <ChangeList id="issues-new" title={t('crawl.compare.new')} changes={comparison.added} />
                <ChangeList id="issues-fixed" title={t('crawl.compare.fixed')} changes={comparison.fixed} />
                <ChangeList id="issues-worse" title={t('crawl.compare.worse')} changes={comparison.worse} />
                <ChangeList id="issues-better" title={t('crawl.compare.better')} changes={comparison.better} />
                <ChangeList id="issues-unchanged" title={t('crawl.compare.unchanged')} changes={comparison.unchanged} />
              </SimpleGrid>
            ) : (
              <Text color="muted">{t('crawl.compare.choose_hint')}</Text>
            )}
          </>
        );
      }}
    </CrawlReportFrame>
  );
}
