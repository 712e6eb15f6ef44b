import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadButton, type DownloadButtonProps } from '@/components/download-button';
import { EmptyState } from '@/components/empty-state';
import { FileIcon } from '@/components/icons';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { ReportHtml } from './report-html';
import type { ReportView } from './use-report-view';

interface ReportFrameProps<Report extends { audit_id: number }> {
  titleKey: string;
  view: ReportView<Report>;
  /** Where "back" leads, and its words. */
  back: { to: string; label: string };
  /** The report's PDF. */
  pdf: Pick<DownloadButtonProps, 'fallbackName' | 'request'>;
  /** The loaded report. */
  children: (report: Report) => ReactNode;
}

/** A saved report's page (audit or lead): back and PDF actions; failed with retry, loading, or the report. */
export function ReportFrame<Report extends { audit_id: number }>({
  titleKey,
  view,
  back,
  pdf,
  children,
}: ReportFrameProps<Report>) {
  const { t } = useTranslation();
  const { report, failed, failure, retry } = view;
  return (
    <PageFrame
      titleKey={titleKey}
      actions={
        <>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Button>
          {!failed && <DownloadButton label={t('reports.download_pdf')} icon={<FileIcon />} {...pdf} />}
        </>
      }
    >
      {failed && failure?.kind === 'http' && failure.status === 404 ? (
        // Not there or not this account's: trying again cannot help, so no retry, only the way back.
        <EmptyState title={t('reports.not_found_title')} hint={t('reports.not_found_hint')} link={back} />
      ) : failed ? (
        <LoadFailed title={t('reports.load_failed')} failure={failure} onRetry={retry} />
      ) : !report ? (
        <ReportHtml html="" label={t('reports.content')} />
      ) : (
        children(report)
      )}
    </PageFrame>
  );
}
