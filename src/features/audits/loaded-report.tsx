import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/list/load-failed';

interface LoadedReportProps<R> {
  /** The load failed: the server's words (else "went wrong") with Retry. */
  failed: boolean;
  failure: { kind: string; message?: string | null } | null;
  onRetry: () => void;
  report: R | null;
  children: (report: R) => ReactNode;
}

/** A report page's body: its load failure with Retry, "loading" until the report comes, then the report. */
export function LoadedReport<R>({ failed, failure, onRetry, report, children }: LoadedReportProps<R>) {
  const { t } = useTranslation();
  if (failed) return <LoadFailed failure={failure} onRetry={onRetry} />;
  if (!report) return <Text color="muted">{t('page_audit.report_loading')}</Text>;
  return children(report);
}
