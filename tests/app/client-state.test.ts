import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_STATE_KEY, clientState, restoreClientState } from '../../src/components/client-state/client-state';
import { applyColorMode, followSystemColorMode } from '../../src/components/client-state/color-mode';
import { createPersistedStore, SAVE_DEBOUNCE_MS } from '../../src/components/client-state/persisted-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
    data,
  };
}

const store = (storage: () => Storage | undefined, defaults = { collapsed: false, count: 0 }) =>
  createPersistedStore({
    key: 'state',
    defaults,
    restore: (stored, base) => ({ ...base, ...(stored as object) }),
    storage,
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('client state saved at most once per second (spec part 1 §4, §9)', () => {
  it('writes several changes within one second as one write, after the debounce', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const state = store(() => storage as unknown as Storage);
    state.set({ count: 1 });
    vi.advanceTimersByTime(300);
    state.set({ count: 2 });
    vi.advanceTimersByTime(300);
    state.set({ collapsed: true, count: 3 });
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS - 1);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get('state') ?? '')).toEqual({ collapsed: true, count: 3 });
  });

  it('does not write when nothing changed', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const state = store(() => storage as unknown as Storage);
    state.set({ count: 0 });
    vi.advanceTimersByTime(5000);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('restores what was saved when created', () => {
    const storage = memoryStorage({ state: JSON.stringify({ collapsed: true, count: 7 }) });
    expect(store(() => storage as unknown as Storage).get()).toEqual({ collapsed: true, count: 7 });
  });

  it('keeps working in memory when storage throws on write, on read or is missing', () => {
    vi.useFakeTimers();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const state = store(() => throwing);
    expect(state.get()).toEqual({ collapsed: false, count: 0 });
    state.set({ count: 5 });
    expect(() => vi.advanceTimersByTime(SAVE_DEBOUNCE_MS)).not.toThrow();
    expect(state.get().count).toBe(5);

    const missing = store(() => undefined);
    missing.set({ collapsed: true });
    expect(() => vi.advanceTimersByTime(SAVE_DEBOUNCE_MS)).not.toThrow();
    expect(missing.get().collapsed).toBe(true);
  });

  it('falls back to the defaults for stored garbage', () => {
    const storage = memoryStorage({ state: '{not json' });
    expect(store(() => storage as unknown as Storage).get()).toEqual({ collapsed: false, count: 0 });
  });

  it('flush writes a pending change at once', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const state = store(() => storage as unknown as Storage);
    state.set({ count: 9 });
    state.flush();
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
  });
});

describe('the app client state', () => {
  afterEach(() => clientState.reset());

  it('saves to localStorage under clientState, debounced', () => {
    vi.useFakeTimers();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    clientState.set({ sidebarCollapsed: true });
    clientState.set({ colorMode: 'dark' });
    clientState.set({ sidebarCollapsed: false });
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    const writes = setItem.mock.calls.filter(([key]) => key === CLIENT_STATE_KEY);
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]?.[1] ?? '')).toMatchObject({ sidebarCollapsed: false, colorMode: 'dark' });
  });

  it('restores stored server data only when it has the keys the first paint reads', () => {
    const account = { email: 'a@example.com', subscription_name: 'Free', expired_at: null, subscription_details: {} };
    expect(restoreClientState({ account }).account).toEqual(account);
    expect(restoreClientState({ account: { subscription_details: {} } }).account).toBeNull();
    expect(restoreClientState({ settings: { logo: null, show_support: true } }).settings).toBeNull();
  });

  it('restores only values of the right kind', () => {
    expect(
      restoreClientState({ sidebarCollapsed: 'yes', colorMode: 'purple', settings: 3, account: { email: 'x' } }),
    ).toEqual({
      sidebarCollapsed: false,
      colorMode: null,
      settings: null,
      account: null,
    });
    expect(restoreClientState({ sidebarCollapsed: true, colorMode: 'dark' })).toMatchObject({
      sidebarCollapsed: true,
      colorMode: 'dark',
    });
  });
});

describe('the colour mode follows the system until the person chooses one', () => {
  afterEach(() => clientState.reset());

  /** A system whose dark preference the test flips, telling the page as a browser does. */
  function fakeSystem() {
    const listeners = new Set<() => void>();
    const system = { dark: true };
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return system.dark;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const flip = (dark: boolean) => {
      system.dark = dark;
      for (const listener of listeners) listener();
    };
    return { flip };
  }

  it('switches the page between dark and light as the system does, without a reload', () => {
    const { flip } = fakeSystem();
    applyColorMode();
    const stop = followSystemColorMode();
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(true);
    flip(false);
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    flip(true);
    expect(root.classList.contains('dark')).toBe(true);
    stop();
  });

  it('keeps the mode the person chose when the system changes', () => {
    const { flip } = fakeSystem();
    clientState.set({ colorMode: 'light' });
    applyColorMode();
    const stop = followSystemColorMode();
    flip(true);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    stop();
  });
});
