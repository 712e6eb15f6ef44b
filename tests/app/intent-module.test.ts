import { describe, expect, it, vi } from 'vitest';
import { intentModule } from '../../src/components/intent-module';

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
