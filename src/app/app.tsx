import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onApiEvent } from '../api/events';
import { getToken, onTokenChange } from '../api/session';
import { showAlert } from '../components/alerts/alert-store';
import { createAppRouter } from './router';
import { signOut } from './sign-out';
import { system } from './theme';

const isSignedIn = () => Boolean(getToken());

/** Providers, and the router of the current side: signed in or signed out. */
export function App() {
  const signedIn = useSyncExternalStore(onTokenChange, isSignedIn, isSignedIn);
  const router = useMemo(() => createAppRouter(signedIn), [signedIn]);
  useEffect(() => () => router.dispose(), [router]);

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'session.ended') signOut('expired');
        else showAlert({ status: 'danger', message: event.message || undefined, messageKey: 'alert_messages.went_wrong' });
      }),
    [],
  );

  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
