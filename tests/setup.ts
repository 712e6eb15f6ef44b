import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { resetDb } from '../src/mocks/db';
import { clearFaults } from '../src/mocks/faults';
import { server } from '../src/mocks/node';
import { installContractChecks, takeViolations } from './contract/violations';

// What jsdom lacks and Chakra/Ark use (a few tests run in plain Node).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: () => false }) as unknown as MediaQueryList;
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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every request the client sends and every mocked answer, in any test, must match openapi.yaml.
installContractChecks(server);
afterEach(async () => {
  expect(await takeViolations()).toEqual([]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  clearFaults();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
