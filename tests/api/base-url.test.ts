import { describe, expect, it } from 'vitest';
import { resolveApiBase } from '../../src/api/resolve-api-base';

describe('resolveApiBase', () => {
  it('prefers VITE_API_URL and drops trailing slashes', () => {
    expect(resolveApiBase({ host: 'localhost:5173', origin: 'http://localhost:5173' }, 'http://127.0.0.1:8787/')).toBe(
      'http://127.0.0.1:8787',
    );
  });
  it('maps a known serving host to its API host', () => {
    expect(resolveApiBase({ host: 'app.rankpilot.io', origin: 'https://app.rankpilot.io' })).toBe(
      'https://api.rankpilot.io',
    );
  });
  it('falls back to the serving origin (the development default)', () => {
    expect(resolveApiBase({ host: 'localhost:4173', origin: 'http://localhost:4173' }, '  ')).toBe(
      'http://localhost:4173',
    );
  });
});
