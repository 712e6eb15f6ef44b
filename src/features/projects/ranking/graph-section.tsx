import { Box, Button, Flex, Heading, Skeleton, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankingData, RankingView } from '@machines/projects/ranking/keyword-ranking.machine';
import { averageSeries, changeSummary, rangeStart, RANGES } from '@machines/projects/ranking/view';
import type { Formats } from '@/features/projects/site-list/format';
import type { ChartLine } from '@/components/chart/line-chart';

// The chart library comes with the graph only: the dashboard and the table never wait for it.
const LineChart = lazy(() => import('@/components/chart/line-chart'));

// Theme colour tokens (each with its light and dark value): the chart reads them, so lines suit either mode.
const COLORS = ['brand.fg', 'red.fg', 'teal.fg', 'orange.fg', 'purple.fg', 'blue.fg', 'cyan.fg', 'pink.fg'];
export const MAX_PICKED = 8;

interface GraphSectionProps {
  data: RankingData;
  range: RankingView['range'];
  picked: RankingView['picked'];
  hidden: RankingView['hidden'];
  formats: Formats;
  onRange: (range: RankingView['range']) => void;
}

/** Memoized on the parts of the view it shows: a table filter or sort never redraws the chart. */
export const GraphSection = memo(function GraphSection({
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
