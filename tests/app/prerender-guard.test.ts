import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_GUARD } from '../../src/app/prerender/public-pages';

/**
 * The inline script after a prerendered page (the build writes it, the CSP allows it by its hash): it takes away a
 * page that is not the visitor's, and requests the app's scripts, after the first paint for a page it shows.
 */
const SCRIPTS = '/assets/index-abc.js /assets/chart-def.js';

const removeScripts = () => document.head.querySelectorAll('script').forEach((script) => script.remove());

/** The page as the build writes it, at `address`; then the guard runs as the browser runs it. */
function servePage(address: string) {
  window.history.replaceState(null, '', address);
  // Only the scripts a guard requested before: the head's styles belong to the Chakra and emotion of the tests that
  // share this worker, which keep references to them (clearing the head broke every later render there).
  removeScripts();
  document.title = 'Pricing · RankPilot';
  document.body.innerHTML = `<div id="root" data-page="/pricing" data-scripts="${SCRIPTS}"><h1>Pricing</h1></div>`;
  new Function(PRERENDER_GUARD)();
}

const requested = () =>
  [...document.head.querySelectorAll('script')].map((script) => `${script.type} ${script.getAttribute('src')}`);
const heading = () => document.querySelector('h1');

describe('the prerendered page guard', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    removeScripts();
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the page and requests the app’s scripts after its first paint, once', () => {
    servePage('/pricing');
    expect(heading()).not.toBeNull();
    expect(document.title).toBe('Pricing · RankPilot');
    expect(requested()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(['module /assets/index-abc.js', 'module /assets/chart-def.js']);
    vi.advanceTimersByTime(1000);
    expect(requested()).toHaveLength(2);
  });

  it('in a tab opened in the background (no frame is painted), requests them after a second', () => {
    servePage('/pricing');
    vi.advanceTimersByTime(999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(['module /assets/index-abc.js', 'module /assets/chart-def.js']);
  });

  it('takes away a page served for another address, its title down to the site name, and requests the scripts at once', () => {
    servePage('/widget-list');
    expect(heading()).toBeNull();
    expect(document.title).toBe('RankPilot');
    expect(requested()).toHaveLength(2);
  });

  it('takes away the page for a visitor with a session, or with a login token', () => {
    localStorage.setItem('auth', '{"auth_token":"t"}');
    servePage('/pricing');
    expect(heading()).toBeNull();
    expect(requested()).toHaveLength(2);
    localStorage.clear();
    servePage('/pricing?login-token=t');
    expect(heading()).toBeNull();
  });

  it('takes away its English for a visitor who chose another language, and keeps it for English', () => {
    sessionStorage.setItem('activeLanguage', 'de');
    servePage('/pricing');
    expect(heading()).toBeNull();
    expect(requested()).toHaveLength(2);
    sessionStorage.setItem('activeLanguage', 'en');
    servePage('/pricing');
    expect(heading()).not.toBeNull();
  });
});
