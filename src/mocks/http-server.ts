import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { getResponse } from 'msw';
import { enablePersistence } from './db';
import { isDemoBackendPath, SWITCHES_PATH } from './demo-address';
import { applyDemoSwitches } from './demo-switches';
import { FileStorage } from './file-storage';
import { handlers } from './handlers';
import { provideSanitizerDom } from './purify';

export interface DemoHttpServer {
  url: string;
  close: () => Promise<void>;
}

const ALLOW_HEADERS = 'Authorization, Content-Type';
const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Expose-Headers': 'Content-Type, Content-Disposition',
    ...(origin ? { Vary: 'Origin' } : {}),
  };
}

/**
 * The largest request body the demo API reads (issue 43): 1 MiB, far above the largest form the contract allows (a
 * widget with every text at its limit is under 40 KB). A larger body is refused with 413 before it is read: by its
 * declared length at once, or as soon as a body without one passes the limit.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** Reads the body, or answers 413 and closes the connection (what is still on its way is never read). */
async function bodyOrRefuse(incoming: IncomingMessage, outgoing: ServerResponse, cors: Record<string, string>) {
  try {
    return await readBody(incoming);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    outgoing
      .writeHead(413, { ...cors, 'Content-Type': 'application/json', Connection: 'close' })
      .end(JSON.stringify({ message: 'The request is larger than 1 MB.' }), () => incoming.destroy());
    return null;
  }
}

/** The switches of the app's address (`?demo-reset=1`, `?demo-seed=`, faults): from the app's own origin only. */
function applySwitches(incoming: IncomingMessage, outgoing: ServerResponse, url: URL, cors: Record<string, string>) {
  const sameOrigin = incoming.headers.origin === url.origin;
  if (incoming.method !== 'POST' || !sameOrigin) {
    outgoing
      .writeHead(403, { ...cors, 'Content-Type': 'application/json' })
      .end(JSON.stringify({ message: 'Only the app itself sets the demo switches.' }));
    return;
  }
  applyDemoSwitches(url.search);
  outgoing.writeHead(204, cors).end();
}

async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const cors = corsHeaders(incoming);
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, { ...cors, 'Access-Control-Max-Age': '600' }).end();
    return;
  }
  // The address as the caller wrote it: answers that carry links (payment pages, images) point back to it.
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
  if (url.pathname === SWITCHES_PATH) return applySwitches(incoming, outgoing, url, cors);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The caller's address is the connection's: what a client claims in this header is replaced, never trusted.
  headers.set('x-forwarded-for', incoming.socket.remoteAddress ?? 'unknown');
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await bodyOrRefuse(incoming, outgoing, cors);
  if (body === null) return;
  const request = new Request(url, {
    method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response || response.type === 'error') {
    const network = response?.type === 'error';
    if (network) {
      // A simulated network error: drop the connection, as a real network failure would look.
      incoming.socket.destroy();
      return;
    }
    notFound(incoming, outgoing);
    return;
  }
  const out: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  const payload = Buffer.from(await response.arrayBuffer());
  if (compressible(incoming, out, payload)) {
    const vary = [out.Vary, out.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    delete out.vary;
    delete out['content-length'];
    outgoing.writeHead(response.status, { ...out, Vary: vary, 'Content-Encoding': 'gzip' });
    outgoing.end(gzipSync(payload));
    return;
  }
  outgoing.writeHead(response.status, out);
  outgoing.end(payload);
}

function notFound(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const method = incoming.method ?? 'GET';
  const pathname = new URL(incoming.url ?? '/', 'http://localhost').pathname;
  outgoing
    .writeHead(404, { ...corsHeaders(incoming), 'Content-Type': 'application/json' })
    .end(JSON.stringify({ message: `No demo handler for ${method} ${pathname}`, detail: 'Not found.' }));
}

/** Below this a gzip frame costs about what it saves. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * JSON and text answers are gzipped for a client that accepts it, as any production API behind a web server is: the
 * translations (59 KB of JSON) would otherwise cross a slow network at full size. Binary files (PDF) keep their bytes.
 */
function compressible(incoming: IncomingMessage, headers: Record<string, string>, payload: Buffer): boolean {
  const type = headers['content-type'] ?? '';
  return (
    payload.length >= MIN_COMPRESSED_BYTES &&
    /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) &&
    !headers['content-encoding'] &&
    /json|^text\//.test(type)
  );
}

/** A connect-style middleware, as Vite's servers and Node's own take it. */
export type DemoApiMiddleware = (incoming: IncomingMessage, outgoing: ServerResponse, next: () => void) => void;

/**
 * The demo backend as a middleware: answers the API (and the images it hands out) with the MSW handlers over the
 * store in use, and passes every other request on to `next`. `npm run demo:api` serves it alone; under `npm start`
 * and `vite preview` the server serves it beside the app (scripts/vite-demo-api.ts).
 */
export function demoApiMiddleware(): DemoApiMiddleware {
  // Widgets' extra HTML is sanitized by DOMPurify, which needs a DOM: Node has none.
  if (typeof window === 'undefined') provideSanitizerDom(new JSDOM('').window);
  return (incoming, outgoing, next) => {
    if (!isDemoBackendPath(incoming.url)) return next();
    handle(incoming, outgoing).catch((error: unknown) => {
      if (outgoing.headersSent) return outgoing.destroy();
      outgoing
        .writeHead(500, { ...corsHeaders(incoming), 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: error instanceof Error ? error.message : 'Internal server error.' }));
    });
  };
}

/**
 * The development server's store on disk: the store in use is loaded from `dir` (or seeded there) and every change
 * is written back, debounced as in the browser. Returns the function that writes what is pending and stops.
 * @public (scripts/vite-demo-api.ts loads this module through the development server)
 */
export function persistDemoStore(dir: string): () => void {
  return enablePersistence(new FileStorage(dir));
}

/** The demo backend as a real HTTP API on loopback (CORS and the auth header cross a real connection). */
export function createDemoHttpServer({
  port,
  host = '127.0.0.1',
}: {
  port: number;
  host?: string;
}): Promise<DemoHttpServer> {
  const api = demoApiMiddleware();
  return new Promise((resolve, reject) => {
    const server = createServer((incoming, outgoing) => api(incoming, outgoing, () => notFound(incoming, outgoing)));
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}
