import { setup } from 'xstate';
import { loginLinkCase } from './login-link.rules';

export interface LoginLinkInput {
  /** The token the address carried (already taken off the address). */
  link: string | null;
  /** The session before the link. */
  session: string | null;
  /** Start-up made the link the session (there was none): nothing to ask, only to say whose account it is. */
  adopted: boolean;
}

export type LoginLinkEvent =
  | { type: 'link.switch' }
  | { type: 'link.stay' }
  /** The signed-in account arrived: whose account the person is in now. */
  | { type: 'link.accountLoaded'; email: string };

/**
 * A login link's flow (login-link.rules.ts): with another session, asking whether to switch; then, switched, adopted
 * or kept, saying whose account the person is in once that account has loaded. Without a link, or with the session's
 * own token, nothing happens. Effects are actions the app provides.
 */
export const loginLinkMachine = setup({
  types: {
    context: {} as LoginLinkInput,
    input: {} as LoginLinkInput,
    events: {} as LoginLinkEvent,
  },
  actions: {
    adoptLink: (_, _params: { token: string }) => {},
    announceAccount: (_, _params: { email: string }) => {},
  },
  guards: {
    linkAdopted: ({ context }) => context.adopted && context.link !== null,
    nothingToAsk: ({ context }) => context.adopted || loginLinkCase(context.link, context.session) !== 'ask',
  },
}).createMachine({
  id: 'loginLink',
  context: ({ input }) => input,
  initial: 'asking',
  states: {
    // Asks only when the link would replace another session: an adopted link is announced, anything else is done.
    asking: {
      always: [
        { guard: 'linkAdopted', target: 'announcing' },
        { guard: 'nothingToAsk', target: 'done' },
      ],
      on: {
        'link.switch': {
          target: 'announcing',
          actions: { type: 'adoptLink', params: ({ context }) => ({ token: context.link ?? '' }) },
        },
        'link.stay': 'announcing',
      },
    },
    announcing: {
      on: {
        'link.accountLoaded': {
          target: 'done',
          actions: { type: 'announceAccount', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
