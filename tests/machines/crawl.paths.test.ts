import { describe, expect, it } from 'vitest';
import { crawlReportMachine } from '../../machines/audits/crawl/crawl-report.machine';
import { startCrawlMachine } from '../../machines/audits/crawl/start-crawl.machine';
import { pathCoverage } from './path-coverage';

const crawl = (status: string, pages_crawled = 10) => ({ id: 4, project_id: 1, status, page_limit: 50, pages_crawled });

describe('start crawl (xstate/graph)', () => {
  const coverage = pathCoverage(
    startCrawlMachine,
    [
      { type: 'xstate.done.actor.loadProjects', output: [{ id: 1, title: 'Bakery', url: 'https://bakery.example' }] },
      { type: 'xstate.error.actor.loadProjects', error: { kind: 'network' } },
      { type: 'crawl.reloadProjects' },
      { type: 'crawl.projectChosen', projectId: '' },
      { type: 'crawl.limitChanged', pageLimit: '5' },
      { type: 'crawl.limitChanged', pageLimit: '50' },
      { type: 'crawl.submit' },
      { type: 'xstate.done.actor.startCrawl', output: crawl('running', 0) },
      { type: 'xstate.error.actor.startCrawl', error: { kind: 'http', status: 400 } },
      { type: 'xstate.after.pollDelay.startCrawl.crawling.waiting' },
      { type: 'xstate.done.actor.getCrawl', output: crawl('running', 20) },
      { type: 'xstate.done.actor.getCrawl', output: crawl('done', 50) },
      { type: 'xstate.done.actor.getCrawl', output: crawl('failed', 0) },
      { type: 'xstate.error.actor.getCrawl', error: { kind: 'network' } },
      { type: 'crawl.cancel' },
      { type: 'xstate.done.actor.cancelCrawl', output: crawl('cancelled', 20) },
      { type: 'xstate.done.actor.cancelCrawl', output: crawl('done', 50) },
      { type: 'xstate.error.actor.cancelCrawl', error: { kind: 'network' } },
      { type: 'crawl.retry' },
      { type: 'crawl.edit' },
    ],
    (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.form,
        Object.keys(snapshot.context.errors),
        snapshot.context.crawl?.status ?? null,
        snapshot.context.failure,
      ]),
  );
  // `validating` is eventless (always → starting | idle): a graph walk never rests in it, it passes through.
  // Both ways out are reached: starting (valid form) and idle with errors (the '5' page limit).
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual(['startCrawl.validating']));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('crawl report (xstate/graph)', () => {
  const coverage = pathCoverage(
    crawlReportMachine,
    [
      { type: 'xstate.done.actor.load', output: { crawl: 1 } },
      { type: 'xstate.error.actor.load', error: { kind: 'network' } },
      { type: 'report.retry' },
      { type: 'report.inputChanged', input: { projectId: 1, crawlId: 2, otherId: 1 } },
    ],
    (snapshot) => JSON.stringify([snapshot.value, snapshot.context.input, snapshot.context.failure]),
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});
