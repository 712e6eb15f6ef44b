import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  runAuditMachine,
  type RunIdInput,
  type StartAuditInput,
} from '../../machines/audits/page-audit/run-audit.machine';
import {
  auditFormErrors,
  auditUrlProblem,
  isRunDone,
  isRunFailed,
  keywordProblem,
  type AuditRun,
} from '../../machines/audits/page-audit/run-audit.rules';
import { tempSaveMachine } from '../../machines/audits/page-audit/temp-save.machine';

const run = (patch: Partial<AuditRun> = {}): AuditRun => ({
  run_id: 'run-1',
  status: 'running',
  progress: 5,
  step: 'fetch',
  audit_id: null,
  temp_id: null,
  message: null,
  ...patch,
});

describe('audit form rules', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['example.com', 'scheme'],
    ['ftp://example.com', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://', 'invalid'],
    ['https://exa mple.com', 'invalid'],
    ['https://user@example.com', 'invalid'],
  ])('url %j → %s', (url, problem) => expect(auditUrlProblem(url)).toBe(problem));

  it.each(['https://example.com', 'http://www.bakkerij-jansen.nl/brood?x=1', '  HTTPS://Shop.Example.com/a  '])(
    'accepts %j',
    (url) => expect(auditUrlProblem(url)).toBeNull(),
  );

  it('requires a keyword of at most 120 characters', () => {
    expect(keywordProblem('  ')).toBe('required');
    expect(keywordProblem('a'.repeat(121))).toBe('too_long');
    expect(keywordProblem(` ${'a'.repeat(120)} `)).toBeNull();
  });

  it('collects both problems', () => {
    expect(auditFormErrors({ url: 'example.com', keyword: '' })).toEqual({ url: 'scheme', keyword: 'required' });
    expect(auditFormErrors({ url: 'https://example.com', keyword: 'bread' })).toEqual({});
  });

  it('tells a finished run from a failed one', () => {
    expect(isRunDone(run({ status: 'done', temp_id: 'temp-1' }))).toBe(true);
    expect(isRunDone(run({ status: 'done', audit_id: 7 }))).toBe(true);
    expect(isRunDone(run())).toBe(false);
    expect(isRunFailed(run({ status: 'failed', message: 'DNS' }))).toBe(true);
    expect(isRunFailed(run({ status: 'done' }))).toBe(true);
    expect(isRunFailed(run())).toBe(false);
  });
});

function start(options: { polls?: AuditRun[]; startFails?: unknown; advanced?: boolean } = {}) {
  const calls = { start: [] as StartAuditInput[], poll: [] as RunIdInput[], cancel: [] as RunIdInput[] };
  const effects = { results: [] as unknown[], failures: [] as unknown[], cancelled: 0 };
  const polls = [...(options.polls ?? [])];
  const actor = createActor(
    runAuditMachine.provide({
      delays: { pollDelay: 1 },
      actors: {
        startAudit: fromPromise<AuditRun, StartAuditInput>(async ({ input }) => {
          calls.start.push(input);
          if (options.startFails) throw options.startFails;
          return run();
        }),
        pollAudit: fromPromise<AuditRun, RunIdInput>(async ({ input }) => {
          calls.poll.push(input);
          return polls.shift() ?? run({ progress: 50, step: 'content' });
        }),
        cancelAudit: fromPromise<unknown, RunIdInput>(async ({ input }) => {
          calls.cancel.push(input);
          return {};
        }),
      },
      actions: {
        showResult: (_, params) => effects.results.push(params),
        notifyFailed: (_, params) => effects.failures.push(params.failure),
        notifyCancelled: () => {
          effects.cancelled += 1;
        },
      },
    }),
    { input: { advanced: options.advanced ?? false } },
  ).start();
  const type = (url: string, keyword: string) => {
    actor.send({ type: 'audit.edit', field: 'url', value: url });
    actor.send({ type: 'audit.edit', field: 'keyword', value: keyword });
  };
  return { actor, calls, effects, type };
}

describe('runAuditMachine', () => {
  it('refuses an invalid form without calling the server, then follows every edit', () => {
    const { actor, calls, type } = start();
    type('example.com', '');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'audit.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ url: 'scheme', keyword: 'required' });
    actor.send({ type: 'audit.edit', field: 'url', value: 'https://example.com' });
    expect(actor.getSnapshot().context.errors).toEqual({ keyword: 'required' });
    expect(calls.start).toHaveLength(0);
  });

  it('starts once (double submit), polls the progress and opens the result', async () => {
    const { actor, calls, effects, type } = start({
      advanced: true,
      polls: [
        run({ progress: 35, step: 'technical' }),
        run({ status: 'done', progress: 100, step: 'score', temp_id: 'temp-9' }),
      ],
    });
    type('  https://example.com/bakery ', ' rye bread ');
    actor.send({ type: 'audit.submit' });
    actor.send({ type: 'audit.submit' });
    expect(calls.start).toEqual([{ url: 'https://example.com/bakery', keyword: 'rye bread', advanced: true }]);
    await waitFor(actor, (snapshot) => snapshot.context.run?.progress === 35);
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls.poll).toEqual([{ runId: 'run-1' }, { runId: 'run-1' }]);
    expect(effects.results).toEqual([{ auditId: null, tempId: 'temp-9' }]);
  });

  it('cancels a running audit and keeps what was typed', async () => {
    const { actor, calls, effects, type } = start();
    type('https://example.com', 'bread');
    actor.send({ type: 'audit.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('running'));
    actor.send({ type: 'audit.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls.cancel).toEqual([{ runId: 'run-1' }]);
    expect(effects.cancelled).toBe(1);
    expect(actor.getSnapshot().context.values).toEqual({ url: 'https://example.com', keyword: 'bread' });
  });

  it('keeps the values when the start fails, alerts once, and tries again on submit', async () => {
    const { actor, calls, effects, type } = start({
      startFails: { kind: 'http', status: 500, message: 'Server down' },
    });
    type('https://example.com', 'bread');
    actor.send({ type: 'audit.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(effects.failures).toEqual([{ kind: 'http', status: 500, message: 'Server down' }]);
    expect(actor.getSnapshot().context.values).toEqual({ url: 'https://example.com', keyword: 'bread' });
    actor.send({ type: 'audit.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls.start).toHaveLength(2);
  });

  it('shows the audit failure the run reports (no alert)', async () => {
    const { actor, effects, type } = start({
      polls: [run({ status: 'failed', message: 'Could not reach x.invalid' })],
    });
    type('https://x.invalid', 'bread');
    actor.send({ type: 'audit.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'audit', message: 'Could not reach x.invalid' });
    expect(effects.failures).toEqual([]);
    actor.send({ type: 'audit.edit', field: 'url', value: 'https://x.nl' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('tempSaveMachine', () => {
  it('saves, retries after a failure and opens the saved report', async () => {
    let attempt = 0;
    const shown: number[] = [];
    const actor = createActor(
      tempSaveMachine.provide({
        actors: {
          saveTempAudit: fromPromise(async () => {
            attempt += 1;
            if (attempt === 1) throw { kind: 'network' };
            return { audit_id: 262 };
          }),
        },
        actions: { showSaved: (_, { auditId }) => shown.push(auditId) },
      }),
      { input: { tempId: 'temp-1' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'save.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(shown).toEqual([262]);
  });
});
