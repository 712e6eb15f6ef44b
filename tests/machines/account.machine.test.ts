import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { confirmsEmail, deleteAccountMachine } from '../../machines/account/profile/delete-account.machine';
import { isConfirmationKey } from '../../machines/account/email-confirmation/email-confirmation.machine';
import { emailsOverLatest, emailsWithoutSubject } from '../../machines/account/settings/lead-emails.machine';
import {
  newArrivals,
  notificationsMachine,
  unreadCount,
  type NotificationItem,
} from '../../machines/app/layout/notifications.machine';
import {
  profileFormMachine,
  toUpdate,
  type LoadedProfile,
  type ProfileUpdate,
} from '../../machines/account/profile/profile-form.machine';
import {
  isProfileDirty,
  passwordStrength,
  validateProfile,
  type ProfileValues,
} from '../../machines/account/profile/profile-form.rules';
import {
  smtpSettingsMachine,
  toSmtpInput,
  type LoadedSmtp,
  type SmtpInput,
} from '../../machines/account/settings/smtp-settings.machine';
import {
  parsePort,
  validateSmtp,
  validateTestRecipient,
  type SmtpValues,
} from '../../machines/account/settings/smtp-settings.rules';

const values: ProfileValues = {
  first_name: 'Ann',
  last_name: 'Lee',
  language: 'en',
  test_sever_region: 'eu-west',
  test_sever_env: 'production',
  password: '',
  password_confirm: '',
};
const smtpValues: SmtpValues = {
  sender_name: 'A',
  sender_email: 'a@example.com',
  host: 'smtp.example.com',
  port: '587',
  auto_tls: true,
  authentication: true,
  user_name: 'a',
  password: 'secret',
  active_lead_email: false,
};
const profile: LoadedProfile = {
  email: 'ann@example.com',
  version: 3,
  first_name: 'Ann',
  last_name: 'Lee',
  language: 'en',
  test_sever_region: 'eu-west',
  test_sever_env: 'production',
};
const smtp: LoadedSmtp = {
  sender_name: 'A',
  sender_email: 'a@example.com',
  host: '',
  port: null,
  auto_tls: 1,
  authentication: 1,
  user_name: '',
  password_set: false,
  smtp_verified: false,
  active_lead_email: 0,
  version: 1,
};
const item = (id: number, read = false): NotificationItem => ({
  id,
  type: 'info',
  text: `N${id}`,
  link: null,
  read,
  date: '2026-11-16T08:00:00Z',
});

describe('profile rules', () => {
  it('requires both names and a known language', () => {
    expect(validateProfile(values)).toEqual({});
    expect(validateProfile({ ...values, first_name: ' ', last_name: '' })).toEqual({
      first_name: 'required',
      last_name: 'required',
    });
    expect(validateProfile({ ...values, language: 'xx' as never })).toEqual({ language: 'language' });
  });

  it('accepts no new password, or one of 8+ characters typed twice', () => {
    expect(validateProfile({ ...values, password: 'short12', password_confirm: 'short12' })).toEqual({
      password: 'password_short',
    });
    expect(validateProfile({ ...values, password: 'long-enough', password_confirm: 'long-enougH' })).toEqual({
      password_confirm: 'password_mismatch',
    });
    expect(validateProfile({ ...values, password: '', password_confirm: 'stray' })).toEqual({
      password_confirm: 'password_mismatch',
    });
    expect(validateProfile({ ...values, password: 'long-enough', password_confirm: 'long-enough' })).toEqual({});
  });

  it('rates password strength as a hint from 0 to 4', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abcdefghijkl')).toBe(2);
    expect(passwordStrength('abcdefghiJKL')).toBe(3);
    expect(passwordStrength('abcdefghiJK1!')).toBe(4);
  });

  it('counts as unsaved any change, and any typed password', () => {
    expect(isProfileDirty(values, values)).toBe(false);
    expect(isProfileDirty({ ...values, test_sever_env: 'staging' }, values)).toBe(true);
    expect(isProfileDirty({ ...values, password_confirm: 'x' }, values)).toBe(true);
  });

  it('sends the password only when one was typed, and trimmed names', () => {
    expect(toUpdate({ ...values, first_name: ' Ann ' }, 3)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      language: 'en',
      test_sever_region: 'eu-west',
      test_sever_env: 'production',
      version: 3,
    });
    expect(toUpdate({ ...values, password: 'long-enough', password_confirm: 'long-enough' }, 3).password).toBe(
      'long-enough',
    );
  });
});

describe('profile form machine', () => {
  it('saves once on a double submit, reports a language change, and clears the password', async () => {
    const save = vi.fn(async (_input: ProfileUpdate): Promise<{ message?: string; version: number }> => ({
      message: 'Profile updated successfully',
      version: 4,
    }));
    const notifySaved = vi.fn();
    const actor = createActor(
      profileFormMachine.provide({
        actors: {
          loadProfile: fromPromise(async () => profile),
          saveProfile: fromPromise(async ({ input }: { input: ProfileUpdate }) => save(input)),
        },
        actions: { notifySaved: (_, params) => notifySaved(params) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.edit', field: 'language', value: 'nl' });
    actor.send({ type: 'profile.edit', field: 'password', value: 'long-enough' });
    actor.send({ type: 'profile.edit', field: 'password_confirm', value: 'long-enough' });
    actor.send({ type: 'profile.submit' });
    actor.send({ type: 'profile.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.saved.language === 'nl');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      language: 'nl',
      test_sever_region: 'eu-west',
      test_sever_env: 'production',
      password: 'long-enough',
      version: 3,
    });
    expect(notifySaved).toHaveBeenCalledWith({
      message: 'Profile updated successfully',
      language: 'nl',
      languageChanged: true,
    });
    expect(actor.getSnapshot().context.values.password).toBe('');
  });

  it('keeps what was typed when saving fails', async () => {
    const notifySaveFailed = vi.fn();
    const actor = createActor(
      profileFormMachine.provide({
        actors: {
          loadProfile: fromPromise(async () => profile),
          saveProfile: fromPromise<{ message?: string; version: number }, ProfileUpdate>(async () => {
            throw { kind: 'http', status: 500, message: 'Internal server error.' };
          }),
        },
        actions: { notifySaveFailed: (_, params) => notifySaveFailed(params) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'profile.edit', field: 'first_name', value: 'Kept' });
    actor.send({ type: 'profile.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.values.first_name).toBe('Kept');
    expect(actor.getSnapshot().context.saved.first_name).toBe('Ann');
    expect(notifySaveFailed).toHaveBeenCalledWith({
      failure: { kind: 'http', status: 500, message: 'Internal server error.' },
    });
  });
});

describe('account deletion', () => {
  it('confirms only with the account e-mail (case and spaces aside)', () => {
    expect(confirmsEmail(' Ann@Example.com ', 'ann@example.com')).toBe(true);
    expect(confirmsEmail('ann@example.co', 'ann@example.com')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });

  it('does not delete before the e-mail is typed, and keeps the dialog on failure', async () => {
    const remove = vi.fn(async (): Promise<{ message?: string }> => {
      throw { kind: 'network' };
    });
    const deleted = vi.fn();
    const actor = createActor(
      deleteAccountMachine.provide({
        actors: { deleteAccount: fromPromise(remove) },
        actions: { accountDeleted: deleted },
      }),
      { input: { email: 'ann@example.com' } },
    ).start();
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'delete.type', value: 'ann@example.com' });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.failure !== null);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(deleted).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.typed).toBe('ann@example.com');
  });
});

describe('SMTP rules', () => {
  it('takes ports 1–65535 written in digits', () => {
    expect(parsePort('1')).toBe(1);
    expect(parsePort(' 65535 ')).toBe(65535);
    expect(parsePort('0')).toBeNull();
    expect(parsePort('65536')).toBeNull();
    expect(parsePort('58.7')).toBeNull();
    expect(parsePort('')).toBeNull();
  });

  it('requires a sender e-mail, a host, a port, and a user name with authentication', () => {
    expect(validateSmtp(smtpValues)).toEqual({});
    expect(validateSmtp({ ...smtpValues, sender_email: 'nope', host: ' ', port: '0', user_name: '' })).toEqual({
      sender_email: 'email',
      host: 'host_required',
      port: 'port',
      user_name: 'required',
    });
    expect(validateSmtp({ ...smtpValues, authentication: false, user_name: '' })).toEqual({});
    expect(validateTestRecipient('')).toEqual({ test_email: 'required' });
    expect(validateTestRecipient('me@example')).toEqual({ test_email: 'email' });
    expect(validateTestRecipient('me@example.org')).toEqual({});
  });

  it('holds the user name and password to their limits (issue 43)', () => {
    expect(validateSmtp({ ...smtpValues, user_name: 'u'.repeat(254), password: 'p'.repeat(256) })).toEqual({});
    expect(validateSmtp({ ...smtpValues, user_name: 'u'.repeat(255), password: 'p'.repeat(257) })).toEqual({
      user_name: 'too_long',
      password: 'too_long',
    });
  });

  it('sends no credentials without authentication', () => {
    expect(toSmtpInput({ ...smtpValues, authentication: false }, 3)).toEqual({
      version: 3,
      sender_name: 'A',
      sender_email: 'a@example.com',
      host: 'smtp.example.com',
      port: 587,
      auto_tls: 1,
      authentication: 0,
      user_name: '',
      password: '',
      active_lead_email: 0,
    });
  });
});

describe('SMTP settings machine', () => {
  it('puts the server answer of a failed verify in smtpResponse, keeps the fields, and verifies after', async () => {
    let attempt = 0;
    const verify = vi.fn(async (_input: SmtpInput): Promise<{ message?: string; version: number }> => {
      attempt++;
      if (attempt === 1)
        throw { kind: 'http', status: 400, message: 'SMTP verification failed.', response: 'Connection refused' };
      return { message: 'ok', version: 2 };
    });
    const actor = createActor(
      smtpSettingsMachine.provide({
        actors: {
          loadSmtp: fromPromise(async () => smtp),
          verifySmtp: fromPromise(async ({ input }: { input: SmtpInput }) => verify(input)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'smtp.verify' });
    expect(actor.getSnapshot().context.errors).toEqual({ host: 'host_required', port: 'port', user_name: 'required' });
    actor.send({ type: 'smtp.edit', field: 'host', value: 'mail.test' });
    actor.send({ type: 'smtp.edit', field: 'port', value: '25' });
    actor.send({ type: 'smtp.edit', field: 'authentication', value: false });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'smtp.verify' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.smtpResponse !== '');
    expect(actor.getSnapshot().context.smtpResponse).toBe('Connection refused');
    expect(actor.getSnapshot().context.values.host).toBe('mail.test');
    actor.send({ type: 'smtp.testEmailEdit', value: 'me@example.org' });
    actor.send({ type: 'smtp.sendTest' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    actor.send({ type: 'smtp.verify' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.verified);
    expect(actor.getSnapshot().context).toMatchObject({ verified: true, changed: false, smtpResponse: '' });
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('a verify another session overtook (409) stores nothing; loading theirs keeps what was typed over it (issue 43)', async () => {
    const theirs: LoadedSmtp = { ...smtp, host: 'smtp.example.com', port: 587, sender_name: 'Their name', version: 2 };
    const loads = [{ ...smtp, host: 'smtp.example.com', port: 587 }, theirs];
    const inputs: SmtpInput[] = [];
    const actor = createActor(
      smtpSettingsMachine.provide({
        actors: {
          loadSmtp: fromPromise(async () => loads.shift() ?? theirs),
          verifySmtp: fromPromise(
            async ({ input }: { input: SmtpInput }): Promise<{ message?: string; version: number }> => {
              inputs.push(input);
              if (inputs.length === 1) throw { kind: 'http', status: 409, message: 'Changed elsewhere.' };
              return { message: 'Saved', version: 3 };
            },
          ),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'smtp.edit', field: 'authentication', value: false });
    actor.send({ type: 'smtp.edit', field: 'sender_email', value: 'me@example.org' });
    actor.send({ type: 'smtp.verify' });
    await waitFor(actor, (s) => s.matches({ editing: 'conflict' }));
    expect(inputs[0]?.version).toBe(1);
    expect(actor.getSnapshot().context.smtpResponse).toBe('');
    actor.send({ type: 'smtp.verify' });
    expect(inputs).toHaveLength(1);
    actor.send({ type: 'smtp.loadLatest' });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(actor.getSnapshot().context.values).toMatchObject({
      sender_name: 'Their name',
      sender_email: 'me@example.org',
      authentication: false,
    });
    actor.send({ type: 'smtp.verify' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.verified);
    expect(inputs[1]).toMatchObject({ version: 2, sender_name: 'Their name', sender_email: 'me@example.org' });
  });

  it('never holds a saved password: the field starts empty, and a typed one empties once saved (issue 43)', async () => {
    const verify = vi.fn(async (_: { input: SmtpInput }): Promise<{ message?: string; version: number }> => ({
      message: 'Saved',
      version: 2,
    }));
    const actor = createActor(
      smtpSettingsMachine.provide({
        actors: {
          loadSmtp: fromPromise(async (): Promise<LoadedSmtp> => ({
            ...smtp,
            host: 'smtp.example.com',
            port: 587,
            user_name: 'a',
            password_set: true,
          })),
          verifySmtp: fromPromise(verify),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ passwordSaved: true, values: { password: '' } });
    actor.send({ type: 'smtp.edit', field: 'password', value: 'new-secret' });
    actor.send({ type: 'smtp.verify' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.verified);
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ password: 'new-secret' }) }),
    );
    expect(actor.getSnapshot().context).toMatchObject({ passwordSaved: true, values: { password: '' } });
  });
});

describe('notifications machine', () => {
  it('finds unread entries not seen before', () => {
    expect(newArrivals([item(3), item(2, true), item(1)], [1])).toEqual([item(3)]);
    expect(unreadCount([item(3), item(2, true), item(1)])).toBe(2);
  });

  it('treats the first answer as the baseline and announces what a later poll brings', async () => {
    const clock = new SimulatedClock();
    const answers = [
      [item(2), item(1, true)],
      [item(3), item(2), item(1, true)],
    ];
    const announce = vi.fn();
    const actor = createActor(
      notificationsMachine.provide({
        actors: { loadNotifications: fromPromise(async () => answers.shift() ?? []) },
        actions: { announce: (_, { items }) => announce(items.map((entry: NotificationItem) => entry.id)) },
      }),
      { input: {}, clock },
    ).start();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(announce).toHaveBeenLastCalledWith([]);
    clock.increment(60_000);
    await waitFor(actor, (s) => s.matches('idle') && s.context.items.length === 3);
    expect(announce).toHaveBeenLastCalledWith([3]);
  });

  it('marks entries as read and keeps them unread when that fails', async () => {
    let fail = true;
    const notifyMarkFailed = vi.fn();
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => [item(2), item(1)]),
          markRead: fromPromise<{ message?: string }, { ids: number[] }>(async () => {
            if (fail) throw { kind: 'network' };
            return { message: 'ok', version: 2 };
          }),
        },
        actions: { notifyMarkFailed: (_, params) => notifyMarkFailed(params) },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'notifications.markRead', ids: [2] });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notifyMarkFailed).toHaveBeenCalledWith({ failure: { kind: 'network' } });
    expect(unreadCount(actor.getSnapshot().context.items)).toBe(2);
    fail = false;
    actor.send({ type: 'notifications.markAllRead' });
    await waitFor(actor, (s) => s.matches('idle') && unreadCount(s.context.items) === 0);
    actor.send({ type: 'notifications.markAllRead' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('lead e-mails after a conflict (issue 43)', () => {
  it('keeps each template field typed here over their templates, and takes every other field from theirs', () => {
    const saved = [
      { id: 1, name: 'Report', subject: 'Your report', body: '<p>Hi</p>', active: 1 as const },
      { id: 2, name: 'Thanks', subject: 'Thanks', body: '<p>Thanks</p>', active: 1 as const },
    ];
    const typed = [{ ...saved[0]!, subject: 'My subject' }, saved[1]!];
    const theirs = [
      { ...saved[0]!, body: '<p>Their body</p>' },
      { ...saved[1]!, subject: 'Their thanks', active: 0 as const },
    ];
    expect(emailsOverLatest({ saved, emails: typed }, theirs)).toEqual([
      { ...saved[0], subject: 'My subject', body: '<p>Their body</p>' },
      { ...saved[1], subject: 'Their thanks', active: 0 },
    ]);
  });
});

describe('small rules', () => {
  it('lead e-mails need a subject', () => {
    expect(
      emailsWithoutSubject([
        { id: 1, name: 'A', subject: ' ', body: '', active: 1 },
        { id: 2, name: 'B', subject: 'Hi', body: '', active: 0 },
      ]),
    ).toEqual([1]);
  });

  it('a confirmation key is 1–200 letters, digits, dots, dashes or underscores', () => {
    expect(isConfirmationKey('demo-confirm-key')).toBe(true);
    expect(isConfirmationKey('')).toBe(false);
    expect(isConfirmationKey('a b')).toBe(false);
    expect(isConfirmationKey('x'.repeat(201))).toBe(false);
  });
});
