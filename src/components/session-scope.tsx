import { createContext, useContext, type ReactNode } from 'react';

/**
 * What lives for one side of the app (signed in, or signed out) and no longer: the app makes one scope per side,
 * next to the router of that side, and ends it when the side changes (sign-in, sign-out, an expired session).
 * A feature keeps its long-lived actor here (the checkout under way) instead of in a module variable, so it is
 * gone with the session, and every rendered app (each test) starts with its own.
 */
export interface Scoped<T> {
  value: T;
  /** Stops it (what it stored for the session is forgotten by `signOut`, through `forgetSignedInItems`). */
  end: () => void;
}

export interface SessionScope {
  /** The value kept under `key`, made by `create` the first time it is asked for. */
  get<T>(key: string, create: () => Scoped<T>): T;
  end(): void;
}

export function createSessionScope(): SessionScope {
  const entries = new Map<string, Scoped<unknown>>();
  return {
    get<T>(key: string, create: () => Scoped<T>): T {
      let entry = entries.get(key) as Scoped<T> | undefined;
      if (!entry) {
        entry = create();
        entries.set(key, entry as Scoped<unknown>);
      }
      return entry.value;
    },
    end() {
      const ending = [...entries.values()];
      entries.clear();
      for (const entry of ending) entry.end();
    },
  };
}

const ScopeContext = createContext<SessionScope | null>(null);

export function SessionScopeProvider({ scope, children }: { scope: SessionScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** The value this session keeps under `key` (made on first use). */
export function useSessionScoped<T>(key: string, create: () => Scoped<T>): T {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('useSessionScoped outside the app: render it inside SessionScopeProvider');
  return scope.get(key, create);
}
