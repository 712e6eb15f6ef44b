import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../src/api/session';
import { signOut } from '../../src/app/sign-out';

afterEach(() => vi.useRealTimers());

describe('signOut', () => {
  it('a logout lands on /?logout=success and forgets the unsaved drafts (they belong to who typed them)', () => {
    vi.useFakeTimers();
    setToken('t');
    localStorage.setItem('draft:widget:new', '{}');
    localStorage.setItem('clientState', '{}');
    signOut('logout');
    vi.runAllTimers();
    expect(getToken()).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/?logout=success');
    expect(localStorage.getItem('draft:widget:new')).toBeNull();
    expect(localStorage.getItem('clientState')).toBe('{}');
  });

  it('an expired session keeps the drafts and remembers the page to come back to', () => {
    vi.useFakeTimers();
    setToken('t');
    window.history.replaceState(null, '', '/edit-widget/3?tab=style');
    localStorage.setItem('draft:widget:3', '{}');
    signOut('expired');
    vi.runAllTimers();
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/edit-widget/3?tab=style');
    expect(localStorage.getItem('draft:widget:3')).toBe('{}');
  });
});
