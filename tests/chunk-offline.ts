/**
 * A lazy chunk that cannot be fetched while `network.offline` is set, as a dynamic import fails in a browser that
 * lost the network (or after a new deployment removed the chunk). In a test file:
 * `vi.mock(path, async (original) => (await import('../chunk-offline')).unlessOffline(original))`.
 */
export const network = { offline: true };

export async function unlessOffline<M>(importOriginal: () => Promise<M>): Promise<M> {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
}
