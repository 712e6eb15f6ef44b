import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN, renderApp } from '../render';

// Whole flows through the real app: slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

/** Waits for the step's h1 and for it to hold the focus. */
async function focusedHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe('focus moves to the new step heading', () => {
  it('in the project wizard: details → search engines → keywords', async () => {
    const { user } = await renderApp('/edit-project/1', { token: DEMO_TOKEN });
    await focusedHeading('Edit project');
    const title = await screen.findByRole('textbox', { name: /Project title/ });
    await waitFor(() => expect(title).toHaveValue('Bakery Amsterdam'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await focusedHeading('Search engines');
    await user.click(await screen.findByRole('button', { name: 'Next: keywords' }, { timeout: 15_000 }));
    await focusedHeading('Keywords');
  });

  it('in checkout: the subscribe form → payment method → confirm', async () => {
    const { user } = await renderApp('/subscribe-form/2?period=monthly', { token: DEMO_TOKEN });
    await focusedHeading('Subscribe');
    await screen.findByRole('textbox', { name: /^Company/ }, { timeout: 15_000 });
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await focusedHeading('Payment method');
    await user.click(await screen.findByRole('radio', { name: /^PayPal/ }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await focusedHeading('Confirm order');
  });
});
