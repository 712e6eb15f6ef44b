import { describe, expect, it } from 'vitest';
import { ALL_THEMES } from '../../src/mocks/themes';

/** WCAG 2.x AA for normal text. */
const AA_NORMAL_TEXT = 4.5;

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channels = [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('contrast helper', () => {
  it('matches known WCAG values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // The defect: white on the Midnight text colour.
    expect(contrast('#ffffff', '#f3f4f6')).toBeLessThan(1.2);
  });
});

describe('every theme passes WCAG AA in the preview', () => {
  for (const theme of ALL_THEMES) {
    it(`${theme.theme_code}`, () => {
      const s = theme.style;
      const str = (v: unknown) => String(v);
      // The background a group's text sits on; "transparent" shows the form's background.
      const formBg = str(s.form_style.background);
      const on = (bg: unknown) => (bg === undefined || bg === 'transparent' ? formBg : str(bg));
      const pairs: [string, unknown, unknown][] = [
        ['form text', s.form_style.color, formBg],
        ['title', s.form_title.color, formBg],
        ['description', s.form_des.color, formBg],
        ['label', s.input_label.color, formBg],
        ['terms', s.tnc_style.color, formBg],
        ['error message', s.input_error_message.color, formBg],
        ['close icon', s.close_btn.color, on(s.close_btn.background)],
        ['input text', s.input_field.color, s.input_field.background],
        ['placeholder', s.input_placeholder.color, s.input_field.background],
        ['call to action', s.cta_button.color, s.cta_button.background],
        ['report close button', s.report_close_btn.color, s.report_close_btn.background],
        ['popup icon', s.popup_icon.icon_color, s.popup_icon.background],
      ];
      for (const [what, fg, bg] of pairs) {
        const ratio = contrast(str(fg), str(bg));
        expect({ what, fg, bg, passes: ratio >= 4.5 }).toEqual({ what, fg, bg, passes: true });
        expect(ratio).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    });
  }
});
