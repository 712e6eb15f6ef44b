import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embedWidget, variantKey, type EmbedEnvironment } from '../../src/embed/embed-widget';
import { getDb } from '../../src/mocks/db';
import { visitorTookTheirTime } from '../form-ticket';
import { CUSTOMER_SITE, ownerConfirmsSite } from '../customer-site';

/** A visitor's browser: its own storage on the customer's site, and the draw a split test's pick comes from. */
function visitor(draw: number): EmbedEnvironment {
  const stored = new Map<string, string>();
  return {
    apiBase: 'http://localhost:3000',
    pageUrl: `${CUSTOMER_SITE}/blog/seo-basics`,
    fetch: (input, init) => globalThis.fetch(input, init),
    narrow: false,
    navigate: () => undefined,
    page: window,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    random: () => draw,
  };
}

/** The seeded blog popup (2) as its embed tag carries it: its split test is A (2) against B (10), 50/50. */
async function pageView(environment: EmbedEnvironment): Promise<HTMLElement> {
  document.body.replaceChildren();
  const script = document.createElement('script');
  script.setAttribute('data-widget-id', '2');
  document.body.append(script);
  const host = await embedWidget(script, environment);
  visitorTookTheirTime();
  return host!;
}

const title = (host: HTMLElement) => host.shadowRoot?.querySelector('h2.w-title')?.textContent;
const viewsOf = () =>
  (getDb().widgetImpressions ?? []).map(({ widget_id, variant_id }) => [widget_id, variant_id ?? null]);

/** Both versions open at once and on every page view, so each page view shows one. */
beforeEach(() => {
  for (const widget of getDb().widgets.filter((stored) => stored.id === 2 || stored.id === 10)) {
    widget.widget_settings_extra.event_type = { on_exit: 0, on_timeout: -1, on_scroll: -1 };
    widget.widget_settings_extra.widget_auto_popup = 0;
    widget.widget_settings_extra.show_form_view_as = 2;
  }
});
afterEach(() => document.body.replaceChildren());

describe('a split test on a visitor’s page (issue 47)', { timeout: 20_000 }, () => {
  it('splits visitors by weight under the one embed code, each keeping their version, and counts each apart', async () => {
    getDb().widgetImpressions = [];
    const first = visitor(0.2);
    const second = visitor(0.7);
    const hostA = await pageView(first);
    expect(hostA.getAttribute('data-rankpilot-version')).toBe('2');
    expect(title(hostA)).toBe('Get your free SEO audit');
    const hostB = await pageView(second);
    expect(hostB.getAttribute('data-rankpilot-version')).toBe('10');
    expect(title(hostB)).toBe('Is your site losing visitors?');
    expect(second.storage?.getItem(variantKey(2))).toBe('10');
    // The first visitor comes back with another draw: still A.
    const again = await pageView({ ...first, random: () => 0.99 });
    expect(again.getAttribute('data-rankpilot-version')).toBe('2');
    await waitFor(() =>
      expect(viewsOf()).toEqual([
        [2, null],
        [2, 10],
        [2, null],
      ]),
    );
  });

  it("a lead sent from B is the widget's lead, marked as B's", async () => {
    await ownerConfirmsSite(2);
    const root = (await pageView(visitor(0.9))).shadowRoot!;
    const user = userEvent.setup();
    await user.type(root.querySelector<HTMLInputElement>('input[name="url"]')!, 'www.ada-bakes.nl');
    await user.type(root.querySelector<HTMLInputElement>('input[name="email"]')!, 'ada@ada-bakes.nl');
    await user.click(root.querySelector<HTMLButtonElement>('.w-cta')!);
    await waitFor(() => expect(root.querySelector('.w-report h3')?.textContent).toBe('Your SEO report is ready'));
    expect(getDb().leads.at(-1)).toMatchObject({
      widget_id: 2,
      widget_name: 'Blog exit popup',
      variant_id: 10,
      email: 'ada@ada-bakes.nl',
    });
  });

  it('a paused version is shown to no one new, and its visitors get another', async () => {
    const b = getDb().widgets.find((widget) => widget.id === 10)!;
    const returning = visitor(0.9);
    expect((await pageView(returning)).getAttribute('data-rankpilot-version')).toBe('10');
    b.split = { weight: 50, paused: true };
    expect((await pageView(visitor(0.9))).getAttribute('data-rankpilot-version')).toBe('2');
    expect((await pageView(returning)).getAttribute('data-rankpilot-version')).toBe('2');
  });

  it("the editor's sample preview shows the very widget being edited, whatever the draw", async () => {
    document.body.replaceChildren();
    const script = document.createElement('script');
    script.setAttribute('data-widget-id', '2');
    script.setAttribute('data-page-url', 'https://sample.rankpilot.io/popup-corner-right');
    document.body.append(script);
    const host = await embedWidget(script, visitor(0.99));
    expect(host?.getAttribute('data-rankpilot-version')).toBe('2');
  });
});
