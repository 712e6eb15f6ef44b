import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readyTicket } from '../form-ticket';
import { CUSTOMER_SITE, ownerConfirmsSite } from '../customer-site';
import { getToken } from '../../src/api/session';
import { currentAlert } from '../../src/components/alerts/alert-store';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN, renderScreen } from '../render';

/** The contact card of /lead-report/{id} (issue 23), on the seeded demo leads. */
const card = () => screen.findByRole('region', { name: 'Contact' }, { timeout: 15000 });
const deliveries = (within_: HTMLElement) => within(within_).getByRole('region', { name: 'Where the lead was sent' });
const item = (region: HTMLElement, service: string) =>
  within(region)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(service)) as HTMLElement;
const resends = () => {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/resend/')) calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  // Only this listener goes: the contract checks listen on the same server.
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
};

afterEach(() => vi.restoreAllMocks());

describe('lead card: who the lead is', () => {
  it('shows every captured field: name, e-mail and phone as links, keyword, site, source widget, capture time', async () => {
    await renderScreen('/lead-report/8', { token: DEMO_TOKEN });
    const contact = await card();
    const terms = within(contact)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Name', 'E-mail', 'Phone', 'Keyword', 'Site address', 'Source widget', 'Captured']);
    expect(within(contact).getByText('Julia')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'julia.nielsen@florist-rotterdam.nl' })).toHaveAttribute(
      'href',
      'mailto:julia.nielsen@florist-rotterdam.nl',
    );
    expect(within(contact).getByRole('link', { name: '+31 6 24380254' })).toHaveAttribute('href', 'tel:+31624380254');
    expect(within(contact).getByText('keyword research')).toBeInTheDocument();
    const site = within(contact).getByRole('link', { name: 'https://florist-rotterdam.nl' });
    expect(site).toHaveAttribute('href', 'https://florist-rotterdam.nl');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contact).getByRole('link', { name: 'Homepage audit box' })).toHaveAttribute('href', '/edit-widget/1');
    const captured = contact.querySelector('time');
    expect(captured).toHaveAttribute('dateTime', '2026-11-08T01:49:00.000Z');
    expect(captured?.textContent).toMatch(/2026/);
    // Then the audit report, as before.
    const report = await screen.findByRole('article', { name: 'Report' });
    // Its last line names the page it audited (the visitor's site); it is not a link to some "full report" (#48).
    await waitFor(() => expect(report).toHaveTextContent('Audited page: https://florist-rotterdam.nl'));
    expect(report).not.toHaveTextContent(/Full report/);
  });

  it('leaves out what the widget did not capture (no name, no phone)', async () => {
    await renderScreen('/lead-report/1', { token: DEMO_TOKEN });
    const contact = await card();
    expect(
      within(contact)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['E-mail', 'Keyword', 'Site address', 'Source widget', 'Captured']);
    expect(within(contact).queryByRole('button', { name: 'Copy phone number' })).not.toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'sophie.garca@florist-rotterdam.nl' })).toBeInTheDocument();
  });

  it('a captured value that is not a plain address stays text, never a link', async () => {
    const lead = getDb().leads.find((row) => row.id === 8)!;
    lead.email = 'x@example.com?bcc=all@example.com';
    lead.phone = 'javascript:alert(1)';
    await renderScreen('/lead-report/8', { token: DEMO_TOKEN });
    const contact = await card();
    expect(within(contact).getByText('x@example.com?bcc=all@example.com').tagName).toBe('SPAN');
    expect(within(contact).queryByRole('link', { name: 'x@example.com?bcc=all@example.com' })).not.toBeInTheDocument();
    expect(within(contact).getByText('javascript:alert(1)').tagName).toBe('SPAN');
    expect(within(contact).queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
    expect(contact.innerHTML).not.toMatch(/href="(mailto:x@|tel:|javascript:)/);
  });

  it('copies the e-mail address and the phone number, and says so', async () => {
    const { user } = await renderScreen('/lead-report/8', { token: DEMO_TOKEN });
    const contact = await card();
    await user.click(within(contact).getByRole('button', { name: 'Copy e-mail address' }));
    expect(await navigator.clipboard.readText()).toBe('julia.nielsen@florist-rotterdam.nl');
    expect(within(contact).getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await user.click(within(contact).getByRole('button', { name: 'Copy phone number' }));
    expect(await navigator.clipboard.readText()).toBe('+31 6 24380254');
  });

  it('without clipboard permission selects the address and says to press Ctrl+C', async () => {
    const { user } = await renderScreen('/lead-report/8', { token: DEMO_TOKEN });
    const contact = await card();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(contact).getByRole('button', { name: 'Copy e-mail address' }));
    expect(
      await within(contact).findByText(
        'Your browser did not allow copying. The text is selected: press Ctrl+C to copy it.',
      ),
    ).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('julia.nielsen@florist-rotterdam.nl');
    expect(within(contact).getByRole('button', { name: 'Copy e-mail address' })).toBeEnabled();
  });
});

describe('lead card: where the lead was sent', () => {
  it('shows each provider’s delivery: sent at, pending since', async () => {
    await renderScreen('/lead-report/1', { token: DEMO_TOKEN });
    const sent = deliveries(await card());
    const webhook = item(sent, 'Webhook');
    expect(within(webhook).getByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(webhook).toHaveTextContent(/Sent Nov 1[34], 2026/);
    const mailchimp = item(sent, 'Mailchimp');
    expect(within(mailchimp).getByText('Pending')).toBeInTheDocument();
    expect(mailchimp).toHaveTextContent(/Waiting for the service since Nov 1[34], 2026/);
    expect(within(sent).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it('a failed delivery shows the provider’s reason, a way to its connection and Send again', async () => {
    await renderScreen('/lead-report/2', { token: DEMO_TOKEN });
    const sent = deliveries(await card());
    const webhook = item(sent, 'Webhook');
    expect(within(webhook).getByText('Failed')).toBeInTheDocument();
    expect(
      within(webhook).getByText('The webhook at hooks.exmaple.invalid could not be reached (502 Bad Gateway).'),
    ).toBeInTheDocument();
    expect(within(webhook).getByRole('link', { name: 'Check the Webhook connection' })).toHaveAttribute(
      'href',
      '/sync-lead/webhook',
    );
    expect(within(webhook).getByRole('button', { name: 'Send again to Webhook' })).toBeEnabled();
    expect(within(item(sent, 'Mailchimp')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when no lead sync was connected, with the way to set one up', async () => {
    getDb().leads.find((row) => row.id === 3)!.deliveries = [];
    await renderScreen('/lead-report/3', { token: DEMO_TOKEN });
    const sent = deliveries(await card());
    expect(sent).toHaveTextContent(
      'This lead was not sent anywhere: no lead sync was connected when it arrived. Set up lead sync',
    );
    expect(within(sent).getByRole('link', { name: 'Set up lead sync' })).toHaveAttribute('href', '/sync-lead');
  });
});

describe('lead card: the report e-mailed to the visitor (issue 42)', () => {
  /** A visitor sends widget 1, whose report action also e-mails the report. */
  async function capture(): Promise<number> {
    getDb().widgets.find((widget) => widget.id === 1)!.report_action_extra.default.send_report = 1;
    await ownerConfirmsSite(1);
    const answer = await fetch('http://localhost:3000/api/v1/public/widget/1/lead/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ticket: await readyTicket(1),
        page_url: `${CUSTOMER_SITE}/`,
        url: 'www.ada-bakes.nl',
        email: 'ada@ada-bakes.nl',
      }),
    });
    expect(answer.status).toBe(201);
    return getDb().leads.at(-1)!.id;
  }

  it('without a verified e-mail server: failed, with the reason and the way to set the server up', async () => {
    await renderScreen(`/lead-report/${await capture()}`, { token: DEMO_TOKEN });
    const sent = deliveries(await card());
    const report = item(sent, 'Report e-mailed to the visitor');
    expect(within(report).getByText('Failed')).toBeInTheDocument();
    expect(
      within(report).getByText(
        'Your e-mail server (SMTP) is not set up and verified, so the report could not be e-mailed.',
      ),
    ).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Set up your e-mail server' })).toHaveAttribute(
      'href',
      '/setting#smtp-setting',
    );
    expect(within(report).queryByRole('button')).not.toBeInTheDocument();
    // The lead sync providers are listed as before.
    expect(item(sent, 'Webhook')).toHaveTextContent('Sent');
  });

  it('with a verified e-mail server: sent', async () => {
    getDb().users[0]!.smtp.smtp_verified = true;
    await renderScreen(`/lead-report/${await capture()}`, { token: DEMO_TOKEN });
    const report = item(deliveries(await card()), 'Report e-mailed to the visitor');
    expect(within(report).getByText('Sent', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('lead card: Send again', () => {
  it('sends once however often it is clicked, then shows the delivery as sent', async () => {
    const calls = resends();
    const { user } = await renderScreen('/lead-report/2', { token: DEMO_TOKEN });
    const webhook = item(deliveries(await card()), 'Webhook');
    const button = within(webhook).getByRole('button', { name: 'Send again to Webhook' });
    await user.dblClick(button);
    await user.click(button);
    expect(await within(webhook).findByText('Sent')).toBeInTheDocument();
    expect(within(webhook).queryByRole('button', { name: 'Send again to Webhook' })).not.toBeInTheDocument();
    expect(calls).toEqual(['POST /api/v1/lead/2/deliveries/webhook/resend/']);
    expect(currentAlert()).toMatchObject({ status: 'success', message: 'The lead was sent to Webhook.' });
    expect(getDb().leads.find((row) => row.id === 2)?.deliveries?.[0]).toMatchObject({
      service: 'webhook',
      status: 'sent',
      message: null,
    });
  });

  it('a slow answer: presses meanwhile send nothing more, then the delivery shows as sent', async () => {
    const calls = resends();
    const { user } = await renderScreen('/lead-report/2', { token: DEMO_TOKEN });
    const webhook = item(deliveries(await card()), 'Webhook');
    const button = within(webhook).getByRole('button', { name: 'Send again to Webhook' });
    setFaults({ latencyMs: 800, path: '/resend/', times: 1 });
    await user.click(button);
    await user.click(button);
    expect(await within(webhook).findByText('Sent', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(calls).toEqual(['POST /api/v1/lead/2/deliveries/webhook/resend/']);
  });

  it('a webhook that still cannot be reached fails again with the new reason; fixed, it is sent', async () => {
    const demo = getDb().users[0]!;
    demo.leadsync.webhook.url = 'https://hooks.example.invalid/leads';
    const { user } = await renderScreen('/lead-report/2', { token: DEMO_TOKEN });
    const webhook = item(deliveries(await card()), 'Webhook');
    await user.click(within(webhook).getByRole('button', { name: 'Send again to Webhook' }));
    expect(
      await within(webhook).findByText('The webhook at hooks.example.invalid could not be reached (502 Bad Gateway).'),
    ).toBeInTheDocument();
    expect(currentAlert()).toMatchObject({
      status: 'danger',
      message:
        'Webhook did not take the lead: The webhook at hooks.example.invalid could not be reached (502 Bad Gateway).',
    });
    demo.leadsync.webhook.url = 'https://hooks.example.com/leads';
    await user.click(within(webhook).getByRole('button', { name: 'Send again to Webhook' }));
    expect(await within(webhook).findByText('Sent')).toBeInTheDocument();
  });

  it('a revoked Mailchimp key fails the delivery with Mailchimp’s refusal', async () => {
    getDb().users[0]!.leadsync.mailchimp.token = '0000…us14';
    const { user } = await renderScreen('/lead-report/5', { token: DEMO_TOKEN });
    const mailchimp = item(deliveries(await card()), 'Mailchimp');
    await user.click(within(mailchimp).getByRole('button', { name: 'Send again to Mailchimp' }));
    await waitFor(() =>
      expect(currentAlert()?.message).toBe(
        'Mailchimp did not take the lead: Mailchimp refused the API key (401 Unauthorized: the key was disabled).',
      ),
    );
    expect(within(mailchimp).getByText('Failed')).toBeInTheDocument();
    expect(within(mailchimp).getByRole('button', { name: 'Send again to Mailchimp' })).toBeEnabled();
  });

  it.each([
    ['500', 'Internal server error.', { kind: 'status', status: 500 }],
    ['network loss', 'Something went wrong. Please try again.', { kind: 'network' }],
    ['restrict_error', 'Your plan does not include this feature.', { kind: 'restrict' }],
  ] as const)('%s shows %j and leaves the delivery and Send again usable', async (_name, message, fault) => {
    const calls = resends();
    const { user } = await renderScreen('/lead-report/2', { token: DEMO_TOKEN });
    const webhook = item(deliveries(await card()), 'Webhook');
    setFaults({ ...fault, path: '/resend/', times: 1 });
    await user.click(within(webhook).getByRole('button', { name: 'Send again to Webhook' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentAlert()?.status).toBe('danger');
    expect(within(webhook).getByText('Failed')).toBeInTheDocument();
    await user.click(within(webhook).getByRole('button', { name: 'Send again to Webhook' }));
    expect(await within(webhook).findByText('Sent')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('401 signs out (§8)', async () => {
    const { user } = await renderScreen('/lead-report/2', { token: DEMO_TOKEN });
    const webhook = item(deliveries(await card()), 'Webhook');
    setFaults({ kind: 'unauthorized', path: '/resend/', times: 1 });
    await user.click(within(webhook).getByRole('button', { name: 'Send again to Webhook' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
