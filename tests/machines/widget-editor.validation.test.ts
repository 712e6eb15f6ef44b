import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasButtonLabelsMissing,
  hasCloseRedirectInvalid,
  hasCloseRedirectMissing,
  hasCloseTitleMissing,
  hasFieldTextsMissing,
  hasNameDescTypeMissing,
  hasNameMissing,
  hasReportActionTextMissing,
  hasTncLabelMissing,
  hasTypeMissing,
  isValidRedirectUrl,
  sanitizeStyleNumber,
  validateWidget,
  type ValidatableForm,
} from '../../machines/widgets/editor/widget-editor.rules';
import {
  applyTheme,
  createDefaultForm,
  effectiveStyles,
  emptyStyles,
  setAtPath,
  themeTypeOf,
  toSavePayload,
  widgetTypeOf,
} from '../../machines/widgets/editor/defaults';
import { STYLE_GROUP_NAMES, type Theme } from '../../machines/widgets/editor/widget-editor.types';
import type { WidgetForm } from '../../machines/shared/widget-editor.types';

/* ---------- isValidRedirectUrl: examples ---------- */

describe('isValidRedirectUrl examples', () => {
  it.each([
    'example.com',
    'http://example.com',
    'https://www.example.co.uk/path?q=1#top',
    'HTTPS://Example.COM',
    'example.com:8080',
    'sub-domain.example.io/a/b',
    'münchen.de',
  ])('accepts %s', (url) => {
    expect(isValidRedirectUrl(url)).toBe(true);
  });

  it.each([
    '',
    'localhost',
    'http://localhost:3000',
    'http://127.0.0.1',
    'http://10.1.2.3/x',
    'https://172.16.0.1',
    'https://172.31.255.255',
    '192.168.0.10',
    'http://169.254.10.10',
    'http://0.0.0.0',
    'http://[::1]/',
    '::1',
    'example',
    'example.c',
    'example.123',
    'mailto:me@example.com',
    'javascript://example.com',
    'file://example.com',
    'http://example.com:1',
    'http://example.com:123456',
    'http://exa mple.com',
    'http://example.com/a b',
    'http://user@example.com',
    'http://-bad.com',
    'http://999.1.1.1',
    // Only http and https: the embed script opens what it is handed.
    'ftp://files.example.org:21/pub',
    'javascript:__x("report")',
    // No IP address in any spelling, public or not: the standard parser reads all of these as one.
    'http://8.8.8.8/',
    'http://172.32.0.1',
    'http://１２７.０.０.０１/',
    '１９２.１６８.０.１',
    'https://１６９.２５４.１６９.２５４/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://100.64.0.1/',
    'http://1.2.3.08',
    'http://[::ffff:127.0.0.1]/',
    'http://example.com./',
    'http://％４１.com',
    'http://example.com:99999',
    'http://example.com:0',
    'http://router.local/',
    'http://db.internal/',
    '//evil.example',
  ])('rejects %s', (url) => {
    expect(isValidRedirectUrl(url)).toBe(false);
  });
});

/* ---------- isValidRedirectUrl: properties ---------- */

const letters = 'abcdefghijklmnopqrstuvwxyz';
const alnum = `${letters}0123456789`;
const charOf = (chars: string) => fc.constantFrom(...chars.split(''));

const label = fc
  .tuple(charOf(alnum), fc.array(fc.oneof(charOf(alnum), fc.constant('-')), { maxLength: 10 }), charOf(alnum))
  .map(([a, mid, z]) => `${a}${mid.join('')}${z}`)
  // An `xn--` label is punycode, which the URL parser rejects unless it decodes: not a plain public host.
  .filter((l) => !l.startsWith('xn--'));
const tld = fc.array(charOf(letters), { minLength: 2, maxLength: 6 }).map((cs) => cs.join(''));
const publicHost = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([ls, t]) => [...ls, t].join('.'));
const scheme = fc.constantFrom('', 'http://', 'https://', 'HTTP://');
const digits = (min: number, max: number) =>
  fc.array(charOf('0123456789'), { minLength: min, maxLength: max }).map((ds) => ds.join(''));
const port = fc.option(
  digits(2, 5).filter((d) => Number(d) > 0 && Number(d) <= 65535),
  { nil: undefined },
);
const path = fc.option(
  fc
    .array(fc.oneof(label, fc.constantFrom('?q=1', '#frag', 'x.html')), { maxLength: 3 })
    .map((ps) => `/${ps.join('/')}`),
  { nil: undefined },
);
const url = (host: fc.Arbitrary<string>, p: fc.Arbitrary<string | undefined> = port) =>
  fc.tuple(scheme, host, p, path).map(([s, h, pt, pa]) => `${s}${h}${pt === undefined ? '' : `:${pt}`}${pa ?? ''}`);

const octet = fc.integer({ min: 0, max: 255 });
const ip = (...parts: fc.Arbitrary<number>[]) => fc.tuple(...parts).map((os) => os.join('.'));
const privateIp = fc.oneof(
  ip(fc.constant(10), octet, octet, octet),
  ip(fc.constant(127), octet, octet, octet),
  ip(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
  ip(fc.constant(192), fc.constant(168), octet, octet),
  ip(fc.constant(169), fc.constant(254), octet, octet),
  fc.constant('0.0.0.0'),
);

describe('isValidRedirectUrl properties', () => {
  it('accepts public hosts with a TLD, optional scheme, 2-5 digit port and path', () => {
    fc.assert(fc.property(url(publicHost), (u) => isValidRedirectUrl(u)));
  });

  it('rejects every private or loopback IPv4, whatever the rest', () => {
    fc.assert(fc.property(url(privateIp), (u) => !isValidRedirectUrl(u)));
  });

  it('rejects hosts without a top-level domain', () => {
    fc.assert(fc.property(url(label), (u) => !isValidRedirectUrl(u)));
  });

  it('rejects ports of 1 or 6+ digits', () => {
    const badPort = fc.oneof(digits(1, 1), digits(6, 8));
    fc.assert(fc.property(url(publicHost, badPort), (u) => !isValidRedirectUrl(u)));
  });

  it('rejects other schemes', () => {
    const other = fc
      .array(charOf(letters), { minLength: 2, maxLength: 8 })
      .map((cs) => cs.join(''))
      .filter((s) => !['http', 'https'].includes(s));
    fc.assert(fc.property(other, publicHost, (s, h) => !isValidRedirectUrl(`${s}://${h}`)));
  });

  it('rejects every IPv4 address, in the spellings the URL parser turns into one', () => {
    const spelled = fc.tuple(octet, octet, octet, octet).chain((os) =>
      fc.constantFrom(
        os.join('.'),
        os.map((o) => `0x${o.toString(16)}`).join('.'),
        String(os.reduce((n, o) => n * 256 + o, 0)),
        os.join('.').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
        `${os.join('.')}.`,
      ),
    );
    fc.assert(fc.property(url(spelled), (u) => !isValidRedirectUrl(u)));
  });

  it('rejects any address containing whitespace', () => {
    fc.assert(
      fc.property(url(publicHost), fc.constantFrom(' ', '\t', '\n'), fc.nat(), (u, ws, at) => {
        const i = at % (u.length + 1);
        return !isValidRedirectUrl(`${u.slice(0, i)}${ws}${u.slice(i)}`);
      }),
    );
  });
});

/* ---------- the chain ---------- */

const validForm = (): WidgetForm => {
  let form = createDefaultForm();
  const set = (p: string, v: string | number) => (form = setAtPath(form, p, v));
  set('name', 'Widget');
  set('close_button_extra.default.title', 'Close');
  set('wform_url.label', 'Website');
  set('wform_keyword.label', 'Keyword');
  set('wform_email.label', 'E-mail');
  set('widget_button_label', 'Go');
  return form;
};

const withValue = (form: ValidatableForm, p: string, v: unknown): ValidatableForm =>
  setAtPath(form as WidgetForm, p, v) as ValidatableForm;

describe('validateWidget', () => {
  it('passes a complete default form', () => {
    expect(validateWidget(validForm())).toBeNull();
  });

  it('step 1: name, description and type all empty -> name and type messages, scroll to top', () => {
    const form = { ...validForm(), name: '', widget_description: ' ', widget_type: 0 as const };
    expect(hasNameDescTypeMissing(form)).toBe(true);
    expect(validateWidget(form)).toEqual({
      step: 1,
      fields: { name: 'createWidget.form.error.4', widget_type: 'createWidget.form.error.3' },
      scrollTop: true,
    });
  });

  it('step 2: name empty (with a description) -> name message, scroll to top', () => {
    const form = { ...validForm(), name: '  ', widget_description: 'd' };
    expect(hasNameMissing(form)).toBe(true);
    expect(validateWidget(form)).toEqual({ step: 2, fields: { name: 'createWidget.form.error.4' }, scrollTop: true });
  });

  it('step 3: redirect close action without an address', () => {
    const form = withValue(validForm(), 'close_button_action', 'redirect');
    expect(hasCloseRedirectMissing(form)).toBe(true);
    expect(validateWidget(form)).toMatchObject({
      step: 3,
      fields: { close_redirect_url: 'common.required' },
      scrollTop: false,
    });
  });

  it('step 4: redirect address must match the pattern', () => {
    const form = withValue(
      withValue(validForm(), 'close_button_action', 'redirect'),
      'close_button_extra.redirect.redirect_url',
      'http://10.0.0.1',
    );
    expect(hasCloseRedirectInvalid(form)).toBe(true);
    expect(validateWidget(form)).toMatchObject({
      step: 4,
      fields: { close_redirect_url: 'createWidget.form.error.5' },
    });
  });

  it('step 5: close title required for redirect and for default', () => {
    let form = withValue(validForm(), 'close_button_action', 'redirect');
    form = withValue(form, 'close_button_extra.redirect.redirect_url', 'example.com');
    expect(hasCloseTitleMissing(form)).toBe(true);
    expect(validateWidget(form)).toMatchObject({ step: 5, fields: { close_title: 'common.required' } });
    const byDefault = withValue(validForm(), 'close_button_extra.default.title', '');
    expect(validateWidget(byDefault)).toMatchObject({ step: 5, fields: { close_title: 'common.required' } });
  });

  it('step 6: widget type required', () => {
    const form = { ...validForm(), widget_type: null };
    expect(hasTypeMissing(form)).toBe(true);
    expect(validateWidget(form)).toMatchObject({ step: 6, fields: { widget_type: 'createWidget.form.error.3' } });
  });

  it('step 7: labels for mode 1, placeholders for mode 2, both for 3; url always, others when shown', () => {
    const base = { ...validForm(), wform_url: { ...validForm().wform_url, label: '' } };
    expect(hasFieldTextsMissing(base)).toBe(true);
    expect(validateWidget(base)?.fields).toEqual({ url_label: 'common.required' });

    const mode2 = { ...validForm(), show_field_text_as: 2 as const };
    expect(validateWidget(mode2)?.fields).toEqual({
      url_placeholder: 'common.required',
      keyword_placeholder: 'common.required',
      email_placeholder: 'common.required',
    });

    const phoneShown = withValue(validForm(), 'wform_phone.show_field', 1);
    expect(validateWidget(phoneShown)?.fields).toEqual({ phone_label: 'common.required' });
    const nameShown = withValue(withValue(validForm(), 'wform_name.show_field', 2), 'show_field_text_as', 3);
    expect(validateWidget(nameShown)).toMatchObject({ step: 7 });
    expect(validateWidget(nameShown)?.fields).toHaveProperty('name_placeholder', 'common.required');
    expect(validateWidget(nameShown)?.fields).toHaveProperty('name_label', 'common.required');

    const keywordHidden = withValue(withValue(validForm(), 'wform_keyword.show_field', 0), 'wform_keyword.label', '');
    expect(validateWidget(keywordHidden)).toBeNull();
  });

  it('step 8: lead-generation label; for type 5 also the first-step label', () => {
    const form = { ...validForm(), widget_button_label: '' };
    expect(hasButtonLabelsMissing(form)).toBe(true);
    expect(validateWidget(form)?.fields).toEqual({ lead_generation_btn_error: 'common.required' });
    const twoStep = { ...validForm(), widget_type: 5 as const };
    expect(validateWidget(twoStep)).toMatchObject({ step: 8, fields: { first_step_btn: 'common.required' } });
  });

  it('step 9: terms text required when the terms field is shown', () => {
    const form = withValue(validForm(), 'wform_tnc.show_field', 2);
    expect(hasTncLabelMissing(form)).toBe(true);
    expect(validateWidget(form)).toMatchObject({ step: 9, fields: { tnc_label: 'common.required' } });
  });

  it('report rule after step 9: redirect address / popup text required when chosen', () => {
    const redirect = withValue(validForm(), 'report_action', 'redirect');
    expect(hasReportActionTextMissing(redirect)).toBe(true);
    expect(validateWidget(redirect)).toMatchObject({ step: 10, fields: { report_redirect_url: 'common.required' } });
    expect(validateWidget(redirect, { includeReportAction: false })).toBeNull();
    const popup = withValue(validForm(), 'report_action', 'popup');
    expect(validateWidget(popup)?.fields).toEqual({ report_popup_text: 'common.required' });
  });

  it('the first failing step wins: only its errors are returned', () => {
    const form = { ...validForm(), name: '', widget_button_label: '', close_button_action: 'redirect' as const };
    expect(validateWidget(form)).toEqual({ step: 2, fields: { name: 'createWidget.form.error.4' }, scrollTop: true });
  });
});

/* ---------- style numbers ---------- */

describe('sanitizeStyleNumber', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['12px', 12],
    ['3.7', 3],
    ['-5', 0],
    ['100000', 999],
    ['abc', undefined],
    ['', undefined],
    ['12abc', undefined],
  ])('int %j -> %j', (input, expected) => {
    expect(sanitizeStyleNumber(input, 'int')).toBe(expected);
  });

  it.each([
    ['4', '4px'],
    ['4px', '4px'],
    [' 4 PX ', '4px'],
    ['1.5px', '1.5px'],
    ['-3px', '0px'],
    ['99999', '999px'],
    ['thick', undefined],
  ])('px-text %j -> %j', (input, expected) => {
    expect(sanitizeStyleNumber(input, 'px-text')).toBe(expected);
  });

  it('int always lands in 0..999 or is rejected', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer().map(String), fc.string()), (s) => {
        const n = sanitizeStyleNumber(s, 'int');
        return n === undefined || (Number.isInteger(n) && n >= 0 && n <= 999);
      }),
    );
  });
});

/* ---------- defaults ---------- */

describe('defaults and transformations', () => {
  it('has the spec defaults', () => {
    const form = createDefaultForm();
    expect(form.wform_keyword.show_field).toBe(1);
    expect(form.wform_name.show_field).toBe(0);
    expect(form.wform_phone.show_field).toBe(0);
    expect(form.wform_email.show_field).toBe(2);
    expect(form.wform_tnc.show_field).toBe(0);
    expect(form.widget_settings_extra.event_type).toEqual({ on_exit: 0, on_timeout: -1, on_scroll: 200 });
    expect(form.close_button_text).toBe('Close this report');
    expect(form.show_field_text_as).toBe(1);
    expect(form.report_action).toBe('default');
    expect(form.close_button_action).toBe('default');
  });

  it('maps widget types and theme types both ways', () => {
    for (const t of [1, 2, 3, 4, 5] as const) expect(widgetTypeOf(themeTypeOf(t))).toBe(t);
    expect(themeTypeOf(5)).toBe('TWO_STEP');
  });

  it('effectiveStyles lays overrides over the theme style', () => {
    const theme = { ...emptyStyles(), cta_button: { color: 'white', background: 'blue' } };
    const styles = effectiveStyles(theme, { cta_button: { color: 'black' } });
    expect(styles.cta_button).toEqual({ color: 'black', background: 'blue' });
    expect(Object.keys(styles)).toEqual([...STYLE_GROUP_NAMES]);
  });

  it('applyTheme merges style, position and settings and keeps missing groups', () => {
    const style = { ...emptyStyles(), form_title: { color: 'red' } } as Theme['style'];
    delete (style as Partial<Theme['style']>).popup_icon;
    const theme: Theme = {
      id: 9,
      theme_code: 'p9',
      theme_name: 'P9',
      theme_type: 'POPUP',
      widget_position: 'center',
      style,
      widget_settings_extra: { widget_auto_popup: 5 },
    };
    const current = { ...emptyStyles(), popup_icon: { width: 60 } };
    const { form, styles } = applyTheme(createDefaultForm(), current, theme, { form_title: { text_size: 20 } });
    expect(form).toMatchObject({ widget_type: 2, active_theme: 9, widget_theme_code: 'p9', widget_position: 'center' });
    expect(form.widget_settings_extra).toMatchObject({ widget_auto_popup: 5, show_form_view_as: 1 });
    expect(styles.form_title).toEqual({ color: 'red', text_size: 20 });
    expect(styles.popup_icon).toEqual({ width: 60 });
  });

  it('toSavePayload carries form values and overright_style, never style groups', () => {
    const withExtra = { ...createDefaultForm(), form_style: { background: 'x' }, id: 3 } as unknown as WidgetForm;
    const payload = toSavePayload(withExtra, { close_btn: { margin_top: '4px' }, form_des: {} });
    expect(payload.overright_style).toEqual({ close_btn: { margin_top: '4px' } });
    expect(payload).not.toHaveProperty('form_style');
    expect(payload).not.toHaveProperty('id');
    expect(payload.action).toBe('widget-setting');
  });
});
