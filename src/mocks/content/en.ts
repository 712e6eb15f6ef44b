import type { MockContent } from './types';

export const en: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Pages answer 4xx',
      description:
        'These pages answer with a client error (usually 404 Not Found). Visitors and search engines reach a dead end.',
      how_to_fix:
        'Restore the page, or redirect the address (301) to the closest live page and update the links that point to it.',
    },
    server_error: {
      title: 'Pages answer 5xx',
      description:
        'The server failed while answering these pages. Search engines lower their crawl rate when this repeats.',
      how_to_fix: 'Check the server logs for these addresses and fix the failing code or resource limits.',
    },
    missing_title: {
      title: 'Missing title tag',
      description: 'The page has no <title>. Search results then show a title the search engine makes up.',
      how_to_fix: 'Give every page a unique title of 30–60 characters that names its topic.',
    },
    duplicate_title: {
      title: 'Duplicate titles',
      description: 'Several pages share the same title, so search engines cannot tell which one answers a query.',
      how_to_fix: 'Write a distinct title for each page.',
    },
    long_title: {
      title: 'Title too long',
      description: 'Titles longer than about 60 characters are cut off in search results.',
      how_to_fix: 'Shorten the title and put the important words first.',
    },
    missing_meta_description: {
      title: 'Missing meta description',
      description: 'Without a meta description, search results show a snippet taken from the page text.',
      how_to_fix: 'Add a meta description of 120–160 characters that invites the click.',
    },
    slow_page: {
      title: 'Slow pages (over 1.5 s)',
      description: 'These pages took more than 1.5 seconds to load. Slow pages lose visitors and rank lower on mobile.',
      how_to_fix: 'Compress images, cache static files and cut render-blocking scripts.',
    },
    missing_h1: {
      title: 'Missing H1 heading',
      description: 'The page has no H1, the heading that tells readers and search engines what it is about.',
      how_to_fix: 'Add one H1 that states the page topic.',
    },
    mixed_content: {
      title: 'Mixed content',
      description: 'These HTTPS pages load images or scripts over plain HTTP; browsers block or flag them.',
      how_to_fix: 'Load every resource over HTTPS.',
    },
    redirect: {
      title: 'Internal links to redirects',
      description: 'Internal links point to addresses that redirect; every hop costs time and crawl budget.',
      how_to_fix: 'Link straight to the final address.',
    },
    noindex: {
      title: 'Pages not indexable',
      description: 'These pages tell search engines not to index them (noindex or a canonical to another page).',
      how_to_fix: 'Check that this is intended; remove noindex from pages that should appear in search.',
    },
    deep_page: {
      title: 'Pages 4+ clicks deep',
      description: 'Pages four or more clicks from the home page are crawled less often.',
      how_to_fix: 'Link to them from category pages or the navigation.',
    },
    missing_alt: {
      title: 'Images without alt text',
      description: 'Images without alt text say nothing to screen readers and image search.',
      how_to_fix: 'Describe each meaningful image in its alt attribute.',
    },
    low_word_count: {
      title: 'Low word count',
      description: 'Pages with fewer than 200 words often count as thin content.',
      how_to_fix: 'Expand the text where the page should rank, or merge it with a related page.',
    },
  },
  emailTemplates: { 1: 'New lead notification', 2: 'Audit report to visitor', 3: 'Follow-up after 3 days' },
  notifications: {
    trial_ends: 'Your free trial ends in {days} days.',
    rankings_updated: 'Rankings of {project} were updated.',
    new_leads_week: 'You received {count} new leads this week.',
    smtp_verified: 'SMTP settings verified: reports are now sent from {email}.',
    smtp_not_verified: 'Your SMTP settings are not verified yet: reports are sent from our address.',
    new_lead: 'New lead from {widget}: {lead}.',
  },
  report: {
    heading: 'SEO audit of {url}',
    keyword: 'Keyword',
    score: 'Overall score: {score} / 100.',
    attention: '{count} of {total} checks need attention.',
    fix_first: 'What to fix first',
    nothing: 'Nothing to fix: well done.',
    full: 'Full report',
    pdf_title: 'SEO audit report: {url}',
    score_label: 'Score',
    date: 'Date',
    passed: 'passed',
    warning: 'warning',
    error: 'error',
    not_available: 'n/a',
  },
};
