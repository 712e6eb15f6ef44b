import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { WidgetEditorPage } from './editor/widget-editor.page';
import { DeletedWidgetListPage, WidgetListPage } from './list/widget-list.page';

const pages: Record<string, ComponentType> = {
  create_widget: WidgetEditorPage,
  edit_widget: WidgetEditorPage,
  widget_list: WidgetListPage,
  deleted_widget_list: DeletedWidgetListPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
