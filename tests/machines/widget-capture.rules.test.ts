// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  captureProblems,
  capturedContact,
  closeAddress,
  isValidPhone,
  reportOutcome,
  shownFields,
} from '../../machines/widgets/capture/capture.rules';

const field = (show_field: 0 | 1 | 2) => ({ show_field, label: '', placeholder: '', show_in_first_step: 0 as const });
/** A widget asking for the site, an optional keyword, a required e-mail and phone, and the terms. */
const form = {
  wform_keyword: field(1),
  wform_name: field(0),
  wform_phone: field(2),
  wform_email: field(2),
  wform_tnc: field(2),
};

describe('a visitor submission, judged by the widget rules (issue 23)', () => {
  it('asks for the site always, and for the other fields as the widget shows them', () => {
    expect(shownFields(form)).toEqual(['url', 'keyword', 'phone', 'email']);
  });

  it('names what is missing or malformed, field by field', () => {
    expect(captureProblems(form, {})).toEqual({
      url: 'required',
      phone: 'required',
      email: 'required',
      tnc: 'required',
    });
    expect(
      captureProblems(form, { url: 'http://10.0.0.1/', phone: '12', email: 'ada@', keyword: '', tnc: true }),
    ).toEqual({ url: 'invalid_url', phone: 'invalid_phone', email: 'invalid_email' });
  });

  it('passes a complete submission, and ignores what the widget does not ask for', () => {
    expect(
      captureProblems(form, {
        url: ' www.ada-bakes.nl ',
        phone: '+31 (0)6 1234-5678',
        email: 'ada@ada-bakes.nl',
        name: 'not asked',
        tnc: true,
      }),
    ).toEqual({});
    expect(
      capturedContact(form, {
        url: ' www.ada-bakes.nl ',
        phone: ' +31 6 12345678 ',
        email: 'ada@ada-bakes.nl',
        name: 'x',
      }),
    ).toEqual({
      url: 'http://www.ada-bakes.nl/',
      keyword: null,
      name: null,
      phone: '+31 6 12345678',
      email: 'ada@ada-bakes.nl',
    });
  });

  it('reads a phone number as people write one: 6 to 15 digits, one leading +', () => {
    expect(['+31 6 12345678', '(020) 555-0199', '06.12.34.56.78'].map(isValidPhone)).toEqual([true, true, true]);
    expect(['12345', '++31612345678', '0612345678x', '1'.repeat(16), 'call me'].map(isValidPhone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('after sending: the report action and the close button address (issue 23)', () => {
  const form = (report: 'default' | 'redirect' | 'popup', value = '', close = '') => ({
    report_action: report,
    report_action_extra: {
      default: { send_report: 0 as const },
      redirect: { redirect_url: report === 'redirect' ? value : '', send_report: 0 as const },
      popup: { text: report === 'popup' ? value : '', send_report: 0 as const },
    },
    close_button_action: close ? ('redirect' as const) : ('default' as const),
    close_button_extra: { default: { title: 'Close this report' }, redirect: { title: 'Back', redirect_url: close } },
  });

  it('follows only an address that passes the editor rule', () => {
    expect(reportOutcome(form('redirect', 'shop.example/thanks'))).toEqual({
      kind: 'redirect',
      address: 'http://shop.example/thanks',
    });
    expect(reportOutcome(form('redirect', 'javascript:alert(1)'))).toEqual({ kind: 'default' });
    expect(reportOutcome(form('popup', '  Thanks!  '))).toEqual({ kind: 'message', text: 'Thanks!' });
    expect(reportOutcome(form('popup', '   '))).toEqual({ kind: 'default' });
    expect(closeAddress(form('default', '', 'https://shop.example/'))).toBe('https://shop.example/');
    expect(closeAddress(form('default', '', 'http://localhost/admin'))).toBeNull();
    expect(closeAddress(form('default'))).toBeNull();
  });
});
