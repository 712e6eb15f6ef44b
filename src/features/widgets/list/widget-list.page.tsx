import { WidgetListScreen } from './widget-list-screen';

/** /widget-list: the active widgets. */
export function WidgetListPage() {
  return <WidgetListScreen view="active" />;
}

/** /deleted-widget-list: the soft-deleted widgets (spec part 2 §4). */
export function DeletedWidgetListPage() {
  return <WidgetListScreen view="deleted" />;
}
