// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../src/mocks/node';

/** The development server's backend as a fresh process would load it: new module state, nothing in memory. */
async function startProcess() {
  vi.resetModules();
  const backend = await import('../../src/mocks/http-server');
  const db = await import('../../src/mocks/db');
  return { backend, db };
}

const renamed = 'Kept across restarts';

/** Under `npm start` the store lives on disk (scripts/vite-demo-api.ts): a restart finds it, `?demo-reset=1` reseeds it. */
describe('the development server’s store on disk (issue 42)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-store-'));
  const file = path.join(dir, 'demo-db.json');
  const stored = () => JSON.parse(readFileSync(file, 'utf8')) as { data: { widgets: { id: number; name: string }[] } };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes changes debounced, and a restarted process reads them back', async () => {
    const first = await startProcess();
    const stop = first.backend.persistDemoStore(dir);
    const seededName = first.db.getDb().widgets[0]?.name;
    expect(stored().data.widgets[0]?.name).toBe(seededName);
    first.db.getDb().widgets[0]!.name = renamed;
    first.db.persistDb();
    // Debounced, as in the browser: nothing is written at once, all of it once the process stops.
    expect(stored().data.widgets[0]?.name).toBe(seededName);
    stop();
    expect(stored().data.widgets[0]?.name).toBe(renamed);

    const second = await startProcess();
    expect(second.db).not.toBe(first.db);
    const stopAgain = second.backend.persistDemoStore(dir);
    expect(second.db.getDb().widgets[0]?.name).toBe(renamed);
    stopAgain();
  });

  it('resets on the app’s `?demo-reset=1`, handed over by the app’s own origin only', async () => {
    const { backend, db } = await startProcess();
    const stop = backend.persistDemoStore(dir);
    expect(db.getDb().widgets[0]?.name).toBe(renamed);
    // Real requests over TCP: the in-process interception of the tests stands aside.
    server.close();
    const api = await backend.createDemoHttpServer({ port: 0 });
    try {
      const reset = `${api.url}/api/demo-switches?demo-reset=1`;
      const foreign = await fetch(reset, { method: 'POST', headers: { Origin: 'http://localhost:8000' } });
      expect(foreign.status).toBe(403);
      expect(db.getDb().widgets[0]?.name).toBe(renamed);

      const own = await fetch(reset, { method: 'POST', headers: { Origin: api.url } });
      expect(own.status).toBe(204);
      expect(db.getDb().widgets[0]?.name).not.toBe(renamed);
      expect(stored().data.widgets[0]?.name).toBe(db.getDb().widgets[0]?.name);
    } finally {
      await api.close();
      server.listen({ onUnhandledRequest: 'error' });
      stop();
    }
  });
});
