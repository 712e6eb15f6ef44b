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
 * A value read back from storage has the keys a `T` has. The app wrote it itself, so the keys are the check: a
 * value from an older version, or someone else's, is refused.
 */
export function hasKeys<T extends object>(value: unknown, keys: readonly (keyof T & string)[]): value is T {
  return isRecord(value) && keys.every((key) => key in value);
}

/** A plain object (not null, not an array), as JSON read back from storage may or may not be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
