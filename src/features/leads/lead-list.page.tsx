import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client';
import { alertDeleted, alertDeleteFailed } from '../../components/alerts/alert-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { FileIcon } from '../../components/icons';
import { ListFilters } from '../../components/list/list-filters';
import { ListTable, type ListColumn } from '../../components/list/list-table';
import { ListTableHeader } from '../../components/list/list-table-header';
import { LoadFailed } from '../../components/list/load-failed';
import { SelectionBar } from '../../components/list/selection-bar';
import { TableSkeleton } from '../../components/list/table-skeleton';
import { UrlPagination } from '../../components/list/url-pagination';
import { useDateFormat } from '../../components/list/use-date-format';
import { useListQuery } from '../../components/list/use-list-query';
import { ViewTabs } from '../../components/list/view-tabs';
import { PageFrame } from '../../components/page-frame';
import { PAGE_SIZE, pagedListMachine, type ListView } from '../../../machines/paged-list/paged-list.machine';
import { deleteLeads, filterQuery, loadLeadPage, type LeadRow } from './actors';
import { safeHref } from '../../components/safe-href';

const machine = pagedListMachine.provide({
  actors: { loadPage: loadLeadPage, deleteItems: deleteLeads },
  actions: {
    notifyDeleted: alertDeleted,
    notifyDeleteFailed: (_, { failure }) => alertDeleteFailed(failure),
  },
});

function useLeadColumns(view: ListView): ListColumn<LeadRow>[] {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('leadList.columns.name'),
        cell: (lead) =>
          view === 'active' ? (
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={`/lead-report/${lead.id}`}>{lead.name || t('leadList.no_name')}</RouterLink>
            </ChakraLink>
          ) : (
            lead.name || t('leadList.no_name')
          ),
      },
      { key: 'email', header: t('leadList.columns.email'), cell: (lead) => lead.email ?? '' },
      { key: 'phone', header: t('leadList.columns.phone'), cell: (lead) => lead.phone ?? '' },
      {
        key: 'url',
        header: t('leadList.columns.url'),
        cell: (lead) => {
          const href = safeHref(lead.url);
          return href ? (
            <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {lead.url.replace(/^https?:\/\//, '')}
            </ChakraLink>
          ) : (
            lead.url
          );
        },
      },
      { key: 'keyword', header: t('leadList.columns.keyword'), cell: (lead) => lead.keyword ?? '' },
      {
        key: 'widget',
        header: t('leadList.columns.widget'),
        cell: (lead) =>
          lead.widget_id !== null ? (
            <ChakraLink asChild color="brand.fg">
              <RouterLink to={`/edit-widget/${lead.widget_id}`}>{lead.widget_name ?? `#${lead.widget_id}`}</RouterLink>
            </ChakraLink>
          ) : (
            (lead.widget_name ?? '')
          ),
      },
      {
        key: 'date',
        header: t('leadList.columns.date'),
        cell: (lead) => {
          const date = new Date(lead.created_at);
          return Number.isNaN(date.getTime()) ? '' : <time dateTime={lead.created_at}>{dateFormat.format(date)}</time>;
        },
      },
    ],
    [t, view, dateFormat],
  );
}

function LeadListScreen({ view }: { view: ListView }) {
  const { t } = useTranslation();
  const { query, update } = useListQuery();
  const filters = useMemo(
    () => ({ search: query.search, from: query.from, to: query.to }),
    [query.search, query.from, query.to],
  );
  const [snapshot, send] = useMachine(machine, { input: { view, page: query.page, filters } });
  const { data, failure, pendingDelete, page, correctedPage, selected } = snapshot.context;
  const columns = useLeadColumns(view);

  // The URL is where the page and filters live.
  useEffect(() => {
    send({ type: 'list.queryChanged', page: query.page, filters });
  }, [query.page, filters, send]);

  // A page past the end was moved to the last page: the URL follows without a new history entry.
  useEffect(() => {
    if (correctedPage !== null) update({ page: correctedPage }, { replace: true });
  }, [correctedPage, update]);

  const onToggle = useCallback((id: number) => send({ type: 'list.selectionToggled', id }), [send]);
  const onToggleAll = useCallback(() => send({ type: 'list.allToggled' }), [send]);
  // Names repeat (two Emmas); the address tells them apart for screen readers.
  const rowName = useCallback(
    (lead: LeadRow) =>
      lead.name && lead.email ? `${lead.name} (${lead.email})` : lead.name || lead.email || `#${lead.id}`,
    [],
  );
  const menu = useCallback(
    (lead: LeadRow) => [
      { value: 'report', label: t('leadList.open_report'), to: `/lead-report/${lead.id}` },
      ...(view === 'active'
        ? [
            {
              value: 'delete',
              label: t('lists.delete'),
              danger: true,
              onSelect: () => send({ type: 'list.deleteRequested', id: lead.id, label: rowName(lead) }),
            },
          ]
        : []),
    ],
    [t, view, send, rowName],
  );

  const failed = snapshot.matches('failed');
  const deleting = snapshot.matches('deleting');
  const confirming = snapshot.matches({ loaded: 'confirming' }) || deleting;
  const shown = data && data.page === page ? (data as typeof data & { items: LeadRow[] }) : null;
  const busy = snapshot.matches('loading') || deleting;
  const filtered = !!(filters.search || filters.from || filters.to);
  const tableLabel = t(view === 'deleted' ? 'leadList.table_deleted' : 'leadList.table');

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
        loadingLabel={t('leadList.loading')}
        testId="lead-list-skeleton"
      />
    );
  } else if (shown.items.length === 0) {
    body = filtered ? (
      <EmptyState title={t('lists.no_match_title')} hint={t('lists.no_match_hint')} />
    ) : view === 'active' ? (
      <EmptyState
        title={t('leadList.empty_title')}
        hint={t('leadList.empty_hint')}
        link={{ to: '/create-widget', label: t('leadList.empty_action') }}
      />
    ) : (
      <EmptyState
        title={t('leadList.empty_deleted_title')}
        hint={t('leadList.empty_deleted_hint')}
        link={{ to: '/all-leads', label: t('leadList.back_to_list'), secondary: true }}
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
          label={tableLabel}
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
      titleKey={view === 'deleted' ? 'pages.deleted_lead_list' : 'pages.all_leads'}
      description={shown ? t('leadList.count', { count: shown.total }) : undefined}
      actions={
        <DownloadButton
          label={t('leadList.export_csv')}
          icon={<FileIcon />}
          fallbackName={view === 'deleted' ? 'deleted-leads.csv' : 'leads.csv'}
          request={(signal) =>
            api.GET('/api/v1/page/lead/export/', {
              params: {
                query: { ...(view === 'deleted' ? { status: 'deleted' as const } : {}), ...filterQuery(filters) },
              },
              parseAs: 'blob',
              signal,
            })
          }
        />
      }
    >
      <ViewTabs
        label={t('leadList.views_label')}
        tabs={[
          { to: '/all-leads', label: t('lists.view_active'), current: view === 'active' },
          { to: '/deleted-lead-list', label: t('lists.view_deleted'), current: view === 'deleted' },
        ]}
      />
      <ListFilters searchLabel={t('leadList.search')} />
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('leadList.confirm_title', { count: pendingDelete?.ids.length ?? 1 })}
        confirmLabel={t('leadList.confirm_delete', { count: pendingDelete?.ids.length ?? 1 })}
        busy={deleting}
        onConfirm={() => send({ type: 'list.deleteConfirmed' })}
        onCancel={() => send({ type: 'list.deleteCancelled' })}
      >
        <Text>
          {pendingDelete?.label
            ? t('leadList.confirm_text_single', { name: pendingDelete.label })
            : t('leadList.confirm_text_many', { count: pendingDelete?.ids.length ?? 0 })}
        </Text>
      </ConfirmDialog>
    </PageFrame>
  );
}

/** /all-leads: the leads the widgets captured. */
export function LeadListPage() {
  return <LeadListScreen view="active" />;
}

/** /deleted-lead-list: soft-deleted leads (spec part 2 §4). */
export function DeletedLeadListPage() {
  return <LeadListScreen view="deleted" />;
}
