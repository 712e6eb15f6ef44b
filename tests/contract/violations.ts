import type { SetupServer } from 'msw/node';
import { parseBody, validateRequest, validateResponse } from './openapi-validator';

/**
 * Every request the client sends and every mocked answer, in any test, checked against openapi.yaml.
 * tests/setup.ts installs the listeners and fails a test whose traffic broke the contract.
 */
const violations: string[] = [];
const pending = new Set<Promise<void>>();
const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');

function track(work: Promise<void>): void {
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

export function installContractChecks(server: SetupServer): void {
  server.events.on('request:start', ({ request }) => {
    if (!isApi(request.url)) return;
    const copy = request.clone();
    track(
      copy.text().then(
        (text: string) => {
          violations.push(
            ...validateRequest(
              request.method,
              request.url,
              parseBody(request.headers.get('content-type') ?? 'application/json', text),
            ),
          );
        },
        () => undefined,
      ),
    );
  });
  server.events.on('response:mocked', ({ request, response }) => {
    if (!isApi(request.url) || response.type === 'error' || response.status === 0) return;
    const copy = response.clone();
    const contentType = response.headers.get('content-type') ?? '';
    track(
      copy.text().then(
        (text: string) => {
          violations.push(
            ...validateResponse(
              request.method,
              request.url,
              response.status,
              contentType,
              parseBody(contentType, text),
            ),
          );
        },
        () => undefined,
      ),
    );
  });
}

/** Waits for the checks still running and hands back (and clears) what they found. */
export async function takeViolations(): Promise<string[]> {
  while (pending.size) await Promise.all([...pending]);
  return violations.splice(0, violations.length);
}
