import { Badge, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE, pagedListMachine } from '../../../../machines/paged-list/paged-list.machine';
import { alertDeleted, alertDeleteFailed } from '../../../components/alerts/alert-store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListTableHeader } from '../../../components/list/list-table-header';
import { LoadFailed } from '../../../components/list/load-failed';
import { TableSkeleton } from '../../../components/list/table-skeleton';
import { UrlPagination } from '../../../components/list/url-pagination';
import { useListQuery } from '../../../components/list/use-list-query';
import { PageFrame } from '../../../components/page-frame';
import { deleteMonitors, loadMonitorPage, type MonitorCheck, type MonitorRow } from '../actors';
import { useDateTime } from '../use-date-time';

const notify = {
  notifyDeleted: alertDeleted,
  notifyDeleteFailed: (_: unknown, { failure }: { failure: Parameters<typeof alertDeleteFailed>[0] }) =>
    alertDeleteFailed(failure),
};

/** The value a per-check view shows for a page. */
function CheckValue({ row, check }: { row: MonitorRow; check: MonitorCheck }) {
  const { t } = useTranslation();
  const { values } = row;
  switch (check) {
    case 'on_page':
      return <Text lineClamp={2}>{values.title ?? t('pageMonitor.none')}</Text>;
    case 'http_status':
      return <>{values.status_code ?? t('pageMonitor.none')}</>;
    case 'indexing':
      return (
        <>
          {values.indexable === null
            ? t('pageMonitor.none')
            : t(values.indexable ? 'pageMonitor.values.index' : 'pageMonitor.values.noindex')}
        </>
      );
    case 'canonical':
      return <Text wordBreak="break-all">{values.canonical ?? t('pageMonitor.none')}</Text>;
  }
}

/** /page-change-monitors, and with a check the per-check views /on-page, /http-status, /indexing, /canonical. */
function MonitorListScreen({ check }: { check?: MonitorCheck }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const machine = useMemo(
    () =>
      pagedListMachine.provide({
        actors: { loadPage: loadMonitorPage(check), deleteItems: deleteMonitors },
        actions: notify,
      }),
    [check],
  );
  const { query, update } = useListQuery();
  const filters = useMemo(() => ({ search: query.search, from: '', to: '' }), [query.search]);
  const [snapshot, send] = useMachine(machine, { input: { view: 'active', page: query.page, filters } });
  const { data, failure, pendingDelete, page, correctedPage } = snapshot.context;

  useEffect(() => {
    send({ type: 'list.queryChanged', page: query.page, filters });
  }, [query.page, filters, send]);
  useEffect(() => {
    if (correctedPage !== null) update({ page: correctedPage }, { replace: true });
  }, [correctedPage, update]);

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

  const shown = data && data.page === page ? (data as typeof data & { items: MonitorRow[] }) : null;
  const deleting = snapshot.matches('deleting');
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
        header={<ListTableHeader columns={columns} selectable={false} withMenu />}
        columns={columns.length + 1}
        loadingLabel={t('pageMonitor.loading')}
        testId="monitor-list-skeleton"
      />
    );
  } else if (shown.items.length === 0) {
    body = filters.search ? (
      <EmptyState title={t('lists.no_match_title')} hint={t('lists.no_match_hint')} />
    ) : (
      <EmptyState
        title={t('pageMonitor.empty_title')}
        hint={t('pageMonitor.empty_hint')}
        link={{ to: '/add-page', label: t('pages.add_page') }}
      />
    );
  } else {
    body = (
      <>
        <ListTable
          label={t(check ? `pageMonitor.checks.${check}` : 'pageMonitor.table')}
          rows={shown.items}
          columns={columns}
          rowName={rowName}
          menu={menu}
          busy={snapshot.matches('loading') || deleting}
        />
        {shown.total > PAGE_SIZE && <UrlPagination page={page} total={shown.total} pageSize={PAGE_SIZE} />}
      </>
    );
  }

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
      {body}
      <ConfirmDialog
        open={snapshot.matches({ loaded: 'confirming' }) || deleting}
        title={t('pageMonitor.confirm_title')}
        confirmLabel={t('pageMonitor.remove')}
        busy={deleting}
        onConfirm={() => send({ type: 'list.deleteConfirmed' })}
        onCancel={() => send({ type: 'list.deleteCancelled' })}
      >
        <Text>{t('pageMonitor.confirm_text', { url: pendingDelete?.label ?? '' })}</Text>
      </ConfirmDialog>
    </PageFrame>
  );
}

export const MonitorListPage = () => <MonitorListScreen />;
export const OnPagePage = () => <MonitorListScreen key="on_page" check="on_page" />;
export const HttpStatusPage = () => <MonitorListScreen key="http_status" check="http_status" />;
export const IndexingPage = () => <MonitorListScreen key="indexing" check="indexing" />;
export const CanonicalPage = () => <MonitorListScreen key="canonical" check="canonical" />;
