import { useEffect, useState, useSyncExternalStore } from 'react';
import { countDeletedAudits } from './actors';

/** A version number bumped after every audit delete, so the "Deleted (N)" tab counts again. */
let version = 0;
const listeners = new Set<() => void>();
export function deletedCountChanged(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The number of deleted audits, or null while unknown (a failed count just shows no number). */
export function useDeletedAuditCount(): number | null {
  const current = useSyncExternalStore(subscribe, () => version);
  const [count, setCount] = useState<{ version: number; value: number } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    countDeletedAudits(abort.signal).then(
      (value) => setCount({ version: current, value }),
      () => {},
    );
    return () => abort.abort();
  }, [current]);
  return count?.value ?? null;
}
