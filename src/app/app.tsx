import { ChakraProvider } from '@chakra-ui/react';
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RouteObject } from 'react-router-dom';
import type { LoginLinkInput } from '@machines/auth/login-link/login-link.machine';
import { onApiEvent } from '@/api/events';
import { getToken, onTokenChange } from '@/api/session';
import { showAlert } from '@/components/alerts/alert-store';
import { createSessionScope, SessionScopeProvider } from '@/components/session-scope';
import { applyColorMode, followSystemColorMode } from '@/components/client-state/color-mode';
import { AppRouter } from './app-router';
import { AppRoutes } from './router';
import { signOut } from './sign-out';
import { getSystem } from './theme';
import { Favicon } from './white-label/favicon';

const LoginLinkPrompt = lazy(() => import('./login-link-prompt'));

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
  /** The router, when not the browser's: the build renders a public page with react-router's static one. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** A login link the address carried (bootstrap.ts): asked about or announced. */
  loginLink?: LoginLinkInput;
  /** The signed-in routes, when not the app's own: a component test's, without the frame (`signedInTree`). */
  signedInRoutes?: RouteObject[];
}

/**
 * Chakra's provider, rendered once: its global styles (the tokens' CSS, some 36 KB) are serialized on each of its
 * renders, so what changes while the app runs (the side, the settings) lives below it.
 */
export function App(props: AppProps) {
  return (
    <ChakraProvider value={getSystem()}>
      {/* White label: the cached settings paint at once; the server's follow (the favicon's use loads them). */}
      <Favicon />
      <AppSides {...props} />
    </ChakraProvider>
  );
}

/** The routes of the current side, signed in or signed out, with what lives for one side. */
function AppSides({ Router = AppRouter, signedInRoutes, loginLink }: AppProps) {
  const token = useSyncExternalStore(onTokenChange, getToken, getToken);
  const signedIn = token !== null;
  // What lives for one session (the checkout under way) ends with it, like the router: a sign-out, or a login link
  // switching to another account.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new scope each time the session changes
  const scope = useMemo(() => createSessionScope(), [token]);
  useEndPrevious(scope, (old) => old.end());
  // Unmounting the app ends it too; StrictMode's effect replay mounts again at once and keeps it.
  const unmounting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(unmounting.current);
    return () => {
      unmounting.current = setTimeout(() => scope.end(), 0);
    };
  }, [scope]);

  return (
    <SessionScopeProvider scope={scope}>
      {/* Keyed by session: the other side's (or account's) screens unmount at once, before their calls go out. */}
      <Router key={token ?? 'out'}>
        <AppRoutes signedIn={signedIn} signedInRoutes={signedInRoutes} />
      </Router>
      {loginLink?.link && (
        <Suspense fallback={null}>
          <LoginLinkPrompt input={loginLink} />
        </Suspense>
      )}
    </SessionScopeProvider>
  );
}
