import type { WidgetForm } from '@machines/shared/widget-editor.types';

/**
 * When a widget shows on a visitor's page (issue 42), one rule for the embed script and the editor's preview:
 * - An overlay (popup, slim bar, takeover) opens on the first of its enabled triggers: the visitor about to leave
 *   (exit intent), N seconds after the page loaded, N pixels scrolled. With every trigger off it opens at once. A
 *   popup's timer is its auto-popup delay (0: no timer); the other overlays' is `event_type.on_timeout` (-1 off).
 *   The fixed and two-step forms sit on the page and show at once.
 * - How often (`show_form_view_as`): 1 once per visit of the site, 2 on every page view. A visitor who sent the form
 *   is not asked again on that site.
 * - Where (`display_rules`, assumed): on the pages whose address matches its patterns and not those it excludes, on
 *   desktop, phone or both. Where it doesn't show, it isn't drawn and no view is counted.
 */

type DisplayForm = Pick<WidgetForm, 'widget_type' | 'widget_settings_extra'>;
export type DisplayRules = NonNullable<WidgetForm['widget_settings_extra']['display_rules']>;

/** Every page, every device: what a widget without rules does. */
export const SHOW_EVERYWHERE: DisplayRules = { pages_shown: '', pages_hidden: '', devices: 'all' };

/** The patterns of a page list, one a line, blank lines left out. */
export const pagePatterns = (list: string): string[] =>
  list
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Whether a page address matches one pattern: a pattern starting with / is the path (and query) whole, any other
 * text a part of the address; * stands for any characters. Letters match in any case.
 */
export function pageMatches(pattern: string, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  if (!pattern.startsWith('/')) return new RegExp(body, 'i').test(url.href);
  const whole = new RegExp(`^${body}$`, 'i');
  return whole.test(url.pathname) || whole.test(url.pathname + url.search);
}

/** Why the widget doesn't show on this page (`page` or `device`), or null when it does. */
export function whyHidden(rules: DisplayRules | undefined, address: string, phone: boolean): 'page' | 'device' | null {
  const { pages_shown, pages_hidden, devices } = rules ?? SHOW_EVERYWHERE;
  if ((devices === 'phone' && !phone) || (devices === 'desktop' && phone)) return 'device';
  const shown = pagePatterns(pages_shown);
  if (shown.length && !shown.some((pattern) => pageMatches(pattern, address))) return 'page';
  if (pagePatterns(pages_hidden).some((pattern) => pageMatches(pattern, address))) return 'page';
  return null;
}

export interface OpenTriggers {
  exit: boolean;
  /** Seconds after load; null off. */
  seconds: number | null;
  /** Pixels scrolled; null off. */
  pixels: number | null;
}

export const isOverlay = (type: number): boolean => type === 2 || type === 3 || type === 4;

/** The overlay's enabled triggers; a form on the page has none (it shows at once). */
export function openTriggers(form: DisplayForm): OpenTriggers {
  const none: OpenTriggers = { exit: false, seconds: null, pixels: null };
  if (!isOverlay(form.widget_type)) return none;
  const { event_type: events, widget_auto_popup: delay } = form.widget_settings_extra;
  const timer = form.widget_type === 2 ? (delay > 0 ? delay : -1) : events.on_timeout;
  return {
    exit: events.on_exit === 1,
    seconds: timer >= 0 ? timer : null,
    pixels: events.on_scroll >= 0 ? events.on_scroll : null,
  };
}

/** True when nothing has to happen first: every trigger off (or a form on the page). */
export const opensAtOnce = (triggers: OpenTriggers): boolean =>
  !triggers.exit && triggers.seconds === null && triggers.pixels === null;

/** What the page has seen so far. */
export interface PageSignals {
  elapsedMs: number;
  scrolledPx: number;
  exitIntent: boolean;
}

/** Whether an overlay opens now: at once, or the first enabled trigger has fired. */
export function triggerFired(triggers: OpenTriggers, signals: PageSignals): boolean {
  if (opensAtOnce(triggers)) return true;
  return (
    (triggers.exit && signals.exitIntent) ||
    (triggers.seconds !== null && signals.elapsedMs >= triggers.seconds * 1000) ||
    (triggers.pixels !== null && signals.scrolledPx >= triggers.pixels)
  );
}

/** A desktop pointer leaving the window through its top edge (towards the tabs and the address bar). */
export const isExitPointer = (event: { clientY: number; leftWindow: boolean }): boolean =>
  event.leftWindow && event.clientY <= 0;

/** One scroll position of a touch page, with its time in milliseconds. */
export interface ScrollSample {
  y: number;
  at: number;
}

/** How far back up, and how quickly, a reader scrolls when heading for the address bar (the touch stand-in). */
export const EXIT_SCROLL = { readPx: 400, upPx: 120, withinMs: 400 } as const;

/**
 * Exit intent on a touch screen: after reading some way down (at least `readPx`), a quick scroll back up (at least
 * `upPx` within `withinMs`). `samples` are the recent positions, oldest first.
 */
export function isExitScroll(samples: readonly ScrollSample[]): boolean {
  const last = samples.at(-1);
  if (!last) return false;
  return samples.some(
    (sample) =>
      sample.y >= EXIT_SCROLL.readPx &&
      sample.y - last.y >= EXIT_SCROLL.upPx &&
      last.at - sample.at <= EXIT_SCROLL.withinMs,
  );
}

/** A visit ends after this long without a page view (the usual analytics rule). */
export const VISIT_IDLE_MS = 30 * 60 * 1000;

/** What a site remembers of its visitor (in its own storage): the visit, and per widget when it showed and if sent. */
export interface VisitorMemory {
  visit: { start: number; last: number };
  /** Widget id → the start of the visit it last showed in. */
  shown: Record<string, number>;
  /** Ids of widgets whose form the visitor sent. */
  sent: string[];
}

/** The memory after a page view at `now`: the same visit when the last view was recent, else a new one. */
export function pageView(memory: VisitorMemory | null, now: number): VisitorMemory {
  const recent = memory && now - memory.visit.last < VISIT_IDLE_MS && now >= memory.visit.start;
  return {
    visit: { start: recent ? memory.visit.start : now, last: now },
    shown: memory?.shown ?? {},
    sent: memory?.sent ?? [],
  };
}

/** Whether the widget may be offered on this page view (the memory already holds this view). */
export function mayOffer(form: DisplayForm, widgetId: string, memory: VisitorMemory): boolean {
  if (memory.sent.includes(widgetId)) return false;
  const oncePerVisit = isOverlay(form.widget_type) && form.widget_settings_extra.show_form_view_as === 1;
  return !oncePerVisit || memory.shown[widgetId] !== memory.visit.start;
}

/** The memory once the widget has shown in this visit. */
export const markShown = (memory: VisitorMemory, widgetId: string): VisitorMemory => ({
  ...memory,
  shown: { ...memory.shown, [widgetId]: memory.visit.start },
});

/** The memory once the visitor has sent the widget's form. */
export const markSent = (memory: VisitorMemory, widgetId: string): VisitorMemory =>
  memory.sent.includes(widgetId) ? memory : { ...memory, sent: [...memory.sent, widgetId] };

/** Reads a stored memory back, or null when it is missing or not ours. */
export function parseMemory(raw: string | null): VisitorMemory | null {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<VisitorMemory>) : null;
    const visit = value?.visit;
    if (!visit || typeof visit.start !== 'number' || typeof visit.last !== 'number') return null;
    return {
      visit: { start: visit.start, last: visit.last },
      shown: value.shown && typeof value.shown === 'object' ? value.shown : {},
      sent: Array.isArray(value.sent) ? value.sent.filter((id): id is string => typeof id === 'string') : [],
    };
  } catch {
    return null;
  }
}
