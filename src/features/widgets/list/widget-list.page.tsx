import { WidgetListScreen } from './widget-list-screen';

/** /widget-list: the active widgets. */
export function WidgetListPage() {
  return <WidgetListScreen view="active" />;
}

/** /deleted-widget-list: the soft-deleted widgets, a list of their own beside the active one. */
export function DeletedWidgetListPage() {
  return <WidgetListScreen view="deleted" />;
}
