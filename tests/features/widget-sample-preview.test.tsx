import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderScreen } from '../render';

describe('the sample preview of a theme (spec part 1 §2, §7 frontend_template)', () => {
  it('opens the sample page in a full-screen, sandboxed frame', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    const frame = await within(dialog).findByTitle('Sample preview');
    // Nothing in it runs (no allow-scripts); the app reads its scrolling for the widget's triggers.
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('Grow your business online');
  });

  it('shows the widget on the sample page as a visitor sees it', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    await within(dialog).findByTitle('Sample preview');
    const widget = within(dialog).getByTestId('widget-visitor-view').shadowRoot!;
    expect(widget.querySelector('.w-stage')?.getAttribute('data-type')).toBe('1');
    expect(widget.querySelector('h2.w-title')?.textContent).toBe('Get your free SEO audit');
    expect(widget.querySelector('.w-cta')?.textContent).toBe('Check my site');
  });

  it('opens a popup after its auto-popup delay, and the visitor can close it', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
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

  it('opens a takeover when the sample page is scrolled 200 px (the default trigger), and says so', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('radio', { name: /Takeover form/ }));
    expect(await screen.findByText('With every trigger off, it opens as soon as the page loads.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    expect(within(dialog).getByText('Scroll the sample page 200 px to open it.')).toBeInTheDocument();
    const frame = await within(dialog).findByTitle<HTMLIFrameElement>('Sample preview');
    const widget = (await within(dialog).findByTestId('widget-visitor-view')).shadowRoot!;
    const sample = frame.contentWindow!;
    const scrollTo = (y: number) => {
      Object.defineProperty(sample, 'scrollY', { value: y, configurable: true });
      sample.dispatchEvent(new Event('scroll'));
    };
    scrollTo(120);
    expect(widget.querySelector('.w-takeover')).toBeNull();
    scrollTo(200);
    await waitFor(() => expect(widget.querySelector('.w-takeover .w-form')).not.toBeNull());
  });

  it("says when the widget's page rules leave the sample page out, and shows nothing there", async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: 'Only on pages matching' }), '/blog/*');
    await user.click(screen.getByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    await within(dialog).findByTitle('Sample preview');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Your site would not show this widget on this page \(\/[\w.-]+\): its page rules leave it out\.$/,
    );
    expect(within(dialog).queryByTestId('widget-visitor-view')).toBeNull();
  });

  it('says so when the page cannot be loaded, and retries', async () => {
    setFaults({ kind: 'status', status: 500, path: '/frontend_template/', times: 1 });
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }));
    expect(await screen.findByText('The sample page could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Sample preview')).toBeInTheDocument();
  });
});

describe('the sample preview of a saved widget (issue 23)', { timeout: 40_000 }, () => {
  it('loads the widget through its embed snippet, which names the sample page it stands for', async () => {
    const { user } = await renderScreen('/edit-widget/1', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    await within(dialog).findByTitle('Sample preview');
    const box = within(dialog).getByTestId('widget-embed-box');
    await waitFor(() => expect(box.querySelector('script')).not.toBeNull());
    const script = box.querySelector('script')!;
    expect(script.getAttribute('src')).toBe('http://localhost:3000/embed/widget.js');
    expect(script.getAttribute('data-widget-id')).toBe('1');
    expect(script.getAttribute('data-page-url')).toMatch(/^https:\/\/sample\.rankpilot\.io\/[\w.-]+$/);
    expect(script.hasAttribute('async')).toBe(true);
    // The app draws nothing itself: the script does, as on a customer's page.
    expect(within(dialog).queryByTestId('widget-visitor-view')).toBeNull();
    expect(dialog).toHaveAccessibleDescription('');
  });

  it('with unsaved changes, shows them drawn by the app (the snippet only knows the saved widget)', async () => {
    const { user } = await renderScreen('/edit-widget/1', { token: DEMO_TOKEN });
    const title = await screen.findByRole('textbox', { name: 'Widget title' }, { timeout: 15_000 });
    await user.clear(title);
    await user.type(title, 'Not saved yet');
    await user.click(screen.getByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    await within(dialog).findByTitle('Sample preview');
    const widget = within(dialog).getByTestId('widget-visitor-view').shadowRoot!;
    expect(widget.querySelector('h2.w-title')?.textContent).toBe('Not saved yet');
    expect(within(dialog).queryByTestId('widget-embed-box')).toBeNull();
    expect(dialog).toHaveAccessibleDescription(
      'Showing your unsaved changes, drawn by the app. Your site shows the saved widget until you save.',
    );
  });

  it('says a new widget is drawn by the app until it is saved', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open a sample preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample preview' });
    expect(dialog).toHaveAccessibleDescription(
      'Not saved yet: the app draws this widget from the editor. Save it to see it through its embed code, as your site will show it.',
    );
  });
});
