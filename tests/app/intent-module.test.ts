import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentAlert } from '../../src/components/alerts/alert-store';
import { intentModule } from '../../src/components/intent-module';
import { useModuleWhen } from '../../src/components/on-intent';

describe('the load-on-intent loader (menus, dialogs and the lazy statecharts)', () => {
  it('shares a load under way, keeps what arrived, and tells every listener once', async () => {
    const importer = vi.fn(async () => ({ name: 'menu' }));
    const source = intentModule(importer);
    const listener = vi.fn();
    source.subscribe(listener);
    expect(source.loaded()).toBeNull();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(source.loaded()).toEqual({ name: 'menu' });
    await source.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next intent tries again and may succeed', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('menu');
    const source = intentModule(importer);
    await expect(source.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(source.loaded()).toBeNull();
    await expect(source.load()).resolves.toBe('menu');
    expect(source.loaded()).toBe('menu');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('a part loaded when it is first wanted (the install and sample dialogs)', () => {
  it('renders nothing until wanted, then the module once it has arrived', async () => {
    const source = intentModule(async () => ({ name: 'dialog' }));
    const { result, rerender } = renderHook(({ wanted }) => useModuleWhen(source, wanted, vi.fn()), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeNull();
    expect(source.loaded()).toBeNull();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toEqual({ name: 'dialog' }));
  });

  it('a load that fails says the network failed and drops the wish; the next wish tries again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('dialog');
    const source = intentModule(importer);
    const onFailed = vi.fn();
    const { result, rerender } = renderHook(({ wanted }) => useModuleWhen(source, wanted, onFailed), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(currentAlert()).toMatchObject({ status: 'danger', messageKey: 'alert_messages.went_wrong' });
    expect(result.current).toBeNull();
    rerender({ wanted: false });
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe('dialog'));
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
