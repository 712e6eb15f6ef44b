import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp } from '../render';

describe('the sample preview of a theme (spec part 1 §2, §7 frontend_template)', () => {
  it('opens the sample page in a full-screen, sandboxed frame', async () => {
    const { user } = await renderApp('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    const frame = await within(dialog).findByTitle('Sample preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Grow your business online');
  });

  it('says so when the page cannot be loaded, and retries', async () => {
    setFaults({ kind: 'status', status: 500, path: '/frontend_template/', times: 1 });
    const { user } = await renderApp('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }));
    expect(await screen.findByText('The sample page could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Sample preview')).toBeInTheDocument();
  });
});
