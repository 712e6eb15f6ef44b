import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../src/app/theme';

const system = getSystem();
import { DEMO_TOKEN, renderApp } from '../render';
import { resetShell } from './helpers';

/**
 * Issue "a fast first screen": the first page's system carries only its own Chakra recipes; every other recipe
 * is registered by the chunk that uses it, before anything of it renders (else it would show unstyled).
 */
let warn: { mock: { calls: unknown[][] }; mockRestore: () => void };
const unregistered = () =>
  warn.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('before it was registered'));

beforeEach(() => {
  resetShell();
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => warn.mockRestore());

describe('Chakra recipes travel with their chunks', () => {
  it('the sign-in page and its language menu are styled, without the signed-in recipes', async () => {
    expect(system.getSlotRecipe('table')).toBeUndefined();
    expect(system.getSlotRecipe('dialog')).toBeUndefined();
    const { user } = await renderApp('/', { token: null });
    expect(await screen.findByLabelText(/^Email/)).toHaveClass('chakra-input');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('chakra-button');
    const trigger = await screen.findByRole('button', { name: 'Language: English' }, { timeout: 15_000 });
    await user.click(trigger);
    // The menu's chunk loads on this click; a worker that compiles it for the first time on a busy machine needs
    // longer than the default wait (seen at 5.4 s with four test runs sharing two cores).
    expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' }, { timeout: 10_000 })).toHaveClass(
      'chakra-menu__item',
    );
    expect(unregistered()).toEqual([]);
  });

  it('a signed-in screen gets the recipes of its area and frame', async () => {
    await renderApp('/widget-list', { token: DEMO_TOKEN });
    expect(await screen.findByRole('table', undefined, { timeout: 15_000 })).toHaveClass('chakra-table__root');
    expect(system.getSlotRecipe('dialog')).toBeDefined();
    expect(unregistered()).toEqual([]);
  });
});
