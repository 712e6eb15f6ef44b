/**
 * A module loaded once, when a person first shows intent (pointer over, focus, a press): the one loader of the
 * app's load-on-intent controls (the stand-in menus of `on-intent.tsx`, the lazy statecharts of
 * `use-lazy-actor.ts`). Loads under way are shared, the arrived module is kept, and a failed load (offline, a new
 * deployment) is forgotten, so the next intent tries again.
 */
export interface IntentModule<M> {
  /** The module, once it has arrived. */
  loaded: () => M | null;
  /** Starts (or joins) the load; a failed load is tried again on the next intent. */
  load: () => Promise<M>;
  /** Called once when the module arrives: every stand-in of it on the page becomes the real control then. */
  subscribe: (listener: () => void) => () => void;
}

export function intentModule<M>(importer: () => Promise<M>): IntentModule<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importer().then(
        (arrived) => {
          module = arrived;
          listeners.forEach((listener) => listener());
          return arrived;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
