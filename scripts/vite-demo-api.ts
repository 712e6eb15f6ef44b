import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { isDemoBackendPath } from '../src/mocks/demo-address';
import type * as HttpServer from '../src/mocks/http-server';

/** The demo backend's HTTP entry, loaded through Vite (its handlers use import.meta.glob and the path aliases). */
const BACKEND = '/src/mocks/http-server.ts';

/** Where `npm start` keeps its store (ignored by git): `DEMO_STORE_DIR` moves it (the dev browser tests use a temporary one). */
const STORE_DIR = process.env.DEMO_STORE_DIR || '.demo-data';

type Api = HttpServer.DemoApiMiddleware;

/** Hands the backend's requests to the middleware `load` resolves (loaded on the first one), and the rest on. */
function serveBackend(load: () => Promise<Api>) {
  return (incoming: IncomingMessage, outgoing: ServerResponse, next: (error?: unknown) => void) => {
    if (!isDemoBackendPath(incoming.url)) return next();
    load().then((api) => api(incoming, outgoing, next), next);
  };
}

/**
 * The demo backend over HTTP on the app's own server (issue 42), so that a customer's page on another port, `curl` and
 * the app see the same data:
 * - `npm start`: the development server answers `/api/…` with the MSW handlers, over one store kept on disk in
 *   `.demo-data/` (survives a restart; `?demo-reset=1` on the app's address resets it). The app then starts no worker
 *   (`__DEMO_API_SERVER__`, src/mocks/dev-backend.ts). An edited handler is picked up at its next request.
 * - `vite preview` of a demo build: the build's own tab keeps its in-browser worker, and pages on other origins get the
 *   same handlers over HTTP, from a store in memory (fresh at each start); the tab's own origin is not answered. Loaded at the first API request, so the
 *   preview starts as fast as before.
 */
export function demoApi(): Plugin {
  return {
    name: 'demo-api',
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test',
    configureServer(server) {
      // The inner server that `vite preview` or `npm run demo:api` starts to load the handlers serves nothing itself.
      if (server.config.server.middlewareMode) return;
      const storeDir = path.resolve(server.config.root, STORE_DIR);
      let loaded: { backend: typeof HttpServer; api: Api; stop: () => void } | undefined;
      const stop = () => loaded?.stop();
      server.middlewares.use(
        serveBackend(async () => {
          const backend = (await server.ssrLoadModule(BACKEND)) as typeof HttpServer;
          if (loaded?.backend !== backend) {
            // A new instance after an edit: the previous one writes what it still holds, the new one reads it back.
            stop();
            loaded = { backend, api: backend.demoApiMiddleware(), stop: backend.persistDemoStore(storeDir) };
          }
          return loaded.api;
        }),
      );
      server.httpServer?.once('close', stop);
      process.once('exit', stop);
    },
    configurePreviewServer(server) {
      // Only a demo build (the one that ships the demo worker) has a demo backend to answer with.
      if (!existsSync(path.resolve(server.config.root, server.config.build.outDir, 'demo-worker.js'))) return;
      let loading: Promise<{ close: () => Promise<void>; api: Api }> | undefined;
      const load = async () => {
        const vite = await createServer({
          server: { middlewareMode: true, hmr: false },
          appType: 'custom',
          logLevel: 'warn',
        });
        const backend = (await vite.ssrLoadModule(BACKEND)) as typeof HttpServer;
        return { close: () => vite.close(), api: backend.demoApiMiddleware() };
      };
      const backend = serveBackend(async () => (await (loading ??= load())).api);
      // The build's own pages keep their store in the page; a request of theirs that got past their worker must not
      // meet this second store (its 401 for a session it never saw would sign the person out).
      server.middlewares.use((incoming, outgoing, next) =>
        incoming.headers['sec-fetch-site'] === 'same-origin' ? next() : backend(incoming, outgoing, next),
      );
      server.httpServer.once('close', () => void loading?.then((inner) => inner.close()));
    },
  };
}
