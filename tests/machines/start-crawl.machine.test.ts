import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  chosenProject,
  startCrawlMachine,
  type CrawlIdInput,
  type StartCrawlInput,
} from '../../machines/audits/crawl/start-crawl.machine';
import {
  crawlPercent,
  pageLimitError,
  projectError,
  validateCrawlForm,
  type CrawlProgress,
} from '../../machines/audits/crawl/start-crawl.rules';
import { compareIssues } from '../../src/features/audits/crawl/compare';

const PROJECTS = [
  { id: 1, title: 'Bakery Amsterdam', url: 'https://www.bakkerij-amsterdam.nl' },
  { id: 2, title: 'Green Garden Supplies', url: 'https://greengarden.example.com' },
];
const progress = (pages_crawled: number, status: CrawlProgress['status'] = 'running'): CrawlProgress => ({
  id: 9,
  project_id: 1,
  status,
  page_limit: 50,
  pages_crawled,
});

function start(
  options: {
    polls?: CrawlProgress[];
    start?: () => Promise<CrawlProgress>;
    cancel?: () => Promise<CrawlProgress>;
    projectId?: string;
  } = {},
) {
  const starts: StartCrawlInput[] = [];
  const polled: CrawlIdInput[] = [];
  const cancels: CrawlIdInput[] = [];
  const polls = [...(options.polls ?? [progress(20), progress(50, 'done')])];
  const crawlFinished = vi.fn();
  const notifyFailure = vi.fn();
  const actor = createActor(
    startCrawlMachine.provide({
      actors: {
        loadProjects: fromPromise(async () => PROJECTS),
        startCrawl: fromPromise<CrawlProgress, StartCrawlInput>(async ({ input }) => {
          starts.push(input);
          return options.start ? options.start() : progress(0);
        }),
        getCrawl: fromPromise<CrawlProgress, CrawlIdInput>(async ({ input }) => {
          polled.push(input);
          const next = polls.shift();
          if (!next) throw { kind: 'network' };
          return next;
        }),
        cancelCrawl: fromPromise<CrawlProgress, CrawlIdInput>(async ({ input }) => {
          cancels.push(input);
          return options.cancel ? options.cancel() : progress(20, 'cancelled');
        }),
      },
      actions: { crawlFinished: (_, p) => crawlFinished(p), notifyFailure: (_, p) => notifyFailure(p) },
      delays: { pollDelay: 1 },
    }),
    { input: { projectId: options.projectId ?? '' } },
  );
  actor.start();
  return { actor, starts, polled, cancels, crawlFinished, notifyFailure };
}

describe('crawl form rules', () => {
  it('accepts a whole page limit from 10 to 500', () => {
    expect(pageLimitError(' ')).toBe('required');
    expect(pageLimitError('12.5')).toBe('not_whole_number');
    expect(pageLimitError('-20')).toBe('not_whole_number');
    expect(pageLimitError('9')).toBe('too_small');
    expect(pageLimitError('501')).toBe('too_large');
    expect(pageLimitError(' 10 ')).toBeNull();
    expect(pageLimitError('500')).toBeNull();
  });

  it('needs a chosen project', () => {
    expect(projectError('')).toBe('required');
    expect(projectError('0')).toBe('required');
    expect(projectError('3')).toBeNull();
    expect(validateCrawlForm({ projectId: '', pageLimit: 'abc' })).toEqual({
      projectId: 'required',
      pageLimit: 'not_whole_number',
    });
  });

  it('turns progress into a percentage', () => {
    expect(crawlPercent({ pages_crawled: 25, page_limit: 100, status: 'running' })).toBe(25);
    expect(crawlPercent({ pages_crawled: 61, page_limit: 100, status: 'done' })).toBe(100);
    expect(crawlPercent({ pages_crawled: 3, page_limit: 0, status: 'running' })).toBe(0);
  });

  it('preselects the asked project, or the only one', () => {
    expect(chosenProject(PROJECTS, '2')).toBe('2');
    expect(chosenProject(PROJECTS, '7')).toBe('');
    expect(chosenProject([PROJECTS[0]!], '')).toBe('1');
  });
});

describe('start-crawl machine', () => {
  it('refuses a bad form without a call and keeps what was typed', async () => {
    const { actor, starts } = start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'crawl.limitChanged', pageLimit: '5' });
    actor.send({ type: 'crawl.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ projectId: 'required', pageLimit: 'too_small' });
    expect(actor.getSnapshot().context.form.pageLimit).toBe('5');
    expect(starts).toEqual([]);
  });

  it('starts, polls the progress and hands the finished crawl over', async () => {
    const { actor, starts, polled, crawlFinished } = start({ projectId: '1' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'crawl.limitChanged', pageLimit: ' 50 ' });
    actor.send({ type: 'crawl.submit' });
    actor.send({ type: 'crawl.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(starts).toEqual([{ projectId: 1, pageLimit: 50 }]);
    expect(polled).toEqual([{ crawlId: 9 }, { crawlId: 9 }]);
    expect(crawlFinished).toHaveBeenCalledWith({ crawl: progress(50, 'done') });
  });

  it('cancels a running crawl', async () => {
    const { actor, cancels } = start({ projectId: '1', polls: [progress(10), progress(20), progress(30)] });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'crawl.submit' });
    await waitFor(actor, (s) => s.matches('crawling') && (s.context.crawl?.pages_crawled ?? 0) >= 10);
    actor.send({ type: 'crawl.cancel' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(cancels).toEqual([{ crawlId: 9 }]);
    actor.send({ type: 'crawl.edit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.form).toEqual({ projectId: '1', pageLimit: '100' });
  });

  it('goes back to the form with the alert when the start is refused', async () => {
    const { actor, notifyFailure } = start({
      projectId: '2',
      start: async () =>
        Promise.reject({ kind: 'http', status: 400, message: 'A crawl of this project is already running.' }),
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'crawl.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notifyFailure).toHaveBeenCalledWith({
      failure: { kind: 'http', status: 400, message: 'A crawl of this project is already running.' },
    });
  });

  it('shows a crawl the server failed, and a lost poll can be retried without a second crawl', async () => {
    const { actor, starts } = start({ projectId: '1', polls: [progress(10)] });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'crawl.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'crawl.retry' });
    expect(actor.getSnapshot().matches({ crawling: 'polling' })).toBe(true);
    expect(starts).toHaveLength(1);
  });
});

describe('crawl comparison', () => {
  const issue = (code: string, urls: number) => ({
    code,
    title: code,
    severity: 'warning' as const,
    urls: Array.from({ length: urls }, (_, i) => `https://a.example/${i}`),
  });
  it('splits issues into new, worse, fixed, better and unchanged by their page counts', () => {
    const result = compareIssues(
      [issue('missing_h1', 3), issue('slow_page', 4), issue('redirect', 5), issue('noindex', 2)],
      [issue('slow_page', 6), issue('long_title', 2), issue('redirect', 1), issue('noindex', 2)],
    );
    const rows = (changes: typeof result.added) => changes.map((c) => [c.issue.code, c.before, c.after]);
    expect(rows(result.added)).toEqual([['missing_h1', 0, 3]]);
    expect(rows(result.worse)).toEqual([['redirect', 1, 5]]);
    expect(rows(result.fixed)).toEqual([['long_title', 2, 0]]);
    expect(rows(result.better)).toEqual([['slow_page', 6, 4]]);
    expect(rows(result.unchanged)).toEqual([['noindex', 2, 2]]);
  });
});
