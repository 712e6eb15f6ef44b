import { Badge, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE, pagedListMachine } from '@machines/shared/paged-list/paged-list.machine';
import { alertDeleted, alertDeleteFailed } from '@/components/alerts/alert-store';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import type { ListColumn } from '@/components/list/list-table';
import { PagedListTable } from '@/components/list/paged-list-table';
import { useUrlPagedList } from '@/components/list/use-url-paged-list';
import { PageFrame } from '@/components/page-frame';
import { deleteMonitors, loadMonitorPage, type MonitorCheck, type MonitorRow } from '@/features/monitoring/actors';
import { useDateTimeFormat } from '@/components/list/use-date-format';
import { CheckValue } from './check-value';

const notify = {
  notifyDeleted: alertDeleted,
  notifyDeleteFailed: (_: unknown, { failure }: { failure: Parameters<typeof alertDeleteFailed>[0] }) =>
    alertDeleteFailed(failure),
};

/** /page-change-monitors, and with a check the per-check views /on-page, /http-status, /indexing, /canonical. */
export function MonitorListScreen({ check }: { check?: MonitorCheck }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const machine = useMemo(
    () =>
      pagedListMachine.provide({
        actors: { loadPage: loadMonitorPage(check), deleteItems: deleteMonitors },
        actions: notify,
      }),
    [check],
  );
  const list = useUrlPagedList<MonitorRow>(machine, { filterBy: 'search', pageSize: PAGE_SIZE });
  const { send, shown } = list;

  const columns: ListColumn<MonitorRow>[] = useMemo(
    () => [
      {
        key: 'url',
        header: t('pageMonitor.columns.page'),
        cell: (row) => (
          <ChakraLink asChild color="brand.fg" fontWeight="medium" wordBreak="break-all">
            <RouterLink to={`/page-change-monitor?id=${row.id}`}>{row.url.replace(/^https?:\/\//, '')}</RouterLink>
          </ChakraLink>
        ),
      },
      ...(check
        ? [
            {
              key: 'value',
              header: t(`pageMonitor.checks.${check}`),
              cell: (row: MonitorRow) => <CheckValue row={row} check={check} />,
            },
            {
              key: 'problem',
              header: t('pageMonitor.columns.state'),
              cell: (row: MonitorRow) =>
                row.problems.includes(check) ? (
                  <Badge colorPalette="red">{t('pageMonitor.problem')}</Badge>
                ) : (
                  <Badge colorPalette="green">{t('pageMonitor.ok')}</Badge>
                ),
            },
          ]
        : [
            {
              key: 'frequency',
              header: t('pageMonitor.columns.frequency'),
              cell: (row: MonitorRow) => t(`pageMonitor.frequency.${row.frequency}`),
            },
            {
              key: 'state',
              header: t('pageMonitor.columns.state'),
              cell: (row: MonitorRow) =>
                row.paused ? (
                  <Badge>{t('pageMonitor.paused')}</Badge>
                ) : (
                  <Badge colorPalette="green">{t('pageMonitor.watching')}</Badge>
                ),
            },
            {
              key: 'last_check',
              header: t('pageMonitor.columns.last_check'),
              cell: (row: MonitorRow) => dateTime(row.last_check_at),
            },
          ]),
      {
        key: 'last_change',
        header: t('pageMonitor.columns.last_change'),
        cell: (row) => (row.last_change_at ? dateTime(row.last_change_at) : t('pageMonitor.no_change')),
      },
    ],
    [t, check, dateTime],
  );
  const rowName = useCallback((row: MonitorRow) => row.url, []);
  const menu = useCallback(
    (row: MonitorRow) => [
      { value: 'open', label: t('pageMonitor.open'), to: `/page-change-monitor?id=${row.id}` },
      { value: 'changes', label: t('pageMonitor.show_changes'), to: `/change-log?page_id=${row.id}` },
      {
        value: 'delete',
        label: t('pageMonitor.remove'),
        danger: true,
        onSelect: () => send({ type: 'list.deleteRequested', id: row.id, label: row.url }),
      },
    ],
    [t, send],
  );

  const title = check ? `pages.${check}` : 'pages.page_change_monitors';
  return (
    <PageFrame
      titleKey={title}
      description={
        check
          ? t(`pageMonitor.check_intro.${check}`)
          : shown
            ? t('pageMonitor.count', { count: shown.total })
            : undefined
      }
      actions={
        <>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/add-page">{t('pages.add_page')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/add-pages">{t('pages.add_pages')}</RouterLink>
          </Button>
        </>
      }
    >
      <PagedListTable
        list={list}
        label={t(check ? `pageMonitor.checks.${check}` : 'pageMonitor.table')}
        columns={columns}
        rowName={rowName}
        menu={menu}
        loadingLabel={t('pageMonitor.loading')}
        skeletonTestId="monitor-list-skeleton"
        empty={
          list.filtered ? (
            <EmptyState title={t('lists.no_match_title')} hint={t('lists.no_match_hint')} />
          ) : (
            <EmptyState
              title={t('pageMonitor.empty_title')}
              hint={t('pageMonitor.empty_hint')}
              link={{ to: '/add-page', label: t('pages.add_page') }}
            />
          )
        }
      />
      <ConfirmDialog
        open={list.confirming}
        title={t('pageMonitor.confirm_title')}
        confirmLabel={t('pageMonitor.remove')}
        busy={list.deleting}
        onConfirm={() => send({ type: 'list.deleteConfirmed' })}
        onCancel={() => send({ type: 'list.deleteCancelled' })}
      >
        <Text>{t('pageMonitor.confirm_text', { url: list.pendingDelete?.label ?? '' })}</Text>
      </ConfirmDialog>
    </PageFrame>
  );
}
