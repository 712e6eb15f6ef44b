import { Badge, Box, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { ReportGrid } from '@/components/report/report-grid';
import { safeHref } from '@/components/safe-href';
import type { AuditReport } from './actors';
import { AuditCategories } from './audit-categories';
import { scorePalette, scoreText } from './score-palette';

interface AuditReportBodyProps {
  report: Pick<AuditReport, 'score' | 'url' | 'advance_audit' | 'keyword' | 'categories'>;
  /** A ready-made sample (temporary reports): says so beside the kind. */
  sample?: boolean;
  /** When the audit ran (saved reports). */
  createdAt?: string;
  /** The side panel: share and e-mail for a saved report, the offer to keep it for a temporary one. */
  aside: ReactNode;
  /** More of the report below its issues. */
  children?: ReactNode;
}

/** One audit report, saved or temporary: the overall score and the page, then the issues by category. */
export function AuditReportBody({ report, sample, createdAt, aside, children }: AuditReportBodyProps) {
  const { t } = useTranslation();
  const formats = useFormat();
  const href = safeHref(report.url);
  const date = createdAt ? new Date(createdAt) : null;
  return (
    <Stack gap="6">
      <Flex gap="6" align="center" wrap="wrap" borderWidth="1px" borderColor="border" rounded="md" p="5">
        <Box
          textAlign="center"
          minW="6rem"
          role="img"
          aria-label={
            report.score === null
              ? t('auditList.no_score')
              : t('auditReport.overall_score', { score: scoreText(report.score) })
          }
        >
          <Text
            fontSize="4xl"
            fontWeight="bold"
            lineHeight="1"
            color={report.score === null ? 'muted' : `${scorePalette(report.score)}.fg`}
            fontVariantNumeric="tabular-nums"
          >
            {report.score === null ? '–' : scoreText(report.score)}
          </Text>
          <Text fontSize="xs" color="muted">
            {t('auditReport.out_of')}
          </Text>
        </Box>
        <Stack gap="1" minW="0" flex="1">
          {/* The whole address, wrapped where it must: a cut one ("https://www.acme-plu") names no page. */}
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {href ? (
              <ChakraLink href={href} target="_blank" rel="noopener noreferrer" display="inline">
                {report.url}
              </ChakraLink>
            ) : (
              report.url
            )}
          </Heading>
          <Flex gap="3" wrap="wrap" color="muted" fontSize="sm" align="center">
            <Badge size="sm" colorPalette={report.advance_audit ? 'purple' : 'gray'}>
              {t(report.advance_audit ? 'auditList.advanced' : 'auditList.basic')}
            </Badge>
            {sample && (
              <Badge size="sm" colorPalette="blue">
                {t('page_audit.sample_badge')}
              </Badge>
            )}
            {report.keyword && <Text>{t('auditReport.keyword', { keyword: report.keyword })}</Text>}
            {date && !Number.isNaN(date.getTime()) && <time dateTime={createdAt}>{formats.longDate(date)}</time>}
          </Flex>
        </Stack>
      </Flex>
      <ReportGrid aside={aside}>
        <Stack gap="6" minW="0">
          <Box as="section" aria-labelledby="issues-heading">
            <Heading as="h2" size="md" mb="3" id="issues-heading">
              {t('auditReport.issues_by_category')}
            </Heading>
            <AuditCategories categories={report.categories} />
          </Box>
          {children}
        </Stack>
      </ReportGrid>
    </Stack>
  );
}
