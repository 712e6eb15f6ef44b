import { Badge, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { alertDeleted, alertDeleteFailed } from '../../components/alerts/alert-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PlusIcon } from '../../components/icons';
import { ListFilters } from '../../components/list/list-filters';
import { ListTable, type ListColumn } from '../../components/list/list-table';
import { ListTableHeader } from '../../components/list/list-table-header';
import { LoadFailed } from '../../components/list/load-failed';
import { SelectionBar } from '../../components/list/selection-bar';
import { TableSkeleton } from '../../components/list/table-skeleton';
import { UrlPagination } from '../../components/list/url-pagination';
import { useListQuery } from '../../components/list/use-list-query';
import { ViewTabs } from '../../components/list/view-tabs';
import { PageFrame } from '../../components/page-frame';
import { PAGE_SIZE, pagedListMachine, type ListView } from '../../../machines/paged-list/paged-list.machine';
import { deleteAudits, loadAuditPage, type AuditRow } from './actors';
import { deletedCountChanged, useDeletedAuditCount } from './deleted-count';
import { scorePalette } from './score-palette';

const machine = pagedListMachine.provide({
  actors: { loadPage: loadAuditPage, deleteItems: deleteAudits },
  actions: {
    notifyDeleted: () => {
      alertDeleted();
      deletedCountChanged();
    },
    notifyDeleteFailed: (_, { failure }) => alertDeleteFailed(failure),
  },
});

function useAuditColumns(): ListColumn<AuditRow>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    let dateFormat: Intl.DateTimeFormat;
    let numberFormat: Intl.NumberFormat;
    try {
      dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
      numberFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    } catch {
      dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
      numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
    }
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
              {numberFormat.format(audit.score)}
            </Badge>
          ),
      },
      {
        key: 'date',
        header: t('auditList.columns.date'),
        cell: (audit) => {
          const date = new Date(audit.created_at);
          return Number.isNaN(date.getTime()) ? '' : <time dateTime={audit.created_at}>{dateFormat.format(date)}</time>;
        },
      },
    ];
  }, [t, language]);
}

function AuditListScreen({ view }: { view: ListView }) {
  const { t } = useTranslation();
  const { query, update } = useListQuery();
  const filters = useMemo(
    () => ({ search: query.search, from: query.from, to: query.to }),
    [query.search, query.from, query.to],
  );
  const [snapshot, send] = useMachine(machine, { input: { view, page: query.page, filters } });
  const { data, failure, pendingDelete, page, correctedPage, selected } = snapshot.context;
  const columns = useAuditColumns();
  const deletedCount = useDeletedAuditCount();

  useEffect(() => {
    send({ type: 'list.queryChanged', page: query.page, filters });
  }, [query.page, filters, send]);

  useEffect(() => {
    if (correctedPage !== null) update({ page: correctedPage }, { replace: true });
  }, [correctedPage, update]);

  const onToggle = useCallback((id: number) => send({ type: 'list.selectionToggled', id }), [send]);
  const onToggleAll = useCallback(() => send({ type: 'list.allToggled' }), [send]);
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
        : []),
    ],
    [t, view, send, rowName],
  );

  const failed = snapshot.matches('failed');
  const deleting = snapshot.matches('deleting');
  const confirming = snapshot.matches({ loaded: 'confirming' }) || deleting;
  const shown = data && data.page === page ? (data as typeof data & { items: AuditRow[] }) : null;
  const busy = snapshot.matches('loading') || deleting;
  const filtered = !!(filters.search || filters.from || filters.to);

  let body;
  if (failed) {
    body = (
      <LoadFailed
        message={failure?.kind === 'http' ? failure.message : undefined}
        onRetry={() => send({ type: 'list.retry' })}
      />
    );
  } else if (!shown) {
    body = (
      <TableSkeleton
        header={<ListTableHeader columns={columns} selectable={view === 'active'} withMenu />}
        columns={columns.length + (view === 'active' ? 2 : 1)}
        loadingLabel={t('auditList.loading')}
        testId="audit-list-skeleton"
      />
    );
  } else if (shown.items.length === 0) {
    body = filtered ? (
      <EmptyState title={t('lists.no_match_title')} hint={t('lists.no_match_hint')} />
    ) : view === 'active' ? (
      <EmptyState
        title={t('auditList.empty_title')}
        hint={t('auditList.empty_hint')}
        link={{ to: '/audit-page', label: t('auditList.run_audit') }}
      />
    ) : (
      <EmptyState
        title={t('auditList.empty_deleted_title')}
        hint={t('auditList.empty_deleted_hint')}
        link={{ to: '/my-audits', label: t('auditList.back_to_list'), secondary: true }}
      />
    );
  } else {
    body = (
      <>
        {view === 'active' && (
          <SelectionBar
            count={selected.length}
            onDelete={() => send({ type: 'list.bulkDeleteRequested' })}
            onClear={() => send({ type: 'list.selectionCleared' })}
          />
        )}
        <ListTable
          label={t(view === 'deleted' ? 'auditList.table_deleted' : 'auditList.table')}
          rows={shown.items}
          columns={columns}
          rowName={rowName}
          selection={view === 'active' ? { selected, onToggle, onToggleAll } : undefined}
          menu={menu}
          busy={busy}
        />
        {shown.total > PAGE_SIZE && <UrlPagination page={page} total={shown.total} pageSize={PAGE_SIZE} />}
      </>
    );
  }

  return (
    <PageFrame
      titleKey={view === 'deleted' ? 'pages.my_audits_deleted' : 'pages.my_audits'}
      description={shown ? t('auditList.count', { count: shown.total }) : undefined}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/audit-page">
            <PlusIcon />
            {t('auditList.run_audit')}
          </RouterLink>
        </Button>
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
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('auditList.confirm_title', { count: pendingDelete?.ids.length ?? 1 })}
        confirmLabel={t('auditList.confirm_delete', { count: pendingDelete?.ids.length ?? 1 })}
        busy={deleting}
        onConfirm={() => send({ type: 'list.deleteConfirmed' })}
        onCancel={() => send({ type: 'list.deleteCancelled' })}
      >
        <Text>
          {pendingDelete?.label
            ? t('auditList.confirm_text_single', { name: pendingDelete.label })
            : t('auditList.confirm_text_many', { count: pendingDelete?.ids.length ?? 0 })}
        </Text>
      </ConfirmDialog>
    </PageFrame>
  );
}

/** /my-audits: the account's audits. */
export function AuditListPage() {
  return <AuditListScreen view="active" />;
}

/** /my-audits-deleted: soft-deleted audits (spec part 2 §4). */
export function DeletedAuditListPage() {
  return <AuditListScreen view="deleted" />;
}
