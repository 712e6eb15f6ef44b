/**
 * Constant Contact OAuth 2 (authorization code + PKCE, RFC 7636) on the browser side: the state and
 * verifier kept in sessionStorage until the exchange, the authorization window, and the BroadcastChannel
 * over which a popup hands its return to the window that opened it (`components/window-relay.ts`, shared with
 * the checkout's provider window).
 */

import {
  acknowledgeRelay,
  listenForRelays,
  relayReturn as relayToOpener,
  RELAY_TIMEOUT_MS,
} from '@/components/window-relay';

const PENDING_KEY = 'leadsync.cc.pending';
const CHANNEL = 'leadsync-constant-contact';

/**
 * Build settings (the provider's authorize address and client id) with demo defaults: the stand-in consent page on
 * our own origin. The demo switch is the one `__DEMO_MODE__` that also starts the demo backend (vite.config.ts), so
 * the two never disagree.
 */
export function authorizeUrl(): string {
  const configured = import.meta.env.VITE_CC_AUTHORIZE_URL as string | undefined;
  if (configured) return configured;
  return __DEMO_MODE__
    ? `${window.location.origin}/demo-provider/constant-contact`
    : 'https://authz.constantcontact.com/oauth2/default/v1/authorize';
}

/** The app's Constant Contact client id; the demo's own id only where the demo consent page answers it. */
export function clientId(): string {
  const configured = import.meta.env.VITE_CC_CLIENT_ID as string | undefined;
  if (configured) return configured;
  return __DEMO_MODE__ ? 'rankpilot-demo-client' : '';
}

/** Where the provider sends the person back: /sync-lead/constant_contact on the product's own origin. */
export const redirectUri = (): string => `${window.location.origin}/sync-lead/constant_contact`;

export interface PendingAuthorization {
  state: string;
  verifier: string;
  /** 'popup': the provider page opened in another window; 'redirect': this window left for it. */
  mode: 'popup' | 'redirect';
}

export function base64url(bytes: Uint8Array): string {
  let text = '';
  bytes.forEach((byte) => {
    text += String.fromCharCode(byte);
  });
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const randomToken = (bytes = 32): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export function savePending(pending: PendingAuthorization): void {
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

export function readPending(): PendingAuthorization | null {
  try {
    const parsed = JSON.parse(
      window.sessionStorage.getItem(PENDING_KEY) ?? 'null',
    ) as Partial<PendingAuthorization> | null;
    if (!parsed || typeof parsed.state !== 'string' || typeof parsed.verifier !== 'string') return null;
    return { state: parsed.state, verifier: parsed.verifier, mode: parsed.mode === 'redirect' ? 'redirect' : 'popup' };
  } catch {
    return null;
  }
}

export function clearPending(): void {
  window.sessionStorage.removeItem(PENDING_KEY);
}

/**
 * Opens the authorization window at once, in the click handler (a popup blocker allows only that), empty
 * until the address is ready. null when the browser refused it: the caller falls back to a redirect.
 */
export function openAuthWindow(): Window | null {
  let opened: Window | null;
  try {
    opened = window.open('about:blank', 'constant-contact-oauth', 'popup,width=560,height=720');
  } catch {
    opened = null;
  }
  if (!opened) return null;
  // The provider's page must not reach back into the app (what rel="noopener" does for links).
  try {
    opened.opener = null;
  } catch {
    // Some browsers make it read-only; the page we open is ours or the provider's.
  }
  return opened;
}

interface ReturnPayload {
  code?: string;
  state?: string;
  error?: string;
}

/** Hands a return to the window that started the flow; true when that window took it. */
export function relayReturn(returned: ReturnPayload, timeoutMs = RELAY_TIMEOUT_MS): Promise<boolean> {
  if (!returned.state) return Promise.resolve(false);
  return relayToOpener<ReturnPayload>(CHANNEL, returned.state, returned, timeoutMs);
}

/** The opener's side: every return another window relays; returns the unsubscribe function. */
export function listenForReturns(onReturn: (message: ReturnPayload) => void): () => void {
  return listenForRelays<ReturnPayload>(CHANNEL, (payload) =>
    onReturn({ code: payload?.code, state: payload?.state, error: payload?.error }),
  );
}

export function acknowledgeReturn(state: string): void {
  acknowledgeRelay(CHANNEL, state);
}
