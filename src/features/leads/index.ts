import './recipes';
import leadSyncEnglish from '@/i18n/locales/en/lead-sync.json';
import listsEnglish from '@/i18n/locales/en/lists.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { DeletedLeadListPage, LeadListPage } from './lead-list.page';
import { LeadReportPage } from './lead-report.page';
import { LeadSyncPage } from './lead-sync/lead-sync.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(leadSyncEnglish, listsEnglish);

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  all_leads: LeadListPage,
  deleted_lead_list: DeletedLeadListPage,
  lead_report: LeadReportPage,
  sync_lead: LeadSyncPage,
} satisfies Record<string, ComponentType>;
