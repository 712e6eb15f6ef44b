import { Badge, Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListTableHeader } from '../../../components/list/list-table-header';
import { LoadFailed } from '../../../components/list/load-failed';
import { TableSkeleton } from '../../../components/list/table-skeleton';
import { UrlPagination } from '../../../components/list/url-pagination';
import { useListQuery } from '../../../components/list/use-list-query';
import { PAGE_SIZE, pagedListMachine } from '../../../../machines/paged-list/paged-list.machine';
import { loadAuditPage, type AuditRow } from '../actors';
import { scorePalette } from '../score-palette';

const machine = pagedListMachine.provide({ actors: { loadPage: loadAuditPage } });
const NO_FILTERS = { search: '', from: '', to: '' };

/** The person's audits (the audit list call through the list kit), newest first, paged in the URL. */
export function AuditHistory() {
  const { t, i18n } = useTranslation();
  const { query } = useListQuery();
  const [snapshot, send] = useMachine(machine, { input: { view: 'active', page: query.page, filters: NO_FILTERS } });
  const { data, failure, page } = snapshot.context;
  useEffect(() => {
    send({ type: 'list.queryChanged', page: query.page, filters: NO_FILTERS });
  }, [query.page, send]);

  const columns = useMemo<ListColumn<AuditRow>[]>(() => {
    const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });
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
              {Math.round(audit.score)}
            </Badge>
          ),
      },
      {
        key: 'date',
        header: t('auditList.columns.date'),
        cell: (audit) => <time dateTime={audit.created_at}>{dates.format(new Date(audit.created_at))}</time>,
      },
    ];
  }, [t, i18n.resolvedLanguage]);

  const shown = data && data.page === page ? (data as typeof data & { items: AuditRow[] }) : null;
  let body;
  if (snapshot.matches('failed')) {
    body = (
      <LoadFailed
        message={failure?.kind === 'http' ? failure.message : undefined}
        onRetry={() => send({ type: 'list.retry' })}
      />
    );
  } else if (!shown) {
    body = (
      <TableSkeleton
        header={<ListTableHeader columns={columns} selectable={false} withMenu={false} />}
        columns={columns.length}
        loadingLabel={t('auditList.loading')}
        testId="audit-history-skeleton"
      />
    );
  } else if (shown.items.length === 0) {
    body = <EmptyState title={t('page_audit.history_empty')} hint={t('page_audit.history_empty_hint')} />;
  } else {
    body = (
      <>
        <ListTable
          label={t('page_audit.history_table')}
          rows={shown.items}
          columns={columns}
          rowName={(audit) => audit.url}
          busy={snapshot.matches('loading')}
        />
        {shown.total > PAGE_SIZE && <UrlPagination page={page} total={shown.total} pageSize={PAGE_SIZE} />}
      </>
    );
  }
  return (
    <Box as="section" aria-labelledby="audit-history-heading">
      <Heading as="h2" size="md" id="audit-history-heading" mb="3">
        {t('page_audit.history_title')}
      </Heading>
      {body}
    </Box>
  );
}
