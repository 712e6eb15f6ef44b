import { useEffect, useRef, useState } from 'react';
import { useNavigationState } from './navigation-context';

export interface LeaveBlocker {
  blocked: boolean;
  /** Goes where the held change was going. */
  proceed(): void;
  /** Stays, forgetting the held change. */
  reset(): void;
}

/** Holds an in-app route change for which `blocks(from, to)` is true, until the person proceeds or stays. */
export function useLeaveBlocker(blocks: (from: string, to: string) => boolean): LeaveBlocker {
  const { addGuard } = useNavigationState();
  const [held, setHeld] = useState<(() => void) | null>(null);
  const latest = useRef(blocks);
  useEffect(() => {
    latest.current = blocks;
  });
  useEffect(
    () => addGuard({ blocks: (from, to) => latest.current(from, to), held: (proceed) => setHeld(() => proceed) }),
    [addGuard],
  );
  return {
    blocked: held !== null,
    proceed() {
      setHeld(null);
      held?.();
    },
    reset: () => setHeld(null),
  };
}
