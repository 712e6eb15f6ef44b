import { useParams } from 'react-router-dom';
import { LeadReportScreen } from './lead-report-screen';

/** /lead-report/{id}: the lead's contact card (who, from which widget, where it was sent), then its audit report, share link, PDF and "send by e-mail". */
export function LeadReportPage() {
  const { id } = useParams();
  const numeric = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  // A new id is a new report: a fresh machine.
  return <LeadReportScreen key={numeric} id={numeric} />;
}
