import { afterAll, beforeAll } from 'vitest';
import { createDemoHttpServer, type DemoHttpServer } from '../../src/mocks/http-server';
import { server } from '../../src/mocks/node';

/**
 * Starts the demo backend as a real HTTP server for the calling file, with the in-process interception paused so
 * that requests really leave over TCP; returns its base address (known once the file's tests run).
 */
export function useDemoHttpServer(): () => string {
  let api: DemoHttpServer;
  beforeAll(async () => {
    server.close();
    api = await createDemoHttpServer({ port: 0 });
  });
  afterAll(async () => {
    await api.close();
    server.listen({ onUnhandledRequest: 'error' });
  });
  return () => api.url;
}
