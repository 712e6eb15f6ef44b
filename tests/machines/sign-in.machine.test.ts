import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signInMachine, type SignInCredentials } from '../../machines/auth/login/sign-in.machine';

const withAuth = (impl: (input: SignInCredentials) => Promise<{ token: string }>) =>
  signInMachine.provide({ actors: { authenticate: fromPromise(({ input }) => impl(input)) } });

describe('signInMachine', () => {
  it('flags missing fields without calling the server', () => {
    let calls = 0;
    const actor = createActor(withAuth(async () => (calls++, { token: 't' }))).start();
    actor.send({ type: 'signIn.submit', email: '  ', password: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.missing).toEqual({ email: true, password: true });
    expect(calls).toBe(0);
  });

  it('signs in with trimmed e-mail and ends with the token', async () => {
    const seen: SignInCredentials[] = [];
    const actor = createActor(withAuth(async (input) => (seen.push(input), { token: 'abc' }))).start();
    actor.send({ type: 'signIn.submit', email: ' demo@example.com ', password: 'demo1234' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ token: 'abc' });
    expect(seen).toEqual([{ method: 'password', email: 'demo@example.com', password: 'demo1234' }]);
  });

  it('ignores a second submit while the first is under way (no double sign-in)', async () => {
    let calls = 0;
    const actor = createActor(withAuth(async () => (calls++, { token: 'x' }))).start();
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'p' });
    actor.send({ type: 'signIn.submit', email: 'a@b.co', password: 'p' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(1);
  });

  it('keeps the server failure for the form and clears it when the person edits', async () => {
    const actor = createActor(
      withAuth(async () => {
        throw { kind: 'http', status: 400, message: 'Unable to log in with provided credentials.' };
      }),
    ).start();
    actor.send({ type: 'signIn.submit', email: 'demo@example.com', password: 'wrong' });
    const failed = await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(failed.context.failure).toEqual({
      kind: 'http',
      status: 400,
      message: 'Unable to log in with provided credentials.',
    });
    actor.send({ type: 'signIn.edited' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('treats an unexpected throw as a network failure', async () => {
    const actor = createActor(
      withAuth(async () => {
        throw new TypeError('boom');
      }),
    ).start();
    actor.send({ type: 'signIn.google', accessToken: 'g' });
    const failed = await waitFor(actor, (s) => s.context.failure !== null);
    expect(failed.context.failure).toEqual({ kind: 'network' });
  });
});
