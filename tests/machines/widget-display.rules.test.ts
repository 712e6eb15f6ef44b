import { describe, expect, it } from 'vitest';
import {
  isExitPointer,
  isExitScroll,
  markSent,
  markShown,
  mayOffer,
  openTriggers,
  opensAtOnce,
  pageMatches,
  pageView,
  parseMemory,
  triggerFired,
  VISIT_IDLE_MS,
  whyHidden,
} from '../../machines/widgets/capture/display.rules';
import { createDefaultForm } from '../../machines/widgets/editor/defaults';
import type { WidgetForm } from '../../machines/shared/widget-editor.types';

/** A widget of `type` with the spec's trigger defaults (exit off, timeout off, scroll 200 px), changed by `extra`. */
function form(type: 1 | 2 | 3 | 4 | 5, extra: Partial<WidgetForm['widget_settings_extra']> = {}): WidgetForm {
  const base = createDefaultForm();
  return { ...base, widget_type: type, widget_settings_extra: { ...base.widget_settings_extra, ...extra } };
}
const events = (on_exit: 0 | 1, on_timeout: number, on_scroll: number) => ({
  event_type: { on_exit, on_timeout, on_scroll },
});
const quiet = { elapsedMs: 0, scrolledPx: 0, exitIntent: false };

describe('when a widget opens on a visitor page (issue 42)', () => {
  it('opens a takeover on the spec defaults after 200 px of scrolling, not at load or after any time', () => {
    const triggers = openTriggers(form(4));
    expect(triggers).toEqual({ exit: false, seconds: null, pixels: 200 });
    expect(triggerFired(triggers, quiet)).toBe(false);
    expect(triggerFired(triggers, { ...quiet, elapsedMs: 3_600_000, scrolledPx: 199 })).toBe(false);
    expect(triggerFired(triggers, { ...quiet, scrolledPx: 200 })).toBe(true);
  });

  it('opens on the first enabled trigger: exit intent, the timer or the scroll', () => {
    const triggers = openTriggers(form(3, events(1, 10, -1)));
    expect(triggers).toEqual({ exit: true, seconds: 10, pixels: null });
    expect(triggerFired(triggers, { ...quiet, elapsedMs: 9_999, scrolledPx: 5_000 })).toBe(false);
    expect(triggerFired(triggers, { ...quiet, elapsedMs: 10_000 })).toBe(true);
    expect(triggerFired(triggers, { ...quiet, exitIntent: true })).toBe(true);
  });

  it('opens at once with every trigger off, and forms on the page always at once', () => {
    expect(opensAtOnce(openTriggers(form(4, events(0, -1, -1))))).toBe(true);
    expect(triggerFired(openTriggers(form(4, events(0, -1, -1))), quiet)).toBe(true);
    expect(opensAtOnce(openTriggers(form(1, events(1, 5, 200))))).toBe(true);
    expect(opensAtOnce(openTriggers(form(5, events(1, 5, 200))))).toBe(true);
  });

  it("times a popup by its auto-popup delay (0: no timer), not the takeover's timeout", () => {
    expect(openTriggers(form(2, { widget_auto_popup: 5, ...events(0, 30, -1) }))).toEqual({
      exit: false,
      seconds: 5,
      pixels: null,
    });
    expect(opensAtOnce(openTriggers(form(2, { widget_auto_popup: 0, ...events(0, 30, -1) })))).toBe(true);
    expect(openTriggers(form(2, { widget_auto_popup: 0, ...events(1, -1, 300) }))).toEqual({
      exit: true,
      seconds: null,
      pixels: 300,
    });
  });

  it('reads exit intent from a pointer leaving through the top, and from a quick scroll back up on touch', () => {
    expect(isExitPointer({ clientY: 0, leftWindow: true })).toBe(true);
    expect(isExitPointer({ clientY: -3, leftWindow: true })).toBe(true);
    expect(isExitPointer({ clientY: 400, leftWindow: true })).toBe(false);
    expect(isExitPointer({ clientY: 0, leftWindow: false })).toBe(false);
    // Read 600 px down, then 200 px back up within 300 ms.
    expect(
      isExitScroll([
        { y: 600, at: 1000 },
        { y: 500, at: 1150 },
        { y: 400, at: 1300 },
      ]),
    ).toBe(true);
    // The same way back up, slowly: reading, not leaving.
    expect(
      isExitScroll([
        { y: 600, at: 1000 },
        { y: 500, at: 2000 },
        { y: 400, at: 3000 },
      ]),
    ).toBe(false);
    // Near the top: nothing read yet.
    expect(
      isExitScroll([
        { y: 300, at: 1000 },
        { y: 0, at: 1100 },
      ]),
    ).toBe(false);
    expect(isExitScroll([])).toBe(false);
  });
});

describe("how often a widget shows (show_form_view_as), in the site's memory", () => {
  const start = Date.UTC(2026, 0, 1, 9);

  it('once per visit: not again on the next page of the visit, again in a new visit', () => {
    const once = form(4, { show_form_view_as: 1 });
    let memory = pageView(null, start);
    expect(mayOffer(once, '4', memory)).toBe(true);
    memory = markShown(memory, '4');
    memory = pageView(memory, start + 60_000);
    expect(mayOffer(once, '4', memory)).toBe(false);
    // Another widget of the same site is its own.
    expect(mayOffer(once, '3', memory)).toBe(true);
    // Page views keep the visit going; half an hour without one starts a new visit.
    memory = pageView(memory, start + VISIT_IDLE_MS);
    expect(mayOffer(once, '4', memory)).toBe(false);
    memory = pageView(memory, start + 2 * VISIT_IDLE_MS + 1);
    expect(mayOffer(once, '4', memory)).toBe(true);
  });

  it('every page view: again on the next page', () => {
    const always = form(4, { show_form_view_as: 2 });
    const memory = pageView(markShown(pageView(null, start), '4'), start + 1000);
    expect(mayOffer(always, '4', memory)).toBe(true);
  });

  it('never again on that site once the visitor sent the form, whatever the frequency', () => {
    const memory = pageView(markSent(pageView(null, start), '1'), start + 3 * VISIT_IDLE_MS);
    expect(mayOffer(form(1), '1', memory)).toBe(false);
    expect(mayOffer(form(4, { show_form_view_as: 2 }), '1', memory)).toBe(false);
  });

  it('reads back what it stored, and starts afresh from anything else', () => {
    const memory = markSent(markShown(pageView(null, start), '4'), '2');
    expect(parseMemory(JSON.stringify(memory))).toEqual(memory);
    expect(parseMemory(null)).toBeNull();
    expect(parseMemory('not json')).toBeNull();
    expect(parseMemory('{"visit":{"start":"x"}}')).toBeNull();
  });
});

describe('where a widget shows: page patterns and devices (issue 42, assumed)', () => {
  const rules = (pages_shown: string, pages_hidden = '', devices: 'all' | 'desktop' | 'phone' = 'all') => ({
    pages_shown,
    pages_hidden,
    devices,
  });

  it('matches a path pattern whole, * for anything, in any case; other text anywhere in the address', () => {
    expect(pageMatches('/pricing', 'https://shop.example/pricing')).toBe(true);
    expect(pageMatches('/pricing', 'https://shop.example/pricing?plan=pro')).toBe(true);
    expect(pageMatches('/pricing', 'https://shop.example/pricing/teams')).toBe(false);
    expect(pageMatches('/blog/*', 'https://shop.example/Blog/how-to-rank')).toBe(true);
    expect(pageMatches('/blog/*', 'https://shop.example/blogroll')).toBe(false);
    expect(pageMatches('utm_source=news', 'https://shop.example/?utm_source=news&x=1')).toBe(true);
    expect(pageMatches('shop.example/a.b', 'https://shop.example/axb')).toBe(false);
    expect(pageMatches('/pricing', 'not an address')).toBe(false);
  });

  it('shows on every page and device without rules, or with empty ones', () => {
    expect(whyHidden(undefined, 'https://shop.example/', false)).toBeNull();
    expect(whyHidden(rules(' \n\n'), 'https://shop.example/any', true)).toBeNull();
  });

  it('keeps to the pages it is limited to, and off the pages it excludes', () => {
    const blog = rules('/blog/*\n/news', '/blog/drafts/*');
    expect(whyHidden(blog, 'https://shop.example/blog/seo-tips', false)).toBeNull();
    expect(whyHidden(blog, 'https://shop.example/news', false)).toBeNull();
    expect(whyHidden(blog, 'https://shop.example/pricing', false)).toBe('page');
    expect(whyHidden(blog, 'https://shop.example/blog/drafts/next', false)).toBe('page');
    expect(whyHidden(rules('', '/checkout*'), 'https://shop.example/checkout/pay', false)).toBe('page');
  });

  it('keeps to desktop or phones when told', () => {
    expect(whyHidden(rules('', '', 'phone'), 'https://shop.example/', false)).toBe('device');
    expect(whyHidden(rules('', '', 'phone'), 'https://shop.example/', true)).toBeNull();
    expect(whyHidden(rules('', '', 'desktop'), 'https://shop.example/', true)).toBe('device');
  });
});
