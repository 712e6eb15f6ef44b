import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { runAuditMachine } from '../../machines/audits/page-audit/run-audit.machine';
import { tempReportMachine } from '../../machines/audits/page-audit/temp-report.machine';
import { tempSaveMachine } from '../../machines/audits/page-audit/temp-save.machine';
import { getAdjacencyMap } from 'xstate/graph';
import { pathCoverage } from './path-coverage';

const running = {
  run_id: 'run-1',
  status: 'running',
  progress: 20,
  step: 'onpage',
  audit_id: null,
  temp_id: null,
  message: null,
};

const events: AnyEventObject[] = [
  { type: 'audit.edit', field: 'url', value: 'https://example.com' },
  { type: 'audit.edit', field: 'keyword', value: 'bread' },
  { type: 'audit.submit' },
  { type: 'audit.advancedChanged', advanced: true },
  { type: 'audit.cancel' },
  { type: 'xstate.done.actor.0.runAudit.starting', output: running },
  { type: 'xstate.error.actor.0.runAudit.starting', error: { kind: 'network' } },
  { type: 'xstate.after.pollDelay.runAudit.running.waiting' },
  { type: 'xstate.done.actor.0.runAudit.running.polling', output: running },
  {
    type: 'xstate.done.actor.0.runAudit.running.polling',
    output: { ...running, status: 'done', progress: 100, temp_id: 'temp-1' },
  },
  { type: 'xstate.done.actor.0.runAudit.running.polling', output: { ...running, status: 'failed', message: 'DNS' } },
  { type: 'xstate.error.actor.0.runAudit.running.polling', error: { kind: 'http', status: 500 } },
  { type: 'xstate.done.actor.0.runAudit.cancelling', output: {} },
  { type: 'xstate.error.actor.0.runAudit.cancelling', error: { kind: 'network' } },
];
const machine = runAuditMachine.provide({ delays: { pollDelay: 1 } });
const serialize = (snapshot: {
  value: unknown;
  context: { values: unknown; errors: unknown; failure: { kind: string } | null };
}) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.values,
    snapshot.context.errors,
    snapshot.context.failure?.kind ?? null,
  ]);

describe('run audit (xstate/graph)', () => {
  const coverage = pathCoverage(machine, events, serialize);
  const reached = Object.values(getAdjacencyMap(machine, { events: events as never, serializeState: serialize })).map(
    ({ state }) => state,
  );
  // `validating` is eventless (it decides at once), so no snapshot ever rests in it; both its exits are reached:
  // idle with the errors shown (first snapshot below) and starting.
  it('reaches every state but the transient validating', () =>
    expect(coverage.unreachedStates).toEqual(['runAudit.validating']));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
  it('leaves validating both ways', () =>
    expect([
      reached.some((state) => state.value === 'idle' && Object.keys(state.context.errors).length > 0),
      reached.some((state) => state.value === 'starting'),
    ]).toEqual([true, true]));
});

describe('keep a temporary report (xstate/graph)', () => {
  const coverage = pathCoverage(tempSaveMachine, [
    { type: 'save.retry' },
    { type: 'xstate.done.actor.0.tempSave.saving', output: { audit_id: 3 } },
    { type: 'xstate.error.actor.0.tempSave.saving', error: { kind: 'network' } },
  ]);
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('temporary report (xstate/graph)', () => {
  const coverage = pathCoverage(tempReportMachine, [
    { type: 'report.retry' },
    { type: 'xstate.done.actor.0.tempReport.loading', output: { temp_id: 'sample-shop' } },
    { type: 'xstate.error.actor.0.tempReport.loading', error: { kind: 'http', status: 404, message: 'Expired' } },
  ]);
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});
