import { useParams } from 'react-router-dom';
import { SharedReportScreen } from './shared-report-screen';

/**
 * /shared-report/{key} (an extension of the spec): the read-only report a share link opens, for anyone
 * with the link, signed in or not; a revoked or unknown key says the link no longer works, never asks to sign in.
 */
export function SharedReportPage() {
  const { key = '' } = useParams();
  return <SharedReportScreen key={key} shareKey={key} />;
}
