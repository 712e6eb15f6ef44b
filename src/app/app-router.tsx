import { useLayoutEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { NavigationContext } from '@/components/navigation/navigation-context';
import { createGuardedHistory } from './guarded-history';

/**
 * The browser's router (react-router's declarative one, under half the data router's weight) with what the screens
 * need of it: each route change is a transition, so the current screen stays while the next one's code loads
 * (`pending` shows the progress bar), and leave guards can hold a change (unsaved edits).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [{ history, addGuard }] = useState(createGuardedHistory);
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  const navigation = useMemo(() => ({ pending, addGuard }), [pending, addGuard]);
  return (
    <NavigationContext.Provider value={navigation}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationContext.Provider>
  );
}
