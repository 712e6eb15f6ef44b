// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from '../../vite.config';

/** The `__DEMO_MODE__` constant vite.config.ts resolves for one command and mode (what the app's code sees). */
function demoSwitch(command: ConfigEnv['command'], mode: string): unknown {
  const resolve = viteConfig as unknown as (env: ConfigEnv) => UserConfig;
  return resolve({ command, mode, isSsrBuild: false, isPreview: false }).define?.__DEMO_MODE__;
}

describe('the one demo switch (vite.config.ts)', () => {
  const apiUrl = process.env.VITE_API_URL;
  afterEach(() => {
    if (apiUrl === undefined) delete process.env.VITE_API_URL;
    else process.env.VITE_API_URL = apiUrl;
  });

  it('is on under the development server (`npm start`)', () => {
    expect(demoSwitch('serve', 'development')).toBe('true');
  });

  it('is on in `npm run build:demo` (vite build --mode demo)', () => {
    expect(demoSwitch('build', 'demo')).toBe('true');
  });

  it('is off in a plain production build (`npm run build`)', () => {
    expect(demoSwitch('build', 'production')).toBe('false');
  });

  it('is off under the development server once a real API is configured', () => {
    process.env.VITE_API_URL = 'https://api.example.com';
    expect(demoSwitch('serve', 'development')).toBe('false');
  });
});
