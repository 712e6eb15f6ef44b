import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { resetShell } from './helpers';

beforeEach(() => resetShell());

// Its own `.stand-in.test.tsx` file (tests/setup.ts loads the menu's chunk ahead in other files): the chunk is
// loaded once per module registry, and this needs it not yet loaded.
describe('the language selector before its menu has loaded', () => {
  it('a press whose release comes after the menu arrived still opens the menu', async () => {
    await renderApp('/', { token: null });
    const standIn = await screen.findByRole('button', { name: 'Language: English' }, { timeout: 15_000 });
    expect(standIn).not.toHaveAttribute('aria-haspopup');
    // Only the press: its release and click would land on the real trigger that took the stand-in's place.
    fireEvent.pointerDown(standIn, { button: 0 });
    expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' }, { timeout: 15_000 })).toBeVisible();
  });
});
