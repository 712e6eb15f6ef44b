import { CrawlLinksScreen } from './crawl-links-screen';

/** /found-links/:id/:ids */
export function FoundLinksPage() {
  return <CrawlLinksScreen kind="link" />;
}
