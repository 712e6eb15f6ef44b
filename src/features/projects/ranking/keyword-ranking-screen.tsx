import { Box, Button, Flex, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { keywordRankingMachine, type RankingView } from '@machines/projects/ranking/keyword-ranking.machine';
import {
  compareIndexes,
  csvFileName,
  parseView,
  rankingCsv,
  viewToSearch,
  visibleRows,
} from '@machines/projects/ranking/view';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { loadRanking } from '@/features/projects/actors';
import { downloadCsv } from '@/components/csv-download';
import { useFormats } from '@/features/projects/site-list/format';
import { useRenderTiming } from '@/features/projects/render-timing';
import { GraphSection, MAX_PICKED } from './graph-section';
import { RankingFilters } from './ranking-filters';
import { rankColumns, RankingTable } from './ranking-table';
import { SelectField } from '@/components/select-field';

const rankingPath = (projectId: number, seId: number) => `/keyword-ranking/${projectId}/${seId}/`;

/** One project's rankings on one search engine: its machine, the view in the address, the chart and the table. */
export function KeywordRankingScreen({ projectId, seId }: { projectId: number; seId: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  const location = useLocation();
  const machine = useMemo(
    () =>
      keywordRankingMachine.provide({
        actors: { loadRanking },
        actions: {
          redirectToList: () => navigate('/admin-site-list', { replace: true }),
          viewChanged: (_, { view }) => navigate({ search: viewToSearch(view) }, { replace: true }),
        },
      }),
    [navigate],
  );
  const [snapshot, send] = useMachine(machine, { input: { projectId, seId, view: parseView(location.search) } });
  const { data, view, failure } = snapshot.context;
  useRenderTiming('ranking', data !== null);

  // The address is the source of a view: back/forward or a pasted link updates the machine.
  useEffect(() => {
    if (location.search !== viewToSearch(snapshot.context.view))
      send({ type: 'keywordRanking.viewReplaced', view: parseView(location.search) });
    // Only a new address matters here; the machine's own changes write the address first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
  useEffect(() => {
    send({ type: 'keywordRanking.engineSelected', seId });
  }, [seId, send]);

  const groupNames = useMemo(() => new Map((data?.groups ?? []).map((group) => [group.id, group.name])), [data]);
  const ungrouped = t('ranking.ungrouped');
  const groupName = useCallback(
    (id: number | null) => (id === null ? ungrouped : (groupNames.get(id) ?? ungrouped)),
    [groupNames, ungrouped],
  );
  const rows = useMemo(() => (data ? visibleRows(data, view, groupName) : []), [data, view, groupName]);
  const [from, to] = data ? compareIndexes(data.dates, view) : [0, 0];
  const columns = useMemo(
    () =>
      data
        ? rankColumns(
            data.dates,
            data.competitors.filter((competitor) => !view.hidden.includes(competitor.id)),
          )
        : [],
    [data, view.hidden],
  );
  const patch = useCallback(
    (change: Partial<RankingView>) => send({ type: 'keywordRanking.viewChanged', patch: change }),
    [send],
  );
  const onRange = useCallback((range: RankingView['range']) => patch({ range }), [patch]);
  const onSort = useCallback(
    (sort: string) => patch(sort === view.sort ? { dir: view.dir === 'asc' ? 'desc' : 'asc' } : { sort, dir: 'asc' }),
    [patch, view.sort, view.dir],
  );
  const onPick = useCallback(
    (id: number) =>
      patch({
        picked: view.picked.includes(id)
          ? view.picked.filter((item) => item !== id)
          : [...view.picked, id].slice(-MAX_PICKED),
      }),
    [patch, view.picked],
  );

  const engine = data?.engines.find((item) => item.id === data.seId);
  const engineLabel = engine ? t('siteList.engine_name', { title: engine.title, location: engine.location }) : '';
  const loading = snapshot.matches('loading');

  const exportCsv = () => {
    if (!data) return;
    const csv = rankingCsv(
      data,
      rows,
      view,
      {
        keyword: t('ranking.columns.keyword'),
        group: t('ranking.columns.group'),
        url: t('ranking.columns.url'),
        change: t('ranking.columns.change'),
        best: t('ranking.columns.best'),
      },
      groupName,
    );
    downloadCsv(
      csvFileName(
        data.title,
        engine ? `${engine.title} ${engine.location}` : String(data.seId),
        data.dates.at(-1) ?? '',
      ),
      csv,
    );
  };

  let body;
  if (failure?.kind === 'http' && failure.status === 404) {
    // Not there or not this account's: trying again cannot help, so no retry, only the way back.
    body = (
      <EmptyState
        title={t('ranking.not_found_title')}
        hint={t('ranking.not_found_hint')}
        link={{ to: '/admin-site-list', label: t('ranking.back_to_projects') }}
      />
    );
  } else if (failure) {
    body = (
      <LoadFailed
        title={t('ranking.load_failed')}
        failure={failure}
        hint={t('ranking.load_failed_hint')}
        onRetry={() => send({ type: 'keywordRanking.retry' })}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="4" aria-busy="true">
        <VisuallyHidden role="status">{t('ranking.loading')}</VisuallyHidden>
        <Skeleton height="320px" />
        <Skeleton height="400px" />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="6" opacity={loading ? 0.6 : 1} aria-busy={loading || undefined}>
        <GraphSection
          data={data}
          range={view.range}
          picked={view.picked}
          hidden={view.hidden}
          formats={formats}
          onRange={onRange}
        />
        <Box as="section" aria-labelledby="ranking-table-title">
          <Flex align="end" justify="space-between" gap="3" wrap="wrap" mb="3">
            <Heading as="h2" size="md" id="ranking-table-title">
              {t('ranking.table_title')}
            </Heading>
            <Button size="sm" variant="outline" onClick={exportCsv}>
              {t('ranking.export')}
            </Button>
          </Flex>
          <RankingFilters
            data={data}
            view={view}
            formats={formats}
            onChange={patch}
            onCompare={(fromDate, toDate) =>
              send({ type: 'keywordRanking.compareChanged', from: fromDate, to: toDate })
            }
            onToggleCompetitor={(id) => send({ type: 'keywordRanking.competitorToggled', id })}
          />
          <Text role="status" fontSize="sm" color="muted" my="2">
            {t('ranking.shown', { count: rows.length, total: data.rows.length })}
          </Text>
          <RankingTable
            rows={rows}
            columns={columns}
            dates={data.dates}
            from={from}
            to={to}
            sort={view.sort}
            dir={view.dir}
            picked={view.picked}
            formats={formats}
            groupName={groupName}
            onSort={onSort}
            onPick={onPick}
            label={t('ranking.table_label', { project: data.title })}
          />
        </Box>
      </Stack>
    );
  }

  return (
    <PageFrame
      titleKey={data ? 'ranking.title' : 'pages.keyword_ranking'}
      titleValues={{ project: data?.title ?? '' }}
      description={
        data ? (
          <>
            {engineLabel}
            {data.lastUpdate && (
              <>
                {' · '}
                <time dateTime={data.lastUpdate}>
                  {t('ranking.last_update', { date: formats.date(data.lastUpdate) })}
                </time>
              </>
            )}
          </>
        ) : undefined
      }
      actions={
        data && data.engines.length > 1 ? (
          <SelectField
            size="sm"
            label={t('ranking.engine_switch')}
            value={String(data.seId)}
            options={data.engines.map((item) => ({
              value: String(item.id),
              label: t('siteList.engine_name', { title: item.title, location: item.location }),
            }))}
            onChange={(value) => navigate({ pathname: rankingPath(projectId, Number(value)), search: location.search })}
            maxW="20rem"
          />
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
