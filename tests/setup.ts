import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { resetDb } from '../src/mocks/db';
import { clearFaults } from '../src/mocks/faults';
import { server } from '../src/mocks/node';
import { installContractChecks, takeViolations } from './contract/violations';

// Screens load lazy chunks and call the demo backend; a cold first render on a busy 2-core machine can pass 10 s.
// A found element ends the wait at once: the ceiling costs only failing tests.
configure({ asyncUtilTimeout: 15_000 });

// What jsdom lacks and Chakra/Ark use (a few tests run in plain Node).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= vi.fn();
}

// A Chakra recipe used before its chunk registered it would show unstyled: src/app/theme.ts warns (in development
// and tests), and the test fails.
const unregisteredRecipes: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('is used before it was registered'))
    unregisteredRecipes.push(args[0]);
  warn(...args);
};
afterEach(() => {
  expect(unregisteredRecipes.splice(0)).toEqual([]);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The chunks loaded on intent (the settings, row and language menus, confirmation dialogs) are loaded once here,
// through the loaders the app uses: the menus then render their real trigger from the start, as after a person's
// first reach for one, and a test's find waits for the app, not for the test runner's first transform of a chunk.
// The stand-in buttons shown until then are tested in `*.stand-in.test.tsx` files, which this leaves alone.
// The shared data's actor (loaded on the first load) too: a test that ends while the site settings' first load is
// still fetching that chunk would otherwise have its import cut off by the end of the file (CI saw it once).
beforeAll(async () => {
  if (typeof window === 'undefined' || expect.getState().testPath?.endsWith('.stand-in.test.tsx')) return;
  const [{ accountMenu }, { rowMenus }, { loadMenu: loadLanguageMenu }] = await Promise.all([
    import('../src/app/layout/app-header'),
    import('../src/components/list/row-menu'),
    import('../src/app/layout/language-switch'),
  ]);
  await Promise.all([
    accountMenu.load(),
    rowMenus.load(),
    loadLanguageMenu(),
    import('../src/components/confirm-dialog-loaded'),
    import('../src/components/data/load-actor'),
  ]);
}, 30_000);
// Every request the client sends and every mocked answer, in any test, must match openapi.yaml.
installContractChecks(server);
afterEach(async () => {
  expect(await takeViolations()).toEqual([]);
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetDb();
  clearFaults();
  // The app's module-level state (shared data, client state, alert) starts fresh in every test.
  if (typeof window !== 'undefined') (await import('./app/helpers')).resetShell();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
