import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import { toFailure, type ApiFailure } from '@machines/shared/failure';
import {
  canCancel,
  canDropScheduledChange,
  canResume,
  canSetAutoRenew,
  changeOption,
  type ManagedSubscription,
  type PlanChangeOption,
} from './manage-subscription.rules';

export type { ManagedSubscription, PlanChangeOption };

/** The answer of every self-service call: the server's message and the subscription as it is now. */
export interface SubscriptionChangeResult {
  message: string;
  subscription: ManagedSubscription;
}

/** What the confirmation asks about. */
export type PendingAction = { kind: 'cancel' } | { kind: 'change'; option: PlanChangeOption };

export interface ManageSubscriptionContext {
  /** The paid subscription; null on a free or trial plan (nothing to manage here). */
  subscription: ManagedSubscription | null;
  pending: PendingAction | null;
  failure: ApiFailure | null;
}

export type ManageSubscriptionEvent =
  | { type: 'manage.retry' }
  | { type: 'manage.cancel' }
  | { type: 'manage.change'; planId: number }
  | { type: 'manage.keepPlan' }
  | { type: 'manage.resume' }
  | { type: 'manage.autoRenew'; value: boolean }
  | { type: 'manage.confirm' }
  | { type: 'manage.dismiss' };

/** What a person can ask for while no call runs and no confirmation is open (from idle, done and failure). */
const resting = {
  'manage.cancel': { guard: 'canCancel', target: 'confirming', actions: 'askCancel' },
  'manage.change': { guard: 'hasChangeOption', target: 'confirming', actions: 'askChange' },
  'manage.keepPlan': { guard: 'canDropScheduledChange', target: 'changing' },
  'manage.resume': { guard: 'canResume', target: 'resuming' },
  'manage.autoRenew': { guard: 'canSetAutoRenew', target: 'toggling' },
} as const;

type Settled = { event: DoneActorEvent<SubscriptionChangeResult> };

/**
 * How every self-service call ends (cancelling, resuming, changing, toggling): a success takes the server's
 * subscription, says so and tells the app; a failure keeps the subscription as it was and shows the failure.
 */
const settles = {
  onDone: {
    target: 'done',
    actions: [
      { type: 'applyResult', params: ({ event }: Settled) => ({ subscription: event.output.subscription }) },
      notifyDone(),
      'subscriptionChanged',
    ],
  },
  onError: {
    target: 'failure',
    actions: [
      { type: 'keepFailure', params: ({ event }: { event: ErrorActorEvent }) => ({ failure: toFailure(event.error) }) },
      notifyFailed(),
    ],
  },
} as const;

/**
 * Self-service subscription (/manage-subscription): load the paid plan, then cancel at the end of the
 * period (after a confirmation that says what is lost and when), resume before that date, change plan (an upgrade
 * now for the prorated difference, a downgrade at renewal, both confirmed; a scheduled downgrade can be dropped),
 * and switch automatic renewal. While a call runs (the four call states share one shape, `settles`, and the tag
 * `busy`) every other request is ignored, so a double click sends one; a failure keeps the subscription as it was.
 * Success and failure leave as `notifySuccess` / `notifyFailure`, and `subscriptionChanged` tells the app (plan
 * banner, quotas) to read the account again.
 */
export const manageSubscriptionMachine = setup({
  types: {} as { context: ManageSubscriptionContext; events: ManageSubscriptionEvent; tags: 'busy' },
  actors: {
    loadSubscription: fromPromise<ManagedSubscription | null, void>(async () => {
      throw new Error('loadSubscription actor not provided');
    }),
    cancelSubscription: fromPromise<SubscriptionChangeResult, void>(async () => {
      throw new Error('cancelSubscription actor not provided');
    }),
    resumeSubscription: fromPromise<SubscriptionChangeResult, void>(async () => {
      throw new Error('resumeSubscription actor not provided');
    }),
    changePlan: fromPromise<SubscriptionChangeResult, { planId: number }>(async () => {
      throw new Error('changePlan actor not provided');
    }),
    setAutoRenew: fromPromise<SubscriptionChangeResult, { autoRenew: boolean }>(async () => {
      throw new Error('setAutoRenew actor not provided');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message?: string }) => {},
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
    subscriptionChanged: () => {},
    applyResult: assign((_, params: { subscription: ManagedSubscription }) => ({
      subscription: params.subscription,
      pending: null,
      failure: null,
    })),
    keepFailure: assign((_, params: { failure: ApiFailure }) => ({ failure: params.failure, pending: null })),
    askCancel: assign({ pending: { kind: 'cancel' } as PendingAction, failure: null }),
    askChange: assign(({ context, event }) => {
      const option = event.type === 'manage.change' ? changeOption(context.subscription, event.planId) : undefined;
      return { pending: option ? ({ kind: 'change', option } as PendingAction) : null, failure: null };
    }),
  },
  guards: {
    canCancel: ({ context }) => canCancel(context.subscription),
    canResume: ({ context }) => canResume(context.subscription),
    hasChangeOption: ({ context, event }) =>
      event.type === 'manage.change' && changeOption(context.subscription, event.planId) !== undefined,
    canDropScheduledChange: ({ context }) => canDropScheduledChange(context.subscription),
    canSetAutoRenew: ({ context, event }) =>
      event.type === 'manage.autoRenew' && canSetAutoRenew(context.subscription, event.value),
    isCancelPending: ({ context }) => context.pending?.kind === 'cancel',
    isChangePending: ({ context }) => context.pending?.kind === 'change',
  },
}).createMachine({
  id: 'manageSubscription',
  context: { subscription: null, pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSubscription',
        onDone: { target: 'ready', actions: assign({ subscription: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    loadFailed: { on: { 'manage.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        // idle, done and failure are the same resting place; done/failure say how the last call ended.
        idle: { on: resting },
        done: { on: resting },
        failure: { on: resting },
        confirming: {
          on: {
            'manage.confirm': [
              { guard: 'isCancelPending', target: 'cancelling' },
              { guard: 'isChangePending', target: 'changing' },
            ],
            'manage.dismiss': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        cancelling: { tags: 'busy', invoke: { src: 'cancelSubscription', ...settles } },
        resuming: { tags: 'busy', invoke: { src: 'resumeSubscription', ...settles } },
        changing: {
          tags: 'busy',
          invoke: {
            src: 'changePlan',
            // A confirmed change names its option; dropping a scheduled downgrade names the current plan.
            input: ({ context }) => ({
              planId:
                context.pending?.kind === 'change'
                  ? context.pending.option.plan_id
                  : (context.subscription?.plan_id ?? 0),
            }),
            ...settles,
          },
        },
        toggling: {
          tags: 'busy',
          invoke: {
            src: 'setAutoRenew',
            input: ({ context }) => ({ autoRenew: !(context.subscription?.auto_renew ?? true) }),
            ...settles,
          },
        },
      },
    },
  },
});
