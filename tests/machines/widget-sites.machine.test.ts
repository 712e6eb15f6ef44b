import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  widgetSitesMachine,
  type SiteDecision,
  type WidgetSites,
} from '../../machines/widgets/install/widget-sites.machine';
import { pathCoverage } from './path-coverage';

const SHOP = 'https://www.shop.example';
const HELD: WidgetSites = {
  confirmed: ['https://sample.rankpilot.io'],
  held: [{ origin: SHOP, count: 3, last_at: '2026-11-26T10:00:00.000Z' }],
};
const CONFIRMED: WidgetSites = { confirmed: ['https://sample.rankpilot.io', SHOP], held: [] };

describe('widget sites (xstate/graph)', () => {
  const answer = { data: CONFIRMED, message: 'Done.' };
  const coverage = pathCoverage(
    widgetSitesMachine,
    [
      { type: 'sites.retry' },
      { type: 'sites.reload' },
      { type: 'sites.confirm', origin: SHOP },
      { type: 'sites.remove', origin: SHOP },
      { type: 'sites.discardRequested', origin: SHOP },
      { type: 'delete.cancelled' },
      { type: 'delete.confirmed' },
      { type: 'xstate.done.actor.loadSites', output: HELD },
      { type: 'xstate.error.actor.loadSites', error: { kind: 'network' } },
      { type: 'xstate.done.actor.decideSite', output: answer },
      { type: 'xstate.error.actor.decideSite', error: { kind: 'http', status: 500, message: 'Server error' } },
    ],
    (snapshot) => JSON.stringify([snapshot.value, snapshot.context.pending, snapshot.context.pendingDelete]),
    { widgetId: 4 },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('widget sites machine', () => {
  function start(fail = false) {
    const calls: { origin: string; decision: SiteDecision }[] = [];
    const alerts: string[] = [];
    const actor = createActor(
      widgetSitesMachine.provide({
        actors: {
          loadSites: fromPromise(async () => HELD),
          decideSite: fromPromise<
            { data: WidgetSites; message?: string },
            { id: number; origin: string; decision: SiteDecision }
          >(async ({ input }) => {
            calls.push({ origin: input.origin, decision: input.decision });
            if (fail) throw { kind: 'http', status: 500, message: 'Server error' };
            return { data: input.decision === 'confirm' ? CONFIRMED : { ...HELD, held: [] }, message: 'Done.' };
          }),
        },
        actions: {
          notifySuccess: (_, params) => alerts.push(params.message ?? params.key),
          notifyFailure: () => alerts.push('failed'),
        },
      }),
      { input: { widgetId: 4 } },
    ).start();
    return { actor, calls, alerts };
  }

  it('confirms a site at once, and shows the sites the server answers', async () => {
    const { actor, calls, alerts } = start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'sites.confirm', origin: SHOP });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.pending === null);
    expect(calls).toEqual([{ origin: SHOP, decision: 'confirm' }]);
    expect(actor.getSnapshot().context.sites).toEqual(CONFIRMED);
    expect(alerts).toEqual(['Done.']);
  });

  it('discards only after the person agrees; cancelling sends nothing', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'sites.discardRequested', origin: SHOP });
    actor.send({ type: 'delete.cancelled' });
    expect(calls).toEqual([]);
    actor.send({ type: 'sites.discardRequested', origin: SHOP });
    actor.send({ type: 'delete.confirmed' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(calls).toEqual([{ origin: SHOP, decision: 'discard' }]);
    expect(actor.getSnapshot().context.sites?.held).toEqual([]);
  });

  it('keeps the sites as they were when a decision fails, and says so', async () => {
    const { actor, alerts } = start(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'sites.remove', origin: SHOP });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.pending === null);
    expect(actor.getSnapshot().context.sites).toEqual(HELD);
    expect(alerts).toEqual(['failed']);
  });
});
