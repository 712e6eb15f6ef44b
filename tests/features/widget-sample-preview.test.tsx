import { screen, waitFor, within } from '@testing-library/react';
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

  it('shows the widget on the sample page as a visitor sees it', async () => {
    const { user } = await renderApp('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    await within(dialog).findByTitle('Sample preview');
    const widget = within(dialog).getByTestId('widget-visitor-view').shadowRoot!;
    expect(widget.querySelector('.w-stage')?.getAttribute('data-type')).toBe('1');
    expect(widget.querySelector('h2.w-title')?.textContent).toBe('Get your free SEO audit');
    expect(widget.querySelector('.w-cta')?.textContent).toBe('Check my site');
  });

  it('opens a popup after its auto-popup delay, and the visitor can close it', async () => {
    const { user } = await renderApp('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('radio', { name: /Popup form/ }));
    const delay = await screen.findByRole('textbox', { name: 'Auto-popup delay (seconds)' });
    await user.clear(delay);
    await user.type(delay, '1');
    await user.click(screen.getByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    await within(dialog).findByTitle('Sample preview');
    const widget = within(dialog).getByTestId('widget-visitor-view').shadowRoot!;
    // At first only the popup icon, as on the visitor's page.
    expect(widget.querySelector('.w-popup-icon')).not.toBeNull();
    expect(widget.querySelector('.w-popup')).toBeNull();
    await waitFor(() => expect(widget.querySelector('.w-popup .w-form')).not.toBeNull(), { timeout: 3000 });
    (widget.querySelector('.w-close') as HTMLButtonElement).click();
    await waitFor(() => expect(widget.querySelector('.w-popup')).toBeNull());
    (widget.querySelector('.w-popup-icon') as HTMLButtonElement).click();
    await waitFor(() => expect(widget.querySelector('.w-popup')).not.toBeNull());
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

describe('the sample preview of a saved widget (issue 23)', { timeout: 40_000 }, () => {
  it('counts as a view and records the sample page as one that carries the widget', async () => {
    const { getDb } = await import('../../src/mocks/db');
    getDb().widgetImpressions = [];
    const { user } = await renderApp('/edit-widget/1', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }, { timeout: 15_000 }));
    await within(await screen.findByRole('dialog', { name: 'Sample preview' })).findByTitle('Sample preview');
    await waitFor(() =>
      expect(getDb().widgetImpressions).toEqual([
        {
          widget_id: 1,
          url: expect.stringMatching(/^https:\/\/sample\.rankpilot\.io\/[\w.-]+$/),
          at: expect.any(String),
        },
      ]),
    );
  });
});
