import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type To } from 'react-router-dom';
import type { LeaveGuard } from '@/components/navigation/navigation-context';

export type AppHistory = ReturnType<typeof createBrowserHistory>;
type Update = Parameters<Parameters<AppHistory['listen']>[0]>[0];

/**
 * The browser's history with leave guards: a push, a replace or a Back/Forward to another page that a guard blocks is
 * held (Back/Forward is undone at once, so the address stays) until the guard proceeds with it.
 */
export function createGuardedHistory(base: AppHistory = createBrowserHistory({ v5Compat: true })) {
  const guards = new Set<LeaveGuard>();
  let shown: Location = base.location;
  // The next pop is our own: undoing a held Back/Forward (skip it) or carrying one out (let it through).
  let ownPop: 'undo' | 'proceed' | null = null;
  const blocker = (to: string) => [...guards].find((guard) => guard.blocks(shown.pathname, to));
  const pathOf = (to: To) => base.createURL(to).pathname;

  const hold = (to: To, go: () => void) => {
    const guard = blocker(pathOf(to));
    if (guard) guard.held(go);
    else go();
  };

  const history: AppHistory = {
    ...base,
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    push: (to, state) => hold(to, () => base.push(to, state)),
    replace: (to, state) => hold(to, () => base.replace(to, state)),
    listen: (listener) =>
      base.listen((update: Update) => {
        if (update.action === 'POP' && ownPop === 'undo') {
          ownPop = null;
          return;
        }
        const guard = ownPop === 'proceed' ? undefined : blocker(update.location.pathname);
        ownPop = null;
        if (guard && update.delta) {
          const delta = update.delta;
          ownPop = 'undo';
          base.go(-delta);
          guard.held(() => {
            ownPop = 'proceed';
            base.go(delta);
          });
          return;
        }
        shown = update.location;
        listener(update);
      }),
  };

  return {
    history,
    addGuard(guard: LeaveGuard) {
      guards.add(guard);
      return () => void guards.delete(guard);
    },
  };
}
