import { AuditListScreen } from './audit-list-screen';

/** /my-audits: the account's audits. */
export function AuditListPage() {
  return <AuditListScreen view="active" />;
}

/** /my-audits-deleted: soft-deleted audits, a list of their own beside the active one. */
export function DeletedAuditListPage() {
  return <AuditListScreen view="deleted" />;
}
