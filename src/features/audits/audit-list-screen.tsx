import { Button } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon } from '@/components/icons';
import { ListDeleteConfirm } from '@/components/list/list-delete-confirm';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { ListFilters } from '@/components/list/list-filters';
import { listNotifications } from '@/components/list/list-notifications';
import { PagedListTable } from '@/components/list/paged-list-table';
import { useUrlPagedList } from '@/components/list/use-url-paged-list';
import { ViewTabs } from '@/components/list/view-tabs';
import { PageFrame } from '@/components/page-frame';
import { PAGE_SIZE, pagedListMachine, type ListView } from '@machines/shared/paged-list/paged-list.machine';
import { deleteAudits, loadAuditPage, restoreAudits, type AuditRow } from './actors';
import { deletedCountChanged, useDeletedAuditCount } from './deleted-count';
import { useAuditColumns } from './audit-columns';

const machine = pagedListMachine.provide({
  actors: { loadPage: loadAuditPage, deleteItems: deleteAudits, restoreItems: restoreAudits },
  // The "Deleted (N)" tab counts again after a delete or a restore.
  actions: listNotifications({ changed: deletedCountChanged }),
});

/** One view of the audits (active or deleted): filters, the paged table with its row menu, and the deleted count. */
export function AuditListScreen({ view }: { view: ListView }) {
  const { t } = useTranslation();
  const list = useUrlPagedList<AuditRow>(machine, { view, pageSize: PAGE_SIZE });
  const { send, shown } = list;
  const columns = useAuditColumns();
  const deletedCount = useDeletedAuditCount();

  const rowName = useCallback((audit: AuditRow) => `${audit.url.replace(/^https?:\/\//, '')} (#${audit.id})`, []);
  const menu = useCallback(
    (audit: AuditRow) => [
      { value: 'report', label: t('auditList.open_report'), to: `/audit-report/${audit.id}` },
      ...(view === 'active'
        ? [
            {
              value: 'delete',
              label: t('lists.delete'),
              danger: true,
              onSelect: () => send({ type: 'list.deleteRequested', id: audit.id, label: rowName(audit) }),
            },
          ]
        : [
            {
              value: 'restore',
              label: t('lists.restore'),
              onSelect: () => send({ type: 'list.restoreRequested', ids: [audit.id] }),
            },
          ]),
    ],
    [t, view, send, rowName],
  );

  return (
    <PageFrame
      titleKey={view === 'deleted' ? 'pages.my_audits_deleted' : 'pages.my_audits'}
      description={shown ? t('auditList.count', { count: shown.total }) : undefined}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/website-audit/run-audit">{t('auditList.audit_site')}</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/audit-page">
              <PlusIcon />
              {t('auditList.run_audit')}
            </RouterLink>
          </Button>
        </>
      }
    >
      <ViewTabs
        label={t('auditList.views_label')}
        tabs={[
          { to: '/my-audits', label: t('lists.view_active'), current: view === 'active' },
          {
            to: '/my-audits-deleted',
            label:
              deletedCount === null ? t('lists.view_deleted') : t('lists.view_deleted_count', { count: deletedCount }),
            current: view === 'deleted',
          },
        ]}
      />
      <ListFilters searchLabel={t('auditList.search')} />
      <PagedListTable
        list={list}
        label={t(view === 'deleted' ? 'auditList.table_deleted' : 'auditList.table')}
        columns={columns}
        rowName={rowName}
        menu={menu}
        selectable
        loadingLabel={t('auditList.loading')}
        skeletonTestId="audit-list-skeleton"
        empty={
          <ListEmptyState
            filtered={list.filtered}
            view={view}
            texts="auditList"
            create={{ to: '/audit-page', label: t('auditList.run_audit') }}
            activePath="/my-audits"
          />
        }
      />
      <ListDeleteConfirm list={list} texts="auditList" />
    </PageFrame>
  );
}
