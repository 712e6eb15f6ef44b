import { toFailure, type ApiFailure } from '@machines/shared/failure';
import { assign, fromPromise, setup } from 'xstate';
import {
  DEFAULT_PAGE_LIMIT,
  isCrawlDone,
  isCrawlFormValid,
  isCrawlStopped,
  validateCrawlForm,
  type CrawlForm,
  type CrawlFormErrors,
  type CrawlProgress,
} from './start-crawl.rules';

/**
 * Starting a site-wide crawl: the form (project and page limit) is validated, the crawl is
 * started, then polled until it is done (→ the overview, through the provided `crawlFinished` action),
 * failed, or cancelled by the person. Nothing typed is lost on a failure: the form stays in context, and a
 * refused start returns to the form.
 * Pure TypeScript: the feature fills the three call slots and the actions through `.provide()`.
 */

export interface StartCrawlInput {
  projectId: number;
  pageLimit: number;
}

export interface CrawlIdInput {
  crawlId: number;
}

/** A project the person can crawl. */
export interface CrawlProject {
  id: number;
  title: string;
  url: string;
}

export interface StartCrawlContext {
  /** The person's projects, for the choice. */
  projects: CrawlProject[];
  form: CrawlForm;
  /** Shown under the fields after a submit. */
  errors: CrawlFormErrors;
  /** The crawl being run, as last polled. */
  crawl: CrawlProgress | null;
  failure: ApiFailure | null;
}

export type StartCrawlEvent =
  | { type: 'crawl.reloadProjects' }
  | { type: 'crawl.projectChosen'; projectId: string }
  | { type: 'crawl.limitChanged'; pageLimit: string }
  | { type: 'crawl.submit' }
  | { type: 'crawl.cancel' }
  | { type: 'crawl.retry' }
  | { type: 'crawl.edit' };

export interface StartCrawlMachineInput {
  projectId?: string;
  pageLimit?: string;
}

/** The project to preselect: the one asked for when it exists, else the only one, else none. */
export function chosenProject(projects: readonly CrawlProject[], asked: string): string {
  if (projects.some((project) => String(project.id) === asked.trim())) return asked.trim();
  return projects.length === 1 && projects[0] ? String(projects[0].id) : '';
}

const progressOf = (output: CrawlProgress): CrawlProgress => ({
  id: output.id,
  project_id: output.project_id,
  status: output.status,
  page_limit: output.page_limit,
  pages_crawled: output.pages_crawled,
});

export const startCrawlMachine = setup({
  types: {} as {
    context: StartCrawlContext;
    events: StartCrawlEvent;
    input: StartCrawlMachineInput;
  },
  actors: {
    loadProjects: fromPromise<CrawlProject[]>(async () => {
      throw new Error('loadProjects actor not provided');
    }),
    startCrawl: fromPromise<CrawlProgress, StartCrawlInput>(async () => {
      throw new Error('startCrawl actor not provided');
    }),
    getCrawl: fromPromise<CrawlProgress, CrawlIdInput>(async () => {
      throw new Error('getCrawl actor not provided');
    }),
    cancelCrawl: fromPromise<CrawlProgress, CrawlIdInput>(async () => {
      throw new Error('cancelCrawl actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: go to the crawl's overview. */
    crawlFinished: (_, _params: { crawl: CrawlProgress }) => {},
    /** Filled by the feature: the danger alert of a failed call (the server's words, else "went wrong"). */
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    isFormValid: ({ context }) => isCrawlFormValid(context.form),
    isDone: (_, params: { crawl: CrawlProgress }) => isCrawlDone(params.crawl),
    isStopped: (_, params: { crawl: CrawlProgress }) => isCrawlStopped(params.crawl),
    /** A poll failed while the crawl itself may still run. */
    isCrawlResumable: ({ context }) => context.crawl !== null && !isCrawlStopped(context.crawl),
  },
  delays: {
    /** Between two progress polls. */
    pollDelay: 1000,
  },
}).createMachine({
  id: 'startCrawl',
  context: ({ input }) => ({
    projects: [],
    form: { projectId: input?.projectId ?? '', pageLimit: input?.pageLimit ?? DEFAULT_PAGE_LIMIT },
    errors: {},
    crawl: null,
    failure: null,
  }),
  initial: 'loadingProjects',
  states: {
    loadingProjects: {
      invoke: {
        id: 'loadProjects',
        src: 'loadProjects',
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            projects: event.output,
            form: { ...context.form, projectId: chosenProject(event.output, context.form.projectId) },
          })),
        },
        onError: { target: 'projectsFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    projectsFailed: {
      on: { 'crawl.reloadProjects': { target: 'loadingProjects', actions: assign({ failure: null }) } },
    },
    idle: {
      on: {
        'crawl.projectChosen': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, projectId: event.projectId },
            errors: { ...context.errors, projectId: undefined },
          })),
        },
        'crawl.limitChanged': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, pageLimit: event.pageLimit },
            errors: { ...context.errors, pageLimit: undefined },
          })),
        },
        'crawl.submit': { target: 'validating' },
      },
    },
    validating: {
      always: [
        { guard: 'isFormValid', target: 'starting', actions: assign({ errors: {}, failure: null }) },
        { target: 'idle', actions: assign({ errors: ({ context }) => validateCrawlForm(context.form) }) },
      ],
    },
    starting: {
      invoke: {
        id: 'startCrawl',
        src: 'startCrawl',
        input: ({ context }) => ({
          projectId: Number(context.form.projectId),
          pageLimit: Number(context.form.pageLimit.trim()),
        }),
        onDone: { target: 'crawling', actions: assign({ crawl: ({ event }) => progressOf(event.output) }) },
        // Back to the form as it was typed; the alert says what went wrong.
        onError: {
          target: 'idle',
          actions: [
            assign({ failure: ({ event }) => toFailure(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          ],
        },
      },
    },
    crawling: {
      initial: 'waiting',
      on: { 'crawl.cancel': { target: 'cancelling' } },
      states: {
        waiting: {
          after: { pollDelay: { target: 'polling' } },
        },
        polling: {
          invoke: {
            id: 'getCrawl',
            src: 'getCrawl',
            input: ({ context }) => ({ crawlId: context.crawl?.id ?? 0 }),
            onDone: [
              {
                guard: { type: 'isDone', params: ({ event }) => ({ crawl: event.output }) },
                target: '#startCrawl.done',
                actions: [
                  assign({ crawl: ({ event }) => progressOf(event.output) }),
                  { type: 'crawlFinished', params: ({ event }) => ({ crawl: progressOf(event.output) }) },
                ],
              },
              {
                guard: { type: 'isStopped', params: ({ event }) => ({ crawl: event.output }) },
                target: '#startCrawl.failed',
                actions: assign({ crawl: ({ event }) => progressOf(event.output), failure: null }),
              },
              { target: 'waiting', actions: assign({ crawl: ({ event }) => progressOf(event.output) }) },
            ],
            onError: {
              target: '#startCrawl.failed',
              actions: [
                assign({ failure: ({ event }) => toFailure(event.error) }),
                { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              ],
            },
          },
        },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelCrawl',
        src: 'cancelCrawl',
        input: ({ context }) => ({ crawlId: context.crawl?.id ?? 0 }),
        onDone: [
          // It finished before the cancel arrived: its results are there, so show them.
          {
            guard: { type: 'isDone', params: ({ event }) => ({ crawl: event.output }) },
            target: 'done',
            actions: [
              assign({ crawl: ({ event }) => progressOf(event.output) }),
              { type: 'crawlFinished', params: ({ event }) => ({ crawl: progressOf(event.output) }) },
            ],
          },
          { target: 'cancelled', actions: assign({ crawl: ({ event }) => progressOf(event.output) }) },
        ],
        onError: {
          target: 'crawling',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
        },
      },
    },
    cancelled: {
      on: { 'crawl.edit': { target: 'idle', actions: assign({ crawl: null, failure: null }) } },
    },
    failed: {
      on: {
        'crawl.retry': [
          // A poll failed while the crawl may still run: look again rather than start a second crawl.
          { guard: 'isCrawlResumable', target: 'crawling.polling', actions: assign({ failure: null }) },
          { target: 'validating', actions: assign({ crawl: null }) },
        ],
        'crawl.edit': { target: 'idle', actions: assign({ crawl: null, failure: null }) },
      },
    },
    done: { type: 'final' },
  },
});
