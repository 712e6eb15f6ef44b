import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '@contract/schemas';
import { toFailure, type ApiFailure } from '@machines/shared/failure';

export type NotificationItem = Schemas['Notification'];
export type NotificationsEvent =
  | { type: 'notifications.refresh' }
  | { type: 'notifications.markRead'; ids: number[] }
  | { type: 'notifications.markAllRead' };

export interface NotificationsContext {
  items: NotificationItem[];
  /** Ids already known: only others are new. The first answer of a session is the baseline, not news. */
  seen: number[];
  loaded: boolean;
  failure: ApiFailure | null;
  /** What is being marked, to show it busy and to apply on success. */
  marking: number[];
}

/** Unread entries not announced before, newest first: what arrives as a toast. */
export function newArrivals(items: NotificationItem[], seen: readonly number[]): NotificationItem[] {
  return items.filter((item) => !item.read && !seen.includes(item.id));
}

export const unreadCount = (items: NotificationItem[]): number => items.filter((item) => !item.read).length;

/**
 * The header's notifications (GET /notifications/, shape x-assumed): loads, polls (and reloads on
 * `notifications.refresh`), announces unread entries that arrived since the first answer through
 * `announce` (the feature shows them as 5 s toasts), and marks entries as read. A failed poll keeps
 * the last list and tries again later.
 */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent; input: { seen?: number[] } | undefined },
  actors: {
    loadNotifications: fromPromise<NotificationItem[]>(async () => {
      throw new Error('loadNotifications actor not provided');
    }),
    markRead: fromPromise<{ message?: string }, { ids: number[] }>(async () => {
      throw new Error('markRead actor not provided');
    }),
  },
  actions: {
    announce: (_, _params: { items: NotificationItem[] }) => {},
    notifyMarkFailed: (_, _params: { failure: ApiFailure }) => {},
  },
  delays: {
    pollDelay: 60_000,
  },
  guards: {
    hasUnread: ({ context }) => unreadCount(context.items) > 0,
    hasIds: ({ event }) => event.type === 'notifications.markRead' && event.ids.length > 0,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ items: [], seen: input?.seen ?? [], loaded: false, failure: null, marking: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'announce',
              params: ({ context, event }) => ({
                items: context.loaded ? newArrivals(event.output, context.seen) : [],
              }),
            },
            assign(({ context, event }) => ({
              items: event.output,
              failure: null,
              loaded: true,
              seen: [...new Set([...context.seen, ...event.output.map((item) => item.id)])],
            })),
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    idle: {
      after: { pollDelay: 'loading' },
      on: {
        'notifications.refresh': 'loading',
        'notifications.markRead': {
          guard: 'hasIds',
          target: 'marking',
          actions: assign({ marking: ({ event }) => event.ids }),
        },
        'notifications.markAllRead': {
          guard: 'hasUnread',
          target: 'marking',
          actions: assign({
            marking: ({ context }) => context.items.filter((item) => !item.read).map((item) => item.id),
          }),
        },
      },
    },
    failed: {
      after: { pollDelay: 'loading' },
      on: { 'notifications.refresh': 'loading' },
    },
    marking: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ ids: context.marking }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            items: context.items.map((item) => (context.marking.includes(item.id) ? { ...item, read: true } : item)),
            marking: [],
          })),
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'notifyMarkFailed', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            assign({ marking: [] }),
          ],
        },
      },
    },
  },
});
