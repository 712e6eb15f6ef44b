import { CrawlLinksScreen } from './crawl-links-screen';

/** /found-resources/:id/:ids */
export function FoundResourcesPage() {
  return <CrawlLinksScreen kind="resource" />;
}
