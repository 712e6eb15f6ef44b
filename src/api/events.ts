/** What the client's global rules (spec part 1 §8) tell the rest of the app. */
export type ApiEvent = { type: 'session.ended' } | { type: 'restricted'; message: string };

const listeners = new Set<(event: ApiEvent) => void>();

export function onApiEvent(listener: (event: ApiEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  listeners.forEach((listener) => listener(event));
}
