import { useParams } from 'react-router-dom';

const whole = (value: string | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The project id (:id) and crawl id (:ids) of a crawl report address; null when either is not a number. */
export function useCrawlRoute(): { projectId: number; crawlId: number } | null {
  const { id, ids } = useParams();
  const projectId = whole(id);
  const crawlId = whole(ids);
  return projectId === null || crawlId === null ? null : { projectId, crawlId };
}

/** The address of one section of a crawl report. */
export const crawlPath = (
  section: 'overview' | 'issues' | 'pages' | 'resources' | 'links' | 'compare',
  projectId: number,
  crawlId: number,
): string =>
  ({
    overview: `/website-audit/overview/${projectId}/${crawlId}`,
    issues: `/issue-report/${projectId}/${crawlId}`,
    pages: `/crawled-pages/${projectId}/${crawlId}`,
    resources: `/found-resources/${projectId}/${crawlId}`,
    links: `/found-links/${projectId}/${crawlId}`,
    compare: `/crawl-comparison/${projectId}/${crawlId}`,
  })[section];
