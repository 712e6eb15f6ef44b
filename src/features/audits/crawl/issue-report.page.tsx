import { Flex, NativeSelect, Field, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { crawlReportMachine } from '@machines/audits/crawl/crawl-report.machine';
import { loadIssueReport, type IssueReportData } from '@/features/audits/crawl-actors';
import { CrawlReportFrame } from './crawl-report-frame';
import { IssueItem } from './issue-item';
import type { Severity } from './severity-badge';
import { useCrawlReport } from './use-crawl-report';
import { useCrawlRoute } from './use-crawl-route';

const machine = crawlReportMachine.provide({ actors: { load: loadIssueReport } });
const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];

/** /issue-report/:id/:ids: every issue of the crawl with its affected URLs; ?severity= narrows it. */
export function IssueReportPage() {
  const { t } = useTranslation();
  const route = useCrawlRoute();
  const [params, setParams] = useSearchParams();
  const asked = params.get('severity');
  const severity = SEVERITIES.find((item) => item === asked) ?? '';
  const report = useCrawlReport<IssueReportData>(machine, route);
  const { data } = report;
  const issues = data ? data.issues.filter((issue) => !severity || issue.severity === severity) : [];

  return (
    <CrawlReportFrame titleKey="pages.issue_report" section="issues" route={route} report={report}>
      {() => (
        <>
          <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap" mb="4">
            <Field.Root w="auto">
              <Field.Label fontSize="sm">{t('crawl.issues.filter_label')}</Field.Label>
              <NativeSelect.Root size="sm" w="12rem">
                <NativeSelect.Field
                  value={severity}
                  onChange={(event) =>
                    setParams((current) => {
                      const next = new URLSearchParams(current);
                      if (event.target.value) next.set('severity', event.target.value);
                      else next.delete('severity');
                      return next;
                    })
                  }
                >
                  <option value="">{t('crawl.issues.all')}</option>
                  {SEVERITIES.map((item) => (
                    <option key={item} value={item}>
                      {t(`crawl.severity.${item}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Text color="muted" role="status">
              {t('crawl.issues.count', { count: issues.length })}
            </Text>
          </Flex>
          {issues.length === 0 ? (
            <EmptyState title={t('crawl.overview.no_issues')} />
          ) : (
            <Stack as="ul" gap="3" p="0">
              {issues.map((issue) => (
                <IssueItem key={issue.code} issue={issue} />
              ))}
            </Stack>
          )}
        </>
      )}
    </CrawlReportFrame>
  );
}
