import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api } from '../../src/api/client';
import { getToken, setToken } from '../../src/api/session';
import { App } from '../../src/app/app';
import { initI18n } from '../../src/i18n';
import { codeChallenge } from '../../src/features/leads/lead-sync/oauth';
import { FREE_TOKEN, getDb, PRO_TOKEN } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN, renderScreen } from '../render';

const MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us14';
const BREVO_KEY = `xkeysib-${'ab12'.repeat(16)}-AbCdEfGh12345678`;

/** Every POST to the lead sync API while a test runs. */
function recordPosts(): { url: string; body: unknown }[] {
  const posts: { url: string; body: unknown }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !request.url.includes('/leadsync/')) return;
    // A POST without a body (the connection check) is recorded with none.
    void request
      .clone()
      .text()
      .then((text) =>
        posts.push({ url: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : null }),
      );
  };
  server.events.on('request:start', listener);
  // Only this listener goes (the contract checks listen too); files share a worker, so one left behind would record
  // another file's calls.
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return posts;
}

const alertText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 15_000 });

describe('lead sync: routes and tabs', () => {
  it('/sync-lead opens the webhook tab; the four tabs come in the spec order', async () => {
    await renderScreen('/sync-lead', { token: DEMO_TOKEN });
    await waitFor(() => expect(window.location.pathname).toBe('/sync-lead/webhook'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead sync' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Lead sync services' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/(Connected|Not connected|Needs attention)$/, ''))).toEqual([
      'Webhook',
      'Sendinblue',
      'Mailchimp',
      'Constant Contact',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it("details that could not load say so in the server's words, and load on Try again", async () => {
    setFaults({ kind: 'status', status: 500, path: '/leadsync/webhook/', times: 1 });
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    const box = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(box).toHaveTextContent('The connection details could not be loaded.');
    expect(box).toHaveTextContent('Internal server error.');
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    // The panel's form, once its details have loaded.
    await waitFor(() => expect(screen.getByRole('tabpanel').querySelector('form')).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sync_with is case-insensitive, and any other value goes to the webhook', async () => {
    await renderScreen('/sync-lead/MailChimp', { token: DEMO_TOKEN });
    await waitFor(() => expect(window.location.pathname).toBe('/sync-lead/mailchimp'));
    // The Mailchimp panel's connected account (the header shows the same person's name).
    expect(await within(await screen.findByRole('main')).findByText('Dana Demo')).toBeInTheDocument();
  });

  it('an unknown provider redirects to /sync-lead/webhook', async () => {
    await renderScreen('/sync-lead/hubspot', { token: DEMO_TOKEN });
    await waitFor(() => expect(window.location.pathname).toBe('/sync-lead/webhook'));
  });

  it('choosing a tab navigates to its route and shows only its panel', async () => {
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    expect(await screen.findByLabelText(/Token/)).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: /Sendinblue/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/sync-lead/sendinblue'));
    expect(await screen.findByLabelText(/^API key/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Token/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});

describe('lead sync: webhook', () => {
  it('a saved token never comes back: the field is empty and says one is saved; a new address keeps it (#43)', async () => {
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    const token = await screen.findByLabelText(/Token/);
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription(/A token is saved\. Leave this empty to keep it/);
    expect(document.body.innerHTML).not.toContain('whk_51c0d2');
    const { data } = await api.GET('/api/v1/leadsync/{service}/', { params: { path: { service: 'webhook' } } });
    expect(JSON.stringify(data)).not.toContain('whk_51c0d2');
    expect(data?.data).toMatchObject({ token_set: true });
    const url = screen.getByLabelText(/^Webhook URL/);
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alertText('Webhook saved successfully')).toBeInTheDocument();
    expect(getDb().users[0]!.leadsync.webhook).toMatchObject({
      token: 'whk_51c0d2',
      url: 'https://crm.example.com/new',
    });
    expect(screen.getByRole('tab', { name: /Webhook/ })).toHaveTextContent(/Connected/);
  });

  it('requires a token while none is saved: error styling and nothing sent; typing clears it; Save stores and reloads', async () => {
    const posts = recordPosts();
    const { user } = await renderScreen('/sync-lead/webhook', { token: PRO_TOKEN });
    const token = await screen.findByLabelText(/Token/);
    expect(token).not.toHaveAccessibleDescription(/saved/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a token.')).toBeInTheDocument();
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(posts).toEqual([]);
    await user.type(token, 'new-token');
    expect(screen.queryByText('Enter a token.')).not.toBeInTheDocument();
    const url = screen.getByLabelText(/^Webhook URL/);
    expect(url).toHaveAttribute('type', 'url');
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alertText('Webhook saved successfully')).toBeInTheDocument();
    const pro = getDb().users.find((account) => account.email === 'pro@example.com');
    expect(pro?.leadsync.webhook).toMatchObject({ token: 'new-token', url: 'https://crm.example.com/in' });
    expect(token).toHaveValue('');
  });

  it('refuses a token past 256 characters before saving: the field counts and says so, nothing sent (#43)', async () => {
    const posts = recordPosts();
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    const token = await screen.findByLabelText(/Token/);
    await user.clear(token);
    await user.paste('t'.repeat(257));
    await waitFor(() => expect(token).toHaveAccessibleErrorMessage('At most 256 characters: this has 257.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(token).toHaveValue('t'.repeat(257));
    expect(posts).toEqual([]);
  });

  it.each([
    'javascript:alert(document.domain)',
    'http://127.0.0.1:22/',
    'http://crm.example.com/in',
    'data:text/html,hi',
  ])('refuses the webhook URL %j before saving: its message, nothing sent, what was typed kept', async (address) => {
    const posts = recordPosts();
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    const url = await screen.findByLabelText(/^Webhook URL/);
    await user.clear(url);
    await user.type(url, address);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a public https:// address, e.g. https://hooks.example.com/leads.'),
    ).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveValue(address);
    expect(posts).toEqual([]);
  });

  it('requires the URL: a token alone is not saved, the field says why, and the tab stays Not connected (#48 item 5)', async () => {
    const posts = recordPosts();
    const { user } = await renderScreen('/sync-lead/webhook', { token: PRO_TOKEN });
    const url = await screen.findByLabelText(/^Webhook URL/, {}, { timeout: 15_000 });
    expect(url).toBeRequired();
    await user.type(screen.getByLabelText(/Token/), 'whk_only_a_token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the webhook URL: leads are sent there.')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    expect(screen.queryByText('Webhook saved successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Webhook/ })).toHaveTextContent('Not connected');
    expect(getDb().users.find((item) => item.email === 'pro@example.com')!.leadsync.webhook.token).toBe('');

    await user.type(url, 'https://crm.example.com/in');
    expect(screen.queryByText('Enter the webhook URL: leads are sent there.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alertText('Webhook saved successfully')).toBeInTheDocument();
  });

  it('Test sends a sample lead to the saved URL and shows the status code and time', async () => {
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    await screen.findByLabelText(/Token/);
    await user.click(screen.getByRole('button', { name: 'Send test lead' }));
    expect(await screen.findByText(/Your webhook answered 200 in \d+ ms\./)).toBeInTheDocument();
  });

  it('a webhook that cannot be reached (.invalid) shows the server message', async () => {
    getDb().users[0]!.leadsync.webhook.url = 'https://hooks.example.invalid/x';
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    await screen.findByLabelText(/Token/);
    await user.click(screen.getByRole('button', { name: 'Send test lead' }));
    expect(
      await alertText('The webhook at hooks.example.invalid could not be reached (502 Bad Gateway).'),
    ).toBeInTheDocument();
  });

  it('the help button opens the FAQ in a new window without an opener', async () => {
    await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    const help = await screen.findByRole('link', { name: 'Help with Webhook (opens in a new window)' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(help).toHaveAttribute('href', 'https://www.rankpilot.io/faq/lead-sync#webhook');
  });
});

describe('lead sync: Sendinblue and Mailchimp', () => {
  it('Connect needs a key (error styling, nothing sent); typing clears the error', async () => {
    const posts = recordPosts();
    const { user } = await renderScreen('/sync-lead/sendinblue', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter your API key.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^API key/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^API key/), 'x');
    expect(screen.queryByText('Enter your API key.')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('the key is masked with show/hide, and a format hint shows while typing', async () => {
    const { user } = await renderScreen('/sync-lead/sendinblue', { token: DEMO_TOKEN });
    const key = await screen.findByLabelText(/^API key/);
    expect(key).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(key).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide API key' }));
    expect(key).toHaveAttribute('type', 'password');
    await user.type(key, 'abc');
    expect(screen.getByText('A Brevo (Sendinblue) API key starts with xkeysib-.')).toBeInTheDocument();
    await user.clear(key);
    await user.type(key, 'xkeysib-');
    expect(screen.queryByTestId('lead-sync-key-hint')).not.toBeInTheDocument();
  });

  it('a bad key is refused with the provider message and stays in the field', async () => {
    const { user } = await renderScreen('/sync-lead/sendinblue', { token: DEMO_TOKEN });
    await user.type(await screen.findByLabelText(/^API key/), 'xkeysib-nope');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await alertText('Invalid API key. Key not found: check the key in your Brevo account (SMTP & API).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^API key/)).toHaveValue('xkeysib-nope');
  });

  it('a good Brevo key logs in: name, e-mail, plan entries with credits, lists', async () => {
    const { user } = await renderScreen('/sync-lead/sendinblue', { token: DEMO_TOKEN });
    await user.type(await screen.findByLabelText(/^API key/), BREVO_KEY);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    // It says what happened: the service is connected (#48 item 7), not that someone logged in.
    expect(await alertText('Sendinblue connected')).toBeInTheDocument();
    expect(await screen.findByTestId('lead-sync-profile-name')).toHaveTextContent('Dana Demo');
    expect(screen.getByTestId('lead-sync-profile-email')).toHaveTextContent('demo@example.com');
    const plan = within(screen.getByTestId('lead-sync-plan')).getAllByRole('listitem');
    expect(plan.map((item) => item.textContent)).toEqual(['free: 300 credits', 'sms: 25 credits']);
    expect(screen.getByRole('group', { name: 'Send in multiple lists' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('tab', { name: /Sendinblue/ })).toHaveTextContent('Needs a list');
  });

  it('a connected account with no list ticked: Save asks for a list, sends nothing, and the tab reads "Needs a list"', async () => {
    const { user } = await renderScreen('/sync-lead/sendinblue', { token: DEMO_TOKEN });
    await user.type(await screen.findByLabelText(/^API key/), BREVO_KEY);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByRole('group', { name: 'Send in multiple lists' });
    const posts = recordPosts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one list.');
    expect(screen.queryByText('Lists saved successfully')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    expect(screen.getByRole('tab', { name: /Sendinblue/ })).toHaveTextContent('Needs a list');

    const first = screen.getAllByRole('checkbox')[0]!;
    await user.click(first);
    expect(screen.queryByText('Choose at least one list.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alertText('Lists saved successfully')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sendinblue/ })).toHaveTextContent('Connected');
  });

  it('Mailchimp logged in: saved lists preselected, a new choice is saved (numeric ids stay numbers for Brevo)', async () => {
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: DEMO_TOKEN });
    const websiteLeads = await screen.findByRole('checkbox', { name: 'Website leads' });
    expect(websiteLeads).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alertText('Lists saved successfully')).toBeInTheDocument();
    expect(getDb().users[0]!.leadsync.mailchimp.list_ids).toEqual(['a1b2c3', 'd4e5f6']);
  });

  it('Disconnect asks first, saying what stops and what stays; cancelled (Escape) nothing is sent; confirmed it clears the connection (empty token) and shows the key form again (#48 item 7)', async () => {
    const posts = recordPosts();
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Mailchimp?' });
    expect(dialog).toHaveTextContent('New leads are no longer sent to Mailchimp.');
    expect(dialog).toHaveTextContent('Nothing already sent is removed: the contacts stay in your Mailchimp lists.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts).toEqual([]);
    expect(getDb().users[0]!.leadsync.mailchimp.profile).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Mailchimp?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByLabelText(/^API key/)).toHaveValue('');
    await waitFor(() => expect(posts).toContainEqual({ url: '/api/v1/leadsync/mailchimp/', body: { token: '' } }));
    expect(await alertText('Mailchimp disconnected: new leads are no longer sent to it.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Mailchimp/ })).toHaveTextContent('Not connected');
  });

  it('Test asks the connected provider and shows its answer; a refusal says why and marks the tab (#48 item 7)', async () => {
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Test connection' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('lead-sync-check-result')).toHaveTextContent(
      'Mailchimp answered: the connection works.',
    );

    getDb().users[0]!.leadsync.mailchimp.provider_error = { status: 401, message: 'API key disabled' };
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await alertText('The Mailchimp account refused this API key (401: the key was disabled).'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('lead-sync-check-result')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Mailchimp/ })).toHaveTextContent('Needs attention');
  });

  it.each([
    ['sendinblue', 'Sendinblue'],
    ['constant_contact', 'Constant Contact'],
  ])('%s has the Test too, checked by the server (#48 item 7)', async (service, name) => {
    const posts = recordPosts();
    const { user } = await renderScreen(`/sync-lead/${service}`, { token: PRO_TOKEN });
    const pro = getDb().users.find((item) => item.email === 'pro@example.com')!;
    pro.leadsync[service as 'sendinblue' | 'constant_contact'].profile = {
      first_name: 'Petra',
      last_name: 'Pro',
      email: 'pro@example.com',
    };
    await user.click(await screen.findByRole('button', { name: 'Test connection' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('lead-sync-check-result')).toHaveTextContent(
      `${name} answered: the connection works.`,
    );
    await waitFor(() => expect(posts).toContainEqual({ url: `/api/v1/leadsync/${service}/check/`, body: {} }));
  });

  it('a saved list that no longer exists marks the tab "needs attention"', async () => {
    getDb().users[0]!.leadsync.mailchimp.list_ids = ['a1b2c3', 'gone1'];
    await renderScreen('/sync-lead/mailchimp', { token: DEMO_TOKEN });
    expect(await screen.findByText(/Saved lists that no longer exist: gone1\./)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Mailchimp/ })).toHaveTextContent('Needs attention');
  });

  it('a key the provider refuses (401 from the provider) marks the tab "needs attention"', async () => {
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: PRO_TOKEN });
    await user.type(await screen.findByLabelText(/^API key/), `${'0'.repeat(32)}-us14`);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await alertText('The Mailchimp account refused this API key (401: the key was disabled).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Mailchimp/ })).toHaveTextContent('Needs attention');
    expect(getToken()).toBe(PRO_TOKEN);
  });
});

describe('lead sync: failures (§8)', () => {
  const faults = {
    500: { kind: 'status', status: 500 },
    network: { kind: 'network' },
    401: { kind: 'unauthorized' },
  } as const;

  it.each([
    ['500', 'Internal server error.'],
    ['network', 'Something went wrong. Please try again.'],
  ] as const)('%s during Login shows %j and keeps the key', async (fault, message) => {
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: PRO_TOKEN });
    await user.type(await screen.findByLabelText(/^API key/), MAILCHIMP_KEY);
    setFaults({ ...faults[fault], path: '/leadsync/mailchimp/', method: 'POST', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await alertText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^API key/)).toHaveValue(MAILCHIMP_KEY);
    expect(getToken()).toBe(PRO_TOKEN);
  });

  it.each([
    ['500', 'Internal server error.'],
    ['network', 'Something went wrong. Please try again.'],
  ] as const)('%s during Save shows %j and keeps the choice', async (fault, message) => {
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('checkbox', { name: 'Newsletter' }));
    setFaults({ ...faults[fault], path: '/leadsync/mailchimp/', method: 'POST', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alertText(message)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
    expect(getDb().users[0]!.leadsync.mailchimp.list_ids).toEqual(['a1b2c3']);
  });

  it('401 during Login signs out (§8)', async () => {
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: PRO_TOKEN });
    await user.type(await screen.findByLabelText(/^API key/), MAILCHIMP_KEY);
    setFaults({ ...faults[401], path: '/leadsync/mailchimp/', method: 'POST', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('401 during Save signs out (§8)', async () => {
    const { user } = await renderScreen('/sync-lead/mailchimp', { token: DEMO_TOKEN });
    await screen.findByRole('checkbox', { name: 'Newsletter' });
    setFaults({ ...faults[401], path: '/leadsync/mailchimp/', method: 'POST', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('500 while the webhook saves keeps what was typed', async () => {
    const { user } = await renderScreen('/sync-lead/webhook', { token: DEMO_TOKEN });
    const token = await screen.findByLabelText(/Token/);
    await user.clear(token);
    await user.type(token, 'typed-token');
    setFaults({ ...faults[500], path: '/leadsync/webhook/', method: 'POST', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await alertText('Internal server error.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Token/)).toHaveValue('typed-token');
  });
});

describe('lead sync: no access (§6)', () => {
  it.each([
    ['webhook', 'Save'],
    ['sendinblue', 'Connect'],
    ['mailchimp', 'Connect'],
    ['constant_contact', 'Connect Constant Contact'],
  ])('%s shows the notice with a link to /pricing, and %s is disabled', async (provider, button) => {
    await renderScreen(`/sync-lead/${provider}`, { token: FREE_TOKEN });
    const notice = await screen.findByTestId('lead-sync-no-access');
    expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: button })).toBeDisabled();
  });
});

describe('lead sync: Constant Contact', () => {
  it('a return with a forged state is refused, nothing is sent, and code/state leave the address', async () => {
    const posts = recordPosts();
    sessionStorage.setItem(
      'leadsync.cc.pending',
      JSON.stringify({ state: 'the-real-state', verifier: 'v'.repeat(64), mode: 'redirect' }),
    );
    await renderScreen('/sync-lead/constant_contact?code=abc&state=forged', { token: DEMO_TOKEN });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await alertText(/does not belong to a connection started here/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect Constant Contact' })).toBeEnabled();
    expect(posts).toEqual([]);
  });

  it('a return with the expected state exchanges the code with the verifier, then shows the account', async () => {
    const verifier = 'v'.repeat(64);
    const redirectUri = `${window.location.origin}/sync-lead/constant_contact`;
    const { api } = await import('../../src/api/client');
    const issued = await api.POST('/api/v1/demo-provider/constant-contact/code/', {
      body: { redirect_uri: redirectUri, state: 's1', code_challenge: await codeChallenge(verifier) },
    });
    const code = issued.data!.code;
    sessionStorage.setItem('leadsync.cc.pending', JSON.stringify({ state: 's1', verifier, mode: 'redirect' }));
    const posts = recordPosts();
    await renderScreen(`/sync-lead/constant_contact?code=${encodeURIComponent(code)}&state=s1`, { token: DEMO_TOKEN });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await alertText('Constant Contact connected successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('lead-sync-profile-email')).toHaveTextContent('demo@example.com');
    expect(posts).toEqual([
      {
        url: '/api/v1/leadsync/constant_contact/',
        body: { token: code, current_url: redirectUri, code_verifier: verifier },
      },
    ]);
    expect(sessionStorage.getItem('leadsync.cc.pending')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it('under StrictMode (as in development) the code is exchanged once', async () => {
    const verifier = 'w'.repeat(64);
    const redirectUri = `${window.location.origin}/sync-lead/constant_contact`;
    const { api } = await import('../../src/api/client');
    const issued = await api.POST('/api/v1/demo-provider/constant-contact/code/', {
      body: { redirect_uri: redirectUri, state: 's2', code_challenge: await codeChallenge(verifier) },
    });
    sessionStorage.setItem('leadsync.cc.pending', JSON.stringify({ state: 's2', verifier, mode: 'redirect' }));
    const posts = recordPosts();
    setToken(DEMO_TOKEN);
    window.history.replaceState(
      null,
      '',
      `/sync-lead/constant_contact?code=${encodeURIComponent(issued.data!.code)}&state=s2`,
    );
    await initI18n('en');
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    expect(await screen.findByTestId('lead-sync-profile-email')).toHaveTextContent('demo@example.com');
    expect(posts).toHaveLength(1);
    expect(screen.queryByText(/already used/)).not.toBeInTheDocument();
  });
});
