/** Browser storage that never throws: private mode, quota and disabled storage degrade to "nothing stored". */
type Area = 'local' | 'session';
const area = (which: Area): Storage | undefined => {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string | null): boolean {
  try {
    const store = area(which);
    if (!store) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Session-storage keys under this prefix belong to the signed-in person (the checkout under way): `signOut`
 * forgets them all, on a deliberate sign-out and on an expired session alike.
 */
export const SIGNED_IN_PREFIX = 'signed-in:';

export function forgetSignedInItems(): void {
  try {
    const store = area('session');
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(SIGNED_IN_PREFIX)) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/**
 * A value read back from storage has the keys a `T` has. The app wrote it itself, so the keys are the check: a
 * value from an older version, or someone else's, is refused.
 */
export function hasKeys<T extends object>(value: unknown, keys: readonly (keyof T & string)[]): value is T {
  return isRecord(value) && keys.every((key) => key in value);
}

/** A plain object (not null, not an array), as JSON read back from storage may or may not be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
