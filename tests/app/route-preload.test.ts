import { afterEach, describe, expect, it } from 'vitest';
import { filesFor, preloadRoute, routePattern, type RoutePlan } from '../../src/route-preload';

const plan: RoutePlan = {
  layout: ['/assets/signed-in-layout-1.js'],
  areas: {
    auth: ['/assets/auth-1.js'],
    projects: ['/assets/projects-1.js', '/assets/menu-1.js'],
    widgets: ['/assets/widgets-1.js', '/assets/menu-1.js'],
  },
  signedIn: [
    ['/', 'projects'],
    ['/keyword-ranking/:idp/:idse', 'projects'],
    ['/edit-widget/:id', 'widgets'],
  ],
  signedOut: [['/', 'auth']],
};

afterEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('route patterns', () => {
  it.each([
    ['/', '/', true],
    ['/', '/x', false],
    ['/keyword-ranking/:idp/:idse', '/keyword-ranking/3/4', true],
    ['/keyword-ranking/:idp/:idse', '/keyword-ranking/3/4/', true],
    ['/keyword-ranking/:idp/:idse', '/keyword-ranking/3', false],
    ['/keyword-ranking/:idp/:idse', '/keyword-ranking/3/4/5', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(routePattern(pattern).test(path)).toBe(expected);
  });
});

describe('the files a direct open preloads', () => {
  it('signed in: the frame and the area, each once', () => {
    expect(filesFor(plan, '/keyword-ranking/3/4/', true)).toEqual([
      '/assets/signed-in-layout-1.js',
      '/assets/projects-1.js',
      '/assets/menu-1.js',
    ]);
  });

  it('signed out: the area of the signed-out table only', () => {
    expect(filesFor(plan, '/', false)).toEqual(['/assets/auth-1.js']);
  });

  it('an address no route knows: the frame only, or nothing', () => {
    expect(filesFor(plan, '/no-such-page', true)).toEqual(['/assets/signed-in-layout-1.js']);
    expect(filesFor(plan, '/edit-widget/1', false)).toEqual([]);
  });
});

describe('preloadRoute', () => {
  const writePlan = () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'route-plan';
    script.textContent = JSON.stringify(plan);
    document.head.append(script);
  };
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('adds a modulepreload link per file of the opened screen, signed in by a stored session', () => {
    writePlan();
    window.localStorage.setItem('auth', JSON.stringify({ auth_token: 't' }));
    window.history.replaceState(null, '', '/edit-widget/7');
    preloadRoute();
    expect(preloads()).toEqual(['/assets/signed-in-layout-1.js', '/assets/widgets-1.js', '/assets/menu-1.js']);
  });

  it('takes ?login-token= for a session about to start', () => {
    writePlan();
    window.history.replaceState(null, '', '/?login-token=abc');
    preloadRoute();
    expect(preloads()).toEqual(['/assets/signed-in-layout-1.js', '/assets/projects-1.js', '/assets/menu-1.js']);
  });

  it('does nothing without a plan (development)', () => {
    preloadRoute();
    expect(preloads()).toEqual([]);
  });
});
