import './recipes';
import listsEnglish from '@/i18n/locales/en/lists.json';
import monitoringEnglish from '@/i18n/locales/en/monitoring.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { AddPagePage, AddPagesPage } from './add/add-pages.page';
import { ChangeLogPage } from './changes/change-log.page';
import { MonitorDetailPage } from './detail/monitor-detail.page';
import { CanonicalPage, HttpStatusPage, IndexingPage, MonitorListPage, OnPagePage } from './list/monitor-list.page';
import { MonitoringOverviewPage } from './overview/monitoring-overview.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(listsEnglish, monitoringEnglish);

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
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
} satisfies Record<string, ComponentType>;
