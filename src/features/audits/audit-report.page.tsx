import { useParams } from 'react-router-dom';
import { AuditReportScreen } from './audit-report-screen';

/** /audit-report/{id}: an audit's scores and issues by category, share link, PDF and "send by e-mail". */
export function AuditReportPage() {
  const { id } = useParams();
  const numeric = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  return <AuditReportScreen key={numeric} id={numeric} />;
}
