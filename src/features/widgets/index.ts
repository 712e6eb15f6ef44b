import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { WidgetEditorPage } from './editor/widget-editor.page';
import { DeletedWidgetListPage, WidgetListPage } from './list/widget-list.page';

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  create_widget: WidgetEditorPage,
  edit_widget: WidgetEditorPage,
  widget_list: WidgetListPage,
  deleted_widget_list: DeletedWidgetListPage,
} satisfies Record<string, ComponentType>;
