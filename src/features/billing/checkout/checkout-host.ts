import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { account } from '@/components/data/account';
import { useSessionScoped, type Scoped } from '@/components/session-scope';
import { isRecord, readItem, SIGNED_IN_PREFIX, writeItem } from '@/api/storage';
import {
  checkoutMachine,
  type CheckoutInput,
  type CheckoutTag,
  type NavigateParams,
  type SavedCheckout,
} from '@machines/billing/checkout/checkout.machine';
import { acknowledgeRelay, listenForRelays, relayReturn } from '@/components/window-relay';
import { newIdempotencyKey } from '@machines/billing/checkout/checkout.rules';
import {
  cancelOrder,
  createPayment,
  getOrderStatus,
  loadBilling,
  saveBilling,
  subscribe,
} from '@/features/billing/actors';

/**
 * The checkout under way: one actor for the checkout's pages (they are separate routes), kept by the app for the
 * signed-in session (`components/session-scope.tsx`), so sign-out and an expired session end it. Its snapshot is
 * kept in session storage with XState's own persistence (`getPersistedSnapshot`, `createActor(…, { snapshot })`):
 * a reload of a checkout page carries on where it was. An order the tab has no snapshot for is resumed from the
 * server (with what was saved for that order). The provider's window comes back over a BroadcastChannel
 * (`components/window-relay.ts`).
 */

const SNAPSHOT_KEY = `${SIGNED_IN_PREFIX}checkout`;
const SAVED_PREFIX = `${SIGNED_IN_PREFIX}checkout-order-`;
const SAME_WINDOW_PREFIX = `${SIGNED_IN_PREFIX}checkout-same-window-`;
const CHANNEL = 'rankpilot-checkout';
const PROVIDER_WINDOW = 'checkout-provider';
const WINDOW_POLL_MS = 500;

export function pathOf(params: NavigateParams): string {
  switch (params.page) {
    case 'pricing':
      return '/pricing';
    case 'subscribe':
      return `/subscribe-form/${params.planId ?? ''}${params.period ? `?period=${params.period}` : ''}`;
    case 'paymentMethod':
      return `/payment-method/${params.orderId ?? ''}`;
    case 'confirm':
      return `/confirm-order/${params.orderId ?? ''}/${params.paymentId ?? ''}`;
    case 'success':
      return `/payment/success/${params.orderId ?? ''}`;
    case 'cancel':
      return `/payment/cancel/${params.orderId ?? ''}`;
  }
}

function readJson(key: string): unknown {
  const raw = readItem('session', key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readSaved(orderId: number): SavedCheckout | null {
  const saved = readJson(`${SAVED_PREFIX}${orderId}`);
  return isRecord(saved) && isRecord(saved.order) && saved.order.subscriptionId === orderId
    ? (saved as unknown as SavedCheckout)
    : null;
}

// Private mode or a full quota stores nothing: the server's order status still decides on return.
const writeSaved = (orderId: number, saved: SavedCheckout | null) =>
  writeItem('session', `${SAVED_PREFIX}${orderId}`, saved ? JSON.stringify(saved) : null);

function sameWindowMark(orderId: number, on: boolean | null): boolean {
  const key = `${SAME_WINDOW_PREFIX}${orderId}`;
  const was = readItem('session', key) === '1';
  if (on !== null) writeItem('session', key, on ? '1' : null);
  return was;
}

/** This very tab went to the provider (the pop-up was blocked) and is back: no other window to hand over to. */
export function cameBackInThisWindow(orderId: number): boolean {
  return sameWindowMark(orderId, null);
}

/** Forgets the same-tab mark once the return page has used it. */
export function clearSameWindow(orderId: number): void {
  sameWindowMark(orderId, false);
}

type Navigate = (to: string) => void;

function provided(navigate: () => Navigate) {
  return checkoutMachine.provide({
    actors: { loadBilling, saveBilling, subscribe, createPayment, getOrderStatus, cancelOrder },
    actions: {
      navigate: (_, params) => {
        const to = pathOf(params);
        if (`${window.location.pathname}${window.location.search}` !== to) navigate()(to);
      },
      notifyFailure: (_, { failure }) => alertFromFailure(failure),
      notifyRefused: (_, { message }) => alertFromFailure({ kind: 'http', message }),
      notifyNotCompleted: () => showAlert({ status: 'warning', messageKey: 'checkout.not_completed' }),
      notifyOrderCancelled: (_, { message }) =>
        message
          ? showAlert({ status: 'success', message })
          : showAlert({ status: 'success', messageKey: 'checkout.order_cancelled' }),
      saveOrder: (_, { orderId, saved }) => writeSaved(orderId, saved),
      openSameWindow: (_, { link, orderId }) => {
        sameWindowMark(orderId, true);
        window.location.assign(link);
      },
      reloadAccount: () => void account.refresh(),
    },
  });
}

type ProvidedMachine = ReturnType<typeof provided>;
export type CheckoutActor = ActorRefFrom<ProvidedMachine>;
type CheckoutSnapshot = SnapshotFrom<ProvidedMachine>;
/** The checkout page asking: `plan` is the subscribe form. */
export type Stage = 'plan' | 'payment' | 'confirm' | 'success' | 'cancel';
const pageTag = (stage: Stage): CheckoutTag => `page.${stage}`;

interface ReturnMessage {
  orderId: number;
  outcome: 'success' | 'cancel';
}

export interface CheckoutHost {
  /**
   * The checkout for a plan (the subscribe form): the one under way when it is for this plan (an unpaid order of it
   * reopens its form, so submitting again continues that order), else a new one.
   */
  forPlan(planId: number, period: 'monthly' | 'yearly'): CheckoutActor;
  /** The checkout of an order on one of its pages: the one under way (or kept) when it belongs there, else resumed. */
  forOrder(orderId: number, stage: Exclude<Stage, 'plan'>): CheckoutActor;
  /** Whether this window, since it loaded, runs the checkout of this order (its own checkout brought it here). */
  runs(orderId: number): boolean;
  /** The router's navigate, given by the page on screen. */
  setNavigator(navigate: Navigate): void;
  /**
   * Opens the provider's page; called synchronously in the click handler so no pop-up blocker stops it.
   * Returns whether a window opened; the machine redirects this window when it did not.
   */
  openProviderWindow(link: string, orderId: number): boolean;
  /** The return page, in the provider's window: hands the outcome over; true when the waiting window took it. */
  relayProviderReturn(orderId: number, outcome: 'success' | 'cancel'): Promise<boolean>;
}

function readPersisted(): CheckoutSnapshot | null {
  const value = readJson(SNAPSHOT_KEY);
  return isRecord(value) && value.status === 'active' && isRecord(value.context)
    ? (value as unknown as CheckoutSnapshot)
    : null;
}

export function createCheckoutHost(): Scoped<CheckoutHost> {
  let navigateTo: Navigate = () => {};
  const machine = provided(() => navigateTo);
  let current: CheckoutActor | null = null;
  const stops: { persist?: () => void; watch?: () => void; listen?: () => void } = {};
  const relays = new Map<string, Promise<boolean>>();

  const run = (actor: CheckoutActor): CheckoutActor => {
    stops.watch?.();
    stops.persist?.();
    current?.stop();
    current = actor;
    const subscription = actor.subscribe(() => {
      const persisted = actor.getPersistedSnapshot() as { status?: string };
      writeItem('session', SNAPSHOT_KEY, persisted.status === 'active' ? JSON.stringify(persisted) : null);
    });
    stops.persist = () => subscription.unsubscribe();
    listen();
    actor.start();
    return actor;
  };
  const start = (input: Omit<CheckoutInput, 'origin'>) =>
    run(createActor(machine, { input: { origin: window.location.origin, ...input } }));

  const orderOf = (snapshot: CheckoutSnapshot) => snapshot.context.order?.subscriptionId;

  /** Listens, from the first checkout page on, for the provider's window coming back. */
  function listen() {
    stops.listen ??= listenForRelays<ReturnMessage>(CHANNEL, (data, key) => {
      if (!data || typeof data.orderId !== 'number' || (data.outcome !== 'success' && data.outcome !== 'cancel'))
        return;
      const snapshot = current?.getSnapshot();
      if (!current || !snapshot || orderOf(snapshot) !== data.orderId) return;
      // The window waiting for that order takes the return and acknowledges it (the provider's window closes).
      if (snapshot.hasTag('provider.awaited')) {
        current.send({ type: 'provider.returned', outcome: data.outcome });
        acknowledgeRelay(CHANNEL, key);
      } else if (snapshot.hasTag('provider.heard')) {
        // Already heard (or learnt from the server): the provider's window may still close.
        acknowledgeRelay(CHANNEL, key);
      }
    });
  }

  function watchWindow(win: Window): void {
    stops.watch?.();
    const timer = window.setInterval(() => {
      const snapshot = current?.getSnapshot();
      if (!snapshot?.matches('awaitingProvider')) {
        stop();
        return;
      }
      if (win.closed) {
        stop();
        current?.send({ type: 'provider.windowClosed' });
      }
    }, WINDOW_POLL_MS);
    const stop = () => window.clearInterval(timer);
    stops.watch = stop;
  }

  const host: CheckoutHost = {
    forPlan(planId, period) {
      const snapshot = current?.getSnapshot();
      if (current && snapshot?.status === 'active' && snapshot.context.planId === planId) {
        if (snapshot.hasTag('page.plan')) return current;
        // An unpaid order (also one whose page still checks its status): its form reopens, no second order. The
        // event waits for the render choosing it to end: sent now, it would redraw the page being left (the payment
        // method) in the middle of drawing this one.
        if (snapshot.can({ type: 'checkout.detailsReopened' })) {
          const reopened = current;
          queueMicrotask(() => reopened.send({ type: 'checkout.detailsReopened' }));
          return current;
        }
      }
      return start({ planId, period });
    },
    forOrder(orderId, stage) {
      const snapshot = current?.getSnapshot();
      if (current && snapshot && orderOf(snapshot) === orderId && snapshot.hasTag(pageTag(stage))) return current;
      if (!current) {
        // First checkout page since the tab loaded: the kept snapshot carries on when it is this order's, on this page.
        const kept = readPersisted();
        const restored =
          kept && kept.context.order?.subscriptionId === orderId
            ? createActor(machine, { snapshot: kept, input: { origin: window.location.origin } })
            : null;
        if (restored?.getSnapshot().hasTag(pageTag(stage))) {
          run(restored);
          // This tab went to the provider itself (pop-up blocked): landing on its return page is the return.
          if ((stage === 'success' || stage === 'cancel') && restored.getSnapshot().hasTag('provider.awaited'))
            restored.send({ type: 'provider.returned', outcome: stage });
          return restored;
        }
      }
      return start({ resume: { stage, orderId, saved: readSaved(orderId) } });
    },
    runs: (orderId) => {
      const snapshot = current?.getSnapshot();
      return Boolean(snapshot && orderOf(snapshot) === orderId);
    },
    setNavigator(navigate) {
      navigateTo = navigate;
    },
    openProviderWindow(link, orderId) {
      let win: Window | null;
      // A window opened now starts with a copy of this tab's session storage: it must not think it is this tab.
      sameWindowMark(orderId, false);
      try {
        win = window.open(link, PROVIDER_WINDOW, 'popup,width=520,height=720');
      } catch {
        win = null;
      }
      if (!win) return false;
      // The opener stays: disowning it lets the browser move the window into another browsing group on its next
      // navigation, and `closed` then reads true while the person is still paying.
      watchWindow(win);
      return true;
    },
    relayProviderReturn(orderId, outcome) {
      // Once per order and outcome, whatever React re-runs.
      const id = `${orderId}:${outcome}`;
      let relay = relays.get(id);
      if (!relay) {
        relay = relayReturn<ReturnMessage>(CHANNEL, `${id}:${newIdempotencyKey()}`, { orderId, outcome });
        relays.set(id, relay);
      }
      return relay;
    },
  };

  return {
    value: host,
    end: () => {
      stops.watch?.();
      stops.persist?.();
      stops.listen?.();
      current?.stop();
      current = null;
    },
  };
}

/** The checkout of this signed-in session. */
export const useCheckoutHost = (): CheckoutHost => useSessionScoped('checkout', createCheckoutHost);
