import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { chromiumPlan, INSTALL_HINT } from '../../scripts/ensure-chromium.mjs';

describe('npm test gets its browser itself', () => {
  it('installs Debian’s chromium-headless-shell when it runs as root and none is found', () => {
    expect(chromiumPlan({ found: false, root: true })).toBe('install');
  });
  it('stops with the install hint otherwise', () => {
    expect(chromiumPlan({ found: false, root: false })).toBe('stop');
    expect(INSTALL_HINT).toContain('apt-get install -y chromium-headless-shell');
  });
  it('does nothing when a browser is there', () => {
    expect(chromiumPlan({ found: true, root: true })).toBe('ready');
  });
});
