import { useEffect, useState } from 'react';
import { fetchCountries, fetchLanguages, fetchLocations, fetchSearchEngines, type Option } from './actors';

/** Reference lists change rarely: one read per page load each (a failed read is tried again next time). */
const cache = new Map<string, Promise<Option[]>>();
function cached(key: string, read: () => Promise<Option[]>): Promise<Option[]> {
  let promise = cache.get(key);
  if (!promise) {
    promise = read();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** "engines", "countries", "languages:3", "locations:3": what each key reads. */
function readFor(key: string): Promise<Option[]> {
  const [kind, id] = key.split(':');
  if (kind === 'engines') return fetchSearchEngines();
  if (kind === 'countries') return fetchCountries();
  if (kind === 'languages') return fetchLanguages(Number(id));
  return fetchLocations('', Number(id));
}

function useList(key: string | null): Option[] {
  const [state, setState] = useState<{ key: string | null; list: Option[] }>({ key: null, list: [] });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    cached(key, () => readFor(key)).then(
      (list) => live && setState({ key, list }),
      () => live && setState({ key, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state.list : [];
}

export const useSearchEngines = () => useList('engines');
export const useCountries = () => useList('countries');
export const useLanguages = (countryId: number | null) => useList(countryId === null ? null : `languages:${countryId}`);
/** All locations of a country (for the names of chosen locations). */
export const useCountryLocations = (countryId: number | null) =>
  useList(countryId === null ? null : `locations:${countryId}`);

export const nameOf = (list: Option[], id: number | null): string =>
  id === null ? '' : (list.find((item) => item.id === id)?.name ?? '');

export const SEARCH_DEBOUNCE_MS = 300;

/** Locations matching what is typed, asked for once typing pauses; an older answer never replaces a newer one. */
export function useLocationSearch(search: string, countryId: number | null): { results: Option[]; loading: boolean } {
  const [state, setState] = useState<{ query: string; results: Option[] }>({ query: '', results: [] });
  const query = countryId === null || search.trim() === '' ? '' : `${countryId}|${search.trim()}`;
  useEffect(() => {
    if (!query || countryId === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchLocations(search.trim(), countryId, controller.signal).then(
        (results) => setState({ query, results }),
        () => !controller.signal.aborted && setState({ query, results: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, countryId]);
  return { results: state.query === query && query ? state.results : [], loading: !!query && state.query !== query };
}
