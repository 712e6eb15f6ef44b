import { describe, expect, it } from 'vitest';
import {
  color,
  fontWeight,
  groupRules,
  px,
  styleGroupDeclarations,
  styleGroupToCss,
  stylesToCss,
  textTransform,
} from '../../src/features/widgets/preview/preview-css';
import { emptyStyles } from '../../machines/widgets/editor/defaults';
import {
  STYLE_GROUP_NAMES,
  type StyleGroup,
  type StyleGroupName,
} from '../../machines/widgets/editor/widget-editor.types';

const decl = (group: StyleGroup, kind: StyleGroupName = 'form_style') =>
  Object.fromEntries(styleGroupDeclarations(group, kind));

describe('preview CSS: values', () => {
  it('turns sizes into px and clamps absurd ones', () => {
    expect(px(12, { min: 0, max: 50 })).toBe('12px');
    expect(px('8', { min: 0, max: 50 })).toBe('8px');
    expect(px(' 8px ', { min: 0, max: 50 })).toBe('8px');
    expect(px(-5, { min: 0, max: 50 })).toBe('0px');
    expect(px(1e9, { min: 0, max: 50 })).toBe('50px');
    expect(px('ten', { min: 0, max: 50 })).toBeUndefined();
    expect(px('10em', { min: 0, max: 50 })).toBeUndefined();
    expect(px(Number.NaN, { min: 0, max: 50 })).toBeUndefined();
    expect(px(Infinity, { min: 0, max: 50 })).toBeUndefined();
  });

  it('accepts colours and drops anything that could escape the declaration', () => {
    for (const ok of [
      '#fff',
      '#585CE9',
      '#585ce9cc',
      'rgb(1, 2, 3)',
      'rgba(0,0,0,0.5)',
      'hsl(120 50% 50%)',
      'transparent',
      'red',
    ]) {
      expect(color(ok)).toBe(ok);
    }
    for (const bad of [
      '#ggg',
      'red; background: url(x)',
      'url(javascript:alert(1))',
      'expression(alert(1))',
      '}</style><script>',
      12,
      '',
    ]) {
      expect(color(bad)).toBeUndefined();
    }
  });

  it('maps text transforms and font weights to their option lists', () => {
    expect(textTransform('normal')).toBe('none');
    expect(textTransform('UPPERCASE')).toBe('uppercase');
    expect(textTransform('capitalize')).toBe('capitalize');
    expect(textTransform('shout')).toBeUndefined();
    expect(fontWeight(600)).toBe('600');
    expect(fontWeight('649')).toBe('600');
    expect(fontWeight(5000)).toBe('900');
    expect(fontWeight(-3)).toBe('100');
    expect(fontWeight('heavy')).toBeUndefined();
    expect(fontWeight(900, 500)).toBe('500');
  });
});

describe('preview CSS: every style group key', () => {
  it('maps colours, text and font keys', () => {
    expect(
      decl({
        color: '#111111',
        background: '#eeeeee',
        text_size: 18,
        text_transform: 'lowercase',
        font_weight: 700,
        font_family: 'Georgia, serif',
      }),
    ).toEqual({
      color: '#111111',
      background: '#eeeeee',
      'font-size': '18px',
      'text-transform': 'lowercase',
      'font-weight': '700',
      'font-family': 'Georgia, serif',
    });
  });

  it('maps the four border sides, colour, type and radius', () => {
    expect(
      decl({
        border_top: 1,
        border_right: '2',
        border_bottom: 3,
        border_left: 4,
        border_color: '#cccccc',
        border_type: 'dashed',
        border_radius: 6,
      }),
    ).toEqual({
      'border-top-width': '1px',
      'border-right-width': '2px',
      'border-bottom-width': '3px',
      'border-left-width': '4px',
      'border-style': 'dashed',
      'border-color': '#cccccc',
      'border-radius': '6px',
    });
  });

  it('uses a solid border when widths are set without a valid type', () => {
    expect(decl({ border_top: 2, border_type: 'wavy' })['border-style']).toBe('solid');
    for (const type of ['solid', 'dashed', 'dotted', 'double', 'groove'])
      expect(decl({ border_top: 1, border_type: type })['border-style']).toBe(type);
  });

  it('maps margins and paddings on four sides, clamping absurd values', () => {
    expect(
      decl({
        margin_top: 1,
        margin_right: 2,
        margin_bottom: 3,
        margin_left: 4,
        padding_top: 5,
        padding_right: 6,
        padding_bottom: 7,
        padding_left: 8,
      }),
    ).toEqual({
      'margin-top': '1px',
      'margin-right': '2px',
      'margin-bottom': '3px',
      'margin-left': '4px',
      'padding-top': '5px',
      'padding-right': '6px',
      'padding-bottom': '7px',
      'padding-left': '8px',
    });
    const absurd = decl({
      padding_top: -40,
      padding_left: 99999,
      margin_top: -99999,
      border_top: 1000,
      text_size: 0,
      border_radius: 'round',
    });
    expect(absurd['padding-top']).toBe('0px');
    expect(absurd['padding-left']).toBe('300px');
    expect(absurd['margin-top']).toBe('-100px');
    expect(absurd['border-top-width']).toBe('50px');
    expect(absurd['font-size']).toBe('6px');
    expect(absurd['border-radius']).toBeUndefined();
  });

  it('full_width wins over max_width; max_width takes px or %', () => {
    expect(decl({ full_width: 1, max_width: 480 })).toEqual({ width: '100%', 'max-width': 'none' });
    expect(decl({ full_width: 0, max_width: 480 })).toEqual({ 'max-width': '480px' });
    expect(decl({ full_width: 0, max_width: '100%' })).toEqual({ 'max-width': '100%' });
    expect(decl({ max_width: '250%' })).toEqual({ 'max-width': '100%' });
    expect(decl({ max_width: 'wide' })).toEqual({});
  });

  it('places the CTA by its position on its row', () => {
    const rules = groupRules('cta_button', { position: 'right', background: '#585CE9', color: '#fff' });
    expect(rules).toContainEqual({ selector: '.w-cta-row', declarations: [['text-align', 'right']] });
    expect(rules[0]?.selector).toBe('.w-cta');
    expect(groupRules('cta_button', { position: 'diagonal' }).some((rule) => rule.selector === '.w-cta-row')).toBe(
      false,
    );
  });

  it('aligns title and description by position', () => {
    expect(decl({ position: 'center' }, 'form_title')['text-align']).toBe('center');
    expect(decl({ position: 'left' }, 'form_des')['text-align']).toBe('left');
  });

  it('styles the terms checkbox from its check_* keys', () => {
    const rules = groupRules('tnc_style', {
      color: '#333333',
      check_background: '#ffffff',
      check_active_background: '#585CE9',
      check_mark_color: '#000000',
      check_width: 18,
      check_height: 1000,
      check_border_radius: 3,
    });
    const bySelector = Object.fromEntries(rules.map((rule) => [rule.selector, Object.fromEntries(rule.declarations)]));
    expect(bySelector['.w-tnc']).toEqual({ color: '#333333' });
    expect(bySelector['.w-check']).toEqual({
      width: '18px',
      height: '64px',
      background: '#ffffff',
      'border-radius': '3px',
    });
    expect(bySelector['.w-tnc input:checked + .w-check']).toEqual({ background: '#585CE9', 'border-color': '#585CE9' });
    expect(bySelector['.w-check svg']).toEqual({ color: '#000000' });
  });

  it('sizes and colours the popup icon; icon_color colours the close button', () => {
    expect(
      decl({ width: 60, height: 60, background: '#585CE9', icon_color: '#ffffff', border_radius: 30 }, 'popup_icon'),
    ).toEqual({
      color: '#ffffff',
      background: '#585CE9',
      'border-radius': '30px',
      width: '60px',
      height: '60px',
    });
    expect(decl({ icon_color: '#ff0000' }, 'close_btn').color).toBe('#ff0000');
  });

  it('hides elements whose display is 0 and limits the close button weight to 500', () => {
    expect(decl({ display: 0 }, 'close_btn').display).toBe('none');
    expect(decl({ display: '0' }, 'popup_icon').display).toBe('none');
    expect(decl({ display: 1 }, 'close_btn').display).toBeUndefined();
    expect(decl({ font_weight: 900 }, 'close_btn')['font-weight']).toBe('500');
  });

  it('keeps content keys (text, html) and unknown keys out of the CSS', () => {
    expect(styleGroupToCss({ text: 'Close', html: '<b>x</b>', shadow: '0 0 3px red' }, 'report_close_btn')).toBe('');
  });

  it('styles the placeholder through ::placeholder and each group through its own class', () => {
    const css = stylesToCss({
      ...emptyStyles(),
      input_placeholder: { color: '#999999' },
      input_error_message: { color: '#d93025', text_size: 12 },
    });
    expect(css).toContain('.w-input::placeholder { color: #999999; }');
    expect(css).toContain('.w-error { color: #d93025; font-size: 12px; }');
  });

  it('gives every one of the 14 groups a rule when it has a value', () => {
    const styles = Object.fromEntries(STYLE_GROUP_NAMES.map((name) => [name, { color: '#123456' }])) as ReturnType<
      typeof emptyStyles
    >;
    const css = stylesToCss(styles);
    for (const selector of [
      '.w-form',
      '.w-body',
      '.w-cta',
      '.w-title',
      '.w-des',
      '.w-extra',
      '.w-tnc',
      '.w-input',
      '.w-input::placeholder',
      '.w-label',
      '.w-error',
      '.w-popup-icon',
      '.w-close',
      '.w-report-close',
    ]) {
      expect(css).toContain(`${selector} { color: #123456; }`);
    }
  });

  it('falls back to the form button colour for the CTA and lets the theme override it', () => {
    const css = stylesToCss({ ...emptyStyles(), cta_button: { background: '#00ff00' } }, '#ff0000');
    expect(css.indexOf('background: #ff0000')).toBeLessThan(css.indexOf('background: #00ff00'));
  });

  it('never emits a brace or a semicolon from a value', () => {
    const evil = '#fff; } body { display: none';
    const css = stylesToCss({
      ...emptyStyles(),
      form_style: { background: evil, color: evil, font_family: 'a;}b', max_width: '10px;}' },
    });
    expect(css).not.toContain('body');
    expect(css).toBe('');
  });
});
