import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CrawlTableQuery } from '@/features/audits/crawl-actors';

/** A crawl table's sort, order and filter, kept in the URL (?sort, ?order, ?filter) beside the list kit's ?page and ?q. */
export function useTableQuery(sorts: readonly string[], filters: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') ?? '';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const filter = params.get('filter') ?? '';
  const query: CrawlTableQuery = useMemo(
    () => ({ sort: sorts.includes(sort) ? sort : 'url', order, filter: filters.includes(filter) ? filter : '' }),
    [sort, order, filter, sorts, filters],
  );
  /** A new sort or filter starts again at page 1. */
  const update = useCallback(
    (change: Partial<CrawlTableQuery>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value && !(key === 'order' && value === 'asc') && !(key === 'sort' && value === 'url'))
            next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { query, update };
}
