import { useCallback, useEffect, useRef, useState } from 'react';
import type { Actor, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate';

/**
 * A statechart whose module (the machine, its actors and xstate itself) loads when a person first shows intent or
 * acts, so the screen paints without it. Until the actor runs, the screen shows `initial`, which must be what the
 * machine's first snapshot selects to; events sent meanwhile wait for the module and reach the actor in order.
 * `load` and `select` are module-level functions, the same at every render.
 */
export function useLazyActor<L extends AnyActorLogic, V>(
  load: () => Promise<() => Actor<L>>,
  select: (snapshot: SnapshotFrom<L>) => V,
  initial: V,
) {
  const [view, setView] = useState(initial);
  const actor = useRef<Promise<Actor<L>> | null>(null);

  const start = useCallback(
    () =>
      (actor.current ??= load().then(
        (create) => {
          const started = create();
          started.subscribe((snapshot) => setView(select(snapshot)));
          return started.start();
        },
        (error: unknown) => {
          // Not there (offline, a new deployment): the next intent tries again.
          actor.current = null;
          throw error;
        },
      )),
    [load, select],
  );

  useEffect(
    () => () => {
      void actor.current?.then(
        (started) => started.stop(),
        () => {},
      );
      actor.current = null;
    },
    [],
  );

  const send = useCallback(
    (event: EventFromLogic<L>) => {
      start().then(
        (started) => started.send(event),
        () => {},
      );
    },
    [start],
  );
  /** Loads the module ahead of the first event (pointer over, focus). */
  const warm = useCallback(() => {
    load().catch(() => {});
  }, [load]);
  return { view, send, warm };
}
