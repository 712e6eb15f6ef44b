import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DateCell } from '@/components/list/date-cell';
import type { ListColumn } from '@/components/list/list-table';
import type { AuditRow } from './actors';
import { scorePalette, scoreText } from './score-palette';

/** The audit list's columns: the page (a link to its report), keyword, kind, score and date. */
export function useAuditColumns(): ListColumn<AuditRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    return [
      {
        key: 'url',
        header: t('auditList.columns.url'),
        cell: (audit) => (
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={`/audit-report/${audit.id}`}>{audit.url.replace(/^https?:\/\//, '')}</RouterLink>
          </ChakraLink>
        ),
      },
      { key: 'keyword', header: t('auditList.columns.keyword'), cell: (audit) => audit.keyword ?? '' },
      {
        key: 'type',
        header: t('auditList.columns.type'),
        cell: (audit) => (
          <Badge size="sm" variant="subtle" colorPalette={audit.advance_audit ? 'purple' : 'gray'}>
            {t(audit.advance_audit ? 'auditList.advanced' : 'auditList.basic')}
          </Badge>
        ),
      },
      {
        key: 'score',
        header: t('auditList.columns.score'),
        numeric: true,
        cell: (audit) =>
          audit.score === null ? (
            <Text as="span" color="muted">
              {t('auditList.no_score')}
            </Text>
          ) : (
            <Badge
              size="sm"
              variant="subtle"
              colorPalette={scorePalette(audit.score)}
              fontVariantNumeric="tabular-nums"
            >
              {scoreText(audit.score)}
            </Badge>
          ),
      },
      {
        key: 'date',
        header: t('auditList.columns.date'),
        cell: (audit) => <DateCell iso={audit.created_at} />,
      },
    ];
  }, [t]);
}
