import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ListColumn } from '../../../components/list/list-table';
import { useDateFormat } from '../../../components/list/use-date-format';
import type { ListView } from '../../../../machines/paged-list/paged-list.machine';
import { themeName } from '../theme-name';
import type { WidgetListRow } from './actors';

/** 'popup-corner-left' of a POPUP widget reads as "Corner left". */
export function themeLabel(code: string, themeType: string): string {
  const prefix = `${themeType.toLowerCase().replace('_', '-')}-`;
  const rest = (code.startsWith(prefix) ? code.slice(prefix.length) : code).replace(/[-_]+/g, ' ').trim();
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : code;
}

/** The widget list's columns: name (a link to the editor in the active view), type, theme, leads and the date. */
export function useWidgetColumns(view: ListView): ListColumn<WidgetListRow>[] {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('widgetList.columns.name'),
        cell: (widget) =>
          view === 'active' ? (
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={`/edit-widget/${widget.id}`}>{widget.name}</RouterLink>
            </ChakraLink>
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
      {
        key: 'leads',
        header: t('widgetList.columns.leads'),
        numeric: true,
        cell: (widget) => widget.lead_count.toLocaleString(dateFormat.resolvedOptions().locale),
      },
      {
        key: 'date',
        header: t(view === 'deleted' ? 'widgetList.columns.deleted' : 'widgetList.columns.updated'),
        cell: (widget) => {
          const date = new Date(widget.updated_at);
          return Number.isNaN(date.getTime()) ? (
            ''
          ) : (
            <time dateTime={widget.updated_at}>{dateFormat.format(date)}</time>
          );
        },
      },
    ],
    [t, view, dateFormat],
  );
}
