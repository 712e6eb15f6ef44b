import { useEffect, useRef } from 'react';
import { isRecord, readItem, writeItem } from '@/api/storage';

/**
 * One way to keep what a person typed when the sign-in expires, so an ended session loses no work: every form
 * with values worth keeping registers a reader while it is on screen; when the session ends (`signOut('expired')`)
 * all of them are written before the signed-in screens unmount, and each form takes its values back once it is
 * ready again after the person has signed in. Drafts live under the `draft:` prefix (the widget editor's reload
 * drafts too), so a deliberate logout forgets them all in one place (`forgetAllDrafts`).
 *
 * Secrets (passwords, API keys) never reach storage: the fields a form names as secret stay in this tab's memory
 * only, and are gone with a reload or a logout.
 */

export type DraftValues = Record<string, unknown>;

/** The prefix of every stored draft (local storage: the widget editor; session storage: kept forms). */
export const DRAFT_PREFIX = 'draft:';
const keptKey = (key: string) => `${DRAFT_PREFIX}form:${key}`;

interface LiveForm {
  key: string;
  read: () => DraftValues | null;
  secrets: readonly string[];
}

const live = new Set<LiveForm>();
const secretsInMemory = new Map<string, DraftValues>();

function split(values: DraftValues, secrets: readonly string[]): { plain: DraftValues; secret: DraftValues } {
  const plain: DraftValues = {};
  const secret: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (secrets.includes(name)) secret[name] = value;
    else plain[name] = value;
  }
  return { plain, secret };
}

/** Keeps one form's values: the plain ones in session storage, the secret ones in memory. */
export function keepDraft(key: string, values: DraftValues, secrets: readonly string[] = []): void {
  const { plain, secret } = split(values, secrets);
  writeItem('session', keptKey(key), JSON.stringify(plain));
  if (Object.keys(secret).length > 0) secretsInMemory.set(key, secret);
  else secretsInMemory.delete(key);
}

function parseRecord(raw: string | null): DraftValues | null {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The values kept for a form, once: taking them forgets them. */
export function takeDraft(key: string): DraftValues | null {
  const raw = readItem('session', keptKey(key));
  const secret = secretsInMemory.get(key);
  writeItem('session', keptKey(key), null);
  secretsInMemory.delete(key);
  const plain = parseRecord(raw);
  if (!plain && !secret) return null;
  return { ...plain, ...secret };
}

const OWNER_KEY = `${DRAFT_PREFIX}owner`;
/** The account last seen signed in (the session is already gone when its end is noticed). */
let lastOwner: string | null = null;

/** Called with the signed-in account's e-mail whenever it loads (components/data/account.ts). */
export function noteOwner(email: string | null | undefined): void {
  if (email) lastOwner = email.trim().toLowerCase();
}

/**
 * The session ended: every form on screen with unsaved values keeps them (called before the screens unmount).
 * `owner` (the account's e-mail, when it was seen) lets the next sign-in drop them if someone else signs in.
 */
export function keepAllDrafts(owner: string | null = lastOwner): void {
  if (owner) writeItem('session', OWNER_KEY, owner.trim().toLowerCase());
  for (const form of live) {
    const values = form.read();
    if (values) keepDraft(form.key, values, form.secrets);
  }
}

/** A sign-in: drafts kept for another account are forgotten (an unknown signer keeps none of a known owner's). */
export function claimDrafts(email: string | null): void {
  const owner = readItem('session', OWNER_KEY);
  if (owner && owner !== (email ?? '').trim().toLowerCase()) forgetAllDrafts();
}

/** A deliberate logout: drafts belong to the person who typed them, so all of them go (storage and memory). */
export function forgetAllDrafts(): void {
  secretsInMemory.clear();
  lastOwner = null;
  for (const which of ['local', 'session'] as const) {
    try {
      const store = which === 'local' ? localStorage : sessionStorage;
      const keys = Object.keys(store).filter((key) => key.startsWith(DRAFT_PREFIX));
      keys.forEach((key) => writeItem(which, key, null));
    } catch {
      // No storage, nothing to forget.
    }
  }
}

export interface KeptDraftOptions<V extends DraftValues> {
  /** The values worth keeping now, or null when nothing typed is unsaved. */
  read: () => V | null;
  /** The form has loaded what it shows (its server values): kept values may go on top now. */
  ready: boolean;
  /** Puts kept values back into the form (through its machine's own edit events). */
  restore: (values: Partial<V>) => void;
  /** Fields never written to storage (kept in memory only). */
  secrets?: readonly (keyof V & string)[];
}

/**
 * Registers a form for `keepAllDrafts` while it is mounted, and gives it back what was kept under `key` once it is
 * `ready`. The key names the form and what it edits (e.g. `wizard:details:/create-project`).
 */
export function useKeptDraft<V extends DraftValues>(key: string, options: KeptDraftOptions<V>): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const form: LiveForm = { key, read: () => latest.current.read(), secrets: latest.current.secrets ?? [] };
    live.add(form);
    return () => {
      live.delete(form);
    };
  }, [key]);
  const restoredFor = useRef<string | null>(null);
  const { ready } = options;
  useEffect(() => {
    if (!ready || restoredFor.current === key) return;
    restoredFor.current = key;
    const kept = takeDraft(key);
    if (kept) latest.current.restore(kept as Partial<V>);
  }, [ready, key]);
}
