/**
 * The address to come back to after signing in: a same-site path, without the demo backend's own `demo-*`
 * parameters (a fault meant for one attempt must not be replayed by the return, nor travel in a shared address).
 */
export function returnAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (name.toLowerCase().startsWith('demo-')) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
