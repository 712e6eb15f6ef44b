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

describe('sites that send leads, and the leads held from others (issue 43)', { timeout: 40_000 }, () => {
  const SHOP = 'https://www.unknown-shop.example';
  /** Two visitors sent widget 1 from a site its owner never confirmed: held, not leads. */
  function heldFromShop() {
    const draft = (index: number) => ({
      url: `http://www.visitor-${index}.example/`,
      keyword: null,
      name: null,
      phone: null,
      email: `v${index}@example.com`,
      audit_id: 5000 + index,
    });
    getDb().heldLeads = [
      { widget_id: 1, origin: SHOP, draft: draft(1), at: '2026-11-20T09:30:00.000Z' },
      { widget_id: 1, origin: SHOP, draft: draft(2), at: '2026-11-21T09:30:00.000Z' },
    ];
  }
  const sites = async (dialog: HTMLElement) =>
    within(dialog).findByRole('region', { name: 'Sites that send leads' }, { timeout: 15_000 });

  it('lists them by site; confirming the site makes them leads and moves the site to the confirmed ones', async () => {
    heldFromShop();
    const leads = getDb().leads.length;
    const { user, dialog } = await openFromList();
    const section = await sites(dialog);
    const shop = await within(section).findByRole('group', { name: SHOP });
    expect(shop).toHaveTextContent(/2 leads waiting · last on Nov 21, 2026/);
    expect(within(section).getByRole('group', { name: 'https://sample.rankpilot.io' })).toHaveTextContent('Confirmed');
    await user.click(within(shop).getByRole('button', { name: 'Confirm this site' }));
    expect(
      await screen.findByText(`Leads from ${SHOP} are now accepted. Held leads added: 2.`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(getDb().leads.length).toBe(leads + 2);
    expect(within(section).getByText('No leads are waiting.')).toBeInTheDocument();
    const confirmed = within(section).getByRole('group', { name: SHOP });
    await user.click(within(confirmed).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`Leads from ${SHOP} are held again.`, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('group', { name: SHOP })).not.toBeInTheDocument());
  });

  it('discards them only after asking; cancelling keeps them', async () => {
    heldFromShop();
    const { user, dialog } = await openFromList();
    const shop = await within(await sites(dialog)).findByRole('group', { name: SHOP });
    await user.click(within(shop).getByRole('button', { name: 'Discard' }));
    const ask = await screen.findByRole('alertdialog', { name: `Discard the leads waiting from ${SHOP}?` });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(getDb().heldLeads).toHaveLength(2);
    await user.click(within(shop).getByRole('button', { name: 'Discard' }));
    const again = await screen.findByRole('alertdialog', { name: `Discard the leads waiting from ${SHOP}?` });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(
      await screen.findByText(`Held leads from ${SHOP} discarded: 2.`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(getDb().heldLeads).toEqual([]);
    // The question leaves once the answer is in (nothing of it outlives the test).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a passing installation check confirms the page’s site, and the list shows it', async () => {
    heldFromShop();
    getDb().widgetImpressions = [{ widget_id: 1, url: `${SHOP}/contact`, at: '2026-11-20T09:30:00.000Z' }];
    const { user, dialog } = await openFromList();
    const section = await sites(dialog);
    await within(section).findByRole('group', { name: SHOP });
    await check(user, dialog, `${SHOP}/contact`);
    await waitFor(() => expect(within(section).getByText('No leads are waiting.')).toBeInTheDocument());
    expect(within(section).getByRole('group', { name: SHOP })).toHaveTextContent('Confirmed');
  });

  it('a failed load says so, and Try again loads them', async () => {
    heldFromShop();
    setFaults({ kind: 'status', status: 500, path: '/sites/', times: 1 });
    const { user, dialog } = await openFromList();
    const section = await sites(dialog);
    expect(await within(section).findByText('The sites could not be loaded.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('group', { name: SHOP })).toBeInTheDocument();
  });
});
