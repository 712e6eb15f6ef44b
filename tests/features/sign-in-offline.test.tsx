import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../src/api/session';
import { network } from '../chunk-offline';
import { renderApp } from '../render';

// The sign-in flow's chunk cannot be fetched while `network.offline` is set, as a dynamic import fails in a
// browser that lost the network (or after a new deployment removed the chunk).
vi.mock('../../src/features/auth/sign-in-flow', async (original) =>
  (await import('../chunk-offline')).unlessOffline(original),
);

describe('sign-in when its flow cannot be loaded', () => {
  it('shows the network failure, keeps what was typed, and signs in on the next press once the network is back', async () => {
    const { user } = await renderApp('/');
    await user.type(await screen.findByLabelText(/^email/i), 'demo@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('demo1234');
    expect(getToken()).toBeNull();
    // Typing again clears the message, as it clears a failed call's.
    await user.type(screen.getByLabelText(/^password/i), '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^password/i), '{Backspace}');

    network.offline = false;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(getToken()).toMatch(/^demo-/);
  });
});
