import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiFailure as SupportFailure } from '../../machines/shared/failure';
import { supportRequestMachine } from '../../machines/app/layout/support-request.machine';
import { SUPPORT_ERRORS, validateSupport, type SupportValues } from '../../machines/app/layout/support-request.rules';

const good: SupportValues = { email: 'ann@example.com', subject: 'Help', message: 'Please call me back.' };

describe('validateSupport (spec part 2 §5)', () => {
  it.each([
    [{ email: '' }, 'email', SUPPORT_ERRORS.emailRequired],
    [{ email: '   ' }, 'email', SUPPORT_ERRORS.emailRequired],
    [{ email: 'ann' }, 'email', SUPPORT_ERRORS.emailInvalid],
    [{ email: 'ann@example' }, 'email', SUPPORT_ERRORS.emailInvalid],
    [{ subject: '' }, 'subject', SUPPORT_ERRORS.subjectRequired],
    [{ subject: 'ab' }, 'subject', SUPPORT_ERRORS.subjectShort],
    [{ message: '' }, 'message', SUPPORT_ERRORS.messageRequired],
    [{ message: 'too short' }, 'message', SUPPORT_ERRORS.messageShort],
  ] as const)('%o → %s: %s', (patch, field, key) => {
    expect(validateSupport({ ...good, ...patch })).toEqual({ [field]: key });
  });

  it('accepts the minimum lengths exactly', () => {
    expect(validateSupport({ ...good, subject: 'abc', message: '0123456789' })).toEqual({});
  });
});

function start(send: (values: SupportValues) => Promise<{ message?: string }>, email = '') {
  const calls: SupportValues[] = [];
  const actor = createActor(
    supportRequestMachine.provide({
      actors: {
        sendSupportRequest: fromPromise<{ message?: string }, SupportValues>(({ input }) => {
          calls.push(input);
          return send(input);
        }),
      },
    }),
    { input: { email } },
  ).start();
  const type = (values: Partial<SupportValues>) =>
    Object.entries(values).forEach(([field, value]) =>
      actor.send({ type: 'support.edit', field: field as keyof SupportValues, value }),
    );
  return { actor, calls, type };
}

describe('supportRequestMachine', () => {
  it('shows every error on an empty submit and does not call the server', () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: 'support.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: SUPPORT_ERRORS.emailRequired,
      subject: SUPPORT_ERRORS.subjectRequired,
      message: SUPPORT_ERRORS.messageRequired,
    });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('stays quiet while typing until the first submit, then follows every edit', () => {
    const { actor, type } = start(async () => ({}));
    type({ subject: 'a' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'support.submit' });
    expect(actor.getSnapshot().context.errors.subject).toBe(SUPPORT_ERRORS.subjectShort);
    type({ subject: 'abc' });
    expect(actor.getSnapshot().context.errors.subject).toBeUndefined();
  });

  it('prefills the e-mail, but never over what the person typed', () => {
    const { actor, type } = start(async () => ({}));
    actor.send({ type: 'support.prefill', email: 'demo@example.com' });
    expect(actor.getSnapshot().context.values.email).toBe('demo@example.com');
    type({ email: 'other@example.com' });
    actor.send({ type: 'support.prefill', email: 'demo@example.com' });
    expect(actor.getSnapshot().context.values.email).toBe('other@example.com');
  });

  it('sends trimmed values, keeps the server message and clears the form (e-mail stays prefilled)', async () => {
    const { actor, calls, type } = start(async () => ({ message: 'Thanks, we will answer soon.' }), 'demo@example.com');
    type({ subject: '  Help  ', message: good.message });
    actor.send({ type: 'support.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toEqual([{ email: 'demo@example.com', subject: 'Help', message: good.message }]);
    expect(actor.getSnapshot().context.sentMessage).toBe('Thanks, we will answer soon.');
    expect(actor.getSnapshot().context.values).toEqual({ email: 'demo@example.com', subject: '', message: '' });
    type({ subject: 'Next' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it('keeps everything typed when the call fails, and tries again on the next submit', async () => {
    let fail = true;
    const failure: SupportFailure = { kind: 'http', status: 500, message: 'Mail server down' };
    const { actor, calls, type } = start(async () => {
      if (fail) throw failure;
      return { message: 'ok' };
    });
    type(good);
    actor.send({ type: 'support.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    expect(actor.getSnapshot().context.failure).toEqual(failure);
    expect(actor.getSnapshot().context.values).toEqual(good);
    fail = false;
    actor.send({ type: 'support.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toHaveLength(2);
  });

  it('treats an unknown error as a network failure', async () => {
    const { actor, type } = start(async () => {
      throw new Error('boom');
    });
    type(good);
    actor.send({ type: 'support.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'failed' }));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
  });

  it('reset empties the form back to the prefilled e-mail', () => {
    const { actor, type } = start(async () => ({}), 'demo@example.com');
    type({ email: 'x@y.z', subject: 'abc' });
    actor.send({ type: 'support.submit' });
    actor.send({ type: 'support.reset' });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { email: 'demo@example.com', subject: '', message: '' },
      errors: {},
      submitted: false,
    });
  });
});
