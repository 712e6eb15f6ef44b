/** What the client's global rules tell the rest of the app: the session ended, or the plan restricts a call. */
export type ApiEvent = { type: 'session.ended' } | { type: 'restricted'; message: string };

const listeners = new Set<(event: ApiEvent) => void>();

export function onApiEvent(listener: (event: ApiEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  listeners.forEach((listener) => listener(event));
}
