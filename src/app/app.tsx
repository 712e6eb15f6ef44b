import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { onApiEvent } from '../api/events';
import { getToken, onTokenChange } from '../api/session';
import { showAlert } from '../components/alerts/alert-store';
import { createSessionScope, SessionScopeProvider } from '../components/session-scope';
import { applyColorMode, followSystemColorMode } from '../components/client-state/color-mode';
import { siteSettings } from '../components/data/site-settings';
import { appRoutes, createAppRouter } from './router';
import { signOut } from './sign-out';
import { getSystem } from './theme';
import { useFavicon } from './white-label/use-white-label';

const isSignedIn = () => Boolean(getToken());

// Listening from module load, so an answer to a call made before the first render (the translations) counts too.
onApiEvent((event) => {
  if (event.type === 'session.ended') signOut('expired');
  else showAlert({ status: 'danger', message: event.message || undefined, messageKey: 'alert_messages.went_wrong' });
});

// The saved colour mode applies before the first paint; without one, the system's, followed as it changes.
if (typeof document !== 'undefined') {
  applyColorMode();
  followSystemColorMode();
}

/** Ends the value this one replaced, once it is replaced (StrictMode's effect replay keeps the same value). */
function useEndPrevious<T>(value: T, end: (old: T) => void): void {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    end(previous.current);
    previous.current = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `end` is a fresh arrow each render; the value decides
  }, [value]);
}

interface AppProps {
  /** The routes of the side the page opened on, their matched pages already loaded (a prerendered page hydrates). */
  prepared?: { signedIn: boolean; routes: RouteObject[] };
  /** The build's static router, in place of the browser's (src/entry-server.tsx). */
  router?: ReactNode;
}

/** Providers, and the router of the current side: signed in or signed out. */
export function App({ prepared, router: staticRouter }: AppProps = {}) {
  const signedIn = useSyncExternalStore(onTokenChange, isSignedIn, isSignedIn);
  const router = useMemo(
    () =>
      staticRouter
        ? null
        : createAppRouter(signedIn, prepared?.signedIn === signedIn ? prepared.routes : appRoutes(signedIn)),
    [signedIn, prepared, staticRouter],
  );
  // Dispose the other side's router only when the side changes (not on StrictMode's effect replay).
  useEndPrevious(router, (old) => old?.dispose());
  // What lives for one side (the checkout under way) ends with it, like the router.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new scope each time the side changes
  const scope = useMemo(() => createSessionScope(), [signedIn]);
  useEndPrevious(scope, (old) => old.end());
  // Unmounting the app ends it too; StrictMode's effect replay mounts again at once and keeps it.
  const unmounting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(unmounting.current);
    return () => {
      unmounting.current = setTimeout(() => scope.end(), 0);
    };
  }, [scope]);

  // White label: the cached settings paint at once; the server's follow.
  useEffect(() => void siteSettings.load(), []);
  useFavicon();

  return (
    <ChakraProvider value={getSystem()}>
      {/* Keyed by side: a router provider given a new router would first render the old side's matches once more,
          remounting their screens, whose calls then go out without a session. */}
      <SessionScopeProvider scope={scope}>
        {router ? <RouterProvider key={signedIn ? 'in' : 'out'} router={router} /> : staticRouter}
      </SessionScopeProvider>
    </ChakraProvider>
  );
}
