import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, getDb } from '../../src/mocks/db';
import { TEXT_LIMITS, textProblem } from '../../machines/shared/text-limits';
import { STYLE_GROUP_NAMES } from '../../contract/widget-style-groups';
import { takeViolations } from './violations';
import { isNameGiven } from '../../machines/projects/groups/keyword-groups.machine';

/*
 * Issue 25: free text has limits from the contract (openapi.yaml maxLength and a pattern refusing control
 * characters), one pure rule (machines/shared/text-limits.ts) for the forms and the demo backend, and the
 * contract check flags a request that breaks them.
 */

describe('the text-limit rule', () => {
  it.each([
    ['a 10,000-character widget name', 'x'.repeat(10_000), TEXT_LIMITS.widgetName, 'too_long'],
    ['a 300-character keyword', 'k'.repeat(300), TEXT_LIMITS.keyword, 'too_long'],
    ['a NUL', 'Blog\u0000popup', TEXT_LIMITS.widgetName, 'control'],
    ['a BEL', 'Blog\u0007popup', TEXT_LIMITS.widgetName, 'control'],
    ['DEL', 'Blog\u007Fpopup', TEXT_LIMITS.widgetName, 'control'],
    ['a line break in a one-line field', 'Blog\npopup', TEXT_LIMITS.widgetName, 'control'],
    ['a C1 control (CSI)', 'Blog\u009Bpopup', TEXT_LIMITS.widgetName, 'control'],
    ['a right-to-left override', 'Bank\u202Egnp.exe', TEXT_LIMITS.senderName, 'control'],
    ['a bidirectional isolate', 'Bank\u2067gnp.exe', TEXT_LIMITS.senderName, 'control'],
    ['Arabic and Hebrew letters themselves', 'مخبز לחם', TEXT_LIMITS.widgetName, null],
    ['accented letters beside the C1 range', 'Crème brûlée à la ÿ', TEXT_LIMITS.widgetName, null],
    ['exactly 100 characters', 'y'.repeat(100), TEXT_LIMITS.widgetName, null],
    ['100 emoji (characters, not UTF-16 units)', '🙂'.repeat(100), TEXT_LIMITS.widgetName, null],
    ['101 characters', 'y'.repeat(101), TEXT_LIMITS.widgetName, 'too_long'],
  ] as const)('%s → %s', (_name, value, max, expected) => {
    expect(textProblem(value, max)).toBe(expected);
  });

  it('a multi-line text may have line breaks and tabs, never other controls', () => {
    expect(textProblem('line one\r\n\tline two', 500, true)).toBeNull();
    expect(textProblem('bell\u0007', 500, true)).toBe('control');
    expect(textProblem('line one\n\u202Eline two', 500, true)).toBe('control');
  });
});

describe('the demo backend refuses what the contract refuses (400 with the field message)', () => {
  /** Widget 1 as the editor would send it back, with another name. */
  async function widgetBody(name: string) {
    const { data } = await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 1 } } });
    if (!data) throw new Error('widget 1 missing');
    const skip = new Set<string>([...STYLE_GROUP_NAMES, 'id', 'status', 'created_at', 'updated_at', 'lead_count']);
    for (const key of ['available_lang', 'smtp_verified', 'can_advance_audit']) skip.add(key);
    const form = Object.fromEntries(Object.entries(data.data).filter(([key]) => !skip.has(key)));
    return { ...form, name } as never;
  }

  it('a 10,000-character widget name', async () => {
    setToken(DEMO_TOKEN);
    const before = getDb().widgets.length;
    const { response, error } = await api.POST('/api/v1/widget/create/', {
      body: await widgetBody('x'.repeat(10_000)),
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'The widget name may have at most 100 characters.' });
    expect(getDb().widgets).toHaveLength(before);
    const found = await takeViolations();
    expect(
      found.some((problem) => /^createWidget request: .*must NOT have more than 100 characters/.test(problem)),
    ).toBe(true);
  });

  it('a widget name with a BEL character', async () => {
    setToken(DEMO_TOKEN);
    const { response, error } = await api.POST('/api/v1/widget/{id}/', {
      params: { path: { id: 1 } },
      body: await widgetBody('Blog\u0007popup'),
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'The widget name may not contain control characters.' });
    expect(getDb().widgets.find((item) => item.id === 1)?.name).not.toContain('\u0007');
    expect(
      (await takeViolations()).some((problem) => /^updateWidget request: .*must match pattern/.test(problem)),
    ).toBe(true);
  });

  it('a 300-character keyword', async () => {
    setToken(DEMO_TOKEN);
    const { response, error } = await api.POST('/api/v1/project/{id}/keyword/create/', {
      params: { path: { id: 1 } },
      body: { project_id: 1, group_id: null, keywords: ['fresh rolls', 'k'.repeat(300)] },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'A keyword may have at most 120 characters.' });
    expect(
      (await takeViolations()).some((problem) =>
        /^createKeywords request: .*must NOT have more than 120/.test(problem),
      ),
    ).toBe(true);
  });

  it('a project title with a NUL character', async () => {
    setToken(DEMO_TOKEN);
    const { response, error } = await api.POST('/api/v1/project/create/', {
      body: { title: 'Bakery\u0000', url: 'https://bakery.example.com', domain_type: 'domain', group: null },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'The project title may not contain control characters.' });
    expect(
      (await takeViolations()).some((problem) => /^createProject request: .*must match pattern/.test(problem)),
    ).toBe(true);
  });

  it('a 2,001-character widget description and a field label with a BEL', async () => {
    setToken(DEMO_TOKEN);
    const body = (await widgetBody('Blog popup')) as Record<string, unknown>;
    const { response, error } = await api.POST('/api/v1/widget/{id}/', {
      params: { path: { id: 1 } },
      body: { ...body, widget_description: 'd'.repeat(2001) } as never,
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'The text widget_description may have at most 2000 characters.' });
    expect(getDb().widgets.find((item) => item.id === 1)?.widget_description).not.toHaveLength(2001);
    expect(
      (await takeViolations()).some((problem) => /^updateWidget request: .*must NOT have more than 2000/.test(problem)),
    ).toBe(true);

    const email = body.wform_email as Record<string, unknown>;
    const second = await api.POST('/api/v1/widget/{id}/', {
      params: { path: { id: 1 } },
      body: { ...body, wform_email: { ...email, label: 'E-mail\u0007' } } as never,
    });
    expect(second.response.status).toBe(400);
    expect(second.error).toMatchObject({ message: 'The text wform_email.label may not contain control characters.' });
    expect(
      (await takeViolations()).some((problem) => /^updateWidget request: .*must match pattern/.test(problem)),
    ).toBe(true);
  });

  it('a 101-character last name in the profile', async () => {
    setToken(DEMO_TOKEN);
    const { response, error } = await api.POST('/api/v1/account/profile/update/', {
      body: {
        first_name: 'Dana',
        last_name: 'l'.repeat(101),
        language: 'en',
        test_sever_region: 'eu-west',
        test_sever_env: 'production',
      } as never,
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ errors: { last_name: ['The last name may have at most 100 characters.'] } });
    expect(getDb().users.find((item) => item.email === 'demo@example.com')?.last_name).toBe('Demo');
    expect(
      (await takeViolations()).some((problem) => /^updateProfile request: .*must NOT have more than 100/.test(problem)),
    ).toBe(true);
  });

  it('a 101-character keyword group name: the form guard and the backend both refuse it', async () => {
    expect(isNameGiven('g'.repeat(100))).toBe(true);
    expect(isNameGiven('g'.repeat(101))).toBe(false);
    expect(isNameGiven('Sea\u0007sonal')).toBe(false);
    setToken(DEMO_TOKEN);
    const before = getDb().keywordGroups.length;
    const { response, error } = await api.POST('/api/v1/project/{id}/keyword/group/create/', {
      params: { path: { id: 1 } },
      body: { project_id: 1, group_name: 'g'.repeat(101) },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'A group name may have at most 100 characters.' });
    expect(getDb().keywordGroups).toHaveLength(before);
    expect(
      (await takeViolations()).some((problem) =>
        /^createKeywordGroup request: .*must NOT have more than 100/.test(problem),
      ),
    ).toBe(true);
  });

  it('a 201-character support subject and a support message with a NUL', async () => {
    setToken(DEMO_TOKEN);
    const { response, error } = await api.POST('/api/v1/user/support/', {
      body: { email: 'demo@example.com', subject: 's'.repeat(201), message: 'Where are my\ninvoices?\u0000' },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      errors: {
        subject: ['The subject may have at most 200 characters.'],
        message: ['The message may not contain control characters.'],
      },
    });
    expect(getDb().supportRequests).toHaveLength(0);
    const found = await takeViolations();
    expect(found.some((problem) => /^sendSupportRequest request: .*must NOT have more than 200/.test(problem))).toBe(
      true,
    );
    expect(found.some((problem) => /^sendSupportRequest request: .*must match pattern/.test(problem))).toBe(true);
  });

  it('billing details: a 101-character company name and an invoice note with a BEL', async () => {
    setToken(DEMO_TOKEN);
    const before = getDb().users.find((item) => item.email === 'demo@example.com')?.billing;
    const { response, error } = await api.POST('/api/v1/account/billing/update/', {
      body: {
        name: 'Dana Demo',
        company_name: 'c'.repeat(101),
        phone: '',
        email: 'demo@example.com',
        zipcode: '1011 AB',
        street: 'Damrak 1, Amsterdam',
        country: 'NL',
        tax_number: '',
        invoice_note: 'Order ref 7\nring \u0007',
      },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      errors: {
        company_name: ['The company name may have at most 100 characters.'],
        invoice_note: ['The invoice note may not contain control characters.'],
      },
    });
    expect(getDb().users.find((item) => item.email === 'demo@example.com')?.billing).toEqual(before);
    const found = await takeViolations();
    expect(found.some((problem) => /^updateBillingInfo request: .*must NOT have more than 100/.test(problem))).toBe(
      true,
    );
    expect(found.some((problem) => /^updateBillingInfo request: .*must match pattern/.test(problem))).toBe(true);
  });

  it('the SMTP password is write-only: never given back, and an empty one keeps it (issue 43)', async () => {
    setToken(DEMO_TOKEN);
    const form = {
      sender_name: 'Dana',
      sender_email: 'demo@example.com',
      host: 'smtp.example.com',
      port: 587,
      auto_tls: 1 as const,
      authentication: 1 as const,
      user_name: 'demo@example.com',
      password: 'first-secret',
      active_lead_email: 0 as const,
    };
    expect((await api.POST('/api/v1/verify-smtp/', { body: form })).response.status).toBe(200);
    const loaded = await api.GET('/api/v1/smtp-settings/');
    expect(JSON.stringify(loaded.data)).not.toContain('first-secret');
    expect(loaded.data?.smtp_settings).toMatchObject({ user_name: 'demo@example.com', password_set: true });
    expect(loaded.data?.smtp_settings).not.toHaveProperty('password');
    // Saved again without typing it: the stored password stays.
    expect((await api.POST('/api/v1/verify-smtp/', { body: { ...form, password: '' } })).response.status).toBe(200);
    expect(getDb().users.find((item) => item.email === 'demo@example.com')?.smtp.password).toBe('first-secret');
  });

  it('an SMTP user name past 254 characters and a password past 256 are refused (issue 43)', async () => {
    setToken(DEMO_TOKEN);
    const answer = await api.POST('/api/v1/verify-smtp/', {
      body: {
        sender_name: 'Dana',
        sender_email: 'demo@example.com',
        host: 'smtp.example.com',
        port: 587,
        auto_tls: 1,
        authentication: 1,
        user_name: 'u'.repeat(255),
        password: 'p'.repeat(257),
        active_lead_email: 0,
      },
    });
    expect(answer.response.status).toBe(400);
    expect(answer.error).toMatchObject({
      errors: {
        user_name: ['The user name may have at most 254 characters.'],
        password: ['The password may have at most 256 characters.'],
      },
    });
    const found = await takeViolations();
    expect(found.some((problem) => /^verifySmtp request: .*user_name.*must NOT have more than 254/.test(problem))).toBe(
      true,
    );
  });

  it('a profile test server of 1,000,000 characters or with a right-to-left override is refused (issue 43)', async () => {
    setToken(DEMO_TOKEN);
    const { response, error } = await api.POST('/api/v1/account/profile/update/', {
      body: {
        first_name: 'Dana',
        last_name: 'Demo',
        language: 'en',
        test_sever_region: 'r'.repeat(1_000_000),
        test_sever_env: 'prod\u202Euction',
      },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      errors: {
        test_sever_region: ['Choose one of the listed servers.'],
        test_sever_env: ['Choose one of the listed servers.'],
      },
    });
    expect(getDb().users.find((item) => item.email === 'demo@example.com')?.test_sever_region).toBe('eu-west');
    const found = await takeViolations();
    expect(
      found.some((problem) => /^updateProfile request: .*test_sever_region.*must NOT have more than 64/.test(problem)),
    ).toBe(true);
    expect(found.some((problem) => /^updateProfile request: .*test_sever_env.*must match pattern/.test(problem))).toBe(
      true,
    );
  });

  it('a webhook token past 256 characters or with an escape character is refused, and nothing is saved (issue 43)', async () => {
    setToken(DEMO_TOKEN);
    const before = structuredClone(getDb().users.find((item) => item.email === 'demo@example.com')?.leadsync.webhook);
    const long = await api.POST('/api/v1/leadsync/{service}/', {
      params: { path: { service: 'webhook' } },
      body: { url: 'https://hooks.example.com/leads', token: 't'.repeat(257) },
    });
    expect(long.response.status).toBe(400);
    expect(long.error).toMatchObject({ errors: { token: ['The token may have at most 256 characters.'] } });
    const escaped = await api.POST('/api/v1/leadsync/{service}/', {
      params: { path: { service: 'webhook' } },
      body: { url: 'https://hooks.example.com/leads', token: 'secret\u001B[2J' },
    });
    expect(escaped.response.status).toBe(400);
    expect(escaped.error).toMatchObject({ errors: { token: ['The token may not contain control characters.'] } });
    expect(getDb().users.find((item) => item.email === 'demo@example.com')?.leadsync.webhook).toEqual(before);
    // The bodies match no variant of the request (the webhook's is the one their token breaks).
    const found = await takeViolations();
    expect(found.some((problem) => problem.startsWith('saveLeadSync request:'))).toBe(true);
  });

  it('a 101-character SMTP sender name and a lead e-mail subject of 201 characters', async () => {
    setToken(DEMO_TOKEN);
    const smtp = await api.POST('/api/v1/verify-smtp/', {
      body: {
        sender_name: 'n'.repeat(101),
        sender_email: 'demo@example.com',
        host: 'smtp.example.com',
        port: 587,
        auto_tls: 1,
        authentication: 0,
        user_name: '',
        password: '',
        active_lead_email: 0,
      },
    });
    expect(smtp.response.status).toBe(400);
    expect(smtp.error).toMatchObject({ errors: { sender_name: ['The sender name may have at most 100 characters.'] } });
    expect(
      (await takeViolations()).some((problem) => /^verifySmtp request: .*must NOT have more than 100/.test(problem)),
    ).toBe(true);

    const stored = getDb().users.find((item) => item.email === 'demo@example.com')?.emails ?? [];
    const first = stored[0]!;
    const emails = await api.POST('/api/v1/emails-settings/', {
      body: { emails: [{ ...first, subject: 's'.repeat(201) }], active_lead_email: 0 },
    });
    expect(emails.response.status).toBe(400);
    expect(emails.error).toMatchObject({
      errors: { 'emails.0.subject': ['The subject may have at most 200 characters.'] },
    });
    expect(getDb().users.find((item) => item.email === 'demo@example.com')?.emails[0]?.subject).toBe(first.subject);
    expect(
      (await takeViolations()).some((problem) =>
        /^saveEmailSettings request: .*must NOT have more than 200/.test(problem),
      ),
    ).toBe(true);
  });

  it('a project group name with a BEL', async () => {
    setToken(DEMO_TOKEN);
    const before = getDb().projectGroups.length;
    const { response, error } = await api.POST('/api/v1/project/group/create/', {
      body: { group_name: 'Shops\u0007' },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'A group name may not contain control characters.' });
    expect(getDb().projectGroups).toHaveLength(before);
    expect(
      (await takeViolations()).some((problem) => /^createProjectGroup request: .*must match pattern/.test(problem)),
    ).toBe(true);
  });

  it('an installation check of a 2,049-character page address', async () => {
    setToken(DEMO_TOKEN);
    const { response, error } = await api.POST('/api/v1/widget/{id}/installation-check/', {
      params: { path: { id: 1 } },
      body: { url: `https://www.example.com/${'p'.repeat(2025)}` },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message: 'The page address may have at most 2048 characters.' });
    expect(
      (await takeViolations()).some((problem) =>
        /^checkWidgetInstallation request: .*must NOT have more than 2048/.test(problem),
      ),
    ).toBe(true);
  });
});
