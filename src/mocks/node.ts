import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend in Node (tests): the same handlers as the browser worker. */
export const server = setupServer(...handlers);
