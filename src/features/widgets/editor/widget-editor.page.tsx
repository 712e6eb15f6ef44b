import { useParams } from 'react-router-dom';
import { WidgetEditor } from './widget-editor';
import { NotFoundNotice } from './not-found-notice';

/** /create-widget and /edit-widget/:id: one editor per widget (a new id starts a new editor). */
export function WidgetEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <WidgetEditor key="new" widgetId={undefined} />;
  const widgetId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isInteger(widgetId) || widgetId <= 0) return <NotFoundNotice />;
  return <WidgetEditor key={widgetId} widgetId={widgetId} />;
}
