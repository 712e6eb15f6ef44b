import { createActor, type ActorRefFrom } from 'xstate';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { account } from '@/components/data/account';
import {
  checkoutMachine,
  type CheckoutInput,
  type NavigateParams,
  type SavedCheckout,
} from '@machines/billing/checkout/checkout.machine';
import { acknowledgeRelay, listenForRelays, relayReturn } from '@/components/window-relay';
import { newIdempotencyKey } from '@machines/billing/checkout/checkout.rules';
import { cancelOrder, createPayment, getOrderStatus, loadBilling, saveBilling, subscribe } from '../actors';

/**
 * One checkout at a time, shared by the checkout's pages (they are separate routes): the machine lives
 * here, is resumed from the server (and session storage) per order, and hears the provider's return page over
 * a BroadcastChannel (`components/window-relay.ts`).
 */

const SAVED_PREFIX = 'checkout-order-';
const CHANNEL = 'rankpilot-checkout';
const WINDOW_POLL_MS = 500;

type Navigate = (to: string) => void;
let navigateTo: Navigate = () => {};
/** The router's navigate, given by the page on screen. */
export function setCheckoutNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

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

export function readSaved(orderId: number): SavedCheckout | null {
  try {
    const raw = window.sessionStorage.getItem(`${SAVED_PREFIX}${orderId}`);
    if (!raw) return null;
    const saved = JSON.parse(raw) as SavedCheckout;
    return saved && typeof saved === 'object' && saved.order?.subscriptionId === orderId ? saved : null;
  } catch {
    return null;
  }
}

function writeSaved(orderId: number, saved: SavedCheckout | null): void {
  try {
    if (saved) window.sessionStorage.setItem(`${SAVED_PREFIX}${orderId}`, JSON.stringify(saved));
    else window.sessionStorage.removeItem(`${SAVED_PREFIX}${orderId}`);
  } catch {
    // Private mode or a full quota: the server's order status still decides on return.
  }
}

const machine = checkoutMachine.provide({
  actors: { loadBilling, saveBilling, subscribe, createPayment, getOrderStatus, cancelOrder },
  actions: {
    navigate: (_, params) => {
      const to = pathOf(params);
      if (`${window.location.pathname}${window.location.search}` !== to) navigateTo(to);
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

export type CheckoutActor = ActorRefFrom<typeof machine>;

let current: CheckoutActor | null = null;
let stopWatching: (() => void) | null = null;

function start(input: CheckoutInput): CheckoutActor {
  stopWatching?.();
  stopWatching = null;
  current?.stop();
  current = createActor(machine, { input }).start();
  return current;
}

/** The checkout for a plan (the subscribe form): the one under way when it is for this plan, else a new one. */
export function checkoutForPlan(planId: number, period: 'monthly' | 'yearly'): CheckoutActor {
  const snapshot = current?.getSnapshot();
  if (
    current &&
    snapshot &&
    snapshot.status === 'active' &&
    snapshot.context.planId === planId &&
    (snapshot.matches('fillingDetails') || snapshot.matches('subscribing'))
  ) {
    return current;
  }
  return start({ origin: window.location.origin, planId, period });
}

type Stage = 'payment' | 'confirm' | 'success' | 'cancel';

/** The checkout of an order (payment method, confirm, success, cancel pages): resumed when it is not the one under way. */
export function checkoutForOrder(orderId: number, stage: Stage): CheckoutActor {
  const snapshot = current?.getSnapshot();
  const sameOrder = current && snapshot && snapshot.context.order?.subscriptionId === orderId;
  if (sameOrder && current) {
    type StateName = Parameters<typeof snapshot.matches>[0];
    const expected: Record<Stage, StateName[]> = {
      payment: ['choosingPayment', 'creatingPayment', 'subscribing'],
      confirm: [
        'confirming',
        'awaitingProvider',
        'checkingStatus',
        'waitingForNotice',
        'cancellingOrder',
        'creatingPayment',
      ],
      success: ['succeeded', 'checkingStatus', 'waitingForNotice', 'awaitingProvider', 'failed'],
      cancel: [
        'cancelled',
        'cancellingOrder',
        'orderCancelled',
        'checkingStatus',
        'awaitingProvider',
        'creatingPayment',
        'failed',
      ],
    };
    if (expected[stage].some((state) => snapshot.matches(state))) return current;
  }
  return start({ origin: window.location.origin, resume: { stage, orderId, saved: readSaved(orderId) } });
}

export function currentCheckout(): CheckoutActor | null {
  return current;
}

/* ---------- the provider's window ---------- */

interface ReturnMessage {
  orderId: number;
  outcome: 'success' | 'cancel';
}

const SAME_WINDOW_PREFIX = 'checkout-same-window-';
const PROVIDER_WINDOW = 'checkout-provider';

function sameWindowMark(orderId: number, on: boolean | null): boolean {
  try {
    const key = `${SAME_WINDOW_PREFIX}${orderId}`;
    const was = window.sessionStorage.getItem(key) === '1';
    if (on === true) window.sessionStorage.setItem(key, '1');
    if (on === false) window.sessionStorage.removeItem(key);
    return was;
  } catch {
    return false;
  }
}

let stopListening: (() => void) | null = null;

/**
 * Listens, from the first checkout page on, for the provider's window coming back: the window waiting for that
 * order takes the return (and acknowledges it, so the provider's window closes itself).
 */
export function listenForReturns(): void {
  stopListening ??= listenForRelays<ReturnMessage>(CHANNEL, (data, key) => {
    if (!data || typeof data.orderId !== 'number' || (data.outcome !== 'success' && data.outcome !== 'cancel')) return;
    const snapshot = current?.getSnapshot();
    if (!current || !snapshot || snapshot.context.order?.subscriptionId !== data.orderId) return;
    if (snapshot.matches('awaitingProvider') || snapshot.matches('confirming')) {
      current.send({ type: 'provider.returned', outcome: data.outcome });
      acknowledgeRelay(CHANNEL, key);
    } else if (
      snapshot.matches('checkingStatus') ||
      snapshot.matches('waitingForNotice') ||
      snapshot.matches('succeeded') ||
      snapshot.matches('cancelled')
    ) {
      // Already heard (or learnt from the server): the provider's window may still close.
      acknowledgeRelay(CHANNEL, key);
    }
  });
}

const relays = new Map<string, Promise<boolean>>();

/**
 * The return page, in the provider's window, hands the outcome to the app window that waits for it; true when
 * that window took it (this one then closes). Once per order and outcome, whatever React re-runs.
 */
export function relayProviderReturn(orderId: number, outcome: 'success' | 'cancel'): Promise<boolean> {
  const id = `${orderId}:${outcome}`;
  let relay = relays.get(id);
  if (!relay) {
    const key = `${id}:${newIdempotencyKey()}`;
    relay = relayReturn<ReturnMessage>(CHANNEL, key, { orderId, outcome });
    relays.set(id, relay);
  }
  return relay;
}

/** This very tab went to the provider (the pop-up was blocked) and is back: no other window to hand over to. */
export function cameBackInThisWindow(orderId: number): boolean {
  return sameWindowMark(orderId, null);
}

/** Forgets the same-tab mark once the return page has used it. */
export function clearSameWindow(orderId: number): void {
  sameWindowMark(orderId, false);
}

/**
 * Opens the provider's page; called synchronously in the click handler so no pop-up blocker stops it.
 * Returns whether a window opened; the machine redirects this window when it did not.
 */
export function openProviderWindow(link: string, orderId: number): boolean {
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
}

function watchWindow(win: Window): void {
  stopWatching?.();
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
  stopWatching = stop;
}
