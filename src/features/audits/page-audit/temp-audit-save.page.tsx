import { useParams } from 'react-router-dom';
import { TempSaveScreen } from './temp-save-screen';

/** /temp-audit-save/{id} (signed in): keeps a temporary report in the account and opens the saved report. */
export function TempAuditSavePage() {
  const { id = '' } = useParams();
  return <TempSaveScreen key={id} tempId={id} />;
}
