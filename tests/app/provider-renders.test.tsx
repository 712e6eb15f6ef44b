import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteSettings } from '../../src/components/data/site-settings';
import { countRenders } from '../render-counter';
import { renderApp } from '../render';

// Each render of Chakra's provider serializes and hashes its global styles (every token's CSS variable).
const renders = vi.hoisted(() => ({ provider: 0 }));
vi.mock('@chakra-ui/react', (importOriginal) =>
  countRenders(importOriginal, 'ChakraProvider', () => (renders.provider += 1), false),
);

describe("Chakra's provider", () => {
  it('renders once while the settings arrive and the person signs in', async () => {
    const { user } = await renderApp('/');
    await user.type(await screen.findByLabelText(/^email/i, {}, { timeout: 15_000 }), 'demo@example.com');
    await waitFor(() => expect(siteSettings.get().status).toBe('success'));
    await user.type(screen.getByLabelText(/^password/i), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 })).toBeVisible();
    expect(renders.provider).toBe(1);
  });
});
