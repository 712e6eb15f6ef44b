import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { DeletedLeadListPage, LeadListPage } from './lead-list.page';
import { LeadReportPage } from './lead-report.page';
import { LeadSyncPage } from './lead-sync/lead-sync.page';

const pages: Record<string, ComponentType> = {
  all_leads: LeadListPage,
  deleted_lead_list: DeletedLeadListPage,
  lead_report: LeadReportPage,
  sync_lead: LeadSyncPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
