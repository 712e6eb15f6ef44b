import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { AuditListPage, DeletedAuditListPage } from './audit-list.page';
import { AuditReportPage } from './audit-report.page';

const pages: Record<string, ComponentType> = {
  my_audits: AuditListPage,
  my_audits_deleted: DeletedAuditListPage,
  audit_report: AuditReportPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
