// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The demo handlers' kit (src/mocks/handlers/common.ts) is the one way: `authed(...)` answers the 401, the
 * store persists itself after a mutating answer (src/mocks/http.ts). These checks keep the hand-written
 * versions from creeping back into the handler files.
 */
const root = path.resolve(__dirname, '../../src/mocks/handlers');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(path.join(root, file), 'utf8') }));
const offenders = (pattern: RegExp, except: string[] = []) =>
  files.filter(({ file, text }) => !except.includes(file) && pattern.test(text)).map(({ file }) => file);

describe('demo handler patterns', () => {
  it('finds the handler files', () => {
    expect(files.map(({ file }) => file)).toContain('widgets.handlers.ts');
  });

  it('no handler answers 401 by hand: authed() does', () => {
    expect(offenders(/return unauthorized\(\)/)).toEqual([]);
    // Only authed() and withCaller() in common.ts answer it.
    expect(offenders(/\bunauthorized\(\)/, ['common.ts'])).toEqual([]);
  });

  it('no file persists the store by hand: a mutating 2xx answer does (db.ts persistAfterChange)', () => {
    expect(offenders(/\bpersistDb\(/)).toEqual([]);
  });

  it('the demo backend is typed through: no `as unknown as` anywhere in src/mocks', () => {
    const mocks = path.resolve(root, '..');
    const cast = readdirSync(mocks, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /\bas unknown as\b/.test(readFileSync(path.join(mocks, file), 'utf8')));
    expect(cast).toEqual([]);
  });
});
