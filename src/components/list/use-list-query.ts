import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's query as the URL holds it: ?page=N&q=text&from=yyyy-mm-dd&to=yyyy-mm-dd. */
export interface ListQuery {
  page: number;
  search: string;
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const date = (value: string | null) => (value && DATE.test(value) ? value : '');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    search: params.get('q') ?? '',
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

/** Writes a query into the search params; page 1 and empty filters leave no trace. */
export function writeListQuery(current: URLSearchParams, query: Partial<ListQuery>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if (query.page !== undefined) set('page', query.page > 1 ? String(query.page) : undefined);
  if (query.search !== undefined) set('q', query.search.trim());
  if (query.from !== undefined) set('from', query.from);
  if (query.to !== undefined) set('to', query.to);
  return next;
}

/** The list query of the current URL and ways to change it (new history entries, so Back works). */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const update = useCallback(
    (change: Partial<ListQuery>, options?: { replace?: boolean }) =>
      setParams((current) => writeListQuery(current, change), options),
    [setParams],
  );
  return { query, update };
}
