import { useEffect, useState, useSyncExternalStore } from 'react';
import { changeCounter } from '@/components/once';
import { countDeletedAudits } from './actors';

/** Goes up after every audit delete, so the "Deleted (N)" tab counts again. */
const deletions = changeCounter();
export const deletedCountChanged = deletions.changed;

/** The number of deleted audits, or null while unknown (a failed count just shows no number). */
export function useDeletedAuditCount(): number | null {
  const current = useSyncExternalStore(deletions.subscribe, deletions.read);
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
