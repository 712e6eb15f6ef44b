/**
 * A window the app opened for an outside page (Constant Contact's consent, a payment provider) comes back to one
 * of the app's addresses. It hands what it brought to the window that started the flow over a BroadcastChannel
 * and waits for that window's acknowledgement: taken, the helper window may close itself; not taken (nobody
 * waits, no BroadcastChannel), it carries on by itself. Lead sync and the checkout share this one mechanism.
 */

/** How long a returning window waits for the window that started the flow to take what it brought. */
export const RELAY_TIMEOUT_MS = 1500;

type RelayMessage<T> = { type: 'returned'; key: string; payload: T } | { type: 'ack'; key: string };

const open = (name: string): BroadcastChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

/** Sends a return to whoever listens on `name`; true when a window acknowledged `key` in time. */
export function relayReturn<T>(name: string, key: string, payload: T, timeoutMs = RELAY_TIMEOUT_MS): Promise<boolean> {
  const port = open(name);
  if (!port || !key) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      port.close();
      resolve(taken);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    port.onmessage = (event: MessageEvent<RelayMessage<T>>) => {
      if (event.data?.type === 'ack' && event.data.key === key) done(true);
    };
    port.postMessage({ type: 'returned', key, payload } satisfies RelayMessage<T>);
  });
}

/** The waiting window's side: every return relayed on `name`; returns the unsubscribe function. */
export function listenForRelays<T>(name: string, onReturn: (payload: T, key: string) => void): () => void {
  const port = open(name);
  if (!port) return () => {};
  port.onmessage = (event: MessageEvent<RelayMessage<T>>) => {
    if (event.data?.type === 'returned' && typeof event.data.key === 'string')
      onReturn(event.data.payload, event.data.key);
  };
  return () => port.close();
}

/** Tells the returning window its return was taken (it may close now). */
export function acknowledgeRelay(name: string, key: string): void {
  const port = open(name);
  if (!port) return;
  port.postMessage({ type: 'ack', key } satisfies RelayMessage<never>);
  port.close();
}

/**
 * A service-worker update this page started at load (the demo backend's worker) fails loudly when the window goes
 * away under it: let it settle first, briefly. An update asked for now joins the one under way.
 */
export async function settleServiceWorker(timeoutMs = 2000): Promise<void> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  const registration = await container.getRegistration().catch(() => undefined);
  if (!registration) return;
  await Promise.race([
    registration.update().catch(() => undefined),
    new Promise((resolve) => window.setTimeout(resolve, timeoutMs)),
  ]);
}

/** Closes a window the app opened itself (browsers refuse it for any other); false when it stayed open. */
export async function closeHelperWindow(delayMs = 300): Promise<boolean> {
  await settleServiceWorker(2000);
  await new Promise((resolve) => window.setTimeout(resolve, delayMs));
  window.close();
  // A refused close leaves the window open: the caller says what to do instead.
  await new Promise((resolve) => window.setTimeout(resolve, 100));
  return window.closed;
}
