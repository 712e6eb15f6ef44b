import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../src/api/session';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderScreen } from '../render';
import { policyOrigins } from '../../src/features/widgets/install/install-dialog';

const SNIPPET = '<script async src="http://localhost:3000/embed/widget.js" data-widget-id="1"></script>';

async function openFromList() {
  const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
  await user.click(await screen.findByRole('button', { name: 'Actions for Homepage audit box' }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Embed code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Put “Homepage audit box” on your site' });
  await within(dialog).findByDisplayValue(SNIPPET, {}, { timeout: 15_000 });
  return { user, dialog };
}

async function check(user: Awaited<ReturnType<typeof openFromList>>['user'], dialog: HTMLElement, url: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Page address' });
  await user.clear(field);
  await user.type(field, url);
  await user.click(within(dialog).getByRole('button', { name: 'Check' }));
}

describe('installing a widget', { timeout: 40_000 }, () => {
  it('shows the embed code from the list and copies it', async () => {
    const { user, dialog } = await openFromList();
    expect(within(dialog).getByRole('textbox', { name: 'Embed code' })).toHaveValue(SNIPPET);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SNIPPET);
  });

  it('without clipboard permission selects the code and says to press Ctrl+C', async () => {
    const { user, dialog } = await openFromList();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('The code is selected. Press Ctrl+C to copy it.')).toBeInTheDocument();
    const snippet = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Embed code' });
    expect(snippet).toHaveFocus();
    expect([snippet.selectionStart, snippet.selectionEnd]).toEqual([0, 86]);
    expect(within(dialog).queryByText('Copied')).not.toBeInTheDocument();
  });

  it('guides the paste for HTML, WordPress and Google Tag Manager', async () => {
    const { user, dialog } = await openFromList();
    expect(within(dialog).getByText(/just before the closing <\/body> tag/)).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Google Tag Manager' }));
    expect(within(dialog).getByText(/type Custom HTML/)).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'WordPress' }));
    expect(within(dialog).getByText(/header and footer plugin/)).toBeVisible();
  });

  it("names what a site's security policy must allow: the script's origin and its API's", async () => {
    const { user, dialog } = await openFromList();
    await user.click(within(dialog).getByRole('tab', { name: 'Security policy' }));
    // The snippet's script is at http://localhost:3000/embed/widget.js, whose API is the same origin.
    expect(
      within(dialog).getByText(
        /^If your site sends a Content-Security-Policy, allow the widget there: add http:\/\/localhost:3000 to script-src and http:\/\/localhost:3000 to connect-src/,
      ),
    ).toBeVisible();
    // On the product's own host the API has an origin of its own, and the policy must name both.
    expect(
      policyOrigins('<script async src="https://app.rankpilot.io/embed/widget.js" data-widget-id="4"></script>'),
    ).toEqual({
      script: 'https://app.rankpilot.io',
      api: 'https://api.rankpilot.io',
    });
  });

  it('checks a page: installed on the sample site, unreachable on .invalid, not found elsewhere', async () => {
    const { user, dialog } = await openFromList();
    const answer = () => within(dialog).getByTestId('installation-answer');
    await check(user, dialog, 'https://sample.rankpilot.io/pricing');
    await waitFor(() => expect(answer()).toHaveTextContent(/^The widget is installed on this page\. Last seen .+\.$/));
    await check(user, dialog, 'https://shop.example.invalid/');
    await waitFor(() => expect(answer()).toHaveTextContent('The page could not be reached.'));
    await check(user, dialog, 'https://www.example.com/contact');
    await waitFor(() => expect(answer()).toHaveTextContent('The widget was not found on this page.'));
  });

  it('a page the widget was seen on is installed, with the time it was last seen', async () => {
    getDb().widgetImpressions = [
      { widget_id: 1, url: 'https://www.bakkerij-amsterdam.nl/contact', at: '2026-11-20T09:30:00.000Z' },
    ];
    const { user, dialog } = await openFromList();
    await check(user, dialog, 'https://www.bakkerij-amsterdam.nl/contact');
    await waitFor(() =>
      expect(within(dialog).getByTestId('installation-answer')).toHaveTextContent(
        /^The widget is installed on this page\. Last seen Nov 20, 2026, \d+:30 (AM|PM)\.$/,
      ),
    );
  });

  it('refuses a bad address with the rule of every other address field, before asking', async () => {
    const { user, dialog } = await openFromList();
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Enter the address of a page.')).toBeInTheDocument();
    await check(user, dialog, 'www.example.com');
    expect(await within(dialog).findByText('Start the address with https:// or http://.')).toBeInTheDocument();
    await check(user, dialog, 'https://localhost/');
    expect(
      await within(dialog).findByText('Enter a full page address such as https://www.example.com/page.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('installation-answer')).toHaveTextContent('');
  });

  it.each([
    ['500', { kind: 'status', status: 500 }, 'Internal server error.'],
    ['network', { kind: 'network' }, 'Something went wrong. Please try again.'],
    ['restrict_error', { kind: 'restrict' }, 'Your plan does not include this feature.'],
  ] as const)('a %s during the check says so and keeps the address', async (_name, fault, message) => {
    const { user, dialog } = await openFromList();
    setFaults({ ...fault, path: '/installation-check/', times: 1 });
    await check(user, dialog, 'https://www.example.com/');
    expect((await screen.findAllByText(message, {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('textbox', { name: 'Page address' })).toHaveValue('https://www.example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('installation-answer')).toHaveTextContent(
        'The widget was not found on this page.',
      ),
    );
  });

  it('a slow check keeps the address while it waits, then answers', async () => {
    const { user, dialog } = await openFromList();
    setFaults({ latencyMs: 800, path: '/installation-check/', times: 1 });
    await check(user, dialog, 'https://www.example.com/contact');
    expect(within(dialog).getByRole('textbox', { name: 'Page address' })).toHaveValue(
      'https://www.example.com/contact',
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('installation-answer')).toHaveTextContent(
        'The widget was not found on this page.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Page address' })).toHaveValue(
      'https://www.example.com/contact',
    );
  });

  it('a 401 during the check signs out', async () => {
    const { user, dialog } = await openFromList();
    setFaults({ kind: 'unauthorized', path: '/installation-check/', times: 1 });
    await check(user, dialog, 'https://www.example.com/');
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('the editor of a saved widget offers the embed code', async () => {
    const { user } = await renderScreen('/edit-widget/1', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Embed code' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Put “Homepage audit box” on your site' });
    expect(await within(dialog).findByDisplayValue(SNIPPET, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
