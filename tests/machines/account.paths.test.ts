/*
 * Model-based tests of the account machines with xstate/graph: every machine's shortest paths
 * (the pure `transition`, actor results modelled as done/error events, delays as their after-events)
 * must reach every state node, and each path is replayed on a live actor whose faked actors resolve
 * only when the path says so, on a simulated clock, to show model and running machine agree.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { deleteAccountMachine } from '../../machines/account/profile/delete-account.machine';
import { emailConfirmationMachine } from '../../machines/account/email-confirmation/email-confirmation.machine';
import { leadEmailsMachine, type LeadEmail } from '../../machines/account/settings/lead-emails.machine';
import { notificationsMachine, type NotificationItem } from '../../machines/app/layout/notifications.machine';
import { profileFormMachine, type LoadedProfile } from '../../machines/account/profile/profile-form.machine';
import { smtpSettingsMachine, type LoadedSmtp } from '../../machines/account/settings/smtp-settings.machine';

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error });
const network = { kind: 'network' };
const serverError = { kind: 'http', status: 500, message: 'Internal server error.' };

/** The after-events of a machine's delayed transitions, with their delay in ms. */
function delayedEvents(machine: AnyStateMachine): { type: string; ms: number }[] {
  return getStateNodes(machine.root).flatMap((node) =>
    node.after.map((transition) => ({
      type: transition.eventType,
      ms: Number(machine.implementations.delays[String(transition.delay)] ?? transition.delay),
    })),
  );
}

interface Model {
  name: string;
  machine: AnyStateMachine;
  /** One traversal per input; the union of their paths must reach every state. */
  inputs: unknown[];
  events: AnyEventObject[];
  /** What decides later behaviour (the graph stays finite). */
  serialize: (snapshot: { value: unknown; context: Record<string, unknown> }) => string;
  minStates: number;
}

async function replay(
  model: Model,
  input: unknown,
  steps: { event: AnyEventObject; state: { value: unknown; context: unknown } }[],
): Promise<void> {
  const clock = new SimulatedClock();
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const slots = Object.keys(model.machine.implementations.actors);
  const actors = Object.fromEntries(
    slots.map((slot) => [
      slot,
      fromPromise(() => new Promise((resolve, reject) => pending.set(slot, { resolve, reject }))),
    ]),
  );
  const actor = createActor(model.machine.provide({ actors } as never), { input, clock } as never);
  actor.start();
  const delays = delayedEvents(model.machine);
  for (const { event, state } of steps.slice(1)) {
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const delayed = delays.find((item) => item.type === event.type);
    if (result) {
      const call = pending.get(result[2]!);
      expect(call, `${result[2]} should be running before ${event.type}`).toBeDefined();
      pending.delete(result[2]!);
      if (result[1] === 'done') call?.resolve((event as { output?: unknown }).output);
      else call?.reject((event as { error?: unknown }).error);
    } else if (delayed) {
      clock.increment(delayed.ms);
    } else {
      actor.send(event);
    }
    const live = await waitFor(actor, (snapshot) => JSON.stringify(snapshot.value) === JSON.stringify(state.value), {
      timeout: 500,
    });
    expect(model.serialize(live as never)).toBe(model.serialize(state as never));
  }
  actor.stop();
}

const profile: LoadedProfile = {
  email: 'a@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  language: 'en',
  test_sever_region: 'eu-west',
  test_sever_env: 'production',
  version: 3,
};
const smtp: LoadedSmtp = {
  sender_name: 'A',
  sender_email: 'a@example.com',
  host: 'smtp.example.com',
  port: 587,
  auto_tls: 1,
  authentication: 0,
  user_name: '',
  password_set: false,
  smtp_verified: false,
  active_lead_email: 0,
  version: 1,
};
const notification = (id: number, read: boolean): NotificationItem => ({
  id,
  type: 'info',
  text: `N${id}`,
  link: null,
  read,
  date: '2026-11-16T08:00:00Z',
});
const email: LeadEmail = { id: 1, name: 'Report', subject: 'Your report', body: '<p>Hi</p>', active: 1 };

const models: Model[] = [
  {
    name: 'profile form',
    machine: profileFormMachine,
    inputs: [undefined],
    events: [
      done('loadProfile', profile),
      fail('loadProfile', network),
      { type: 'profile.retry' },
      { type: 'profile.edit', field: 'first_name', value: '' },
      { type: 'profile.edit', field: 'first_name', value: 'Bo' },
      { type: 'profile.submit' },
      done('saveProfile', { message: 'Saved', version: 4 }),
      fail('saveProfile', serverError),
      fail('saveProfile', { kind: 'http', status: 409, message: 'Changed elsewhere.' }),
      { type: 'profile.loadLatest' },
      done('loadProfile', { ...profile, first_name: 'Cy', version: 5 }),
    ],
    serialize: ({ value, context }) =>
      JSON.stringify({
        value,
        first: (context.values as { first_name: string }).first_name,
        errors: context.errors,
        failure: context.failure,
      }),
    minStates: 6,
  },
  {
    name: 'account deletion',
    machine: deleteAccountMachine,
    inputs: [{ email: 'a@example.com' }],
    events: [
      { type: 'delete.open' },
      { type: 'delete.cancel' },
      { type: 'delete.type', value: 'a@example.com' },
      { type: 'delete.type', value: 'b' },
      { type: 'delete.confirm' },
      done('deleteAccount', { message: 'Deleted' }),
      fail('deleteAccount', network),
    ],
    serialize: ({ value, context }) => JSON.stringify({ value, typed: context.typed, failure: context.failure }),
    minStates: 4,
  },
  {
    name: 'SMTP settings',
    machine: smtpSettingsMachine,
    inputs: [undefined],
    events: [
      done('loadSmtp', smtp),
      fail('loadSmtp', network),
      { type: 'smtp.retry' },
      { type: 'smtp.edit', field: 'host', value: '' },
      { type: 'smtp.edit', field: 'host', value: 'mail.test' },
      { type: 'smtp.verify' },
      done('verifySmtp', { message: 'Verified', version: 2 }),
      fail('verifySmtp', { kind: 'http', status: 400, message: 'Failed', response: 'refused' }),
      fail('verifySmtp', { kind: 'http', status: 409, message: 'Changed elsewhere.' }),
      { type: 'smtp.loadLatest' },
      done('loadSmtp', { ...smtp, sender_name: 'Theirs', version: 3 }),
      { type: 'smtp.testEmailEdit', value: 'me@example.com' },
      { type: 'smtp.sendTest' },
      done('sendTestEmail', { message: 'Sent' }),
      fail('sendTestEmail', network),
    ],
    serialize: ({ value, context }) =>
      JSON.stringify({
        value,
        host: (context.values as { host: string }).host,
        verified: context.verified,
        changed: context.changed,
        response: context.smtpResponse,
        test: context.testEmail,
        errors: context.errors,
      }),
    minStates: 5,
  },
  {
    name: 'notifications',
    machine: notificationsMachine,
    inputs: [{}],
    events: [
      done('loadNotifications', [notification(1, false), notification(2, true)]),
      fail('loadNotifications', network),
      { type: 'notifications.refresh' },
      { type: 'notifications.markRead', ids: [1] },
      { type: 'notifications.markAllRead' },
      done('markRead', { message: 'Marked' }),
      fail('markRead', serverError),
      ...delayedEvents(notificationsMachine).map(({ type }) => ({ type })),
    ],
    serialize: ({ value, context }) =>
      JSON.stringify({ value, items: context.items, marking: context.marking, loaded: context.loaded }),
    minStates: 4,
  },
  {
    name: 'e-mail confirmation',
    machine: emailConfirmationMachine,
    inputs: [{ key: 'abc' }, { key: '' }],
    events: [
      done('confirmEmail', { message: 'OK', email: 'a@example.com' }),
      fail('confirmEmail', network),
      { type: 'confirmation.retry' },
    ],
    serialize: ({ value, context }) => JSON.stringify({ value, email: context.email, failure: context.failure }),
    minStates: 4,
  },
  {
    name: 'lead e-mails',
    machine: leadEmailsMachine,
    inputs: [undefined],
    events: [
      done('loadEmails', { emails: [email], version: 1 }),
      done('loadEmails', { emails: [{ ...email, body: '<p>Theirs</p>' }], version: 2 }),
      fail('loadEmails', network),
      { type: 'emails.retry' },
      { type: 'emails.edit', id: 1, field: 'subject', value: '' },
      { type: 'emails.edit', id: 1, field: 'subject', value: 'New' },
      { type: 'emails.toggle', id: 1, active: false },
      { type: 'emails.save' },
      done('saveEmails', { message: 'Saved', version: 3 }),
      fail('saveEmails', serverError),
      fail('saveEmails', { kind: 'http', status: 409, message: 'Changed elsewhere.' }),
      { type: 'emails.loadLatest' },
      { type: 'emails.reset', id: 1 },
      done('resetEmail', { email, message: 'Reset', version: 4 }),
      fail('resetEmail', network),
      fail('resetEmail', { kind: 'http', status: 409, message: 'Changed elsewhere.' }),
    ],
    serialize: ({ value, context }) =>
      JSON.stringify({ value, emails: context.emails, invalid: context.invalid, resetting: context.resetting }),
    minStates: 5,
  },
];

describe.each(models)('$name model', (model) => {
  const traversals = model.inputs.map((input) => ({
    input,
    paths: getShortestPaths(model.machine, {
      input,
      events: model.events as never,
      serializeState: (snapshot) => model.serialize(snapshot as never),
    }),
  }));

  it('reaches every state node at rest (a transient state with only `always` exits is passed through)', () => {
    const reached = new Set<string>();
    for (const { paths } of traversals)
      for (const path of paths)
        for (const node of (path.state as unknown as { _nodes: { id: string }[] })._nodes) reached.add(node.id);
    const all = getStateNodes(model.machine.root)
      .filter((node) => !(node.always?.length && node.type === 'atomic'))
      .map((node) => node.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(model.minStates);
  });

  it('replays every shortest path on a live actor', async () => {
    for (const { input, paths } of traversals) {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) await replay(model, input, path.steps as never);
    }
  });
});

describe('e-mail confirmation without a key', () => {
  it('ends in missingKey without a call', () => {
    const actor = createActor(emailConfirmationMachine, { input: { key: '  ' } }).start();
    expect(actor.getSnapshot().value).toBe('missingKey');
  });
});
