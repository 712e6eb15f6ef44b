import { MonitorListScreen } from './monitor-list-screen';

// The route entries: the whole list, and one view per check (keyed, so switching views starts afresh).

export const MonitorListPage = () => <MonitorListScreen />;
export const OnPagePage = () => <MonitorListScreen key="on_page" check="on_page" />;
export const HttpStatusPage = () => <MonitorListScreen key="http_status" check="http_status" />;
export const IndexingPage = () => <MonitorListScreen key="indexing" check="indexing" />;
export const CanonicalPage = () => <MonitorListScreen key="canonical" check="canonical" />;
