import type { ComponentType } from 'react';
import { AuditListPage, DeletedAuditListPage } from './audit-list.page';
import { AuditReportPage } from './audit-report.page';

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  my_audits: AuditListPage,
  my_audits_deleted: DeletedAuditListPage,
  audit_report: AuditReportPage,
} satisfies Record<string, ComponentType>;
