import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { DeletedLeadListPage, LeadListPage } from './lead-list.page';
import { LeadReportPage } from './lead-report.page';

const pages: Record<string, ComponentType> = {
  all_leads: LeadListPage,
  deleted_lead_list: DeletedLeadListPage,
  lead_report: LeadReportPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
