import { useCallback, useSyncExternalStore } from 'react';
import type { Bucket, TopKeywordItem } from '@/features/projects/actors';

export type TopScope = 'project' | 'engine';
export type TopEntry = { status: 'loading' } | { status: 'success'; items: TopKeywordItem[] } | { status: 'failure' };

export type TopFetcher = (scope: TopScope, id: number, bucket: Bucket) => Promise<TopKeywordItem[]>;

export const topKey = (scope: TopScope, id: number, bucket: Bucket) => `${scope}:${id}:${bucket}`;

/**
 * The tooltip lists of one screen: each (project or engine, bucket) is asked for once and kept;
 * a failed one is asked again the next time its tooltip opens.
 */
export function createTopKeywordCache(fetcher: TopFetcher) {
  const entries = new Map<string, TopEntry>();
  const listeners = new Set<() => void>();
  const set = (key: string, entry: TopEntry) => {
    entries.set(key, entry);
    listeners.forEach((listener) => listener());
  };
  return {
    get: (key: string): TopEntry | undefined => entries.get(key),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load(scope: TopScope, id: number, bucket: Bucket): void {
      const key = topKey(scope, id, bucket);
      const current = entries.get(key);
      if (current && current.status !== 'failure') return;
      set(key, { status: 'loading' });
      fetcher(scope, id, bucket).then(
        (items) => set(key, { status: 'success', items }),
        () => set(key, { status: 'failure' }),
      );
    },
    /** The list changed (a delete): figures may now mean other keywords. */
    clear(): void {
      entries.clear();
      listeners.forEach((listener) => listener());
    },
  };
}

export type TopKeywordCache = ReturnType<typeof createTopKeywordCache>;

export function useTopEntry(cache: TopKeywordCache, scope: TopScope, id: number, bucket: Bucket): TopEntry | undefined {
  const key = topKey(scope, id, bucket);
  const read = useCallback(() => cache.get(key), [cache, key]);
  return useSyncExternalStore(cache.subscribe, read, read);
}
