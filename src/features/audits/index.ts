import './recipes';
import crawlEnglish from '@/i18n/locales/en/crawl.json';
import listsEnglish from '@/i18n/locales/en/lists.json';
import pageAuditEnglish from '@/i18n/locales/en/page-audit.json';
import widgetEditorEnglish from '@/i18n/locales/en/widget-editor.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { AuditListPage, DeletedAuditListPage } from './audit-list.page';
import { AuditReportPage } from './audit-report.page';
import { CrawlComparisonPage } from './crawl/crawl-comparison.page';
import { CrawlOverviewPage } from './crawl/crawl-overview.page';
import { CrawledPagesPage } from './crawl/crawled-pages.page';
import { FoundLinksPage } from './crawl/found-links.page';
import { FoundResourcesPage } from './crawl/found-resources.page';
import { IssueReportPage } from './crawl/issue-report.page';
import { RunCrawlPage } from './crawl/run-crawl.page';
import { AdvancedAuditPage } from './page-audit/advanced-audit.page';
import { BasicAuditPage } from './page-audit/basic-audit.page';
import { SeoAnalyzerPage } from './page-audit/seo-analyzer.page';
import { TempAuditSavePage } from './page-audit/temp-audit-save.page';
import { TempReportPage } from './page-audit/temp-report.page';
import { SharedReportPage } from './shared-report.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(crawlEnglish, listsEnglish, pageAuditEnglish, widgetEditorEnglish);

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
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
  audit_page: BasicAuditPage,
  webpage_audit: BasicAuditPage,
  advance_audit_page: AdvancedAuditPage,
  advance_webpage_audit: AdvancedAuditPage,
  seo_analyzer: SeoAnalyzerPage,
  seo_audit: SeoAnalyzerPage,
  temp_audit_report: TempReportPage,
  temp_audit_save: TempAuditSavePage,
  shared_report: SharedReportPage,
} satisfies Record<string, ComponentType>;
