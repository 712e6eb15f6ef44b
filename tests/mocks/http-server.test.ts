import { get, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../src/mocks/db';
import { MAX_BODY_BYTES } from '../../src/mocks/http-server';
import { useDemoHttpServer } from './demo-http-server';
import { validateRequest, validateResponse } from '../contract/openapi-validator';

/**
 * fetch over the real connection, with the contract checks msw's listeners would make in-process: the request and
 * the answer must both match openapi.yaml.
 */
async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  const requestBody = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  expect(validateRequest(method, url, requestBody)).toEqual([]);
  const response = await fetch(url, init);
  const contentType = response.headers.get('content-type') ?? '';
  const body: unknown = contentType.includes('json') ? await response.clone().json() : undefined;
  expect(validateResponse(method, url, response.status, contentType, body)).toEqual([]);
  return response;
}

describe('the demo backend as a real HTTP server', () => {
  const apiUrl = useDemoHttpServer();

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${apiUrl()}/api/v1/account/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
  });

  it('carries the Authorization header across a real connection', async () => {
    const signedIn = await checkedFetch(`${apiUrl()}/api/v1/account/?lang=en`, {
      headers: { Authorization: `Token ${DEMO_TOKEN}`, Origin: 'http://localhost:4173' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(((await signedIn.json()) as { details: { email: string } }).details.email).toBe('demo@example.com');
    const anonymous = await checkedFetch(`${apiUrl()}/api/v1/account/`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('accepts a JSON body and answers 404 JSON for what has no handler', async () => {
    const login = await checkedFetch(`${apiUrl()}/api/v1/user/rest-auth/token/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { auth_token: string }).auth_token).toMatch(/^demo-1-/);
    const missing = await fetch(`${apiUrl()}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/json/);
  });

  /** Sends `bytes` of JSON-ish body (declared or chunked) and resolves with the status, however far the body got. */
  const post = (bytes: number, declared: boolean) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${apiUrl()}/api/v1/user/support/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(declared ? { 'Content-Length': String(bytes) } : {}) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // The server closes the connection once it has answered: writing on is then refused, which is the point.
      request.on('error', (error) => (request.writableEnded ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < bytes && !request.destroyed) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        if (!request.destroyed) request.end();
      };
      write();
    });

  it('refuses a body over 1 MiB with 413 before reading it: by its declared length, or once it passes the limit', async () => {
    expect(await post(50 * 1024 * 1024, true)).toBe(413);
    expect(await post(4 * MAX_BODY_BYTES, false)).toBe(413);
  });

  it('gzips a JSON answer for a client that accepts it, and only then', async () => {
    const url = `${apiUrl()}/api/v1/translation/?lang=de`;
    // node's fetch decodes gzip itself, so the raw bytes are read over node:http.
    const raw = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
        get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              vary: response.headers.vary,
              bytes: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });
    const plain = await raw();
    const zipped = await raw('gzip, deflate, br');
    expect(plain.encoding).toBeUndefined();
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toMatch(/Accept-Encoding/);
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });
});
