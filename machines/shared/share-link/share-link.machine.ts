import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

/**
 * A report's share link (a feature beyond the original site): copy it, revoke it after a confirmation (the link
 * stops working at once), and create a new one afterwards. Pure TypeScript: the report kit fills `revokeLink`,
 * `createLink` and the notifications through `.provide()`.
 */

export interface ShareLinkInput {
  auditId: number;
  /** null: the report has no working link (revoked). */
  shareKey: string | null;
}

export interface ShareLinkContext {
  auditId: number;
  shareKey: string | null;
}

export type ShareLinkEvent =
  | { type: 'share.revokeRequested' }
  | { type: 'share.revokeCancelled' }
  | { type: 'share.revokeConfirmed' }
  | { type: 'share.createRequested' };

export const shareLinkMachine = setup({
  types: {} as { context: ShareLinkContext; events: ShareLinkEvent; input: ShareLinkInput },
  actors: {
    revokeLink: fromPromise<{ message?: string }, { auditId: number }>(async () => {
      throw new Error('revokeLink actor not provided');
    }),
    createLink: fromPromise<{ share_key: string; message?: string }, { auditId: number }>(async () => {
      throw new Error('createLink actor not provided');
    }),
  },
  actions: {
    /** Filled by the kit: "the share link was revoked". */
    notifyRevoked: () => {},
    /** Filled by the kit: "a new share link was created". */
    notifyCreated: () => {},
    /** Filled by the kit: the alert (the server's words, else "went wrong"). */
    notifyFailed: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    hasLink: ({ context }) => context.shareKey !== null,
    hasNoLink: ({ context }) => context.shareKey === null,
  },
}).createMachine({
  id: 'shareLink',
  context: ({ input }) => ({ auditId: input.auditId, shareKey: input.shareKey }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'share.revokeRequested': { guard: 'hasLink', target: 'confirming' },
        'share.createRequested': { guard: 'hasNoLink', target: 'creating' },
      },
    },
    confirming: {
      on: {
        'share.revokeCancelled': { target: 'idle' },
        'share.revokeConfirmed': { target: 'revoking' },
      },
    },
    revoking: {
      invoke: {
        id: 'revokeLink',
        src: 'revokeLink',
        input: ({ context }) => ({ auditId: context.auditId }),
        onDone: { target: 'idle', actions: [assign({ shareKey: null }), 'notifyRevoked'] },
        onError: {
          target: 'idle',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
        },
      },
    },
    creating: {
      invoke: {
        id: 'createLink',
        src: 'createLink',
        input: ({ context }) => ({ auditId: context.auditId }),
        onDone: {
          target: 'idle',
          actions: [assign({ shareKey: ({ event }) => event.output.share_key }), 'notifyCreated'],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
        },
      },
    },
  },
});
