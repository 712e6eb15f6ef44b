import { Box, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import type { ApiFailure } from '@/api/client';

interface CrawlReportBodyProps {
  state: 'loading' | 'loaded' | 'failed';
  failure: ApiFailure | null;
  onRetry: () => void;
  /** The project id of the address, for the "run a new crawl" link. */
  projectId: number | null;
  /** Whether the loaded crawl has results (status done). */
  finished: boolean;
  children: () => ReactNode;
}

/** What a crawl report screen shows before and instead of its report: skeleton, not found, no results, failure. */
export function CrawlReportBody({ state, failure, onRetry, projectId, finished, children }: CrawlReportBodyProps) {
  const { t } = useTranslation();
  const runLink = {
    to: `/website-audit/run-audit${projectId ? `?project=${projectId}` : ''}`,
    label: t('crawl.run_new'),
  };
  if (projectId === null || (state === 'failed' && failure?.kind === 'http' && failure.status === 404)) {
    return <EmptyState title={t('crawl.not_found_title')} hint={t('crawl.not_found_hint')} link={runLink} />;
  }
  if (state === 'failed') return <LoadFailed failure={failure} onRetry={onRetry} />;
  if (state === 'loading') {
    return (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{t('crawl.loading')}</VisuallyHidden>
        <Stack gap="3" aria-hidden="true">
          <Skeleton height="24" />
          <Skeleton height="6" />
          <Skeleton height="6" />
          <Skeleton height="6" />
        </Stack>
      </Box>
    );
  }
  if (!finished)
    return <EmptyState title={t('crawl.not_finished_title')} hint={t('crawl.not_finished_hint')} link={runLink} />;
  return <>{children()}</>;
}
