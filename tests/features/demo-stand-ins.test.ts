import { describe, expect, it } from 'vitest';
import { authorizeUrl, clientId } from '../../src/features/leads/lead-sync/oauth';

// The tests run under the same `serve` command as `npm start`, so they see the development server's demo switch
// (tests/build/demo-switch.test.ts checks what vite.config.ts resolves for each command).
describe('Constant Contact under the demo switch of the development server', () => {
  it('sends Connect to the demo consent page on our own origin, with the demo client id', () => {
    expect(__DEMO_MODE__).toBe(true);
    expect(authorizeUrl()).toBe('http://localhost:3000/demo-provider/constant-contact');
    expect(clientId()).toBe('rankpilot-demo-client');
  });
});
