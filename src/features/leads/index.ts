import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { DeletedLeadListPage, LeadListPage } from './lead-list.page';
import { LeadReportPage } from './lead-report.page';
import { LeadSyncPage } from './lead-sync/lead-sync.page';

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  all_leads: LeadListPage,
  deleted_lead_list: DeletedLeadListPage,
  lead_report: LeadReportPage,
  sync_lead: LeadSyncPage,
} satisfies Record<string, ComponentType>;
