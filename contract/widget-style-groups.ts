import type { components } from './schema.gen';

/**
 * The 14 style groups of a widget, in the contract's order: the `required` keys of openapi.yaml `WidgetStyles`.
 * A value module of contract/ holds facts the contract fixes and imports nothing but types (ESLint enforces it),
 * so the editor machine and the demo backend share this one list. tests/contract/widget-style-groups.test.ts
 * checks it against openapi.yaml.
 */
export const STYLE_GROUP_NAMES = [
  'form_style',
  'form_body_style',
  'cta_button',
  'form_title',
  'form_des',
  'form_extra_html',
  'tnc_style',
  'input_field',
  'input_placeholder',
  'input_label',
  'input_error_message',
  'popup_icon',
  'close_btn',
  'report_close_btn',
] as const satisfies readonly (keyof components['schemas']['WidgetStyles'])[];
