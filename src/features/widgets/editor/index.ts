import '@/features/widgets/recipes';
import listsEnglish from '@/i18n/locales/en/lists.json';
import widgetEditorEnglish from '@/i18n/locales/en/widget-editor.json';
import widgetListEnglish from '@/i18n/locales/en/widget-list.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { WidgetEditorPage } from './widget-editor.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(listsEnglish, widgetEditorEnglish, widgetListEnglish);

/** The widget editor is an area (a lazy chunk) of its own: it paints without the widget lists and their paging. */
export const pages = {
  create_widget: WidgetEditorPage,
  edit_widget: WidgetEditorPage,
} satisfies Record<string, ComponentType>;
