import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  resendDeliveryMachine,
  type LeadDelivery,
  type ResendInput,
  type ResendOutput,
} from '../../machines/leads/lead-deliveries/resend-delivery.machine';
import { pathCoverage } from './path-coverage';

const failedHook: LeadDelivery = {
  service: 'webhook',
  status: 'failed',
  at: '2026-11-15T07:00:02.000Z',
  message: 'The webhook at hooks.exmaple.invalid could not be reached (502 Bad Gateway).',
};
const sentHook: LeadDelivery = { service: 'webhook', status: 'sent', at: '2026-11-26T06:00:00.000Z', message: null };
const refusedHook: LeadDelivery = {
  service: 'webhook',
  status: 'failed',
  at: '2026-11-26T06:00:00.000Z',
  message: 'The webhook at hooks.other.invalid could not be reached (502 Bad Gateway).',
};

describe('resend delivery (xstate/graph)', () => {
  const coverage = pathCoverage(
    resendDeliveryMachine,
    [
      { type: 'delivery.resend' },
      { type: 'xstate.done.actor.resendDelivery', output: { delivery: sentHook, message: 'The lead was sent.' } },
      { type: 'xstate.done.actor.resendDelivery', output: { delivery: refusedHook, message: 'Refused again.' } },
      { type: 'xstate.error.actor.resendDelivery', error: { kind: 'http', status: 500, message: 'Server error' } },
    ],
    (snapshot) => JSON.stringify([snapshot.value, snapshot.context.delivery]),
    { leadId: 2, delivery: failedHook },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));
});

describe('resend delivery', () => {
  function start(delivery: LeadDelivery, answer: (input: ResendInput) => Promise<ResendOutput>) {
    const calls: ResendInput[] = [];
    const alerts: string[] = [];
    const actor = createActor(
      resendDeliveryMachine.provide({
        actors: {
          resendDelivery: fromPromise<ResendOutput, ResendInput>(({ input }) => {
            calls.push(input);
            return answer(input);
          }),
        },
        actions: {
          notifySuccess: (_, { message }) => alerts.push(`success: ${message}`),
          notifyRefused: (_, { message }) => alerts.push(`refused: ${message}`),
          notifyFailure: (_, { failure }) => alerts.push(`failure: ${failure.kind}`),
        },
      }),
      { input: { leadId: 2, delivery } },
    ).start();
    return { actor, calls, alerts };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) =>
    new Promise<void>((resolve) => {
      const sub = actor.subscribe((snapshot) => {
        if (!snapshot.matches('sending')) {
          sub.unsubscribe();
          resolve();
        }
      });
    });

  it('sends one request however often it is asked while sending, then shows the sent delivery', async () => {
    const { actor, calls, alerts } = start(failedHook, async () => ({ delivery: sentHook, message: 'Sent.' }));
    actor.send({ type: 'delivery.resend' });
    actor.send({ type: 'delivery.resend' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settled(actor);
    expect(calls).toEqual([{ leadId: 2, service: 'webhook' }]);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.delivery).toEqual(sentHook);
    expect(alerts).toEqual(['success: Sent.']);
    actor.send({ type: 'delivery.resend' });
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('a refusal keeps the new reason and can be sent again', async () => {
    const { actor, alerts } = start(failedHook, async () => ({ delivery: refusedHook, message: 'Refused again.' }));
    actor.send({ type: 'delivery.resend' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.delivery.message).toBe(
      'The webhook at hooks.other.invalid could not be reached (502 Bad Gateway).',
    );
    expect(alerts).toEqual(['refused: Refused again.']);
    actor.send({ type: 'delivery.resend' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('a failed call goes back to idle with the delivery unchanged', async () => {
    const { actor, alerts } = start(failedHook, async () => {
      throw { kind: 'network' };
    });
    actor.send({ type: 'delivery.resend' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.delivery).toEqual(failedHook);
    expect(alerts).toEqual(['failure: network']);
  });

  it('a sent or pending delivery is not sent again', () => {
    const { actor, calls } = start(sentHook, async () => ({ delivery: sentHook, message: '' }));
    actor.send({ type: 'delivery.resend' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });
});
