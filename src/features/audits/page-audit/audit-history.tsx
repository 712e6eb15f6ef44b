import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PagedListTable } from '@/components/list/paged-list-table';
import { useUrlPagedList } from '@/components/list/use-url-paged-list';
import { PAGE_SIZE, pagedListMachine } from '@machines/shared/paged-list/paged-list.machine';
import { loadAuditPage, type AuditRow } from '@/features/audits/actors';
import { useAuditColumns } from '@/features/audits/audit-columns';

const machine = pagedListMachine.provide({ actors: { loadPage: loadAuditPage } });
const auditName = (audit: AuditRow) => audit.url;

/** The person's audits (the audit list call through the list kit), newest first, paged in the URL. */
export function AuditHistory() {
  const { t } = useTranslation();
  const list = useUrlPagedList<AuditRow>(machine, { filterBy: 'none', pageSize: PAGE_SIZE });
  const columns = useAuditColumns();
  return (
    <Box as="section" aria-labelledby="audit-history-heading">
      <Heading as="h2" size="md" id="audit-history-heading" mb="3">
        {t('page_audit.history_title')}
      </Heading>
      <PagedListTable
        list={list}
        label={t('page_audit.history_table')}
        columns={columns}
        rowName={auditName}
        loadingLabel={t('auditList.loading')}
        skeletonTestId="audit-history-skeleton"
        empty={<EmptyState title={t('page_audit.history_empty')} hint={t('page_audit.history_empty_hint')} />}
      />
    </Box>
  );
}
