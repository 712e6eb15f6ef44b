import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { AuditListPage, DeletedAuditListPage } from './audit-list.page';
import { AuditReportPage } from './audit-report.page';
import { CrawlComparisonPage } from './crawl/crawl-comparison.page';
import { CrawlOverviewPage } from './crawl/crawl-overview.page';
import { CrawledPagesPage } from './crawl/crawled-pages.page';
import { FoundLinksPage } from './crawl/found-links.page';
import { FoundResourcesPage } from './crawl/found-resources.page';
import { IssueReportPage } from './crawl/issue-report.page';
import { RunCrawlPage } from './crawl/run-crawl.page';

const pages: Record<string, ComponentType> = {
  my_audits: AuditListPage,
  my_audits_deleted: DeletedAuditListPage,
  audit_report: AuditReportPage,
  run_audit: RunCrawlPage,
  website_audit_overview: CrawlOverviewPage,
  issue_report: IssueReportPage,
  crawled_pages: CrawledPagesPage,
  found_resources: FoundResourcesPage,
  found_links: FoundLinksPage,
  crawl_comparison: CrawlComparisonPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
