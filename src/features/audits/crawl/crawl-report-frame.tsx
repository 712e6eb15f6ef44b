import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page-frame';
import type { ApiFailure } from '@/api/client';
import { CrawlNav, type CrawlSection } from './crawl-nav';
import { CrawlReportBody } from './crawl-report-body';

interface CrawlReportFrameProps<Data extends { crawl: { project_title: string; url: string; status: string } }> {
  titleKey: string;
  section: CrawlSection;
  route: { projectId: number; crawlId: number } | null;
  /** What useCrawlReport answers for this screen. */
  report: { state: 'loading' | 'loaded' | 'failed'; data: Data | null; failure: ApiFailure | null; retry: () => void };
  actions?: ReactNode;
  /** The loaded report of a finished crawl. */
  children: (data: Data, route: { projectId: number; crawlId: number }) => ReactNode;
}

/** A crawl report screen: its project and address, the links between the crawl's views, then the report. */
export function CrawlReportFrame<Data extends { crawl: { project_title: string; url: string; status: string } }>({
  titleKey,
  section,
  route,
  report: { state, data, failure, retry },
  actions,
  children,
}: CrawlReportFrameProps<Data>) {
  return (
    <PageFrame
      titleKey={titleKey}
      description={data ? `${data.crawl.project_title} · ${data.crawl.url}` : undefined}
      actions={actions}
    >
      {route && <CrawlNav projectId={route.projectId} crawlId={route.crawlId} current={section} />}
      <CrawlReportBody
        state={state}
        failure={failure}
        onRetry={retry}
        projectId={route?.projectId ?? null}
        finished={data?.crawl.status === 'done'}
      >
        {() => data && route && children(data, route)}
      </CrawlReportBody>
    </PageFrame>
  );
}
