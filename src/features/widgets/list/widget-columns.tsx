import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ListColumn } from '@/components/list/list-table';
import { useFormat, type Formats } from '@/i18n/use-format';
import type { ListView } from '@machines/shared/paged-list/paged-list.machine';
import { themeName } from '@/features/widgets/theme-name';
import type { WidgetListRow } from './actors';
import { conversionRate } from '@machines/widgets/stats/trend';
import type { WidgetStats } from './widget-stats';
import { Sparkline } from '@/components/chart/sparkline';
import type { StatsDays } from '@machines/widgets/stats/stats-period.rules';

/** 'popup-corner-left' of a POPUP widget reads as "Corner left". */
export function themeLabel(code: string, themeType: string): string {
  const prefix = `${themeType.toLowerCase().replace('_', '-')}-`;
  const rest = (code.startsWith(prefix) ? code.slice(prefix.length) : code).replace(/[-_]+/g, ' ').trim();
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : code;
}

const countOf = (formats: Formats, value: number | undefined) => (value === undefined ? '' : formats.count(value));

/**
 * The widget list's columns: name (a link to the editor in the active view), type, theme, then in the active view
 * the period's views, leads and conversion (leads ÷ views) and a small trend of its views per day (a link to the
 * widget's figures), in the deleted view all its leads; and the date.
 */
export function useWidgetColumns(
  view: ListView,
  stats: WidgetStats | null = null,
  days: StatsDays = 30,
): ListColumn<WidgetListRow>[] {
  const { t } = useTranslation();
  const formats = useFormat();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('widgetList.columns.name'),
        cell: (widget) =>
          view === 'active' ? (
            <>
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={`/edit-widget/${widget.id}`}>{widget.name}</RouterLink>
              </ChakraLink>
              {widget.split_test && (
                <Badge ms="2" colorPalette="purple" variant="subtle">
                  {t('widgetSplit.title')}
                </Badge>
              )}
            </>
          ) : (
            widget.name
          ),
      },
      {
        key: 'type',
        header: t('widgetList.columns.type'),
        cell: (widget) => t(`widgetList.types.${widget.widget_type}`),
      },
      {
        key: 'theme',
        header: t('widgetList.columns.theme'),
        cell: (widget) => (
          <Text as="span" color="muted">
            {themeName(t, widget.widget_theme_code, themeLabel(widget.widget_theme_code, widget.active_theme_type))}
          </Text>
        ),
      },
      ...(view === 'active'
        ? [
            {
              key: 'views',
              header: t('widgetStats.views'),
              numeric: true,
              cell: (widget: WidgetListRow) => countOf(formats, stats?.get(widget.id)?.views),
            },
            {
              key: 'leads',
              header: t('widgetList.columns.leads'),
              numeric: true,
              cell: (widget: WidgetListRow) => countOf(formats, stats?.get(widget.id)?.leads),
            },
            {
              key: 'conversion',
              header: t('widgetStats.conversion'),
              numeric: true,
              cell: (widget: WidgetListRow) => {
                const entry = stats?.get(widget.id);
                const rate = entry ? conversionRate(entry) : null;
                return rate === null ? (entry ? '–' : '') : formats.percent(rate);
              },
            },
            {
              key: 'trend',
              header: t('widgetStats.trend'),
              cell: (widget: WidgetListRow) => {
                const entry = stats?.get(widget.id);
                return (
                  entry && (
                    <ChakraLink asChild aria-label={t('widgetStats.trend_link', { name: widget.name })}>
                      <RouterLink to={`/widget-stats/${widget.id}?days=${days}`}>
                        <Sparkline values={entry.daily.map((day) => day.views)} />
                      </RouterLink>
                    </ChakraLink>
                  )
                );
              },
            },
          ]
        : [
            {
              key: 'leads',
              header: t('widgetList.columns.leads'),
              numeric: true,
              cell: (widget: WidgetListRow) => formats.count(widget.lead_count),
            },
          ]),
      {
        key: 'date',
        header: t(view === 'deleted' ? 'widgetList.columns.deleted' : 'widgetList.columns.updated'),
        cell: (widget) => {
          const date = new Date(widget.updated_at);
          return Number.isNaN(date.getTime()) ? (
            ''
          ) : (
            <time dateTime={widget.updated_at}>{formats.date(widget.updated_at)}</time>
          );
        },
      },
    ],
    [t, view, formats, stats, days],
  );
}
