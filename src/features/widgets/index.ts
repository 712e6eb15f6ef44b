import './recipes';
import listsEnglish from '@/i18n/locales/en/lists.json';
import widgetEditorEnglish from '@/i18n/locales/en/widget-editor.json';
import widgetListEnglish from '@/i18n/locales/en/widget-list.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { DeletedWidgetListPage, WidgetListPage } from './list/widget-list.page';
import { WidgetStatsPage } from './stats/widget-stats.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(listsEnglish, widgetEditorEnglish, widgetListEnglish);

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  widget_list: WidgetListPage,
  deleted_widget_list: DeletedWidgetListPage,
  widget_stats: WidgetStatsPage,
} satisfies Record<string, ComponentType>;
