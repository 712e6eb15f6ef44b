/*
 * Pure mapping of the widget's 14 style groups (and their option lists: font weights, text transforms, border
 * types, positions) to the CSS of the live preview. Every value is checked: sizes become px within sane bounds, option
 * values must be in their list, colours and fonts must look like colours and fonts. Anything else is
 * dropped, so a typo (or an injection attempt) in a style field can never break out of its declaration.
 */
import type {
  StyleGroup,
  StyleGroupName,
  StyleValue,
  WidgetStyles,
} from '@machines/widgets/editor/widget-editor.types';

export type Declarations = [property: string, value: string][];
export interface CssRule {
  selector: string;
  declarations: Declarations;
}

interface Range {
  min: number;
  max: number;
}

const RANGES = {
  text: { min: 6, max: 96 },
  border: { min: 0, max: 50 },
  radius: { min: 0, max: 500 },
  margin: { min: -100, max: 300 },
  padding: { min: 0, max: 300 },
  box: { min: 0, max: 4000 },
  icon: { min: 0, max: 600 },
  check: { min: 8, max: 64 },
} satisfies Record<string, Range>;

export const TEXT_TRANSFORMS = ['normal', 'uppercase', 'lowercase', 'capitalize'] as const;
export const BORDER_TYPES = ['solid', 'dashed', 'dotted', 'double', 'groove'] as const;
export const POSITIONS = ['left', 'right', 'center'] as const;
const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** A number, or a numeric string with an optional "px": clamped to the range; anything else is undefined. */
export function toNumber(value: StyleValue | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : undefined;
}

export function px(value: StyleValue | undefined, range: Range): string | undefined {
  const n = toNumber(value);
  if (n === undefined) return undefined;
  const clamped = Math.min(range.max, Math.max(range.min, n));
  return `${Math.round(clamped * 100) / 100}px`;
}

/** px, or a percentage from 0 to 100 (max_width "100%"). */
function lengthOrPercent(value: StyleValue | undefined, range: Range): string | undefined {
  if (typeof value === 'string') {
    const pct = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
    if (pct) return `${Math.min(100, Number(pct[1]))}%`;
  }
  return px(value, range);
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** A hex, rgb()/hsl() or named colour; anything else (url(), expressions, ";") is dropped. */
export function color(value: StyleValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return HEX.test(v) || FUNCTIONAL.test(v) || NAMED.test(v) ? v : undefined;
}

/** A colour or a plain linear/radial gradient of colours. */
function background(value: StyleValue | undefined): string | undefined {
  const plain = color(value);
  if (plain || typeof value !== 'string') return plain;
  const v = value.trim();
  return /^(?:linear|radial)-gradient\((?:[#\w\s.,%]|\((?:[\d.%\s,/+-]+)\))+\)$/i.test(v) ? v : undefined;
}

export function fontFamily(value: StyleValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return v.length > 0 && v.length <= 200 && /^[\w\s,'"-]+$/.test(v) ? v : undefined;
}

export function textTransform(value: StyleValue | undefined): string | undefined {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (!v || !(TEXT_TRANSFORMS as readonly string[]).includes(v)) return undefined;
  return v === 'normal' ? 'none' : v;
}

/** 100..900 in hundreds (close button: 100..500, the close button's own lighter range); 'normal' and 'bold' pass. */
export function fontWeight(value: StyleValue | undefined, max = 900): string | undefined {
  if (value === 'normal' || value === 'bold') return value;
  const n = toNumber(value);
  if (n === undefined) return undefined;
  return String(Math.min(max, Math.max(100, Math.round(n / 100) * 100)));
}

export function borderType(value: StyleValue | undefined): string | undefined {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return v && (BORDER_TYPES as readonly string[]).includes(v) ? v : undefined;
}

export function position(value: StyleValue | undefined): (typeof POSITIONS)[number] | undefined {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return v && (POSITIONS as readonly string[]).includes(v) ? (v as (typeof POSITIONS)[number]) : undefined;
}

const isOn = (value: StyleValue | undefined) => value === 1 || value === '1' || value === 'true';
const isOff = (value: StyleValue | undefined) => value === 0 || value === '0' || value === 'false';

function push(out: Declarations, property: string, value: string | undefined) {
  if (value !== undefined) out.push([property, value]);
}

/**
 * The declarations of a style group's main element. `kind` is the group's name: it decides the
 * ranges (close button weights 100..500) and which keys style the element itself. Content keys
 * (text, html) and the checkbox keys of tnc_style are not CSS of the element; see {@link groupRules}.
 */
export function styleGroupDeclarations(group: StyleGroup, kind: StyleGroupName): Declarations {
  const out: Declarations = [];
  const isIcon = kind === 'popup_icon' || kind === 'close_btn';
  push(out, 'color', color(group.color) ?? (isIcon ? color(group.icon_color) : undefined));
  push(out, 'background', background(group.background));
  push(out, 'font-family', fontFamily(group.font_family));
  push(out, 'font-size', px(group.text_size, RANGES.text));
  push(out, 'text-transform', textTransform(group.text_transform));
  push(out, 'font-weight', fontWeight(group.font_weight, kind === 'close_btn' ? 500 : 900));
  if (kind === 'form_title' || kind === 'form_des' || kind === 'form_extra_html')
    push(out, 'text-align', position(group.position));

  const widths = SIDES.map((side) => px(group[`border_${side}`], RANGES.border));
  widths.forEach((width, index) => push(out, `border-${SIDES[index]}-width`, width));
  const style = borderType(group.border_type);
  if (style) out.push(['border-style', style]);
  else if (widths.some((width) => width !== undefined)) out.push(['border-style', 'solid']);
  push(out, 'border-color', color(group.border_color));
  push(out, 'border-radius', px(group.border_radius, RANGES.radius));

  for (const side of SIDES) push(out, `margin-${side}`, px(group[`margin_${side}`], RANGES.margin));
  for (const side of SIDES) push(out, `padding-${side}`, px(group[`padding_${side}`], RANGES.padding));

  push(out, 'width', px(group.width, RANGES.icon));
  push(out, 'height', px(group.height, RANGES.icon));

  if (isOn(group.full_width)) {
    out.push(['width', '100%'], ['max-width', 'none']);
  } else {
    push(out, 'max-width', lengthOrPercent(group.max_width, RANGES.box));
  }
  if (isOff(group.display)) out.push(['display', 'none']);
  return out;
}

export function declarationsToCss(declarations: Declarations): string {
  return declarations.map(([property, value]) => `${property}: ${value};`).join(' ');
}

/** The main element's CSS of a style group, as declaration text. */
export function styleGroupToCss(group: StyleGroup, kind: StyleGroupName): string {
  return declarationsToCss(styleGroupDeclarations(group, kind));
}

/** The class of the element each group styles inside the preview. */
export const GROUP_SELECTORS: Record<StyleGroupName, string> = {
  form_style: '.w-form',
  form_body_style: '.w-body',
  cta_button: '.w-cta',
  form_title: '.w-title',
  form_des: '.w-des',
  form_extra_html: '.w-extra',
  tnc_style: '.w-tnc',
  input_field: '.w-input',
  input_placeholder: '.w-input::placeholder',
  input_label: '.w-label',
  input_error_message: '.w-error',
  popup_icon: '.w-popup-icon',
  close_btn: '.w-close',
  report_close_btn: '.w-report-close',
};

/** Every rule a group produces: its element, plus the wrappers and parts some groups also style. */
export function groupRules(name: StyleGroupName, group: StyleGroup): CssRule[] {
  const rules: CssRule[] = [{ selector: GROUP_SELECTORS[name], declarations: styleGroupDeclarations(group, name) }];
  if (name === 'cta_button' || name === 'report_close_btn') {
    const align = position(group.position);
    const row = name === 'cta_button' ? '.w-cta-row' : '.w-report-close-row';
    if (align) rules.push({ selector: row, declarations: [['text-align', align]] });
  }
  if (name === 'popup_icon') {
    const icon = color(group.icon_color);
    if (icon) rules.push({ selector: '.w-popup-icon svg', declarations: [['color', icon]] });
  }
  if (name === 'form_style') {
    // The takeover covers the page in the form's own background.
    const bg = background(group.background);
    if (bg) rules.push({ selector: '.w-takeover', declarations: [['background', bg]] });
  }
  if (name === 'tnc_style') {
    const box: Declarations = [];
    push(box, 'width', px(group.check_width, RANGES.check));
    push(box, 'height', px(group.check_height, RANGES.check));
    push(box, 'background', color(group.check_background));
    push(box, 'border-radius', px(group.check_border_radius, RANGES.radius));
    rules.push({ selector: '.w-check', declarations: box });
    const checked: Declarations = [];
    const active = color(group.check_active_background);
    push(checked, 'background', active);
    push(checked, 'border-color', active);
    rules.push({ selector: '.w-tnc input:checked + .w-check', declarations: checked });
    rules.push({
      selector: '.w-check svg',
      declarations: color(group.check_mark_color) ? [['color', color(group.check_mark_color) as string]] : [],
    });
  }
  return rules.filter((rule) => rule.declarations.length > 0);
}

export function rulesToCss(rules: CssRule[]): string {
  return rules.map((rule) => `${rule.selector} { ${declarationsToCss(rule.declarations)} }`).join('\n');
}

/** The stylesheet of all 14 groups; the button colour of the form is the CTA's fallback background. */
export function stylesToCss(styles: Partial<WidgetStyles>, buttonColor?: string): string {
  const rules: CssRule[] = [];
  const fallback = color(buttonColor);
  if (fallback) rules.push({ selector: '.w-cta', declarations: [['background', fallback]] });
  for (const name of Object.keys(GROUP_SELECTORS) as StyleGroupName[]) {
    const group = styles[name];
    if (group && typeof group === 'object') rules.push(...groupRules(name, group));
  }
  return rulesToCss(rules);
}

/**
 * The layout of the five widget types and the fake page around them. Fixed, so it is one constant;
 * the theme's values come after it (and win) in {@link stylesToCss}.
 */
export const BASE_CSS = `
:host { all: initial; display: block; }
*, *::before, *::after { box-sizing: border-box; }
.w-stage { position: relative; overflow: hidden; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 15px; line-height: 1.45; color: #1f2433; background: #eef0f5; padding: 24px; min-height: 200px; }
.w-stage.w-overlaying { min-height: 520px; }
.w-fixed { position: relative; display: flex; justify-content: center; }
.w-form { position: relative; width: 100%; margin: 0 auto; background: #fff; }
.w-title { margin: 0 0 8px; font-size: 22px; line-height: 1.25; }
.w-des { margin: 0 0 12px; }
.w-extra-text { margin: 0 0 12px; }
.w-field { margin: 0 0 10px; }
.w-label { display: block; margin: 0 0 4px; }
.w-req { margin-inline-start: 2px; }
.w-input { display: block; width: 100%; font: inherit; border: 1px solid #c9cdd8; padding: 8px 10px; background: #fff; color: inherit; }
.w-error { display: block; margin-top: 4px; font-size: 12px; color: #d93025; }
.w-tnc { display: flex; align-items: flex-start; gap: 8px; margin: 0 0 10px; cursor: pointer; }
.w-tnc input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.w-check { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; border: 1px solid #9aa0ae; background: #fff; color: #fff; }
.w-check svg { width: 70%; height: 70%; visibility: hidden; }
.w-tnc input:checked + .w-check svg { visibility: visible; }
.w-tnc input:focus-visible + .w-check { outline: 2px solid #585ce9; outline-offset: 2px; }
.w-cta-row { margin-top: 4px; }
.w-cta { display: inline-block; font: inherit; cursor: pointer; border: 0; padding: 10px 20px; background: #585ce9; color: #fff; }
.w-close { position: absolute; top: 0; right: 0; z-index: 2; border: 0; background: transparent; cursor: pointer; font: inherit; font-size: 20px; line-height: 1; padding: 4px 8px; color: inherit; }
.w-extra { margin-top: 10px; }
.w-extra img { max-width: 100%; }
.w-popup { position: absolute; z-index: 3; bottom: 92px; width: min(360px, calc(100% - 32px)); }
.w-pos-left .w-popup { left: 16px; }
.w-pos-right .w-popup { right: 16px; }
.w-pos-center .w-popup { left: 50%; top: 50%; bottom: auto; transform: translate(-50%, -50%); width: min(440px, calc(100% - 32px)); }
.w-backdrop { position: absolute; inset: 0; z-index: 2; background: rgba(15, 18, 30, 0.45); }
.w-popup-icon { position: absolute; z-index: 3; bottom: 16px; right: 16px; width: 60px; height: 60px; border: 0; border-radius: 50%; background: #585ce9; color: #fff; display: inline-flex; align-items: center; justify-content: center; cursor: pointer; padding: 0; overflow: hidden; }
.w-pos-left .w-popup-icon { right: auto; left: 16px; }
.w-popup-icon img { width: 100%; height: 100%; object-fit: cover; }
.w-popup-icon svg { width: 55%; height: 55%; }
.w-slim { position: absolute; z-index: 3; left: 0; right: 0; }
.w-pos-top .w-slim, .w-slim.w-pos-top { top: 0; }
.w-pos-bottom .w-slim, .w-slim.w-pos-bottom { bottom: 0; }
.w-slim .w-form { max-width: none; }
.w-slim .w-body { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding-right: 28px; }
.w-slim .w-title { margin: 0; font-size: 17px; flex: 0 1 auto; }
.w-slim .w-fields { display: flex; flex: 1 1 320px; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
.w-slim .w-field { flex: 1 1 140px; margin: 0; }
.w-slim .w-cta-row { margin: 0; }
.w-takeover { position: absolute; inset: 0; z-index: 3; display: flex; align-items: center; justify-content: center; padding: 32px 16px; overflow: auto; background: #fff; }
.w-steps { display: flex; gap: 6px; margin: 0 0 12px; }
.w-steps span { flex: 1; height: 4px; border-radius: 2px; background: rgba(0, 0, 0, 0.12); }
.w-steps span.on { background: currentColor; opacity: 0.7; }
.w-report h3 { margin: 0 0 6px; font-size: 18px; }
.w-report p { margin: 0 0 10px; }
.w-report-bars i { display: block; height: 8px; border-radius: 4px; margin: 0 0 8px; background: linear-gradient(90deg, #22c55e 0 70%, #e5e7eb 70%); }
.w-report-bars i:nth-child(2) { background: linear-gradient(90deg, #f59e0b 0 45%, #e5e7eb 45%); }
.w-report-bars i:nth-child(3) { background: linear-gradient(90deg, #ef4444 0 25%, #e5e7eb 25%); }
.w-report-close-row { margin-top: 12px; }
.w-report-close { font: inherit; cursor: pointer; border: 0; padding: 8px 16px; }
.w-mobile { padding: 12px; }
.w-mobile .w-slim .w-body { flex-direction: column; align-items: stretch; }
.w-mobile .w-slim .w-fields { flex-basis: auto; flex-direction: column; }
.w-mobile .w-slim .w-field { flex-basis: auto; }
.w-mobile .w-popup { left: 12px; right: 12px; width: auto; }
.w-mobile.w-pos-center .w-popup { left: 50%; right: auto; width: calc(100% - 24px); }
.w-visitor { position: absolute; inset: 0; min-height: 0; padding: 0; background: transparent; pointer-events: none; }
.w-visitor .w-form, .w-visitor .w-popup-icon, .w-visitor .w-backdrop { pointer-events: auto; }
.w-visitor .w-fixed { position: absolute; left: 16px; right: 16px; bottom: 24px; }
.w-visitor .w-takeover { position: absolute; }
.w-visitor .w-popup { max-height: calc(100% - 108px); overflow: auto; }
.w-vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/**
 * The editor's own layout, after {@link BASE_CSS} in its preview only (a visitor's page never needs it, so the embed
 * script stays small): the fake page around the widget, and the whole widget shown in the flow.
 */
export const EDITOR_CSS = `
.w-page { position: absolute; inset: 0; padding: 24px; pointer-events: none; }
.w-page i { display: block; height: 12px; margin: 0 0 12px; border-radius: 6px; background: #dde1ea; }
.w-page i:first-child { height: 22px; width: 45%; margin-bottom: 20px; }
.w-page i:nth-child(3n) { width: 80%; }
.w-page i:nth-child(4n) { width: 60%; }
/* An overlay sits in the flow, so the stage grows to hold it, and the popup's icon
   comes after the popup instead of over it. A visitor's page keeps the overlays over the page. */
.w-stage:not(.w-visitor) { flex: 1 0 auto; }
.w-overlaying:not(.w-visitor) { display: flex; flex-direction: column; }
.w-type-2:not(.w-visitor) { align-items: flex-end; justify-content: flex-end; gap: 16px; padding: 16px; }
.w-type-2.w-pos-left:not(.w-visitor) { align-items: flex-start; }
.w-type-2.w-pos-center:not(.w-visitor) { align-items: center; justify-content: center; }
.w-type-2:not(.w-visitor) .w-popup { position: relative; inset: auto; transform: none; }
.w-type-2:not(.w-visitor) .w-popup-icon { position: relative; inset: auto; flex: none; }
.w-type-2.w-pos-center:not(.w-visitor) .w-popup-icon { align-self: flex-end; }
.w-mobile.w-type-2:not(.w-visitor) { padding: 12px; }
.w-mobile.w-type-2:not(.w-visitor) .w-popup { width: 100%; }
.w-type-3:not(.w-visitor), .w-type-4:not(.w-visitor) { padding: 0; }
.w-type-3.w-pos-bottom:not(.w-visitor) { justify-content: flex-end; }
.w-type-3:not(.w-visitor) .w-slim { position: relative; }
.w-type-4:not(.w-visitor) .w-takeover { position: relative; inset: auto; flex: 1 0 auto; min-height: 520px; }
`;

/** Where an overlay sits: a bar at the top or bottom, a popup left, centre or right, anything else centred. */
export function overlayPosition(
  type: number,
  position: string | null | undefined,
): 'top' | 'bottom' | 'left' | 'center' | 'right' {
  if (type === 3) return position === 'bottom' ? 'bottom' : 'top';
  if (type === 2) return position === 'left' || position === 'center' ? position : 'right';
  return 'center';
}
