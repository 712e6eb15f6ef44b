import { Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NoticeBar } from '@/components/notice-bar';
import { dropAlertAction } from '@/components/alerts/alert-store';
import { account, useAccountData } from '@/components/data/account';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListActions } from '@/components/list/list-actions';
import { listNotifications } from '@/components/list/list-notifications';
import { SelectionBar } from '@/components/list/selection-bar';
import { ListTable } from '@/components/list/list-table';
import { ListTableHeader } from '@/components/list/list-table-header';
import { LoadFailed } from '@/components/list/load-failed';
import { TableSkeleton } from '@/components/list/table-skeleton';
import { UrlPagination } from '@/components/list/url-pagination';
import { useListQuery } from '@/components/list/use-list-query';
import { ViewTabs } from '@/components/list/view-tabs';
import { PageFrame } from '@/components/page-frame';
import { NO_FILTERS, PAGE_SIZE, pagedListMachine, type ListView } from '@machines/shared/paged-list/paged-list.machine';
import { installDialogModule } from '@/features/widgets/install/install-dialog-module';
import { useModuleWhen } from '@/components/on-intent';
import { interruptedInstall } from '@/features/widgets/install/install-return';
import { deleteWidgets, loadWidgetPage, restoreWidgets, type WidgetListRow } from './actors';
import { useWidgetColumns } from './widget-columns';
import { STATS_DAYS, type StatsDays } from '@machines/widgets/stats/stats-period.rules';
import { useWidgetStats } from './widget-stats';
import { SelectField } from '@/components/select-field';

const machine = pagedListMachine.provide({
  actors: { loadPage: loadWidgetPage, deleteItems: deleteWidgets, restoreItems: restoreWidgets },
  // The quota counter counts active widgets: fewer after a delete, more after a restore (or its Undo).
  actions: listNotifications({ changed: () => void account.refresh() }),
});

const widgetName = (widget: WidgetListRow) => widget.name;

/** /widget-list and /deleted-widget-list (active and deleted, 20 a page): the list kit with the widgets' columns. */
export function WidgetListScreen({ view }: { view: ListView }) {
  const { t } = useTranslation();
  const { query, update } = useListQuery();
  const [snapshot, send, actorRef] = useMachine(machine, { input: { view, page: query.page } });
  const { data, failure, pendingDelete, page, correctedPage, selected } = snapshot.context;
  const [days, setDays] = useState<StatsDays>(30);
  // The figures follow the shown rows: asked again whenever a page of rows arrives.
  const stats = useWidgetStats(days, view === 'active' ? data : null);
  const columns = useWidgetColumns(view, view === 'active' ? stats : null, days);
  const plan = useAccountData()?.subscription_details;
  const [installing, setInstalling] = useState<{ id: number; name: string; url?: string } | null>(() => {
    const back = interruptedInstall();
    return back && { id: back.widgetId, name: back.name, url: back.url };
  });
  const install = useModuleWhen(installDialogModule, installing !== null, () => setInstalling(null));
  // A widget just created in the editor: the way to its embed code, until the person leaves the list.
  const justSaved = (useLocation().state as { installWidget?: { id: number; name: string } } | null)?.installWidget;

  // The URL is where the page lives: back/forward and shared links land on the same page.
  useEffect(() => {
    send({ type: 'list.queryChanged', page: query.page, filters: NO_FILTERS });
  }, [query.page, send]);

  // A page past the end was moved to the last page: the URL follows without a new history entry.
  useEffect(() => {
    if (correctedPage !== null) update({ page: correctedPage }, { replace: true });
  }, [correctedPage, update]);

  const menu = useCallback(
    (widget: WidgetListRow) => [
      { value: 'edit', label: t('widgetList.edit'), to: `/edit-widget/${widget.id}` },
      { value: 'figures', label: t('pages.widget_stats'), to: `/widget-stats/${widget.id}?days=${days}` },
      { value: 'embed', label: t('widgetInstall.action'), onSelect: () => setInstalling(widget) },
      {
        value: 'delete',
        label: t('widgetList.delete'),
        danger: true,
        onSelect: () => send({ type: 'list.deleteRequested', id: widget.id, label: widget.name }),
      },
    ],
    [t, send, days],
  );

  // Deleted view: a deleted widget can be restored; rows come back one by one (row menu) or ticked together
  // (selection bar).
  const restoreMenu = useCallback(
    (widget: WidgetListRow) => [
      {
        value: 'restore',
        label: t('lists.restore'),
        onSelect: () => send({ type: 'list.restoreRequested', ids: [widget.id] }),
      },
    ],
    [t, send],
  );
  const onToggle = useCallback((id: number) => send({ type: 'list.selectionToggled', id }), [send]);
  const onToggleAll = useCallback(() => send({ type: 'list.allToggled' }), [send]);
  // The "Deleted." alert's Undo acts on this list: gone with it.
  useEffect(() => () => dropAlertAction(actorRef), [actorRef]);
  const restoring = snapshot.matches('restoring');

  const failed = snapshot.matches('failed');
  const deleting = snapshot.matches('deleting');
  const confirming = snapshot.matches({ loaded: 'confirming' }) || deleting;
  const shown = data && data.page === page ? (data as typeof data & { items: WidgetListRow[] }) : null;
  const busy = snapshot.matches('loading') || deleting || restoring;

  let body;
  if (failed) {
    body = (
      <LoadFailed title={t('widgetList.load_failed')} failure={failure} onRetry={() => send({ type: 'list.retry' })} />
    );
  } else if (!shown) {
    body = (
      <TableSkeleton
        header={<ListTableHeader columns={columns} selectable={view === 'deleted'} withMenu />}
        columns={columns.length + 1 + (view === 'deleted' ? 1 : 0)}
        loadingLabel={t('widgetList.loading')}
        testId="widget-list-skeleton"
      />
    );
  } else if (shown.items.length === 0) {
    body =
      view === 'active' ? (
        <EmptyState
          title={t('widgetList.empty_title')}
          hint={t('widgetList.empty_hint')}
          link={{ to: '/create-widget', label: t('widgetList.create_first') }}
        />
      ) : (
        <EmptyState
          title={t('widgetList.empty_deleted_title')}
          hint={t('widgetList.empty_deleted_hint')}
          link={{ to: '/widget-list', label: t('widgetList.back_to_list'), secondary: true }}
        />
      );
  } else {
    body = (
      <>
        {view === 'deleted' && (
          <SelectionBar
            count={selected.length}
            onRestore={() => send({ type: 'list.bulkRestoreRequested' })}
            onClear={() => send({ type: 'list.selectionCleared' })}
          />
        )}
        <ListTable
          label={t(view === 'deleted' ? 'pages.deleted_widget_list' : 'pages.widget_list')}
          rows={shown.items}
          columns={columns}
          rowName={widgetName}
          selection={view === 'deleted' ? { selected, onToggle, onToggleAll } : undefined}
          menu={view === 'active' ? menu : restoreMenu}
          busy={busy}
        />
        {shown.total > PAGE_SIZE && <UrlPagination page={page} total={shown.total} pageSize={PAGE_SIZE} />}
      </>
    );
  }

  return (
    <PageFrame
      titleKey={view === 'deleted' ? 'pages.deleted_widget_list' : 'pages.widget_list'}
      actions={
        <ListActions
          quota={{ usage: plan?.widget_setting, keys: 'widgetList', testId: 'widget-quota' }}
          create={{ to: '/create-widget', label: t('widgetList.create') }}
        />
      }
    >
      <ViewTabs
        label={t('widgetList.views_label')}
        tabs={[
          { to: '/widget-list', label: t('widgetList.view_active'), current: view === 'active' },
          { to: '/deleted-widget-list', label: t('widgetList.view_deleted'), current: view === 'deleted' },
        ]}
      />
      {justSaved && view === 'active' && (
        <NoticeBar label={t('widgetInstall.after_save')} variant="brand" mb="4">
          <Text flex="1">{t('widgetInstall.saved_notice', { name: justSaved.name })}</Text>
          <Button size="sm" colorPalette="brand" onClick={() => setInstalling(justSaved)}>
            {t('widgetInstall.after_save')}
          </Button>
        </NoticeBar>
      )}
      {view === 'active' && (
        <SelectField
          label={t('widgetStats.period_label')}
          value={String(days)}
          options={STATS_DAYS.map((n) => ({ value: String(n), label: t(`widgetStats.period_${n}`) }))}
          onChange={(value) => setDays(Number(value) as StatsDays)}
          size="sm"
          maxW="14rem"
          mb="4"
        />
      )}
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('widgetList.confirm_title')}
        confirmLabel={t('widgetList.confirm_delete')}
        busy={deleting}
        onConfirm={() => send({ type: 'list.deleteConfirmed' })}
        onCancel={() => send({ type: 'list.deleteCancelled' })}
      >
        <Text>{t('widgetList.confirm_text', { name: pendingDelete?.label ?? '' })}</Text>
      </ConfirmDialog>
      {installing && install && (
        <install.InstallDialog
          widgetId={installing.id}
          name={installing.name}
          initialUrl={installing.url}
          onClose={() => setInstalling(null)}
        />
      )}
    </PageFrame>
  );
}
