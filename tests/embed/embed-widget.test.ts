import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBaseFor, embedWidget, type EmbedEnvironment } from '../../src/embed/embed-widget';
import { DEMO_TOKEN, PRO_TOKEN, demoToday, getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { FORM_TICKET_MAX_AGE_MS, FORM_TICKET_MIN_MS } from '../../machines/shared/form-ticket';
import { readyTicket, visitorTookTheirTime } from '../form-ticket';
import { CUSTOMER_SITE, ownerConfirmsSite } from '../customer-site';

/** The embed tag as a customer's page carries it (the demo page is http://localhost:3000). */
function tag(widgetId: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('data-widget-id', widgetId);
  const box = document.createElement('main');
  box.append(script);
  document.body.append(box);
  return script;
}

const env: EmbedEnvironment = {
  apiBase: 'http://localhost:3000',
  pageUrl: `${CUSTOMER_SITE}/contact`,
  fetch: (input, init) => globalThis.fetch(input, init),
  narrow: false,
  navigate: () => undefined,
  page: window,
  storage: null,
};

afterEach(() => document.body.replaceChildren());

/** The widget drawn on the page, and a visitor who then takes the time a person takes before sending. */
async function embed(script: HTMLScriptElement, environment: EmbedEnvironment): Promise<HTMLElement | null> {
  const host = await embedWidget(script, environment);
  visitorTookTheirTime();
  return host;
}

const input = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
/** The names of the fields a person meets (the honeypot is hidden from everyone). */
const fieldNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('input')]
    .filter((field) => !field.closest('[aria-hidden="true"]'))
    .map((field) => field.name);

describe('the embed script (issue 23)', { timeout: 20_000 }, () => {
  it('finds the API of the app that served it', () => {
    expect(apiBaseFor('https://app.rankpilot.io/embed/widget.js')).toBe('https://api.rankpilot.io');
    expect(apiBaseFor('http://localhost:5173/embed/widget.js')).toBe('http://localhost:5173');
    expect(apiBaseFor('https://app.rankpilot.io/embed/widget.js', 'https://api.example.org/')).toBe(
      'https://api.example.org',
    );
  });

  it('draws the widget in its own element at the end of the page, in a shadow root, and counts a view of that page', async () => {
    getDb().widgetImpressions = [];
    const script = tag('1');
    const host = await embed(script, env);
    // At the end of the page, on top of the site's own layers, in an element of its own.
    expect(document.body.lastElementChild).toBe(host);
    expect(host?.localName).toBe('rankpilot-widget');
    const root = host!.shadowRoot!;
    expect(root.querySelector('.w-stage')?.getAttribute('data-type')).toBe('1');
    expect(root.querySelector('h2.w-title')?.textContent).toBe('Get your free SEO audit');
    expect(root.querySelector('.w-cta')?.textContent).toBe('Check my site');
    expect(fieldNames(root)).toEqual(['url', 'keyword', 'email']);
    await waitFor(() =>
      expect(getDb().widgetImpressions).toEqual([
        { widget_id: 1, url: 'https://www.bakery-example.com/contact', at: expect.any(String) },
      ]),
    );
  });

  it('leaves the page alone for a deleted widget', async () => {
    const script = tag('8');
    expect(await embed(script, env)).toBeNull();
    expect(document.querySelector('rankpilot-widget')).toBeNull();
  });

  it('checks the answers with the widget rules before sending anything', async () => {
    const leads = getDb().leads.length;
    const root = (await embed(tag('1'), env))!.shadowRoot!;
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'not an address');
    await user.type(input(root, 'email'), 'ada@');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    expect(root.querySelector('#rp1-url-error')?.textContent).toBe(
      'Enter a valid site address, such as www.example.com.',
    );
    expect(root.querySelector('#rp1-email-error')?.textContent).toBe('Enter a valid e-mail address.');
    expect(input(root, 'email')).toHaveAttribute('aria-invalid', 'true');
    expect(root.activeElement).toBe(input(root, 'url'));
    expect(getDb().leads).toHaveLength(leads);
  });

  it('sends a submission that becomes the owner lead, delivered and announced', async () => {
    await ownerConfirmsSite(1);
    const root = (await embed(tag('1'), env))!.shadowRoot!;
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.type(input(root, 'keyword'), 'sourdough amsterdam');
    await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() => expect(root.querySelector('.w-report h3')?.textContent).toBe('Your SEO report is ready'));
    const lead = getDb().leads.at(-1)!;
    expect(lead).toMatchObject({
      id: 341,
      user_id: 1,
      widget_id: 1,
      widget_name: 'Homepage audit box',
      url: 'http://www.ada-bakes.nl/',
      keyword: 'sourdough amsterdam',
      name: null,
      email: 'ada@ada-bakes.nl',
      phone: null,
      status: 'active',
    });
    expect(lead.deliveries?.map(({ service, status }) => [service, status])).toEqual([
      ['webhook', 'sent'],
      ['mailchimp', 'sent'],
    ]);
    expect(getDb().notifications.at(-1)).toMatchObject({
      user_id: 1,
      text: 'New lead from Homepage audit box: ada@ada-bakes.nl.',
      link: '/lead-report/341',
      read: false,
    });
  });

  it('carries a honeypot no person meets: hidden, out of the tab order and the accessibility tree; a bot that fills it stores nothing (issue 43)', async () => {
    const root = (await embed(tag('1'), env))!.shadowRoot!;
    const trap = input(root, 'homepage');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.tab();
    expect(root.activeElement).not.toBe(trap);
    await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
    const before = getDb().leads.length;
    // What a form-filling bot does: every input gets a value.
    await user.type(trap, 'https://spam.example');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe(
        'Your details could not be sent. Please try again.',
      ),
    );
    expect(getDb().leads).toHaveLength(before);
  });

  /** A visitor fills widget 1 at once and sends: done when the report shows (the ticket's wait included). */
  async function sendLead(root: ShadowRoot): Promise<void> {
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.type(input(root, 'keyword'), 'rye');
    await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() => expect(root.querySelector('.w-report h3')?.textContent).toBe('Your SEO report is ready'), {
      timeout: 10_000,
    });
  }

  it('holds a submission made at once until the form’s minimum time has passed, then sends it (issue 43)', async () => {
    const calls: { url: string; at: number }[] = [];
    const recording: EmbedEnvironment = {
      ...env,
      fetch: (input, init) => (calls.push({ url: String(input), at: Date.now() }), globalThis.fetch(input, init)),
    };
    const root = (await embedWidget(tag('1'), recording))!.shadowRoot!;
    const loadedAt = calls[0]!.at;
    await sendLead(root);
    const sent = calls.filter((call) => call.url.endsWith('/lead/'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at - loadedAt).toBeGreaterThanOrEqual(FORM_TICKET_MIN_MS);
  });

  it('asks for a new ticket once when the page was open too long, and sends (issue 43)', async () => {
    const calls: string[] = [];
    const recording: EmbedEnvironment = {
      ...env,
      fetch: (input, init) => (calls.push(`${init?.method ?? 'GET'} ${String(input)}`), globalThis.fetch(input, init)),
    };
    const root = (await embedWidget(tag('1'), recording))!.shadowRoot!;
    visitorTookTheirTime(FORM_TICKET_MAX_AGE_MS + 60_000);
    await sendLead(root);
    const widgetCalls = calls.filter((call) => /\/(public\/widget\/1\/|lead\/)$/.test(call));
    expect(widgetCalls.map((call) => call.replace('http://localhost:3000/api/v1/public/widget/1/', ''))).toEqual([
      'GET ',
      'POST lead/',
      'GET ',
      'POST lead/',
    ]);
  });

  it('says so when the submission could not be sent, and keeps what was typed', async () => {
    setFaults({ kind: 'status', status: 500, path: '/public/widget/1/lead/', times: 1 });
    const root = (await embed(tag('1'), env))!.shadowRoot!;
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe(
        'Your details could not be sent. Please try again.',
      ),
    );
    expect(input(root, 'email').value).toBe('ada@ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() => expect(root.querySelector('.w-report')).not.toBeNull());
  });

  it('takes the two steps of a two-step widget, and asks for the name it shows', async () => {
    const root = (await embed(tag('5'), env))!.shadowRoot!;
    const first = fieldNames(root);
    expect(first).toEqual(['url']);
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() => expect(input(root, 'email')).not.toBeNull());
    expect(fieldNames(root)).toEqual(['keyword', 'name', 'email']);
  });
});

describe(
  'after sending, the embed script does what the widget report action says (issue 23)',
  { timeout: 20_000 },
  () => {
    /** Widget 1 with the report action the marketer chose in the editor, as the demo server stores it. */
    function configure(action: 'redirect' | 'popup', value: string) {
      const widget = getDb().widgets.find((stored) => stored.id === 1)!;
      widget.report_action = action;
      if (action === 'redirect') widget.report_action_extra.redirect.redirect_url = value;
      else widget.report_action_extra.popup.text = value;
    }

    async function submitLead(navigate: (address: string) => void): Promise<ShadowRoot> {
      await ownerConfirmsSite(1);
      const root = (await embed(tag('1'), { ...env, navigate }))!.shadowRoot!;
      const user = userEvent.setup();
      await user.type(input(root, 'url'), 'www.ada-bakes.nl');
      await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
      await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
      await waitFor(() => expect(root.querySelector('.w-report')).not.toBeNull());
      return root;
    }

    it('takes the visitor to the configured address of a redirect, once the lead is stored', async () => {
      configure('redirect', 'www.ada-bakes.nl/thank-you');
      const navigate = vi.fn();
      await submitLead(navigate);
      expect(navigate.mock.calls).toEqual([['http://www.ada-bakes.nl/thank-you']]);
      expect(getDb().leads.at(-1)).toMatchObject({ widget_id: 1, email: 'ada@ada-bakes.nl' });
    });

    it('never follows a javascript: or internal redirect, and shows the built-in message instead', async () => {
      for (const address of ['javascript:alert(document.cookie)', 'http://localhost:8080/admin']) {
        configure('redirect', address);
        const navigate = vi.fn();
        const root = await submitLead(navigate);
        expect(root.querySelector('.w-report h3')?.textContent).toBe('Your SEO report is ready');
        expect(navigate).not.toHaveBeenCalled();
        document.body.replaceChildren();
      }
    });

    /** Widget 1's report close button set to go to an address, as the editor saves it. */
    function closeTo(address: string) {
      const widget = getDb().widgets.find((stored) => stored.id === 1)!;
      widget.report_action = 'default';
      widget.close_button_action = 'redirect';
      widget.close_button_extra.redirect = { title: 'Back to the shop', redirect_url: address };
    }

    it('takes the visitor to the close button address when closing the report', async () => {
      closeTo('www.ada-bakes.nl/shop');
      const navigate = vi.fn();
      const root = await submitLead(navigate);
      expect(navigate).not.toHaveBeenCalled();
      const close = root.querySelector<HTMLButtonElement>('.w-report-close')!;
      expect(close.textContent).toBe('Back to the shop');
      await userEvent.setup().click(close);
      expect(navigate.mock.calls).toEqual([['http://www.ada-bakes.nl/shop']]);
    });

    it('never follows a javascript: or internal close address: the button only closes the report', async () => {
      for (const address of ['javascript:alert(document.cookie)', 'http://127.0.0.1/admin']) {
        closeTo(address);
        const navigate = vi.fn();
        const root = await submitLead(navigate);
        await userEvent.setup().click(root.querySelector<HTMLButtonElement>('.w-report-close')!);
        expect(navigate).not.toHaveBeenCalled();
        expect(root.querySelector('.w-report')).toBeNull();
        expect(root.querySelector('input[name="url"]')).not.toBeNull();
        document.body.replaceChildren();
      }
    });

    it('shows the marketer message of a popup action in place of the built-in one', async () => {
      configure('popup', 'Thanks! Our team will call you within a day.');
      const navigate = vi.fn();
      const root = await submitLead(navigate);
      expect(root.querySelector('.w-report p')?.textContent).toBe('Thanks! Our team will call you within a day.');
      expect(root.querySelector('.w-report h3')).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    });
  },
);

describe('the form extra HTML on a visitor page (issue 23)', { timeout: 20_000 }, () => {
  const pwned = () => (window as unknown as { rpPwned?: number }).rpPwned;

  it('shows the allowed markup the server sanitized, and no script or event handler ever runs', async () => {
    const widget = getDb().widgets.find((stored) => stored.id === 1)!;
    widget.widget_form_extra =
      '<p>Read our <a href="https://www.ada-bakes.nl/privacy">privacy note</a>.</p>' +
      '<img src="x" onerror="window.rpPwned = 1"><script>window.rpPwned = 2</script>' +
      '<a href="javascript:window.rpPwned = 3">Win</a>';
    widget.overright_style = {
      form_extra_html: { html: '<strong>Free</strong> for bakers<svg onload="window.rpPwned = 4"></svg>' },
    };
    const root = (await embed(tag('1'), env))!.shadowRoot!;
    const text = root.querySelector('.w-extra-text')!;
    expect(text.textContent).toBe('Read our privacy note.Win');
    expect(text.querySelector('a')?.getAttribute('href')).toBe('https://www.ada-bakes.nl/privacy');
    expect(root.querySelector('.w-extra-html strong')?.textContent).toBe('Free');
    expect(root.querySelector('.w-extra-html')?.textContent).toBe('Free for bakers');
    expect(root.querySelectorAll('script, [onerror], [onload]')).toHaveLength(0);
    expect([...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://www.ada-bakes.nl/privacy',
      null,
    ]);
    root.querySelector<HTMLImageElement>('.w-extra img')?.dispatchEvent(new Event('error'));
    root.querySelector('.w-extra svg')?.dispatchEvent(new Event('load'));
    expect(pwned()).toBeUndefined();
  });

  it('shows plain extra text as text, markup characters and all', async () => {
    getDb().widgets.find((stored) => stored.id === 1)!.widget_form_extra = 'We answer within 1 day & never spam.';
    const root = (await embed(tag('1'), env))!.shadowRoot!;
    expect(root.querySelector('p.w-extra-text')?.textContent).toBe('We answer within 1 day & never spam.');
    expect(root.querySelector('.w-extra-html')).toBeNull();
  });
});

describe('the capture operation checks a submission again on the server (issue 23)', () => {
  const post = async (id: number, body: object) =>
    fetch(`http://localhost:3000/api/v1/public/widget/${id}/lead/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket: await readyTicket(id), ...body }),
    });

  it('after the rate limit, asks the visitor to try again in a minute and keeps what was typed', async () => {
    // Five submissions of this visitor to widget 1 in the last minutes: the limit.
    getDb().leadAttempts = Array.from({ length: 5 }, (_, index) => ({
      widget_id: 1,
      visitor: 'this browser',
      at: demoToday() - (index + 1) * 60_000,
    }));
    const root = (await embed(tag('1'), env))!.shadowRoot!;
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
    const leads = getDb().leads.length;
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe(
        'Too many submissions right now. Please try again in a minute.',
      ),
    );
    expect(input(root, 'url').value).toBe('www.ada-bakes.nl');
    expect(input(root, 'email').value).toBe('ada@ada-bakes.nl');
    expect(getDb().leads).toHaveLength(leads);
  });

  it('answers 400 with the widget rules per field, and stores nothing', async () => {
    const leads = getDb().leads.length;
    const answer = await post(6, { page_url: 'https://www.bakery-example.com/', url: 'localhost', phone: 'call me' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: 'Please correct the marked fields.',
      errors: {
        url: ['Enter a valid site address.'],
        phone: ['Enter a valid phone number.'],
        email: ['This field is required.'],
      },
    });
    expect(getDb().leads).toHaveLength(leads);
  });

  it('answers 404 for a deleted widget', async () => {
    const answer = await post(8, { page_url: 'https://www.bakery-example.com/', url: 'www.ada-bakes.nl' });
    expect(answer.status).toBe(404);
  });
});

describe('an overlay opens on its triggers and as often as set (issue 42)', { timeout: 20_000 }, () => {
  /** The site's storage across page views of one visitor. */
  function siteStorage(): Pick<Storage, 'getItem' | 'setItem'> {
    const items = new Map<string, string>();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
  }
  function takeover(settings: Partial<{ on_exit: 0 | 1; on_timeout: number; on_scroll: number; view: 1 | 2 }>) {
    const widget = getDb().widgets.find((stored) => stored.id === 4)!;
    widget.widget_settings_extra.event_type = {
      on_exit: settings.on_exit ?? 0,
      on_timeout: settings.on_timeout ?? -1,
      on_scroll: settings.on_scroll ?? -1,
    };
    widget.widget_settings_extra.show_form_view_as = settings.view ?? 1;
    getDb().widgetImpressions = [];
  }
  const shownTakeover = (host: HTMLElement | null) => host?.shadowRoot?.querySelector('.w-takeover form') ?? null;
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }
  afterEach(() => {
    scrollTo(0);
    vi.useRealTimers();
  });

  it('opens a takeover after 200 px of scrolling, not at load, and counts the view only then', async () => {
    takeover({ on_scroll: 200 });
    const host = await embed(tag('4'), env);
    expect(host).not.toBeNull();
    expect(shownTakeover(host)).toBeNull();
    scrollTo(150);
    expect(shownTakeover(host)).toBeNull();
    expect(getDb().widgetImpressions).toEqual([]);
    scrollTo(210);
    expect(shownTakeover(host)).not.toBeNull();
    await waitFor(() =>
      expect((getDb().widgetImpressions ?? []).filter((view) => view.widget_id === 4)).toHaveLength(1),
    );
  });

  it('opens after its seconds, not before', async () => {
    takeover({ on_timeout: 8 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const host = await embed(tag('4'), env);
    vi.advanceTimersByTime(7_900);
    expect(shownTakeover(host)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(shownTakeover(host)).not.toBeNull();
  });

  it('opens when the pointer leaves the window through the top, not through a side', async () => {
    takeover({ on_exit: 1 });
    const host = await embed(tag('4'), env);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, clientX: 0, relatedTarget: null }));
    expect(shownTakeover(host)).toBeNull();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    expect(shownTakeover(host)).not.toBeNull();
  });

  it('opens at once with every trigger off', async () => {
    takeover({});
    expect(shownTakeover(await embed(tag('4'), env))).not.toBeNull();
  });

  it('once per visit: not on the next page once it showed (closing counts); every page view: again', async () => {
    takeover({ view: 1 });
    const storage = siteStorage();
    const first = await embed(tag('4'), { ...env, storage });
    first!.shadowRoot!.querySelector<HTMLButtonElement>('.w-close')!.click();
    expect(shownTakeover(first)).toBeNull();
    expect(await embed(tag('4'), { ...env, storage })).toBeNull();
    takeover({ view: 2 });
    expect(shownTakeover(await embed(tag('4'), { ...env, storage }))).not.toBeNull();
  });

  it('a visitor who sent the form is not asked again on that site', async () => {
    const storage = siteStorage();
    const root = (await embed(tag('1'), { ...env, storage }))!.shadowRoot!;
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() => expect(root.querySelector('[role="status"]')).not.toBeNull());
    expect(await embed(tag('1'), { ...env, storage })).toBeNull();
    // Another visitor (another browser) still gets it.
    expect(await embed(tag('1'), { ...env, storage: siteStorage() })).not.toBeNull();
  });
});

describe('where the widget shows (issue 42, assumed display rules)', { timeout: 20_000 }, () => {
  // Pages of a site of these tests' own: an earlier test's view may still be on its way.
  const site = 'https://www.rye-and-co.example';
  const viewsHere = () =>
    (getDb().widgetImpressions ?? [])
      .filter((view) => view.widget_id === 1 && view.url.startsWith(site))
      .map((view) => view.url);
  function limit(rules: { pages_shown?: string; pages_hidden?: string; devices?: 'all' | 'desktop' | 'phone' }) {
    getDb().widgets.find((stored) => stored.id === 1)!.widget_settings_extra.display_rules = {
      pages_shown: rules.pages_shown ?? '',
      pages_hidden: rules.pages_hidden ?? '',
      devices: rules.devices ?? 'all',
    };
  }

  it('shows only on the pages it is limited to, and counts no view elsewhere', async () => {
    limit({ pages_shown: '/pricing\n/blog/*' });
    expect(await embed(tag('1'), { ...env, pageUrl: `${site}/contact` })).toBeNull();
    expect(document.querySelector('rankpilot-widget')).toBeNull();
    const host = await embed(tag('1'), { ...env, pageUrl: `${site}/blog/bread` });
    expect(host?.shadowRoot?.querySelector('.w-form')).not.toBeNull();
    await waitFor(() => expect(viewsHere()).toEqual([`${site}/blog/bread`]));
  });

  it('stays off excluded pages, and off the devices it is not for', async () => {
    limit({ pages_hidden: '/checkout*' });
    expect(await embed(tag('1'), { ...env, pageUrl: `${site}/checkout/pay` })).toBeNull();
    limit({ devices: 'phone' });
    expect(await embed(tag('1'), { ...env, pageUrl: `${site}/desk` })).toBeNull();
    expect(await embed(tag('1'), { ...env, pageUrl: `${site}/phone`, narrow: true })).not.toBeNull();
    await waitFor(() => expect(viewsHere()).toEqual([`${site}/phone`]));
  });
});

describe('the visitor sees the report of their lead (issue 42)', { timeout: 30_000 }, () => {
  /** The lead's page in the app as its owner reads it: the score, how many checks need attention, and their titles. */
  async function leadPage(leadId: number, token: string, lang: string) {
    const answer = await fetch(`http://localhost:3000/api/v1/page/lead/report/${leadId}/`, {
      headers: { Authorization: `Token ${token}`, 'Accept-Language': lang },
    });
    const page = new DOMParser().parseFromString(((await answer.json()) as { content: string }).content, 'text/html');
    const scoreLine = [...page.querySelectorAll('p')].find((line) => /\/ 100/.test(line.textContent ?? ''))!;
    const [score, , count] = (scoreLine.textContent ?? '').match(/\d+/g)!.map(Number);
    const titles = [...page.querySelectorAll('ol li strong')].map((title) => title.textContent);
    return { score, count, titles };
  }

  async function send(root: ShadowRoot) {
    const user = userEvent.setup();
    await user.type(input(root, 'url'), 'www.ada-bakes.nl');
    await user.type(input(root, 'email'), 'ada@ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() => expect(root.querySelector('[role="status"]')).not.toBeNull());
    return root.querySelector('[role="status"]')!;
  }

  it('shows the score and the issues the marketer sees on the lead page', async () => {
    await ownerConfirmsSite(1);
    const report = await send((await embed(tag('1'), env))!.shadowRoot!);
    const expected = await leadPage(getDb().leads.at(-1)!.id, DEMO_TOKEN, 'en');
    expect(report.querySelector('h3')?.textContent).toBe('Your SEO report is ready');
    expect(report.querySelector('.w-score')?.textContent).toBe(`SEO score: ${expected.score}/100`);
    expect(report.querySelector('h4')?.textContent).toBe('What to fix first');
    const issues = [...report.querySelectorAll('li')].map((item) => item.textContent ?? '');
    expect(issues).toHaveLength(expected.count!);
    expect(issues.slice(0, expected.titles.length).map((text) => text.replace(/ \((Warning|Error)\)$/, ''))).toEqual(
      expected.titles,
    );
  });

  it('reads in the widget language, its close button too (the Dutch widget of pro@example.com)', async () => {
    await ownerConfirmsSite(9, PRO_TOKEN);
    const root = (await embed(tag('9'), env))!.shadowRoot!;
    await userEvent.setup().click(root.querySelector<HTMLButtonElement>('.w-popup-icon')!);
    const report = await send(root);
    const lead = getDb().leads.at(-1)!;
    expect(lead.widget_id).toBe(9);
    const expected = await leadPage(lead.id, PRO_TOKEN, 'nl');
    expect(report.querySelector('h3')?.textContent).toBe('Je SEO-rapport is klaar');
    expect(report.querySelector('.w-score')?.textContent).toBe(`SEO-score: ${expected.score}/100`);
    const issues = [...report.querySelectorAll('li')].map((item) => item.textContent ?? '');
    expect(issues).toHaveLength(expected.count!);
    expect(
      issues.slice(0, expected.titles.length).map((text) => text.replace(/ \((Waarschuwing|Fout)\)$/, '')),
    ).toEqual(expected.titles);
    expect(report.querySelector('.w-report-close')?.textContent).toBe('Dit rapport sluiten');
    // Pro's e-mail server is verified: the report went to the visitor's inbox as well.
    expect(lead.deliveries?.at(-1)).toMatchObject({ service: 'report_email', status: 'sent', message: null });
  });
});

describe('"also send the report by e-mail" (issue 42, send_report)', () => {
  const post = async (body: Record<string, string>) =>
    fetch('http://localhost:3000/api/v1/public/widget/1/lead/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ticket: await readyTicket(1),
        page_url: `${CUSTOMER_SITE}/`,
        url: 'www.ada-bakes.nl',
        ...body,
      }),
    });
  beforeEach(() => ownerConfirmsSite(1));
  const widget = () => getDb().widgets.find((stored) => stored.id === 1)!;
  const reportMail = () =>
    getDb()
      .leads.at(-1)!
      .deliveries?.filter((item) => item.service === 'report_email');

  it('records a failed report e-mail, with the reason, while the owner e-mail server is not verified', async () => {
    widget().report_action_extra.default.send_report = 1;
    expect((await post({ email: 'ada@ada-bakes.nl' })).status).toBe(201);
    expect(reportMail()).toEqual([
      {
        service: 'report_email',
        status: 'failed',
        at: expect.any(String),
        message: 'Your e-mail server (SMTP) is not set up and verified, so the report could not be e-mailed.',
      },
    ]);
  });

  it('sends none when send_report is off, or when the visitor gave no e-mail address', async () => {
    widget().report_action_extra.default.send_report = 0;
    expect((await post({ email: 'ada@ada-bakes.nl' })).status).toBe(201);
    expect(reportMail()).toEqual([]);
    widget().report_action_extra.default.send_report = 1;
    widget().wform_email.show_field = 0;
    expect((await post({})).status).toBe(201);
    expect(reportMail()).toEqual([]);
  });
});
