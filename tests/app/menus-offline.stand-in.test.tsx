import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { network } from '../chunk-offline';
import { DEMO_TOKEN, renderApp } from '../render';
import { resetShell } from './helpers';

beforeEach(() => resetShell());

// A `.stand-in.test.tsx` file: the settings menu starts as its stand-in button. Its chunk cannot be fetched while
// `offline` is set, as a dynamic import fails in a browser that lost the network.
vi.mock('../../src/app/layout/account-menu', async (original) =>
  (await import('../chunk-offline')).unlessOffline(original),
);

describe('a menu pressed while its chunk cannot be loaded', () => {
  it('says the network failed, and the next press loads it and opens the menu', async () => {
    await renderApp('/billing', { token: DEMO_TOKEN });
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account' }), { button: 0 });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    network.offline = false;
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account' }), { button: 0 });
    expect(await screen.findByRole('menuitem', { name: 'Settings' }, { timeout: 15_000 })).toBeVisible();
  });
});
