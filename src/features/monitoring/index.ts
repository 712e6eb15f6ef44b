import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { AddPagePage, AddPagesPage } from './add/add-pages.page';
import { ChangeLogPage } from './changes/change-log.page';
import { MonitorDetailPage } from './detail/monitor-detail.page';
import { CanonicalPage, HttpStatusPage, IndexingPage, MonitorListPage, OnPagePage } from './list/monitor-list.page';
import { MonitoringOverviewPage } from './overview/monitoring-overview.page';

const pages: Record<string, ComponentType> = {
  monitoring: MonitoringOverviewPage,
  page_change_monitors: MonitorListPage,
  page_change_monitor: MonitorDetailPage,
  add_page: AddPagePage,
  add_pages: AddPagesPage,
  change_log: ChangeLogPage,
  on_page: OnPagePage,
  http_status: HttpStatusPage,
  indexing: IndexingPage,
  canonical: CanonicalPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
