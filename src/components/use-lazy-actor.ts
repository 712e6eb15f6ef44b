import { useCallback, useEffect, useRef, useState } from 'react';
import type { Actor, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate';
import type { IntentModule } from './intent-module';

/**
 * A statechart whose module (the machine, its actors and xstate itself) loads when a person first shows intent or
 * acts, so the screen paints without it. The module is an {@link IntentModule} whose value creates the actor.
 * Until the actor runs, the screen shows `initial`, which must be what the machine's first snapshot selects to;
 * events sent meanwhile wait for the module and reach the actor in order. When the module cannot be loaded
 * (offline, a new deployment), `loadFailed` is set, for the screen to show as a lost network, until the next event;
 * that event tries the load again. `select` is a module-level function, the same at every render.
 */
export function useLazyActor<L extends AnyActorLogic, V>(
  source: IntentModule<() => Actor<L>>,
  select: (snapshot: SnapshotFrom<L>) => V,
  initial: V,
) {
  const [view, setView] = useState(initial);
  const [loadFailed, setLoadFailed] = useState(false);
  const actor = useRef<Actor<L> | null>(null);
  const live = useRef(false);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      actor.current?.stop();
      actor.current = null;
    };
  }, []);

  const send = useCallback(
    (event: EventFromLogic<L>) => {
      setLoadFailed(false);
      source.load().then(
        (create) => {
          if (!live.current) return;
          if (!actor.current) {
            const started = create();
            started.subscribe((snapshot) => setView(select(snapshot)));
            actor.current = started.start();
          }
          actor.current.send(event);
        },
        () => {
          if (live.current) setLoadFailed(true);
        },
      );
    },
    [source, select],
  );
  /**
   * An event that matters only to a running actor (an edit: the first snapshot has nothing it would clear). It
   * loads nothing, and it clears a shown load failure, as an edit clears the machine's failure.
   */
  const update = useCallback((event: EventFromLogic<L>) => {
    setLoadFailed(false);
    actor.current?.send(event);
  }, []);
  /** Loads the module ahead of the first event (pointer over, focus). */
  const warm = useCallback(() => {
    source.load().catch(() => {});
  }, [source]);
  return { view, send, update, warm, loadFailed };
}
