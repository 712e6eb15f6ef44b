import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { getToken } from '../../src/api/session';
import { setFaults } from '../../src/mocks/faults';
import { getDb, PRO_TOKEN } from '../../src/mocks/db';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

const demo = () => getDb().users.find((user) => user.email === 'demo@example.com');
const smtpForm = () => screen.findByRole('form', { name: 'SMTP settings' });

async function fillSmtp(user: Awaited<ReturnType<typeof renderScreen>>['user'], host: string) {
  const form = await smtpForm();
  const hostField = within(form).getByRole('textbox', { name: /SMTP host/ });
  await user.clear(hostField);
  await user.type(hostField, host);
  const port = within(form).getByRole('textbox', { name: /Port/ });
  await user.clear(port);
  await user.type(port, '587');
  const userName = within(form).getByRole('textbox', { name: /User name/ });
  await user.clear(userName);
  await user.type(userName, 'demo@example.com');
  await user.type(within(form).getByLabelText('Password'), 'app-password');
  return form;
}

describe('SMTP settings (/setting#smtp-setting)', () => {
  it('the settings menu link lands on the SMTP section with its heading focused', async () => {
    const { user } = await renderApp('/', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/setting#smtp-setting'));
    await smtpForm();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'SMTP settings', level: 2 })).toHaveFocus());
  });

  it('checks e-mail, port and host before verifying, and sends nothing', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const form = await smtpForm();
    const email = within(form).getByRole('textbox', { name: /Sender e-mail/ });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.type(within(form).getByRole('textbox', { name: /Port/ }), '70000');
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a port from 1 to 65535.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the SMTP host to verify.')).toBeInTheDocument();
    expect(demo()?.smtp.sender_email).toBe('demo@example.com');
  });

  it('shows the server answer in an error field when verifying fails, then verifies with the right host', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    expect(await screen.findByTestId('smtp-status')).toHaveTextContent('Not verified');
    const form = await fillSmtp(user, 'mail.wrong.test');
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('SMTP verification failed.')).toBeInTheDocument();
    const answer = within(form).getByRole('textbox', { name: 'Answer of the mail server' });
    expect(answer).toHaveValue('[Errno -2] Could not connect to mail.wrong.test:587: Name or service not known');
    expect(within(form).getByRole('textbox', { name: /SMTP host/ })).toHaveValue('mail.wrong.test');

    const host = within(form).getByRole('textbox', { name: /SMTP host/ });
    await user.clear(host);
    await user.type(host, 'smtp.example.com');
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('SMTP settings verified and saved.')).toBeInTheDocument();
    expect(screen.getByTestId('smtp-status')).toHaveTextContent('Verified');
    expect(within(form).queryByRole('textbox', { name: 'Answer of the mail server' })).not.toBeInTheDocument();
    expect(demo()?.smtp).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      smtp_verified: true,
      password: 'app-password',
    });
  });

  it('a verify another session overtook stores nothing; loading theirs keeps what was typed, and both are saved (issue 43)', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const form = await fillSmtp(user, 'smtp.example.com');
    // Another session stores working settings with its own sender name meanwhile.
    const theirs = (await api.GET('/api/v1/smtp-settings/')).data!.smtp_settings;
    const stored = await api.POST('/api/v1/verify-smtp/', {
      body: {
        sender_name: 'Their sender',
        sender_email: theirs.sender_email || 'sender@example.com',
        host: 'smtp.example.com',
        port: 25,
        auto_tls: 1,
        authentication: 0,
        user_name: '',
        password: '',
        active_lead_email: theirs.active_lead_email,
        version: theirs.version,
      },
    });
    expect(stored.response.status).toBe(200);
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    const notice = await within(form).findByTestId('conflict-notice');
    expect(demo()?.smtp).toMatchObject({ port: 25, sender_name: 'Their sender' });
    expect(within(form).getByRole('button', { name: 'Verify and save' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(within(form).queryByTestId('conflict-notice')).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: /Sender name/ })).toHaveValue('Their sender');
    expect(within(form).getByRole('textbox', { name: /Port/ })).toHaveValue('587');
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('SMTP settings verified and saved.')).toBeInTheDocument();
    expect(demo()?.smtp).toMatchObject({ port: 587, sender_name: 'Their sender', password: 'app-password' });
  });

  it('masks the password with a show/hide switch and keeps it out of storage', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const form = await fillSmtp(user, 'smtp.example.com');
    const password = within(form).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    const stored = [
      ...Object.keys(localStorage).map((key) => localStorage.getItem(key)),
      ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
    ];
    expect(stored.filter((value) => value?.includes('app-password') && !value.includes('"users"'))).toEqual([]);
  });

  it.each([
    ['a server error', { kind: 'status' as const, status: 500 }, 'Internal server error.'],
    ['a network error', { kind: 'network' as const }, 'Something went wrong. Please try again.'],
  ])('keeps what was typed after %s on verify', async (_, fault, message) => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const form = await fillSmtp(user, 'smtp.example.com');
    setFaults({ ...fault, path: '/verify-smtp/', times: 1 });
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /SMTP host/ })).toHaveValue('smtp.example.com');
    expect(within(form).getByLabelText('Password')).toHaveValue('app-password');
    expect(screen.getByTestId('smtp-status')).toHaveTextContent('Not verified');
  });

  it('never shows a saved password: the field is empty with a note, and saving without it keeps it (issue 43)', async () => {
    const { user } = await renderScreen('/setting', { token: PRO_TOKEN });
    const form = await smtpForm();
    const password = await within(form).findByLabelText('Password');
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /SMTP host/ })).toHaveValue('smtp.example.com'),
    );
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(
      'A password is saved. Leave this empty to keep it, or type a new one to change it.',
    );
    expect(document.body.innerHTML).not.toContain('app-password');
    const name = within(form).getByRole('textbox', { name: /Sender name/ });
    await user.clear(name);
    await user.type(name, 'Petra at work');
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    await screen.findByText('SMTP settings verified and saved.');
    const pro = getDb().users.find((item) => item.email === 'pro@example.com');
    expect(pro?.smtp).toMatchObject({ sender_name: 'Petra at work', password: 'app-password' });
  });

  it('signs out on 401 while verifying', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const form = await fillSmtp(user, 'smtp.example.com');
    setFaults({ kind: 'unauthorized', path: '/verify-smtp/' });
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('sends a test e-mail once verified, to a valid address', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const test = await screen.findByRole('form', { name: 'Send a test e-mail' });
    expect(within(test).getByRole('button', { name: 'Send test e-mail' })).toBeDisabled();
    const form = await fillSmtp(user, 'smtp.example.com');
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    await screen.findByText('SMTP settings verified and saved.');
    const recipient = within(test).getByRole('textbox', { name: 'Recipient' });
    await user.type(recipient, 'nobody');
    await user.click(within(test).getByRole('button', { name: 'Send test e-mail' }));
    expect(await within(test).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(recipient);
    await user.type(recipient, 'me@example.org');
    await user.click(within(test).getByRole('button', { name: 'Send test e-mail' }));
    expect(
      await screen.findByText('A test e-mail was sent to me@example.org through smtp.example.com.'),
    ).toBeInTheDocument();
  });
});

describe('lead e-mails (/setting)', () => {
  it('saves an edited subject and resets a template to its default', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const section = await screen.findByRole('form', { name: 'Lead e-mails' });
    const subjects = await within(section).findAllByRole('textbox', { name: /Subject/ });
    const original = (subjects[0] as HTMLInputElement).value;
    await user.clear(subjects[0]!);
    await user.click(within(section).getByRole('button', { name: 'Save e-mails' }));
    expect(await within(section).findByText('This field is required.')).toBeInTheDocument();
    await user.type(subjects[0]!, 'Your audit is ready');
    await user.click(within(section).getByRole('button', { name: 'Save e-mails' }));
    expect(await screen.findByText('E-mail settings saved successfully')).toBeInTheDocument();
    expect(demo()?.emails[0]?.subject).toBe('Your audit is ready');
    const firstName = demo()?.emails[0]?.name ?? '';
    await user.click(within(section).getByRole('button', { name: `Reset “${firstName}” to default` }));
    expect(await screen.findByText('E-mail reset to its default.')).toBeInTheDocument();
    expect(within(section).getAllByRole('textbox', { name: /Subject/ })[0]).toHaveValue(original);
  });
});

describe('lead e-mails saved in two sessions (issue 43)', () => {
  it('a save another session overtook changes nothing; loading theirs keeps the typed subject, and both are saved', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const section = await screen.findByRole('form', { name: 'Lead e-mails' });
    const subject = (await within(section).findAllByRole('textbox', { name: /Subject/ }))[0]!;
    await user.clear(subject);
    await user.type(subject, 'My subject');
    // Another session saves a new body for the same template meanwhile.
    const theirs = (await api.GET('/api/v1/emails-settings/')).data!;
    const [first, ...rest] = theirs.emails;
    const saved = await api.POST('/api/v1/emails-settings/', {
      body: { emails: [{ ...first!, body: '<p>Their body</p>' }, ...rest], version: theirs.version },
    });
    expect(saved.response.status).toBe(200);
    await user.click(within(section).getByRole('button', { name: 'Save e-mails' }));
    const notice = await within(section).findByTestId('conflict-notice');
    expect(demo()?.emails[0]).toMatchObject({ subject: first!.subject, body: '<p>Their body</p>' });
    expect(within(section).getByRole('button', { name: `Reset “${first!.name}” to default` })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(within(section).queryByTestId('conflict-notice')).not.toBeInTheDocument());
    expect(within(section).getAllByRole('textbox', { name: /Message/ })[0]).toHaveValue('<p>Their body</p>');
    await user.click(within(section).getByRole('button', { name: 'Save e-mails' }));
    expect(await screen.findByText('E-mail settings saved successfully')).toBeInTheDocument();
    expect(demo()?.emails[0]).toMatchObject({ subject: 'My subject', body: '<p>Their body</p>' });
  });
});

describe('e-mail confirmation (/email-confirmation)', () => {
  it('confirms with the key of the link, once', async () => {
    await renderScreen('/email-confirmation?key=demo-confirm-key', { token: DEMO_TOKEN });
    expect(await screen.findByText('demo@example.com is confirmed.')).toBeInTheDocument();
    expect(demo()?.email_key).toBeUndefined();
  });

  it('says why when the key is unknown or missing', async () => {
    await renderScreen('/email-confirmation?key=used-key', { token: DEMO_TOKEN });
    expect(await screen.findByText('This confirmation link is invalid or has already been used.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('does not call the server without a key', async () => {
    await renderScreen('/email-confirmation', { token: DEMO_TOKEN });
    expect(
      await screen.findByText('This link has no confirmation key. Open the link from the e-mail again.'),
    ).toBeInTheDocument();
    expect(demo()?.email_key).toBe('demo-confirm-key');
  });
});
