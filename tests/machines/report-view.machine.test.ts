import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';
import {
  emailProblem,
  reportViewMachine,
  type ReportBase,
  type ReportViewEvent,
  type SendEmailInput,
} from '../../machines/shared/report-view/report-view.machine';
import { toFailure as toReportFailure } from '../../machines/shared/failure';

function start(
  options: { load?: () => Promise<ReportBase>; send?: (input: SendEmailInput) => Promise<{ message?: string }> } = {},
) {
  const sends: SendEmailInput[] = [];
  const notifySent = vi.fn();
  const notifySendFailed = vi.fn();
  const actor = createActor(
    reportViewMachine.provide({
      actors: {
        loadReport: fromPromise(options.load ?? (async () => ({ audit_id: 1007 }))),
        sendEmail: fromPromise<{ message?: string }, SendEmailInput>(async ({ input }) => {
          sends.push(input);
          return (options.send ?? (async () => ({ message: 'Sent.' })))(input);
        }),
      },
      actions: { notifySent: (_, p) => notifySent(p), notifySendFailed: (_, p) => notifySendFailed(p) },
    }),
    { input: { id: 7 } },
  );
  actor.start();
  return { actor, sends, notifySent, notifySendFailed };
}

describe('report e-mail rules', () => {
  it('requires an address with a domain', () => {
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('anna@example')).toBe('invalid');
    expect(emailProblem('anna example.com')).toBe('invalid');
    expect(emailProblem(' anna@example.com ')).toBeNull();
  });

  it('keeps status and message of a failure', () => {
    expect(toReportFailure({ kind: 'http', status: 404, message: 'Lead not found.' })).toEqual({
      kind: 'http',
      status: 404,
      message: 'Lead not found.',
    });
    expect(toReportFailure(undefined)).toEqual({ kind: 'network' });
  });
});

describe('report view machine', () => {
  it('loads, refuses a wrong address without a call, then sends a right one to the report audit id', async () => {
    const { actor, sends, notifySent } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'report.emailSubmitted', email: 'anna@' });
    expect(actor.getSnapshot().matches({ ready: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.emailError).toBe('invalid');
    actor.send({ type: 'report.emailSubmitted', email: ' anna@example.com ' });
    actor.send({ type: 'report.emailSubmitted', email: 'anna@example.com' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(sends).toEqual([{ email: 'anna@example.com', auditId: 1007 }]);
    expect(notifySent).toHaveBeenCalledWith({ message: 'Sent.', email: 'anna@example.com' });
    expect(actor.getSnapshot().context.sentTo).toBe('anna@example.com');
  });

  it('editing the address clears its error', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'report.emailSubmitted', email: '' });
    expect(actor.getSnapshot().context.emailError).toBe('required');
    actor.send({ type: 'report.emailEdited' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
  });

  it('a failed send notifies and lets the person try again', async () => {
    const { actor, notifySendFailed } = start({
      send: () => Promise.reject({ kind: 'http', status: 500, message: 'Boom' }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'report.emailSubmitted', email: 'a@b.co' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(notifySendFailed).toHaveBeenCalledWith({ failure: { kind: 'http', status: 500, message: 'Boom' } });
    expect(actor.getSnapshot().context.sentTo).toBeNull();
  });

  it('a failed load can be retried', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw { kind: 'network' };
        return { audit_id: 3 };
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'report.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});

type Snap = SnapshotFrom<typeof reportViewMachine>;
describe('report view model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.loadReport', output: { audit_id: 5 } },
    { type: 'xstate.error.actor.loadReport', error: { kind: 'http', status: 404 } },
    { type: 'xstate.done.actor.sendEmail', output: { message: 'ok' } },
    { type: 'xstate.error.actor.sendEmail', error: { kind: 'network' } },
    ...([
      { type: 'report.retry' },
      { type: 'report.emailSubmitted', email: 'bad' },
      { type: 'report.emailSubmitted', email: 'good@example.com' },
      { type: 'report.emailEdited' },
    ] satisfies ReportViewEvent[]),
  ];
  const serialize = (s: Snap) => JSON.stringify({ v: s.value, e: s.context.emailError, sent: !!s.context.sentTo });
  const paths = getShortestPaths(reportViewMachine, {
    input: { id: 5 },
    events: events as never,
    serializeState: (s) => serialize(s as Snap),
  }) as unknown as StatePath<Snap, AnyEventObject>[];

  it('reaches every state node', () => {
    const reached = new Set(paths.flatMap((p) => [...p.state._nodes].map((n) => n.id)));
    const all = getStateNodes(reportViewMachine.root).map((n) => n.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
    expect(all).toHaveLength(6);
  });

  it('replays every shortest path on a live actor', async () => {
    for (const path of paths) {
      const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
      const fake = <T, I>(slot: string) =>
        fromPromise<T, I>(
          () =>
            new Promise<T>((resolve, reject) =>
              pending.set(slot, { resolve: resolve as (v: unknown) => void, reject }),
            ),
        );
      const actor = createActor(
        reportViewMachine.provide({
          actors: {
            loadReport: fake<ReportBase, { id: number }>('loadReport'),
            sendEmail: fake<{ message?: string }, SendEmailInput>('sendEmail'),
          },
        }),
        { input: { id: 5 } },
      );
      actor.start();
      for (const { event, state } of path.steps.slice(1)) {
        const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        if (result) {
          const call = pending.get(result[2] ?? '');
          expect(call).toBeDefined();
          pending.delete(result[2] ?? '');
          if (result[1] === 'done') call?.resolve((event as { output?: unknown }).output);
          else call?.reject((event as { error?: unknown }).error);
        } else actor.send(event as ReportViewEvent);
        await waitFor(actor, (s) => serialize(s) === serialize(state), { timeout: 500 });
      }
      actor.stop();
    }
  });
});
