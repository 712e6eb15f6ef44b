import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '@/api/client';
import { DownloadButton } from '@/components/download-button';
import { FileIcon } from '@/components/icons';
import { DateCell } from '@/components/list/date-cell';
import { ListDeleteConfirm } from '@/components/list/list-delete-confirm';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { ListFilters } from '@/components/list/list-filters';
import { listNotifications } from '@/components/list/list-notifications';
import type { ListColumn } from '@/components/list/list-table';
import { PagedListTable } from '@/components/list/paged-list-table';
import { useUrlPagedList } from '@/components/list/use-url-paged-list';
import { ViewTabs } from '@/components/list/view-tabs';
import { PageFrame } from '@/components/page-frame';
import { PAGE_SIZE, pagedListMachine, type ListView } from '@machines/shared/paged-list/paged-list.machine';
import { deleteLeads, filterQuery, loadLeadPage, restoreLeads, type LeadRow } from './actors';
import { safeHref } from '@/components/safe-href';

const machine = pagedListMachine.provide({
  actors: { loadPage: loadLeadPage, deleteItems: deleteLeads, restoreItems: restoreLeads },
  actions: listNotifications(),
});

function useLeadColumns(view: ListView): ListColumn<LeadRow>[] {
  const { t } = useTranslation();
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
        cell: (lead) => <DateCell iso={lead.created_at} />,
      },
    ],
    [t, view],
  );
}

/** One view of the leads (active or deleted): filters, the paged table with its row menu, and the CSV export. */
export function LeadListScreen({ view }: { view: ListView }) {
  const { t } = useTranslation();
  const list = useUrlPagedList<LeadRow>(machine, { view, pageSize: PAGE_SIZE });
  const { send, shown, filters } = list;
  const columns = useLeadColumns(view);

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
        : [
            {
              value: 'restore',
              label: t('lists.restore'),
              onSelect: () => send({ type: 'list.restoreRequested', ids: [lead.id] }),
            },
          ]),
    ],
    [t, view, send, rowName],
  );

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
      <PagedListTable
        list={list}
        label={t(view === 'deleted' ? 'leadList.table_deleted' : 'leadList.table')}
        columns={columns}
        rowName={rowName}
        menu={menu}
        selectable
        loadingLabel={t('leadList.loading')}
        skeletonTestId="lead-list-skeleton"
        empty={
          <ListEmptyState
            filtered={list.filtered}
            view={view}
            texts="leadList"
            create={{ to: '/create-widget', label: t('leadList.empty_action') }}
            activePath="/all-leads"
          />
        }
      />
      <ListDeleteConfirm list={list} texts="leadList" />
    </PageFrame>
  );
}
