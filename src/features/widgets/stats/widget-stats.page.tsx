import { Box, Button, Flex, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ChartLine } from '@/components/chart/line-chart';
import { downloadCsv } from '@/components/csv-download';
import { useLoad } from '@/components/data/use-load';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { useFormat } from '@/i18n/use-format';
import { conversionRate, periodOf, periodParams, trendCsv, type TrendPeriod } from '@machines/widgets/stats/trend';
import { SplitTestPanel } from '@/features/widgets/split/split-test-panel';
import { loadWidgetTrend } from './actors';
import { TrendFigures } from './trend-figures';
import { TrendPeriodPicker } from './trend-period';

// The chart library comes with the charts only, as on the ranking page.
const LineChart = lazy(() => import('@/components/chart/line-chart'));

/** The UTC day on this device: the last day a period may end on until the server has said its own. */
const deviceToday = () => new Date().toISOString().slice(0, 10);

/**
 * /widget-stats/:id: the widget's split test (split-test-panel.tsx), then one widget's (or variant's) views, leads and conversion per day over the last 7/30/90 days or chosen dates, as
 * charts (the rankings' chart) and a CSV of the days. The period lives in the address, so a link or a reload keeps it.
 */
export function WidgetStatsPage() {
  const { t } = useTranslation();
  const formats = useFormat();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const periodKey = JSON.stringify(period);
  const loaded = useLoad(
    (signal) => (valid ? loadWidgetTrend(id, period, signal) : Promise.reject({ kind: 'http', status: 404 })),
    `${id} ${periodKey}`,
  );
  const data = loaded.data;
  // The server's today: the last day of any "last N days" answer.
  const lastDays = 'days' in period;
  const [serverToday, setServerToday] = useState<string | null>(null);
  if (data && lastDays && data.to !== serverToday) setServerToday(data.to);

  const dates = useMemo(() => data?.daily.map((day) => day.date) ?? [], [data]);
  const counts = useMemo<ChartLine[]>(
    () => [
      {
        key: 'views',
        label: t('widgetStats.views'),
        values: data?.daily.map((day) => day.views) ?? [],
        color: 'brand.fg',
        bold: true,
      },
      {
        key: 'leads',
        label: t('widgetList.columns.leads'),
        values: data?.daily.map((day) => day.leads) ?? [],
        color: 'teal.fg',
      },
    ],
    [data, t],
  );
  const rates = useMemo<ChartLine[]>(
    () => [
      {
        key: 'conversion',
        label: t('widgetStats.conversion'),
        values: data?.daily.map(conversionRate) ?? [],
        color: 'orange.fg',
        bold: true,
      },
    ],
    [data, t],
  );

  const choose = (next: TrendPeriod) => setParams(periodParams(next), { replace: true });
  const exportCsv = () => {
    if (!data) return;
    downloadCsv(
      `widget-${data.widget_id}-${data.from}-${data.to}.csv`,
      trendCsv(data.daily, data, {
        date: t('widgetStats.csv.date'),
        views: t('widgetStats.views'),
        leads: t('widgetList.columns.leads'),
        conversion: t('widgetStats.csv.conversion'),
        total: t('widgetStats.csv.total'),
      }),
    );
  };

  if (!valid || (loaded.failure?.kind === 'http' && loaded.failure.status === 404)) {
    return (
      <PageFrame titleKey="pages.widget_stats">
        <EmptyState
          title={t('widgetStats.not_found')}
          link={{ to: '/widget-list', label: t('widgetStats.back_to_widgets') }}
        />
      </PageFrame>
    );
  }

  let body;
  if (loaded.failure && !data) {
    body = <LoadFailed title={t('widgetStats.load_failed')} failure={loaded.failure} onRetry={loaded.reload} />;
  } else if (!data) {
    body = (
      <Stack gap="4" aria-busy="true">
        <VisuallyHidden role="status">{t('widgetStats.loading')}</VisuallyHidden>
        <Skeleton height="88px" />
        <Skeleton height="320px" />
      </Stack>
    );
  } else {
    body = (
      <Box opacity={loaded.loading ? 0.6 : 1} aria-busy={loaded.loading || undefined}>
        {loaded.failure && (
          <LoadFailed title={t('widgetStats.load_failed')} failure={loaded.failure} onRetry={loaded.reload} />
        )}
        <Text color="muted" mb="3" data-testid="trend-period">
          {t('widgetStats.period_shown', { from: formats.date(data.from), to: formats.date(data.to) })}
        </Text>
        <TrendFigures views={data.views} leads={data.leads} />
        <Stack gap="6">
          {[
            { key: 'counts', title: t('widgetStats.chart_counts'), lines: counts, scale: 'count' as const },
            { key: 'rates', title: t('widgetStats.chart_conversion'), lines: rates, scale: 'percent' as const },
          ].map((chart) => (
            <Box
              as="section"
              key={chart.key}
              aria-labelledby={`trend-${chart.key}`}
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              p="4"
            >
              <Heading as="h2" size="md" id={`trend-${chart.key}`} mb="3">
                {chart.title}
              </Heading>
              <Suspense fallback={<Skeleton height="280px" />}>
                <LineChart
                  dates={dates}
                  lines={chart.lines}
                  formats={formats}
                  scale={chart.scale}
                  label={chart.title}
                />
              </Suspense>
            </Box>
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <PageFrame
      titleKey="pages.widget_stats"
      description={data ? data.name : undefined}
      actions={
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={`/edit-widget/${id}`}>{t('widgetStats.edit')}</RouterLink>
          </Button>
          <Button size="sm" colorPalette="brand" onClick={exportCsv} disabled={!data}>
            {t('widgetStats.export_csv')}
          </Button>
        </Flex>
      }
    >
      <SplitTestPanel key={id} widgetId={id} />
      <TrendPeriodPicker key={periodKey} period={period} today={serverToday ?? deviceToday()} onChange={choose} />
      {body}
    </PageFrame>
  );
}
