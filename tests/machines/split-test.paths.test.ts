import { describe, expect, it } from 'vitest';
import { splitTestMachine } from '../../machines/widgets/split/split-test.machine';
import { pathCoverage } from './path-coverage';

const test = {
  widget_id: 2,
  since: '2026-04-30T08:00:00.000Z',
  variants: [
    { id: 2, label: 'A' as const, name: 'Blog exit popup', weight: 50, paused: false, views: 2622, leads: 5 },
    { id: 10, label: 'B' as const, name: 'Blog exit popup (B)', weight: 50, paused: false, views: 2515, leads: 19 },
  ],
};

describe('split test (xstate/graph)', () => {
  const coverage = pathCoverage(
    splitTestMachine,
    [
      { type: 'xstate.done.actor.loadSplit', output: test },
      { type: 'xstate.error.actor.loadSplit', error: { kind: 'network' } },
      { type: 'split.retry' },
      { type: 'split.create' },
      { type: 'xstate.done.actor.createVariant', output: { variant_id: 12 } },
      { type: 'xstate.error.actor.createVariant', error: { kind: 'http', status: 500 } },
      { type: 'split.pause', variantId: 10 },
      { type: 'split.resume', variantId: 10 },
      { type: 'split.weigh', variantId: 10, weight: '0' },
      { type: 'split.weigh', variantId: 10, weight: '30' },
      { type: 'xstate.done.actor.changeVariant', output: { data: test } },
      { type: 'xstate.error.actor.changeVariant', error: { kind: 'http', status: 400 } },
      { type: 'split.winnerRequested', variantId: 10 },
      { type: 'winner.cancelled' },
      { type: 'winner.confirmed' },
      { type: 'xstate.done.actor.endTest', output: { message: 'Test ended.' } },
      { type: 'xstate.error.actor.endTest', error: { kind: 'network' } },
    ],
    (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.pending,
        snapshot.context.winner,
        snapshot.context.created,
        snapshot.context.failure,
        snapshot.context.test === null,
      ]),
    { widgetId: 2 },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});
