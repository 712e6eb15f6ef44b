import { Box, Button, Flex, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { alertDeleted, alertDeleteFailed, showAlert } from '@/components/alerts/alert-store';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { account, useAccountData } from '@/components/data/account';
import { EmptyState } from '@/components/empty-state';
import { ListActions } from '@/components/list/list-actions';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import {
  isEmptyList,
  siteListMachine,
  type DeleteTarget,
  type SiteListData,
} from '@machines/projects/site-list/site-list.machine';
import {
  applySiteView,
  countProjects,
  isDefaultSiteView,
  parseSiteView,
  siteListCsv,
  siteViewToSearch,
  type SiteSort,
  type SiteView,
} from '@machines/projects/site-list/site-view';
import { deleteItem, fetchTopKeywords, loadSiteList } from '@/features/projects/actors';
import { OverviewStrip } from '@/features/projects/overview/overview-strip';
import { downloadCsv } from '@/components/csv-download';
import { useFormats, type Formats } from './format';
import { useRenderTiming } from '@/features/projects/render-timing';
import { GroupRows } from './group-rows';
import { ProjectRows } from './project-rows';
import { groupKey, projectKey, TABLE_LAYOUT, type TableContext } from './site-table-layout';
import { SectionTable } from './section-table';
import { SiteListTools } from './site-list-tools';
import { SkeletonRows } from './skeleton-rows';
import { TableHead } from './table-head';
import { createTopKeywordCache } from './top-keywords-cache';
import { VIRTUAL_FROM, VirtualProjectRows } from './virtual-project-rows';

const machine = siteListMachine.provide({
  actors: { loadSiteList, deleteItem },
  actions: {
    // A failed site-list load is logged only, with no alert (info, not error: it is an expected state).
    reportLoadFailure: (_, { failure }) => console.info('[site-list] loading the project list failed', failure),
    notifyDeleted: (_, { message, target }) => {
      // A group's answer is a sentence ("Group deleted successfully"); projects and engines answer the bare status word.
      if (target.kind === 'group' && message) showAlert({ status: 'success', message });
      else alertDeleted();
      // The project quota counts projects: one fewer now.
      if (target.kind === 'project') void account.refresh();
    },
    notifyDeleteFailed: (_, { failure }) => alertDeleteFailed(failure),
  },
});

const UNGROUPED_HEADING = 'site-list-ungrouped';
const GROUPED_HEADING = 'site-list-grouped';

function allKeys(data: SiteListData): string[] {
  return [
    ...data.ungrouped.map((project) => projectKey(project.id)),
    ...data.grouped.flatMap((group) => [groupKey(group.id), ...group.sites.map((project) => projectKey(project.id))]),
  ];
}

/** The shown projects and their engines as a CSV file: headings for people, values for machines (ISO, dots). */
function exportProjects(shown: SiteListData, t: TFunction, formats: Formats) {
  const [latest, previous] = shown.dates;
  const csv = siteListCsv(shown, {
    group: t('siteListTools.csv_group'),
    project: t('siteList.columns.project'),
    url: t('siteListTools.csv_url'),
    engine: t('siteListTools.csv_engine'),
    location: t('siteListTools.csv_location'),
    top: [
      t('siteList.columns.top', { bucket: 5 }),
      t('siteList.columns.top', { bucket: 10 }),
      t('siteList.columns.top', { bucket: 30 }),
    ],
    keywords: t('siteList.columns.keywords'),
    avg: [
      t('siteList.columns.avg_on', { date: latest ? formats.date(latest) : '' }),
      t('siteList.columns.avg_on', { date: previous ? formats.date(previous) : '' }),
    ],
  });
  downloadCsv(`projects-${latest || 'export'}.csv`, csv);
}

function confirmTexts(target: DeleteTarget | null) {
  switch (target?.kind) {
    case 'group':
      return {
        title: 'siteList.confirm.group_title',
        text: 'siteList.confirm.group_text',
        action: 'siteList.delete_group',
      };
    case 'engine':
      return {
        title: 'siteList.confirm.engine_title',
        text: 'siteList.confirm.engine_text',
        action: 'siteList.delete_engine',
      };
    default:
      return {
        title: 'siteList.confirm.project_title',
        text: 'siteList.confirm.project_text',
        action: 'siteList.delete_project',
      };
  }
}

/**
 * The project ranking overview (the site list dashboard): ungrouped projects and
 * project groups with their top 5/10/30 counts, keywords and average positions; each project
 * expands to its search engines. Used for / ("Dashboard") and /admin-site-list ("Projects").
 */
export function SiteListScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const plan = useAccountData()?.subscription_details;
  const formats = useFormats();
  const [snapshot, send] = useMachine(machine);
  const { pendingDelete } = snapshot.context;
  // The list's arrival is drawn as a transition, in slices the browser can answer input between, not in one long
  // task as the machine's synchronous update would: that update draws the page with the list it showed before.
  const allData = useDeferredValue(snapshot.context.data);
  useRenderTiming('site-list', allData !== null);
  // Sort and filters live in the address, so a link reproduces the view.
  const location = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseSiteView(location.search), [location.search]);
  const setView = useCallback(
    (patch: Partial<SiteView>) =>
      navigate({ search: siteViewToSearch({ ...parseSiteView(window.location.search), ...patch }) }, { replace: true }),
    [navigate],
  );
  const onSort = useCallback(
    (sort: SiteSort) =>
      setView(sort === view.sort ? { dir: view.dir === 'asc' ? 'desc' : 'asc' } : { sort, dir: 'asc' }),
    [setView, view.sort, view.dir],
  );
  const data = useMemo(
    () => (allData && !isDefaultSiteView(view) ? applySiteView(allData, view) : allData),
    [allData, view],
  );
  // In state, not a ref: the virtual rows subscribe to the scroller once it is there (it mounts after them).
  const [ungroupedScroller, setUngroupedScroller] = useState<HTMLDivElement | null>(null);
  const [cache] = useState(() => createTopKeywordCache((scope, id, bucket) => fetchTopKeywords(scope, id, bucket)));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // A new list (after a delete) may rank other keywords: the tooltips ask again.
  useEffect(() => cache.clear(), [data, cache]);

  const onToggle = useCallback(
    (key: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const onDelete = useCallback((target: DeleteTarget) => send({ type: 'siteList.deleteRequested', target }), [send]);

  const failed = snapshot.matches('failed');
  const deleting = snapshot.matches('deleting');
  const confirming = snapshot.matches({ loaded: 'confirming' }) || deleting;
  const busy = data !== null && (snapshot.matches('loading') || deleting);

  const ctx: TableContext | null = useMemo(
    () => (data ? { t, dates: data.dates, formats, cache, expanded, onToggle, onDelete } : null),
    [t, data, formats, cache, expanded, onToggle, onDelete],
  );

  const keys = useMemo(() => (data ? allKeys(data) : []), [data]);
  const allExpanded = keys.length > 0 && keys.every((key) => expanded.has(key));

  let body;
  if (failed) {
    body = (
      <LoadFailed
        title={t('siteList.load_failed')}
        hint={t('siteList.load_failed_hint')}
        onRetry={() => send({ type: 'siteList.retry' })}
      />
    );
  } else if (!data || !ctx) {
    body = (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{t('siteList.loading')}</VisuallyHidden>
        <Table.ScrollArea
          position="relative"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          aria-hidden="true"
          data-testid="site-list-skeleton"
        >
          <Table.Root size="sm" {...TABLE_LAYOUT}>
            <TableHead dates={['', '']} formats={formats} />
            <Table.Body>
              <SkeletonRows />
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    );
  } else if (allData && isEmptyList(allData)) {
    body = (
      <EmptyState
        title={t('siteList.empty_title')}
        hint={t('siteList.empty_hint')}
        link={{ to: '/create-project', label: t('siteList.create_first') }}
      />
    );
  } else {
    const head = <TableHead dates={data.dates} formats={formats} sort={{ sort: view.sort, dir: view.dir, onSort }} />;
    body = (
      <Stack gap="8">
        {allData && (
          <SiteListTools
            data={allData}
            view={view}
            shown={countProjects(data)}
            onChange={setView}
            onExport={() => exportProjects(data, t, formats)}
          />
        )}
        <Box as="section" aria-labelledby={UNGROUPED_HEADING}>
          <Flex align="center" justify="space-between" gap="3" mb="2">
            <Heading as="h2" size="md" id={UNGROUPED_HEADING}>
              {t('siteList.ungrouped_title')}
            </Heading>
            <Button variant="ghost" size="xs" onClick={() => setExpanded(allExpanded ? new Set() : new Set(keys))}>
              {t(allExpanded ? 'siteList.collapse_all' : 'siteList.expand_all')}
            </Button>
          </Flex>
          {data.ungrouped.length === 0 ? (
            <Text color="muted" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="md" p="4">
              {t('siteList.ungrouped_empty')}
            </Text>
          ) : (
            <SectionTable labelledBy={UNGROUPED_HEADING} busy={busy} head={head} scrollRef={setUngroupedScroller}>
              {data.ungrouped.length > VIRTUAL_FROM ? (
                <VirtualProjectRows projects={data.ungrouped} ctx={ctx} scroller={ungroupedScroller} />
              ) : (
                data.ungrouped.map((project) => <ProjectRows key={project.id} project={project} depth={0} ctx={ctx} />)
              )}
            </SectionTable>
          )}
        </Box>
        {data.grouped.length > 0 && (
          <Box as="section" aria-labelledby={GROUPED_HEADING}>
            <Heading as="h2" size="md" id={GROUPED_HEADING} mb="2">
              {t('siteList.grouped_title')}
            </Heading>
            <SectionTable labelledBy={GROUPED_HEADING} busy={busy} head={head}>
              {data.grouped.map((group) => (
                <GroupRows key={group.id} group={group} ctx={ctx} />
              ))}
            </SectionTable>
          </Box>
        )}
      </Stack>
    );
  }

  const texts = confirmTexts(pendingDelete);
  const lastUpdate = allData && !isEmptyList(allData) ? allData.dates[0] : null;

  return (
    <PageFrame
      titleKey={titleKey}
      description={
        lastUpdate ? (
          <time dateTime={lastUpdate}>{t('siteList.last_update', { date: formats.date(lastUpdate) })}</time>
        ) : allData === null ? (
          // Its line is kept while the list loads: the actions under it on a phone don't jump when the date comes.
          <Box as="span" display="inline-block" verticalAlign="top" h="1lh" aria-hidden="true" />
        ) : undefined
      }
      actions={
        <ListActions
          quota={{ usage: plan?.number_of_project, keys: 'siteList', testId: 'project-quota' }}
          create={{ to: '/create-project', label: t('siteList.create') }}
        />
      }
    >
      {titleKey === 'pages.home' && <OverviewStrip />}
      {body}
      <ConfirmDialog
        open={confirming}
        title={t(texts.title)}
        confirmLabel={t(texts.action)}
        busy={deleting}
        onConfirm={() => send({ type: 'siteList.deleteConfirmed' })}
        onCancel={() => send({ type: 'siteList.deleteCancelled' })}
      >
        <Text>
          {t(texts.text, {
            name: pendingDelete?.name ?? '',
            project: pendingDelete?.kind === 'engine' ? pendingDelete.projectName : '',
          })}
        </Text>
      </ConfirmDialog>
    </PageFrame>
  );
}
