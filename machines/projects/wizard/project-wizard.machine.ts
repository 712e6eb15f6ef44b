import { and, assign, fromPromise, not, setup } from 'xstate';
import {
  competitorError,
  isGroupNameGiven,
  parseKeywords,
  validateDetails,
  validateEngine,
  withDraftCompetitor,
  type CompetitorError,
  type DetailsErrors,
  type DetailsForm,
  type EngineErrors,
  type EngineForm,
} from './project-wizard.rules';
import type { Schemas } from '@contract/schemas';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { confirmDeleteStates } from '@machines/shared/confirm-delete.states';
import { isConflict, toFailure, type ApiFailure } from '@machines/shared/failure';
import { listOverLatest, typedOverLatest } from '@machines/shared/typed-over-latest';
import type { KeywordLists } from '@machines/shared/keyword-lists';

/**
 * The three project steps: 1 details (/create-project, /edit-project/{id}),
 * 2 search engines (/edit-engines/{id}), 3 keywords (/edit-keywords/{id}). Each route starts the machine
 * at its step; saving a step leaves through the provided `navigate` action, and the next route starts
 * the next step. Calls are actor slots the feature fills; alerts leave through provided actions.
 */

export type WizardStep = 1 | 2 | 3;

export type EngineRow = Schemas['SearchEngineStep'];

export type ProjectGroupItem = Schemas['ProjectGroup'];

export interface WizardData {
  details: DetailsForm | null;
  /** The details' version (null before the project exists): step 1 sends it, and a stale one is refused (409). */
  version: number | null;
  projectGroups: ProjectGroupItem[];
  engines: EngineRow[];
  keywords: KeywordLists;
}

export const EMPTY_DETAILS: DetailsForm = { title: '', url: '', domain_type: 'domain', group: null };
export const EMPTY_KEYWORDS: KeywordLists = { groups: [], ungrouped: [], grouped: [], active: [] };
export const emptyEngineForm = (): EngineForm => ({
  se_id: null,
  searce_engine: null,
  se_country: null,
  se_language: null,
  se_location: null,
  location_label: '',
  competetor: [],
  competitorDraft: '',
  version: null,
});

/** An engine's settings that only work together (a location belongs to its country): one typed brings them all. */
const ENGINE_GROUPS = [
  ['searce_engine', 'se_country', 'se_language', 'se_location', 'location_label'],
] as const satisfies readonly (readonly (keyof EngineForm)[])[];

/** After a 409: their engine with the settings changed here, and their competitors with the ones added or removed here. */
function engineOverLatest(base: EngineForm, typed: EngineForm, latest: EngineForm): EngineForm {
  return {
    ...typedOverLatest(base, typed, latest, ENGINE_GROUPS),
    competetor: listOverLatest(base.competetor, typed.competetor, latest.competetor),
  };
}
const engineFormOf = (row: EngineRow): EngineForm => ({
  ...row,
  competetor: [...row.competetor],
  location_label: '',
  competitorDraft: '',
});

export type SaveEngineMode = 'step' | 'create' | 'update';

export interface WizardInput {
  step: WizardStep;
  projectId: number | null;
  /** The engine to open in edit (navigation state from the dashboard's "edit engine"). */
  engineId?: number | null;
}

/** The engine or keyword a delete asks about. */
interface PendingItem {
  kind: 'engine' | 'keyword';
  id: number;
  name: string;
}

export interface WizardContext {
  step: WizardStep;
  projectId: number | null;
  engineId: number | null;
  details: DetailsForm;
  /** What the server holds of the details, and its version (the base of a merge after a 409). */
  savedDetails: DetailsForm;
  detailsVersion: number | null;
  detailsErrors: DetailsErrors;
  projectGroups: ProjectGroupItem[];
  engines: EngineRow[];
  engineForm: EngineForm | null;
  /** The stored engine as the form opened it (the base of a merge after a 409); null for a new engine. */
  engineBase: EngineForm | null;
  engineErrors: EngineErrors;
  /** "Add at least one search engine" after Next with none. */
  needsEngine: boolean;
  keywords: KeywordLists;
  keywordText: string;
  keywordGroupId: number | null;
  seKey: number | null;
  pendingDelete: PendingItem | null;
  /** Something typed and not saved: the leave guard asks first. */
  dirty: boolean;
  failure: ApiFailure | null;
}

export type WizardEvent =
  | { type: 'wizard.retry' }
  | { type: 'details.changed'; patch: Partial<DetailsForm> }
  | { type: 'details.submit' }
  | { type: 'details.loadLatest' }
  | { type: 'group.create'; name: string }
  | { type: 'engine.add' }
  | { type: 'engine.edit'; seId: number }
  | { type: 'engine.changed'; patch: Partial<EngineForm> }
  | { type: 'engine.competitorAdded' }
  | { type: 'engine.competitorRemoved'; index: number }
  | { type: 'engine.cancel' }
  | { type: 'engine.submit' }
  | { type: 'engine.loadLatest' }
  | { type: 'engine.deleteRequested'; seId: number; name: string }
  | { type: 'delete.cancelled' }
  | { type: 'delete.confirmed' }
  | { type: 'engines.next' }
  | { type: 'keywords.textChanged'; text: string }
  | { type: 'keywords.groupChosen'; groupId: number | null }
  | { type: 'keywords.engineChosen'; seId: number }
  | { type: 'keywords.submit' }
  | { type: 'keyword.deleteRequested'; keyId: number; name: string }
  | { type: 'keywords.reload' }
  | { type: 'keywords.finish' };

type MessageOut = { message?: string };

/* ---------- pure guards ---------- */
/** What is wrong with the competitor in the engine form's box, if anything. */
const draftCompetitorError = (context: Pick<WizardContext, 'engineForm' | 'details'>): CompetitorError | null =>
  context.engineForm
    ? competitorError(context.engineForm.competitorDraft, context.details.url, context.engineForm.competetor)
    : 'required';
/** What keeps the engine from being saved with the competitor in its box: nothing when the box is empty. */
const draftCompetitorProblem = (context: Pick<WizardContext, 'engineForm' | 'details'>): CompetitorError | null =>
  context.engineForm?.competitorDraft.trim() ? draftCompetitorError(context) : null;
export const hasEngine = (context: Pick<WizardContext, 'engines'>): boolean => context.engines.length > 0;
export const hasKeywordsToAdd = (context: Pick<WizardContext, 'keywordText'>): boolean =>
  parseKeywords(context.keywordText).keywords.length > 0;
export const isEngineFormValid = (form: EngineForm | null): boolean =>
  !!form && Object.keys(validateEngine(form)).length === 0;
export const engineModeOf = (context: Pick<WizardContext, 'engines' | 'engineForm'>): SaveEngineMode =>
  context.engineForm?.se_id != null ? 'update' : context.engines.length === 0 ? 'step' : 'create';

const stepTo = (step: WizardStep, projectId: number | null): string =>
  step === 1
    ? projectId === null
      ? '/create-project'
      : `/edit-project/${projectId}`
    : step === 2
      ? `/edit-engines/${projectId}`
      : `/edit-keywords/${projectId}`;

/** The project's keyword rankings on one engine: where the project list links a project, and where Finish lands. */
const rankingTo = (projectId: number, seId: number): string => `/keyword-ranking/${projectId}/${seId}/`;
const finishSeKey = (context: WizardContext): number => context.seKey ?? context.engines[0]?.se_id ?? 0;

const confirmDelete = confirmDeleteStates<WizardContext, WizardEvent, PendingItem>();
const engineDelete = confirmDelete({
  back: 'list',
  src: 'deleteEngine',
  input: (context) => ({ projectId: context.projectId as number, seId: context.pendingDelete?.id ?? 0 }),
  store: (output: { engines: EngineRow[]; message?: string }) => ({ engines: output.engines }),
  successKey: 'projectWizard.deleted',
});
const keywordDelete = confirmDelete({
  back: 'editing',
  src: 'deleteKeyword',
  input: (context) => ({ projectId: context.projectId as number, keyId: context.pendingDelete?.id ?? 0 }),
  store: (output: { keywords: KeywordLists; message?: string }) => ({ keywords: output.keywords }),
  successKey: 'projectWizard.deleted',
});

export const projectWizardMachine = setup({
  types: {} as { context: WizardContext; events: WizardEvent; input: WizardInput },
  actors: {
    load: fromPromise<WizardData, { step: WizardStep; projectId: number | null }>(async () => {
      throw new Error('load not provided');
    }),
    createProjectGroup: fromPromise<
      { groupId: number; groups: ProjectGroupItem[]; message?: string },
      { name: string }
    >(async () => {
      throw new Error('createProjectGroup not provided');
    }),
    saveDetails: fromPromise<
      { projectId: number; message?: string },
      { projectId: number | null; details: DetailsForm; version: number | null }
    >(async () => {
      throw new Error('saveDetails not provided');
    }),
    saveEngine: fromPromise<
      { engines: EngineRow[]; message?: string },
      { projectId: number; mode: SaveEngineMode; form: EngineForm }
    >(async () => {
      throw new Error('saveEngine not provided');
    }),
    deleteEngine: fromPromise<{ engines: EngineRow[]; message?: string }, { projectId: number; seId: number }>(
      async () => {
        throw new Error('deleteEngine not provided');
      },
    ),
    addKeywords: fromPromise<
      { keywords: KeywordLists; message?: string; info?: string },
      { projectId: number; groupId: number | null; keywords: string[] }
    >(async () => {
      throw new Error('addKeywords not provided');
    }),
    deleteKeyword: fromPromise<{ keywords: KeywordLists; message?: string }, { projectId: number; keyId: number }>(
      async () => {
        throw new Error('deleteKeyword not provided');
      },
    ),
    loadKeywords: fromPromise<KeywordLists, { projectId: number }>(async () => {
      throw new Error('loadKeywords not provided');
    }),
    finish: fromPromise<MessageOut, { projectId: number; seKey: number }>(async () => {
      throw new Error('finish not provided');
    }),
  },
  actions: {
    changeDetails: assign(({ context, event }) => {
      if (event.type !== 'details.changed') return {};
      const details = { ...context.details, ...event.patch };
      const detailsErrors = { ...context.detailsErrors };
      for (const key of Object.keys(event.patch)) delete detailsErrors[key as keyof DetailsErrors];
      return { details, detailsErrors, dirty: true };
    }),
    storeData: assign((_, output: WizardData) => {
      return {
        details: output.details ?? { ...EMPTY_DETAILS },
        savedDetails: output.details ?? { ...EMPTY_DETAILS },
        detailsVersion: output.version,
        projectGroups: output.projectGroups,
        engines: output.engines,
        keywords: output.keywords,
        seKey: output.engines[0]?.se_id ?? null,
      };
    }),
    /** `replace`: the new address takes the current history entry's place (a created project leaves no create form behind). */
    navigate: (_, _params: { to: string; state?: unknown; replace?: boolean }) => {},
    notifySuccess: (_, _params: { message?: string; key: string }) => {},
    notifyWarning: (_, _params: { message: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure; key?: string }) => {},
  },
  guards: {
    isDetailsValid: ({ context }) => Object.keys(validateDetails(context.details)).length === 0,
    isConflict,
    // A competitor left in its box is saved with the engine when it is valid, and keeps the save back when not.
    isEngineValid: ({ context }) => isEngineFormValid(context.engineForm) && draftCompetitorProblem(context) === null,
    isCompetitorValid: ({ context }) => !!context.engineForm && draftCompetitorError(context) === null,
    hasEngine: ({ context }) => hasEngine(context),
    hasKeywordsToAdd: ({ context }) => hasKeywordsToAdd(context),
    hasProject: ({ context }) => context.projectId !== null,
    isStep1: ({ context }) => context.step === 1,
    isStep2: ({ context }) => context.step === 2,
    opensEngine: ({ context }, output: WizardData) =>
      context.step === 2 && context.engineId !== null && output.engines.some((row) => row.se_id === context.engineId),
    hasInfo: (_, params: { info?: string }) => !!params.info?.trim(),
    isEngineDelete: ({ context }) => context.pendingDelete?.kind === 'engine',
  },
}).createMachine({
  id: 'projectWizard',
  context: ({ input }) => ({
    step: input.projectId === null ? 1 : input.step,
    projectId: input.projectId,
    engineId: input.engineId ?? null,
    details: { ...EMPTY_DETAILS },
    savedDetails: { ...EMPTY_DETAILS },
    detailsVersion: null,
    detailsErrors: {},
    projectGroups: [],
    engines: [],
    engineForm: null,
    engineBase: null,
    engineErrors: {},
    needsEngine: false,
    keywords: EMPTY_KEYWORDS,
    keywordText: '',
    keywordGroupId: null,
    seKey: null,
    pendingDelete: null,
    dirty: false,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        id: 'load',
        input: ({ context }) => ({ step: context.step, projectId: context.projectId }),
        onDone: [
          {
            guard: { type: 'opensEngine', params: ({ event }) => event.output },
            target: 'engines.form',
            actions: [
              { type: 'storeData', params: ({ event }) => event.output },
              assign(({ context, event }) => {
                const row = event.output.engines.find((item) => item.se_id === context.engineId) as EngineRow;
                return { engineForm: engineFormOf(row), engineBase: engineFormOf(row) };
              }),
            ],
          },
          { guard: 'isStep1', target: 'details', actions: { type: 'storeData', params: ({ event }) => event.output } },
          { guard: 'isStep2', target: 'engines', actions: { type: 'storeData', params: ({ event }) => event.output } },
          { target: 'keywords', actions: { type: 'storeData', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'wizard.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },

    /* ---------- step 1 ---------- */
    details: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'details.changed': { actions: 'changeDetails' },
            'details.submit': [
              { guard: 'isDetailsValid', target: 'saving', actions: assign({ detailsErrors: {} }) },
              { actions: assign({ detailsErrors: ({ context }) => validateDetails(context.details) }) },
            ],
            'group.create': { guard: ({ event }) => isGroupNameGiven(event.name), target: 'creatingGroup' },
          },
        },
        creatingGroup: {
          invoke: {
            src: 'createProjectGroup',
            id: 'createProjectGroup',
            input: ({ event }) => ({ name: (event as { name: string }).name.trim() }),
            onDone: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => ({
                  projectGroups: event.output.groups,
                  details: { ...context.details, group: event.output.groupId },
                  dirty: true,
                })),
                notifyDone('projectWizard.group_created'),
              ],
            },
            onError: {
              target: 'editing',
              actions: notifyFailed('projectWizard.group_failed'),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveDetails',
            id: 'saveDetails',
            input: ({ context }) => ({
              projectId: context.projectId,
              details: context.details,
              version: context.detailsVersion,
            }),
            onDone: {
              target: '#projectWizard.left',
              actions: [
                // Back from step 2 must never show an empty create form that would create a second project: the
                // created project's step 2 takes /create-project's place in the history, so Back leaves the wizard.
                {
                  type: 'navigate',
                  params: ({ context, event }) => ({
                    to: stepTo(2, event.output.projectId),
                    replace: context.projectId === null,
                  }),
                },
                assign(({ event }) => ({ dirty: false, projectId: event.output.projectId })),
                notifyDone('projectWizard.saved'),
              ],
            },
            onError: [
              { guard: 'isConflict', target: 'conflict' },
              { target: 'editing', actions: notifyFailed() },
            ],
          },
        },
        // Someone else changed the details since the load: typing goes on, saving waits until theirs is loaded.
        conflict: {
          on: {
            'details.changed': { actions: 'changeDetails' },
            'details.loadLatest': 'loadingLatest',
          },
        },
        loadingLatest: {
          invoke: {
            src: 'load',
            id: 'loadLatest',
            input: ({ context }) => ({ step: 1 as const, projectId: context.projectId }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => {
                const latest = event.output.details ?? context.savedDetails;
                return {
                  details: typedOverLatest(context.savedDetails, context.details, latest),
                  savedDetails: latest,
                  detailsVersion: event.output.version,
                  projectGroups: event.output.projectGroups,
                };
              }),
            },
            onError: { target: 'conflict', actions: notifyFailed() },
          },
        },
      },
    },

    /* ---------- step 2 ---------- */
    engines: {
      initial: 'list',
      states: {
        list: {
          on: {
            'engine.add': {
              target: 'form',
              actions: assign({
                engineForm: () => emptyEngineForm(),
                engineBase: null,
                engineErrors: {},
                needsEngine: false,
              }),
            },
            'engine.edit': {
              target: 'form',
              actions: assign(({ context, event }) => {
                const row = context.engines.find((item) => item.se_id === event.seId);
                const form = row ? engineFormOf(row) : emptyEngineForm();
                return { engineForm: form, engineBase: row ? form : null, engineErrors: {} };
              }),
            },
            'engine.deleteRequested': {
              target: 'confirmingDelete',
              actions: assign({
                pendingDelete: ({ event }) => ({ kind: 'engine' as const, id: event.seId, name: event.name }),
              }),
            },
            'engines.next': [
              {
                guard: 'hasEngine',
                target: '#projectWizard.left',
                actions: { type: 'navigate', params: ({ context }) => ({ to: stepTo(3, context.projectId) }) },
              },
              { actions: assign({ needsEngine: true }) },
            ],
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {},
            // Someone else updated this engine since the form opened: nothing was saved, and nothing is until
            // theirs is loaded.
            conflict: {
              on: {
                'engine.submit': undefined,
                'engine.loadLatest': '#projectWizard.engines.loadingLatest',
              },
            },
          },
          on: {
            'engine.changed': {
              actions: assign(({ context, event }) => {
                const form = { ...(context.engineForm ?? emptyEngineForm()), ...event.patch };
                const engineErrors = { ...context.engineErrors };
                for (const key of Object.keys(event.patch)) delete engineErrors[key as keyof EngineErrors];
                if ('competitorDraft' in event.patch) delete engineErrors.competitor;
                return { engineForm: form, engineErrors, dirty: true };
              }),
            },
            'engine.competitorAdded': [
              {
                guard: 'isCompetitorValid',
                actions: assign(({ context }) => ({
                  engineForm: withDraftCompetitor(context.engineForm as EngineForm),
                  dirty: true,
                })),
              },
              {
                actions: assign(({ context }) => ({
                  engineErrors: { ...context.engineErrors, competitor: draftCompetitorError(context) ?? undefined },
                })),
              },
            ],
            'engine.competitorRemoved': {
              actions: assign(({ context, event }) => {
                const form = context.engineForm as EngineForm;
                return {
                  engineForm: { ...form, competetor: form.competetor.filter((_, index) => index !== event.index) },
                  dirty: true,
                };
              }),
            },
            'engine.cancel': { target: 'list', actions: assign({ engineForm: null, engineErrors: {}, dirty: false }) },
            'engine.submit': [
              {
                guard: 'isEngineValid',
                target: 'saving',
                actions: assign({ engineForm: ({ context }) => withDraftCompetitor(context.engineForm as EngineForm) }),
              },
              {
                actions: assign({
                  engineErrors: ({ context }) => ({
                    ...(context.engineForm ? validateEngine(context.engineForm) : {}),
                    competitor: draftCompetitorProblem(context) ?? undefined,
                  }),
                }),
              },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveEngine',
            id: 'saveEngine',
            input: ({ context }) => ({
              projectId: context.projectId as number,
              mode: engineModeOf(context),
              form: context.engineForm as EngineForm,
            }),
            onDone: {
              target: 'list',
              actions: [
                assign(({ event }) => ({
                  engines: event.output.engines,
                  engineForm: null,
                  engineErrors: {},
                  dirty: false,
                  needsEngine: false,
                })),
                notifyDone('projectWizard.saved'),
              ],
            },
            onError: [
              { guard: 'isConflict', target: 'form.conflict' },
              { target: 'form', actions: notifyFailed() },
            ],
          },
        },
        // Their engine, with what was changed here laid over it; gone meanwhile, the list says so.
        loadingLatest: {
          invoke: {
            src: 'load',
            id: 'loadLatestEngine',
            input: ({ context }) => ({ step: 2 as const, projectId: context.projectId }),
            onDone: [
              {
                guard: ({ context, event }) =>
                  event.output.engines.some((row) => row.se_id === context.engineForm?.se_id),
                target: 'form',
                actions: assign(({ context, event }) => {
                  const typed = context.engineForm as EngineForm;
                  const latest = engineFormOf(
                    event.output.engines.find((row) => row.se_id === typed.se_id) as EngineRow,
                  );
                  return {
                    engines: event.output.engines,
                    engineForm: engineOverLatest(context.engineBase ?? latest, typed, latest),
                    engineBase: latest,
                  };
                }),
              },
              {
                target: 'list',
                actions: [
                  assign(({ event }) => ({
                    engines: event.output.engines,
                    engineForm: null,
                    engineBase: null,
                    dirty: false,
                  })),
                  {
                    type: 'notifyFailure',
                    params: { failure: { kind: 'http', status: 404 }, key: 'projectWizard.engine_gone' },
                  },
                ],
              },
            ],
            onError: { target: 'form.conflict', actions: notifyFailed() },
          },
        },
        ...engineDelete,
      },
    },

    /* ---------- step 3 ---------- */
    keywords: {
      initial: 'editing',
      on: {
        'keywords.textChanged': {
          actions: assign(({ event }) => ({ keywordText: event.text, dirty: event.text.trim() !== '' })),
        },
        'keywords.groupChosen': { actions: assign({ keywordGroupId: ({ event }) => event.groupId }) },
        'keywords.engineChosen': { actions: assign({ seKey: ({ event }) => event.seId }) },
      },
      states: {
        editing: {
          on: {
            'keywords.submit': { guard: 'hasKeywordsToAdd', target: 'adding' },
            'keyword.deleteRequested': {
              target: 'confirmingDelete',
              actions: assign({
                pendingDelete: ({ event }) => ({ kind: 'keyword' as const, id: event.keyId, name: event.name }),
              }),
            },
            'keywords.reload': { target: 'reloading' },
            'keywords.finish': { guard: and(['hasEngine', not('hasKeywordsToAdd')]), target: 'finishing' },
          },
        },
        adding: {
          invoke: {
            src: 'addKeywords',
            id: 'addKeywords',
            input: ({ context }) => ({
              projectId: context.projectId as number,
              groupId: context.keywordGroupId,
              keywords: parseKeywords(context.keywordText).keywords,
            }),
            onDone: [
              {
                guard: { type: 'hasInfo', params: ({ event }) => ({ info: event.output.info }) },
                target: 'editing',
                actions: [
                  assign(({ event }) => ({ keywords: event.output.keywords, keywordText: '', dirty: false })),
                  { type: 'notifyWarning', params: ({ event }) => ({ message: (event.output.info ?? '').trim() }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  assign(({ event }) => ({ keywords: event.output.keywords, keywordText: '', dirty: false })),
                  notifyDone('projectWizard.keywords_added'),
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: notifyFailed(),
            },
          },
        },
        ...keywordDelete,
        reloading: {
          invoke: {
            src: 'loadKeywords',
            id: 'loadKeywords',
            input: ({ context }) => ({ projectId: context.projectId as number }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                keywords: event.output,
                keywordGroupId: event.output.groups.some((group) => group.group_id === context.keywordGroupId)
                  ? context.keywordGroupId
                  : null,
              })),
            },
            onError: {
              target: 'editing',
              actions: notifyFailed(),
            },
          },
        },
        finishing: {
          invoke: {
            src: 'finish',
            id: 'finish',
            input: ({ context }) => ({ projectId: context.projectId as number, seKey: finishSeKey(context) }),
            // Saved, the person lands on the new project's keyword rankings; not saved, on the project list (with
            // the server's message).
            onDone: {
              target: '#projectWizard.left',
              actions: [
                assign({ dirty: false }),
                notifyDone('projectWizard.keywords_done'),
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: rankingTo(context.projectId as number, finishSeKey(context)) }),
                },
              ],
            },
            onError: {
              target: '#projectWizard.left',
              actions: [
                assign({ dirty: false }),
                notifyFailed(),
                { type: 'navigate', params: { to: '/admin-site-list' } },
              ],
            },
          },
        },
      },
    },
    /** The step is done and the app moves to another route. */
    left: { type: 'final' },
  },
});

export type ProjectWizardMachine = typeof projectWizardMachine;
export { stepTo };
