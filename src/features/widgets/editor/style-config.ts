import type { StyleGroupName } from '@machines/widgets/editor/widget-editor.types';

/** The style options a widget may use: font weights 300..900 (the close button 100..500), text transforms, border
 * types and button positions; borders, margins and paddings are in px. */
export const FONT_WEIGHTS = ['300', '400', '500', '600', '700', '800', '900'] as const;
export const CLOSE_FONT_WEIGHTS = ['100', '200', '300', '400', '500'] as const;
export const TEXT_TRANSFORMS = ['normal', 'uppercase', 'lowercase', 'capitalize'] as const;
export const BORDER_TYPES = ['solid', 'dashed', 'dotted', 'double', 'groove'] as const;
export const POSITIONS = ['left', 'right', 'center'] as const;

export type StyleControl =
  | { kind: 'color'; key: string }
  /** 'int': CTA/input and the other numeric values; 'px-text': close-button border, margin and padding. */
  | { kind: 'number'; key: string; numberKind: 'int' | 'px-text' }
  | { kind: 'select'; key: string; options: readonly string[]; translate?: boolean }
  | { kind: 'switch'; key: string }
  | { kind: 'text'; key: string; multiline?: boolean };

export interface StyleSection {
  /** Translation key under widgetEditor.style.groups. */
  title: 'text' | 'colours' | 'border' | 'margin' | 'padding' | 'size' | 'checkbox';
  controls: StyleControl[];
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const num = (key: string, numberKind: 'int' | 'px-text' = 'int'): StyleControl => ({ kind: 'number', key, numberKind });
const color = (key: string): StyleControl => ({ kind: 'color', key });

function text(weights: readonly string[] = FONT_WEIGHTS, withPosition = false): StyleSection {
  return {
    title: 'text',
    controls: [
      num('text_size'),
      { kind: 'select', key: 'text_transform', options: TEXT_TRANSFORMS, translate: true },
      { kind: 'select', key: 'font_weight', options: weights },
      ...(withPosition
        ? [{ kind: 'select', key: 'position', options: POSITIONS, translate: true } as StyleControl]
        : []),
    ],
  };
}
const colours = (...keys: string[]): StyleSection => ({ title: 'colours', controls: keys.map(color) });
function border(kind: 'int' | 'px-text' = 'int'): StyleSection {
  return {
    title: 'border',
    controls: [
      ...SIDES.map((side) => num(`border_${side}`, kind)),
      color('border_color'),
      { kind: 'select', key: 'border_type', options: BORDER_TYPES, translate: true },
      num('border_radius'),
    ],
  };
}
const spacing = (title: 'margin' | 'padding', kind: 'int' | 'px-text' = 'int'): StyleSection => ({
  title,
  controls: SIDES.map((side) => num(`${title}_${side}`, kind)),
});
/** full_width, then max_width (the panel hides max_width while full width is on). */
const size = (): StyleSection => ({
  title: 'size',
  controls: [{ kind: 'switch', key: 'full_width' }, num('max_width')],
});

/** Every element of the widget style tab, in the order the style tab lists them. */
export const STYLE_ELEMENTS: readonly { group: StyleGroupName; sections: StyleSection[] }[] = [
  {
    group: 'form_style',
    sections: [colours('background', 'color'), border(), spacing('margin'), spacing('padding'), size()],
  },
  { group: 'form_body_style', sections: [colours('background'), border(), spacing('margin'), spacing('padding')] },
  {
    group: 'form_title',
    sections: [colours('color'), text(FONT_WEIGHTS, true), spacing('margin'), spacing('padding')],
  },
  { group: 'form_des', sections: [colours('color'), text(FONT_WEIGHTS, true), spacing('margin'), spacing('padding')] },
  {
    group: 'tnc_style',
    sections: [
      colours('color'),
      text(),
      {
        title: 'checkbox',
        controls: [
          color('check_background'),
          color('check_active_background'),
          color('check_mark_color'),
          num('check_width'),
          num('check_height'),
          num('check_border_radius'),
        ],
      },
    ],
  },
  {
    group: 'cta_button',
    sections: [
      colours('color', 'background'),
      text(FONT_WEIGHTS, true),
      border(),
      spacing('margin'),
      spacing('padding'),
      size(),
    ],
  },
  { group: 'input_label', sections: [colours('color'), text(), spacing('margin')] },
  { group: 'input_placeholder', sections: [colours('color'), text()] },
  { group: 'input_error_message', sections: [colours('color'), text()] },
  {
    group: 'input_field',
    sections: [colours('color', 'background'), text(), border(), spacing('margin'), spacing('padding'), size()],
  },
  {
    group: 'popup_icon',
    sections: [
      {
        title: 'size',
        controls: [{ kind: 'switch', key: 'display' }, num('width'), num('height'), num('border_radius')],
      },
      colours('background', 'icon_color'),
    ],
  },
  {
    group: 'close_btn',
    sections: [
      { title: 'size', controls: [{ kind: 'switch', key: 'display' }] },
      colours('color', 'background', 'icon_color'),
      text(CLOSE_FONT_WEIGHTS),
      border('px-text'),
      spacing('margin', 'px-text'),
      spacing('padding', 'px-text'),
    ],
  },
  {
    group: 'report_close_btn',
    sections: [
      {
        title: 'size',
        controls: [
          { kind: 'switch', key: 'display' },
          { kind: 'text', key: 'text' },
        ],
      },
      colours('color', 'background'),
      text(CLOSE_FONT_WEIGHTS, true),
      border('px-text'),
      spacing('margin', 'px-text'),
      spacing('padding', 'px-text'),
    ],
  },
  {
    group: 'form_extra_html',
    sections: [
      {
        title: 'size',
        controls: [
          { kind: 'switch', key: 'display' },
          { kind: 'text', key: 'html', multiline: true },
        ],
      },
      colours('color'),
      text(),
    ],
  },
];

export const styleElement = (group: StyleGroupName) => STYLE_ELEMENTS.find((element) => element.group === group);
