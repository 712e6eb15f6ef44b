/*
 * The embed script's work: what the one `<script async src=".../embed/widget.js" data-widget-id="…">` a
 * site owner pastes does on a visitor's page. It loads the widget's public settings, draws the widget in a shadow
 * root next to its tag (so the page's CSS can't reach it, nor its CSS the page), counts a view, checks the
 * visitor's answers with the widget's own rules and sends them, which makes them a lead of the widget's owner.
 * Then it does what the widget's report action says: the built-in report message, the marketer's own message
 * (popup), or a visit to the marketer's address (redirect) when that address passes the one address rule, the
 * editor's own check (a `javascript:` or internal address shows the built-in message instead). The report's close
 * button likewise goes to the marketer's address when its action is a redirect that passes the same rule.
 * Plain DOM, no framework: the script stays a few kilobytes. The look is the editor preview's, from the same pure
 * CSS mapping (preview-css.ts). The form's extra HTML comes sanitized by the server (PublicWidget.extra_html, the
 * editor preview's rule), so the script carries no sanitizer and never inserts the raw fields.
 */
import { resolveApiBase } from '@/api/resolve-api-base';
import { BASE_CSS, fontFamily, overlayPosition, stylesToCss } from '@/features/widgets/preview/preview-css';
import { watchTriggers } from '@/features/widgets/preview/watch-triggers';
import { hasMarkup } from '@machines/shared/extra-html';
import { FORM_TICKET_MIN_MS } from '@machines/shared/form-ticket';
import {
  isOverlay,
  markSent,
  markShown,
  mayOffer,
  openTriggers,
  pageView,
  parseMemory,
  whyHidden,
  type VisitorMemory,
} from '@machines/widgets/capture/display.rules';
import {
  captureProblems,
  closeAddress,
  reportOutcome,
  type CaptureField,
  type CaptureProblems,
  type CaptureValues,
} from '@machines/widgets/capture/capture.rules';
import { pickVariant } from '@machines/widgets/split/split.rules';
import type { components } from '@contract/schema.gen';

type PublicWidget = components['schemas']['PublicWidget'];
type Captured = components['schemas']['WidgetLeadCaptured'];
type TextField = Exclude<CaptureField, 'tnc'>;

export interface EmbedEnvironment {
  /** The API's base address (no trailing slash). */
  apiBase: string;
  /** The page the widget is shown on: the visitor's address, or the page a preview stands for. */
  pageUrl: string;
  fetch: typeof fetch;
  /** Narrow screens get the mobile layout. */
  narrow: boolean;
  /** Takes the visitor to another address (`location.assign` on a page; tests watch it). */
  navigate: (address: string) => void;
  /** The window whose scrolling, pointer and clock open an overlay (the visitor's page; a preview's sample page). */
  page: Window;
  /** The site's own storage, where the visitor's visit and the widgets it showed are kept; null when blocked. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where a split test's pick comes from (0 ≤ n < 1); Math.random on a page. */
  random?: () => number;
}

/** The widget's element on a visitor's page: a custom element the page's CSS doesn't select by accident. */
export const HOST_TAG = 'rankpilot-widget';
/** Where the site keeps its visitor's memory of the widgets (display.rules.ts). */
export const MEMORY_KEY = 'rankpilot-visitor';
/** Where the site keeps the split test version a widget showed its visitor (split.rules.ts). */
export const variantKey = (id: number | string): string => `rankpilot-variant-${id}`;

/** Where the API of the app that served the script answers: as the app itself decides (src/api/base-url.ts). */
export const apiBaseFor = (scriptSrc: string, configured?: string): string =>
  resolveApiBase(new URL(scriptSrc), configured);

const FIELD_GROUPS = {
  url: 'wform_url',
  keyword: 'wform_keyword',
  name: 'wform_name',
  phone: 'wform_phone',
  email: 'wform_email',
} as const;
const INPUT_TYPES: Record<TextField, string> = {
  url: 'url',
  keyword: 'text',
  name: 'text',
  phone: 'tel',
  email: 'email',
};
const CHAT_ICON = 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z';
const SVG = 'http://www.w3.org/2000/svg';

/** The popup icon's source when it is an http(s), same-site or data image address (as the preview allows). */
const safeImage = (url: string) =>
  /^(https?:)?\/\/[^\s"'<>]+$/i.test(url) ||
  /^\/[^/\s"'<>][^\s"'<>]*$/.test(url) ||
  /^data:image\/(png|gif|jpe?g|webp);base64,[a-z0-9+/=]+$/i.test(url)
    ? url
    : undefined;

/**
 * Layout rules of a real page: the widget overlays the viewport (or the box a preview contains it in). The host's
 * rules are important: in a shadow tree those win over any of the page's, so a site's `div { display: none }` or
 * `* { all: unset }` can neither hide the widget nor pass it the page's fonts and colours.
 */
const EMBED_CSS = `
:host { all: initial !important; display: block !important; }
.w-visitor { position: fixed; inset: 0; z-index: 2147483000; }
.w-visitor.w-overlaying { z-index: 2147483001; }
.w-visitor.w-type-1 { top: auto; }
.w-visitor .w-fixed { position: relative; left: auto; right: auto; bottom: auto; padding: 16px; }
.w-alert { margin: 8px 0 0; color: #d93025; font-size: 13px; }
.w-cta[disabled] { opacity: 0.7; cursor: progress; }
.w-report-message { white-space: pre-line; }
`;

type Attrs = Record<string, string | undefined>;
function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | false)[]
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * A box holding HTML the server already sanitized (PublicWidget.extra_html, never the raw form fields), parsed in an
 * inert template: a script in it would be marked as never to run, and nothing loads before it is on the page.
 */
function sanitizedBox(doc: Document, className: string, html: string): HTMLElement {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return el(doc, 'div', { class: className }, template.content);
}

function svgPath(doc: Document, d: string): SVGPathElement {
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  return path;
}

interface State {
  open: boolean;
  step: 1 | 2;
  view: 'form' | 'report';
  values: CaptureValues;
  problems: CaptureProblems;
  /** Field messages from the server, shown instead of the local ones. */
  serverErrors: Partial<Record<CaptureField, string>>;
  busy: boolean;
  failed: boolean;
  /** The server's rate limit answered 429: the answers stay, the visitor is asked to try again later. */
  tooMany: boolean;
  /** The visitor's report as the server summed it up: the lead's score and issues. */
  report?: Captured['report'];
}

/** What the page does with a drawn widget. */
export interface DrawnWidget {
  /** Opens an overlay (a trigger fired); a form on the page is always open. */
  open: () => void;
}

interface WidgetEvents {
  /** The widget showed to the visitor for the first time on this page. */
  onShown: () => void;
  /** The visitor sent the form. */
  onSent: () => void;
}

/** The widget's styles as a constructed stylesheet (a site's `style-src` doesn't apply), else a `<style>`. */
function applyCss(root: ShadowRoot, css: string): Node[] {
  const View = root.ownerDocument.defaultView;
  if (View && 'adoptedStyleSheets' in root) {
    const sheet = new View.CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
    return [];
  }
  return [el(root.ownerDocument, 'style', {}, css)];
}

/** Draws one widget into `root` and wires it: the visitor's view of it, step by step. */
export function renderWidget(
  root: ShadowRoot,
  widget: PublicWidget,
  env: EmbedEnvironment,
  events: WidgetEvents = { onShown: () => undefined, onSent: () => undefined },
): DrawnWidget {
  const doc = root.ownerDocument;
  const { form, texts } = widget;
  const type = form.widget_type;
  const twoStep = type === 5;
  const extra = form.widget_settings_extra;
  const state: State = {
    open: !isOverlay(type),
    step: 1,
    view: 'form',
    values: {},
    problems: {},
    serverErrors: {},
    busy: false,
    failed: false,
    tooMany: false,
  };
  const position = overlayPosition(type, form.widget_position);
  const closeTitle =
    (form.close_button_action === 'redirect'
      ? form.close_button_extra.redirect.title
      : form.close_button_extra.default.title) || form.close_button_text;
  const closeText = typeof widget.styles.close_btn.text === 'string' ? widget.styles.close_btn.text.slice(0, 40) : '';
  const prefix = `rp${widget.id}`;
  const outcome = reportOutcome(form);
  const closeTo = closeAddress(form);

  const css = applyCss(root, BASE_CSS + EMBED_CSS + stylesToCss(widget.styles, form.widget_button_color));
  const stage = el(doc, 'div', {
    class: `w-stage w-type-${type} w-pos-${position}${env.narrow ? ' w-mobile' : ''}${type === 2 || type === 3 || type === 4 ? ' w-overlaying' : ''} w-visitor`,
    'data-type': String(type),
  });
  const font = fontFamily(form.font_family);
  if (font) stage.style.fontFamily = font;
  root.replaceChildren(...css, stage);

  /** 0 hidden, 1 asked, 2 required; the site address is always required. */
  const level = (field: TextField): number => {
    const config = form[FIELD_GROUPS[field]];
    return 'show_field' in config ? config.show_field : 2;
  };
  const fieldsOfStep = (): TextField[] =>
    (Object.keys(FIELD_GROUPS) as TextField[]).filter((field) => {
      if (level(field) === 0) return false;
      return !twoStep || (form[FIELD_GROUPS[field]].show_in_first_step === 1) === (state.step === 1);
    });
  const tncShown = () =>
    form.wform_tnc.show_field > 0 && (!twoStep || (form.wform_tnc.show_in_first_step === 1) === (state.step === 1));

  const messageOf = (field: CaptureField) => {
    const server = state.serverErrors[field];
    if (server) return server;
    const problem = state.problems[field];
    return problem ? texts[problem] : undefined;
  };

  function fieldRow(field: TextField): HTMLElement {
    const config = form[FIELD_GROUPS[field]];
    const required = level(field) === 2;
    const id = `${prefix}-${field}`;
    const message = messageOf(field);
    const showLabel = form.show_field_text_as !== 2 && config.label.trim() !== '';
    const input = el(doc, 'input', {
      id,
      name: field,
      class: 'w-input',
      type: INPUT_TYPES[field],
      placeholder:
        form.show_field_text_as === 1
          ? undefined
          : (config.placeholder || config.label) + (required && form.show_field_text_as === 2 ? ' *' : ''),
      'aria-required': required ? 'true' : undefined,
      'aria-invalid': message ? 'true' : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
      autocomplete: field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'name' ? 'name' : 'off',
    });
    input.value = state.values[field] ?? '';
    input.addEventListener('input', () => (state.values[field] = input.value));
    return el(
      doc,
      'div',
      { class: `w-field w-field-${field}` },
      el(
        doc,
        'label',
        { for: id, class: showLabel ? 'w-label' : 'w-vh' },
        config.label || config.placeholder || texts.fields[field],
        required && showLabel && el(doc, 'span', { class: 'w-req', 'aria-hidden': 'true' }, '*'),
      ),
      input,
      message !== undefined && el(doc, 'span', { id: `${id}-error`, class: 'w-error' }, message),
    );
  }

  function tncRow(): HTMLElement {
    const tnc = form.wform_tnc;
    const message = messageOf('tnc');
    const box = el(doc, 'input', {
      type: 'checkbox',
      name: 'tnc',
      'aria-required': tnc.show_field === 2 ? 'true' : undefined,
      'aria-invalid': message ? 'true' : undefined,
      'aria-label': tnc.label.trim() ? undefined : texts.fields.tnc,
    });
    box.checked = state.values.tnc === true;
    box.addEventListener('change', () => (state.values.tnc = box.checked));
    const tick = doc.createElementNS(SVG, 'svg');
    tick.setAttribute('viewBox', '0 0 16 16');
    tick.setAttribute('fill', 'none');
    tick.setAttribute('stroke', 'currentColor');
    tick.setAttribute('stroke-width', '2.5');
    tick.append(svgPath(doc, 'M3 8.5 6.5 12 13 4.5'));
    return el(
      doc,
      'div',
      { class: 'w-field w-field-tnc' },
      el(
        doc,
        'label',
        { class: 'w-tnc' },
        box,
        el(doc, 'span', { class: 'w-check', 'aria-hidden': 'true' }, tick),
        el(
          doc,
          'span',
          { class: 'w-tnc-text' },
          tnc.label,
          tnc.show_field === 2 && el(doc, 'span', { class: 'w-req', 'aria-hidden': 'true' }, '*'),
        ),
      ),
      message !== undefined && el(doc, 'span', { class: 'w-error' }, message),
    );
  }

  /** The honeypot (issue 43): a field no person sees or reaches; what a bot types into it is sent, and refused. */
  let trap = '';
  function trapRow(): HTMLElement {
    const input = el(doc, 'input', { name: 'homepage', type: 'text', tabindex: '-1', autocomplete: 'off' });
    input.value = trap;
    input.addEventListener('input', () => (trap = input.value));
    return el(doc, 'div', { class: 'w-vh', 'aria-hidden': 'true' }, input);
  }

  /** The form's ticket (form-ticket.ts): sent no sooner than the server takes it; a refused one is renewed once. */
  let ticket = widget.ticket;
  let ticketAt = Date.now();

  async function send(): Promise<void> {
    const body: Record<string, string | boolean> = { page_url: env.pageUrl };
    if (trap) body.homepage = trap;
    for (const field of Object.keys(FIELD_GROUPS) as TextField[])
      if (level(field) > 0) body[field] = state.values[field]?.trim() ?? '';
    if (form.wform_tnc.show_field > 0) body.tnc = state.values.tnc === true;
    state.busy = true;
    state.failed = false;
    state.tooMany = false;
    draw();
    const address = `${env.apiBase}/api/v1/public/widget/${widget.id}/`;
    const post = async () => {
      await pause(ticketAt + FORM_TICKET_MIN_MS - Date.now());
      return env.fetch(`${address}lead/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, ticket }),
      });
    };
    try {
      let answer = await post();
      // The ticket refused (a page open for a day, a restarted server): a new one, once.
      if (answer.status === 400 && (await answer.clone().text()).includes('"ticket"')) {
        ticket = ((await (await env.fetch(address)).json()) as { data: PublicWidget }).data.ticket;
        ticketAt = Date.now();
        answer = await post();
      }
      if (answer.ok) {
        state.report = ((await answer.json().catch(() => ({}))) as Partial<Captured>).report;
        events.onSent();
        state.view = 'report';
        state.values = {};
        state.step = 1;
        if (outcome.kind === 'redirect') env.navigate(outcome.address);
      } else {
        const errors =
          answer.status === 400 ? ((await answer.json().catch(() => ({}))) as { errors?: unknown }).errors : undefined;
        const fields = errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : {};
        state.serverErrors = Object.fromEntries(
          Object.entries(fields)
            .filter(([field, list]) => (field in FIELD_GROUPS || field === 'tnc') && Array.isArray(list))
            .map(([field, list]) => [field, String((list as unknown[])[0])]),
        );
        if (twoStep && Object.keys(state.serverErrors).some((field) => firstStepField(field as CaptureField)))
          state.step = 1;
        state.tooMany = answer.status === 429;
        state.failed = !state.tooMany && Object.keys(state.serverErrors).length === 0;
      }
    } catch {
      state.failed = true;
    }
    state.busy = false;
    draw();
  }

  const firstStepField = (field: CaptureField) =>
    (field === 'tnc' ? form.wform_tnc : form[FIELD_GROUPS[field]]).show_in_first_step === 1;

  function submit(event: Event): void {
    event.preventDefault();
    if (state.busy) return;
    const all = captureProblems(form, state.values);
    const shown = new Set<CaptureField>([...fieldsOfStep(), ...(tncShown() ? (['tnc'] as const) : [])]);
    const onThisStep = twoStep
      ? Object.fromEntries(Object.entries(all).filter(([field]) => shown.has(field as CaptureField)))
      : all;
    state.problems = onThisStep;
    state.serverErrors = {};
    state.failed = false;
    if (Object.keys(onThisStep).length) {
      draw();
      root.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (twoStep && state.step === 1) {
      state.step = 2;
      draw();
      return;
    }
    void send();
  }

  function card(): HTMLFormElement {
    const cardForm = el(doc, 'form', { class: 'w-form', novalidate: '', 'data-view': state.view });
    cardForm.addEventListener('submit', submit);
    if (type === 2 || type === 3 || type === 4) {
      const close = el(
        doc,
        'button',
        { type: 'button', class: 'w-close', 'aria-label': texts.close, title: closeTitle },
        closeText || '×',
      );
      close.addEventListener('click', () => ((state.open = false), draw()));
      cardForm.append(close);
    }
    if (state.view === 'report') {
      const score = state.report?.score;
      const issues = state.report?.issues ?? [];
      const back = el(doc, 'button', { type: 'button', class: 'w-report-close' }, closeTitle);
      back.addEventListener('click', () => {
        if (closeTo) return env.navigate(closeTo);
        state.view = 'form';
        if (type === 2 || type === 3 || type === 4) state.open = false;
        draw();
      });
      cardForm.append(
        el(
          doc,
          'div',
          { class: 'w-body w-report', role: 'status' },
          ...(outcome.kind === 'message'
            ? [el(doc, 'p', { class: 'w-report-message' }, outcome.text)]
            : [
                el(doc, 'h3', {}, texts.report_title),
                el(doc, 'p', {}, texts.report_text),
                // The lead's score and issues, as its owner sees them in the app, in the widget's language.
                score != null &&
                  el(doc, 'p', { class: 'w-score' }, texts.report_score.replace('{{score}}', String(score))),
                !!issues.length && el(doc, 'h4', {}, texts.report_issues),
                !!issues.length &&
                  el(
                    doc,
                    'ul',
                    {},
                    ...issues.map(({ title, severity }) =>
                      el(doc, 'li', {}, `${title} (${texts[`issue_${severity}`]})`),
                    ),
                  ),
              ]),
          el(doc, 'div', { class: 'w-report-close-row' }, back),
        ),
      );
      return cardForm;
    }
    const onFirstStep = twoStep && state.step === 1;
    const label = onFirstStep
      ? extra.first_step_submit_text || texts.next
      : form.widget_button_label || texts.default_button;
    const cta = el(
      doc,
      'button',
      { type: 'submit', class: 'w-cta', 'aria-busy': state.busy ? 'true' : undefined },
      label,
    );
    cta.disabled = state.busy;
    const plainExtra = hasMarkup(form.widget_form_extra) ? '' : form.widget_form_extra;
    const { form: formHtml, styles: boxHtml } = widget.extra_html;
    cardForm.append(
      el(
        doc,
        'div',
        { class: 'w-body' },
        twoStep &&
          el(
            doc,
            'div',
            { class: 'w-steps', 'aria-hidden': 'true' },
            el(doc, 'span', { class: 'on' }),
            el(doc, 'span', { class: state.step === 2 ? 'on' : undefined }),
          ),
        form.display_title === 1 && form.widget_title && el(doc, 'h2', { class: 'w-title' }, form.widget_title),
        type !== 3 && form.widget_description && el(doc, 'p', { class: 'w-des' }, form.widget_description),
        el(doc, 'div', { class: 'w-fields' }, ...fieldsOfStep().map(fieldRow)),
        trapRow(),
        tncShown() && tncRow(),
        el(doc, 'div', { class: 'w-cta-row' }, cta),
        state.failed && el(doc, 'p', { class: 'w-alert', role: 'alert' }, texts.send_failed),
        state.tooMany && el(doc, 'p', { class: 'w-alert', role: 'alert' }, texts.rate_limited),
        (plainExtra || formHtml || boxHtml) &&
          el(
            doc,
            'div',
            { class: 'w-extra' },
            formHtml
              ? sanitizedBox(doc, 'w-extra-text', formHtml)
              : plainExtra && el(doc, 'p', { class: 'w-extra-text' }, plainExtra),
            boxHtml && sanitizedBox(doc, 'w-extra-html', boxHtml),
          ),
      ),
    );
    return cardForm;
  }

  function popupIcon(): HTMLButtonElement {
    const icon = safeImage(extra.widget_popup_icon.trim());
    const button = el(doc, 'button', {
      type: 'button',
      class: 'w-popup-icon',
      'aria-label': texts.open_widget,
      'aria-expanded': String(state.open),
    });
    if (icon) button.append(el(doc, 'img', { src: icon, alt: '' }));
    else {
      const svg = doc.createElementNS(SVG, 'svg');
      for (const [name, value] of Object.entries({
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': '2',
        'aria-hidden': 'true',
      }))
        svg.setAttribute(name, value);
      svg.append(svgPath(doc, CHAT_ICON));
      button.append(svg);
    }
    button.addEventListener('click', () => (state.open ? ((state.open = false), draw()) : open()));
    return button;
  }

  function draw(): void {
    stage.dataset.open = String(state.open);
    const parts: Node[] = [];
    if (type === 2) {
      if (state.open && position === 'center') parts.push(el(doc, 'div', { class: 'w-backdrop' }));
      if (state.open) parts.push(el(doc, 'div', { class: 'w-popup' }, card()));
      parts.push(popupIcon());
    } else if (type === 3 || type === 4) {
      if (state.open) parts.push(el(doc, 'div', { class: type === 3 ? 'w-slim' : 'w-takeover' }, card()));
    } else parts.push(el(doc, 'div', { class: 'w-fixed' }, card()));
    stage.replaceChildren(...parts);
  }

  let shown = false;
  function open(): void {
    state.open = true;
    draw();
    if (shown) return;
    shown = true;
    events.onShown();
  }

  if (state.open) open();
  else draw();
  return { open: () => !state.open && !shown && open() };
}

/** The visitor's memory on this site, kept as the page view goes on (storage that fails is left alone). */
function visitorMemory(storage: EmbedEnvironment['storage']) {
  let memory: VisitorMemory = pageView(parseMemory(safely(() => storage?.getItem(MEMORY_KEY) ?? null)), Date.now());
  const save = (next: VisitorMemory) => {
    memory = next;
    safely(() => storage?.setItem(MEMORY_KEY, JSON.stringify(next)));
  };
  save(memory);
  return { get: () => memory, save };
}

/**
 * The version of a widget this visitor sees: with a split test, the one they saw before while it is in the split,
 * else one picked by weight and remembered on the site; without one (or when the variant can't be loaded), the widget.
 */
async function versionFor(widget: PublicWidget, env: EmbedEnvironment): Promise<PublicWidget> {
  const key = variantKey(widget.id);
  const remembered = Number(safely(() => env.storage?.getItem(key))) || null;
  const chosen = pickVariant(widget.split?.variants ?? [], remembered, (env.random ?? Math.random)());
  if (chosen === null) return widget;
  safely(() => env.storage?.setItem(key, String(chosen)));
  if (chosen === widget.id) return widget;
  const answer = await env.fetch(`${env.apiBase}/api/v1/public/widget/${chosen}/`).catch(() => null);
  return answer?.ok ? ((await answer.json()) as { data: PublicWidget }).data : widget;
}

const pause = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * Runs for one embed tag: loads the widget (with a split test, the visitor's version of it: versionFor) and, when
 * this page view may offer it (display.rules.ts), draws it in
 * its own element at the end of the page (on top of the site's own layers; a preview keeps it in its box, right
 * after the tag), opens it on its triggers and counts the view when it shows. A widget that can't be loaded
 * (deleted, unknown, the network down) leaves the page as it was.
 */
export async function embedWidget(script: HTMLScriptElement, env: EmbedEnvironment): Promise<HTMLElement | null> {
  // Why the widget is or isn't on the page, on its tag for the site owner (and tests) to read.
  const status = (value: string) => (script.setAttribute('data-rankpilot-status', value), null);
  const id = script.getAttribute('data-widget-id') ?? '';
  if (!/^\d{1,10}$/.test(id)) return status('invalid-id');
  let widget: PublicWidget;
  try {
    const answer = await env.fetch(`${env.apiBase}/api/v1/public/widget/${id}/`);
    if (!answer.ok) return status(answer.status === 404 ? 'not-found' : 'unavailable');
    const loaded = ((await answer.json()) as { data: PublicWidget }).data;
    // A preview (the editor's sample page) shows the very widget being edited, never another version of its test.
    widget = script.hasAttribute('data-page-url') ? loaded : await versionFor(loaded, env);
  } catch {
    return status('unavailable');
  }
  const memory = visitorMemory(env.storage);
  const { form } = widget;
  const hidden = whyHidden(form.widget_settings_extra.display_rules, env.pageUrl, env.narrow);
  if (hidden) return status(`not-for-this-${hidden}`);
  if (!mayOffer(form, id, memory.get())) return status(memory.get().sent.includes(id) ? 'sent' : 'shown-this-visit');
  const doc = script.ownerDocument;
  const registry = doc.defaultView?.customElements;
  if (registry && !registry.get(HOST_TAG)) registry.define(HOST_TAG, class extends HTMLElement {});
  const host = doc.createElement(HOST_TAG);
  host.setAttribute('data-rankpilot-widget', id);
  host.setAttribute('data-rankpilot-version', String(widget.id));
  if (script.hasAttribute('data-page-url') && script.parentNode) script.after(host);
  else doc.body.append(host);
  const countView = () =>
    void env
      .fetch(`${env.apiBase}/api/v1/widget/${widget.id}/impression/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: env.pageUrl }),
      })
      .catch(() => undefined);
  const drawn = renderWidget(host.attachShadow({ mode: 'open' }), widget, env, {
    onShown: () => (memory.save(markShown(memory.get(), id)), countView()),
    onSent: () => memory.save(markSent(memory.get(), id)),
  });
  watchTriggers(env.page, openTriggers(form), drawn.open);
  status('drawn');
  return host;
}
