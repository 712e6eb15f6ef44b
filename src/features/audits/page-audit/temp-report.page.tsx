import { useParams } from 'react-router-dom';
import { TempReportScreen } from './temp-report-screen';

/** /audit-report/temp/{temp_id}: a signed-out audit's temporary report (or a sample), with the offer to keep it. */
export function TempReportPage() {
  const { temp_id: tempId = '' } = useParams();
  return <TempReportScreen key={tempId} tempId={tempId} />;
}
