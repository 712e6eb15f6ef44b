import { Box, Button, Flex, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  keywordRankingMachine,
  type RankingData,
  type RankingView,
} from '@machines/projects/ranking/keyword-ranking.machine';
import {
  averageSeries,
  changeSummary,
  compareIndexes,
  csvFileName,
  parseView,
  rangeStart,
  rankingCsv,
  RANGES,
  viewToSearch,
  visibleRows,
} from '@machines/projects/ranking/view';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { loadRanking } from '@/features/projects/actors';
import { downloadCsv } from '@/components/csv-download';
import { useFormats, type Formats } from '@/features/projects/site-list/format';
import { useRenderTiming } from '@/features/projects/render-timing';
import type { ChartLine } from '@/components/chart/line-chart';
import { RankingFilters } from './ranking-filters';
import { rankColumns, RankingTable } from './ranking-table';
import { SelectField } from '@/components/select-field';

// The chart library comes with the graph only: the dashboard and the table never wait for it.
const LineChart = lazy(() => import('@/components/chart/line-chart'));

// Theme colour tokens (each with its light and dark value): the chart reads them, so lines suit either mode.
const COLORS = ['brand.fg', 'red.fg', 'teal.fg', 'orange.fg', 'purple.fg', 'blue.fg', 'cyan.fg', 'pink.fg'];
const MAX_PICKED = 8;

const rankingPath = (projectId: number, seId: number) => `/keyword-ranking/${projectId}/${seId}/`;

interface GraphSectionProps {
  data: RankingData;
  range: RankingView['range'];
  picked: RankingView['picked'];
  hidden: RankingView['hidden'];
  formats: Formats;
  onRange: (range: RankingView['range']) => void;
}

/** Memoized on the parts of the view it shows: a table filter or sort never redraws the chart. */
const GraphSection = memo(function GraphSection({
  data,
  range: viewRange,
  picked,
  hidden,
  formats,
  onRange,
}: GraphSectionProps) {
  const { t } = useTranslation();
  const start = rangeStart(data.dates.length, viewRange);
  const dates = useMemo(() => data.dates.slice(start), [data.dates, start]);
  const lines = useMemo(() => {
    const slice = <T,>(ranks: T[]) => ranks.slice(start);
    const result: ChartLine[] = [
      {
        key: 'avg',
        label: t('ranking.graph.average'),
        values: slice(averageSeries(data.graph, data.dates.length)),
        color: COLORS[0] ?? 'brand.fg',
        bold: true,
      },
    ];
    const byId = new Map(data.graph.map((series) => [series.id, series]));
    picked.slice(0, MAX_PICKED).forEach((id, index) => {
      const series = byId.get(id);
      if (series)
        result.push({
          key: `k${id}`,
          label: series.label,
          values: slice(series.ranks),
          color: COLORS[(index + 1) % COLORS.length] ?? 'fg.muted',
        });
    });
    data.competitors
      .filter((competitor) => !hidden.includes(competitor.id))
      .forEach((competitor, index) => {
        const ranks = averageSeries(
          data.rows.map((row) => ({ ranks: row.competitors[competitor.id] ?? [] })),
          data.dates.length,
        );
        result.push({
          key: `c${competitor.id}`,
          label: t('ranking.graph.competitor', { url: competitor.url }),
          values: slice(ranks),
          color: COLORS[(index + 5) % COLORS.length] ?? 'fg.muted',
          dashed: true,
        });
      });
    return result;
  }, [data, picked, hidden, start, t]);
  const summary = useMemo(
    () =>
      changeSummary(
        data.graph.map((series) => ({ label: series.label, ranks: series.ranks.slice(start) })),
        0,
        dates.length - 1,
      ),
    [data.graph, start, dates.length],
  );
  const signed = formats.change;

  return (
    <Box as="section" aria-labelledby="ranking-graph-title" borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="ranking-graph-title">
          {t('ranking.graph.title')}
        </Heading>
        <Flex role="group" aria-label={t('ranking.graph.range')} gap="1">
          {RANGES.map((range) => (
            <Button
              key={range}
              size="xs"
              variant={viewRange === range ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={viewRange === range}
              onClick={() => onRange(range)}
            >
              {range === 'all' ? t('ranking.graph.range_all') : t('ranking.graph.range_days', { count: Number(range) })}
            </Button>
          ))}
        </Flex>
      </Flex>
      <Suspense fallback={<Skeleton height="280px" />}>
        <LineChart
          dates={dates}
          lines={lines}
          formats={formats}
          scale="rank"
          label={t('ranking.graph.label')}
          noValue={t('ranking.not_ranked')}
        />
      </Suspense>
      <Text fontSize="sm" color="muted" mt="3" data-testid="graph-summary">
        {summary.average === null || dates.length < 2
          ? t('ranking.graph.summary_none')
          : t('ranking.graph.summary', {
              from: formats.date(dates[0] ?? ''),
              to: formats.date(dates.at(-1) ?? ''),
              average: signed(summary.average),
              best: summary.best ? `${summary.best.label} (${signed(summary.best.change)})` : '–',
              worst: summary.worst ? `${summary.worst.label} (${signed(summary.worst.change)})` : '–',
            })}
      </Text>
    </Box>
  );
});

/**
 * /keyword-ranking/{idp}/{idse}: the positions of a project's keywords on one search engine, as a
 * graph and a table, with the competitors. Sort, filters, the compared
 * dates, competitors and graph choices live in the address, so a link reproduces the view.
 */
export function KeywordRankingPage() {
  const { idp, idse } = useParams();
  return <KeywordRanking key={idp} projectId={Number(idp)} seId={Number(idse)} />;
}

function KeywordRanking({ projectId, seId }: { projectId: number; seId: number }) {
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
