import { LeadListScreen } from './lead-list-screen';

/** /all-leads: the leads the widgets captured. */
export function LeadListPage() {
  return <LeadListScreen view="active" />;
}

/** /deleted-lead-list: soft-deleted leads, a list of their own beside the active one. */
export function DeletedLeadListPage() {
  return <LeadListScreen view="deleted" />;
}
