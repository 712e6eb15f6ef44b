import { createActor } from 'xstate';
import { signInMachine } from '@machines/auth/login/sign-in.machine';
import { setToken } from '@/api/session';
import { claimDrafts } from '@/components/drafts/kept-drafts';
import { safeNextPath } from '@/components/known-paths';
import { authenticate } from './actors';

const machine = signInMachine.provide({
  actors: { authenticate },
  actions: {
    startSession: (_, { token, signer }) => {
      // The address changes first, so the signed-in router that replaces this one starts on the asked-for page.
      const next = new URLSearchParams(window.location.search).get('next');
      window.history.replaceState(null, '', safeNextPath(next) ?? '/');
      // What an expired session kept is given back only to the same person (a Google sign-in names nobody here).
      claimDrafts(signer);
      setToken(token);
    },
  },
});

/** The sign-in page's actor, created when the page's module has loaded this one (on the first intent). */
export const createSignIn = () => createActor(machine);
