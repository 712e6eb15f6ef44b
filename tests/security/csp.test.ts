import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/csp.mjs';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe("the production build's Content-Security-Policy", () => {
  it("lets the page load the API's images (the widget themes' previews) and call it, from an http API too", () => {
    const policy = contentSecurityPolicy({ apiOrigins: ['http://127.0.0.1:8799'] });
    expect(directive(policy, 'img-src')).toContain('http://127.0.0.1:8799');
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:8799');
  });

  it('keeps scripts to our own files and the hashed guard', () => {
    const policy = contentSecurityPolicy({ apiOrigins: ['https://api.example.com'], scriptHashes: ["'sha256-abc'"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(policy, 'img-src')).not.toContain('http:');
  });
});
