import { assign, fromPromise, setup } from 'xstate';
import type { KeywordLists } from '@machines/shared/keyword-lists';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { confirmDeleteStates } from '@machines/shared/confirm-delete.states';
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

/**
 * The keyword groups of one project: list, create,
 * rename, delete with a confirmation, and move keywords between groups and "ungrouped".
 * Used by /manage-group/{idGroupProject} and by keyword step three. What is typed stays in
 * context until the call succeeds, so a failure loses nothing.
 */

/** The group a delete asks about. */
interface GroupRef {
  groupId: number;
  name: string;
}

export interface KeywordGroupsContext {
  projectId: number;
  lists: KeywordLists | null;
  newName: string;
  renaming: { groupId: number; name: string } | null;
  pendingDelete: GroupRef | null;
  move: { keyId: number; groupId: number | null } | null;
  failure: ApiFailure | null;
}

export type KeywordGroupsEvent =
  | { type: 'groups.retry' }
  | { type: 'groups.newNameChanged'; name: string }
  | { type: 'groups.create' }
  | { type: 'groups.renameStarted'; groupId: number }
  | { type: 'groups.renameChanged'; name: string }
  | { type: 'groups.renameCancelled' }
  | { type: 'groups.renameSubmit' }
  | { type: 'groups.deleteRequested'; groupId: number; name: string }
  | { type: 'delete.cancelled' }
  | { type: 'delete.confirmed' }
  | { type: 'keyword.move'; keyId: number; groupId: number | null };

type Answer = { lists: KeywordLists; message?: string };

/** Given, and within the contract's limit (the field says which when it is not). */
export const isNameGiven = (name: string): boolean =>
  name.trim() !== '' && textProblem(name, TEXT_LIMITS.listName) === null;

/** A name another group of the project already has (case-insensitive), apart from the group itself. */
export const isNameTaken = (lists: KeywordLists | null, name: string, exceptId: number | null = null): boolean =>
  !!lists?.groups.some(
    (group) => group.group_id !== exceptId && group.group_name.trim().toLowerCase() === name.trim().toLowerCase(),
  );

const { confirmingDelete, deleting } = confirmDeleteStates<KeywordGroupsContext, KeywordGroupsEvent, GroupRef>()({
  back: 'idle',
  src: 'deleteGroup',
  input: (context) => ({ projectId: context.projectId, groupId: context.pendingDelete?.groupId ?? 0 }),
  store: (output: Answer) => ({ lists: output.lists }),
  successKey: 'keywordGroups.deleted',
  after: ['changed'],
});

export const keywordGroupsMachine = setup({
  types: {} as { context: KeywordGroupsContext; events: KeywordGroupsEvent; input: { projectId: number } },
  actors: {
    load: fromPromise<KeywordLists, { projectId: number }>(async () => {
      throw new Error('load not provided');
    }),
    createGroup: fromPromise<Answer, { projectId: number; name: string }>(async () => {
      throw new Error('createGroup not provided');
    }),
    renameGroup: fromPromise<Answer, { projectId: number; groupId: number; name: string }>(async () => {
      throw new Error('renameGroup not provided');
    }),
    deleteGroup: fromPromise<Answer, { projectId: number; groupId: number }>(async () => {
      throw new Error('deleteGroup not provided');
    }),
    moveKeyword: fromPromise<Answer, { projectId: number; keyId: number; groupId: number | null }>(async () => {
      throw new Error('moveKeyword not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string; key: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure; key?: string }) => {},
    /** The groups or keywords changed: whoever shows them elsewhere reloads. */
    changed: () => {},
  },
  guards: {
    canCreate: ({ context }) => isNameGiven(context.newName) && !isNameTaken(context.lists, context.newName),
    canRename: ({ context }) =>
      !!context.renaming &&
      isNameGiven(context.renaming.name) &&
      !isNameTaken(context.lists, context.renaming.name, context.renaming.groupId),
  },
}).createMachine({
  id: 'keywordGroups',
  context: ({ input }) => ({
    projectId: input.projectId,
    lists: null,
    newName: '',
    renaming: null,
    pendingDelete: null,
    move: null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        id: 'load',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: { target: 'ready', actions: assign({ lists: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'groups.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'groups.newNameChanged': { actions: assign({ newName: ({ event }) => event.name }) },
            'groups.create': { guard: 'canCreate', target: 'creating' },
            'groups.renameStarted': {
              target: 'renameEditing',
              actions: assign({
                renaming: ({ context, event }) => ({
                  groupId: event.groupId,
                  name: context.lists?.groups.find((group) => group.group_id === event.groupId)?.group_name ?? '',
                }),
              }),
            },
            'groups.deleteRequested': {
              target: 'confirmingDelete',
              actions: assign({ pendingDelete: ({ event }) => ({ groupId: event.groupId, name: event.name }) }),
            },
            'keyword.move': {
              target: 'moving',
              actions: assign({ move: ({ event }) => ({ keyId: event.keyId, groupId: event.groupId }) }),
            },
          },
        },
        creating: {
          invoke: {
            src: 'createGroup',
            id: 'createGroup',
            input: ({ context }) => ({ projectId: context.projectId, name: context.newName.trim() }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ lists: event.output.lists, newName: '' })),
                notifyDone('keywordGroups.created'),
                'changed',
              ],
            },
            onError: {
              target: 'idle',
              actions: notifyFailed('keywordGroups.create_failed'),
            },
          },
        },
        renameEditing: {
          on: {
            'groups.renameChanged': {
              actions: assign({
                renaming: ({ context, event }) => (context.renaming ? { ...context.renaming, name: event.name } : null),
              }),
            },
            'groups.renameCancelled': { target: 'idle', actions: assign({ renaming: null }) },
            'groups.renameSubmit': { guard: 'canRename', target: 'renaming' },
          },
        },
        renaming: {
          invoke: {
            src: 'renameGroup',
            id: 'renameGroup',
            input: ({ context }) => ({
              projectId: context.projectId,
              groupId: context.renaming?.groupId ?? 0,
              name: context.renaming?.name.trim() ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ lists: event.output.lists, renaming: null })),
                notifyDone('keywordGroups.renamed'),
                'changed',
              ],
            },
            onError: {
              target: 'renameEditing',
              actions: notifyFailed(),
            },
          },
        },
        confirmingDelete,
        deleting,
        moving: {
          invoke: {
            src: 'moveKeyword',
            id: 'moveKeyword',
            input: ({ context }) => ({
              projectId: context.projectId,
              keyId: context.move?.keyId ?? 0,
              groupId: context.move?.groupId ?? null,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ lists: event.output.lists, move: null })),
                notifyDone('keywordGroups.moved'),
                'changed',
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ move: null }), notifyFailed()],
            },
          },
        },
      },
    },
  },
});
