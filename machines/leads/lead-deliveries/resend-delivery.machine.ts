import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '@contract/schemas';
import { notifyDone, notifyFailed } from '@machines/shared/call-alerts';
import type { ApiFailure } from '@machines/shared/failure';

/**
 * "Send again" for one delivery of a lead: idle → sending → sent | failed. A call that fails (500,
 * network, 401, restrict_error) goes back to idle with the danger alert and the delivery as it was, so the person can
 * try again; a provider that refuses the lead again is `failed` with its new reason. While sending, a second
 * click does nothing: one request per attempt.
 */

export type LeadDelivery = Schemas['LeadDelivery'];

export interface ResendInput {
  leadId: number;
  service: LeadDelivery['service'];
}

export interface ResendOutput {
  delivery: LeadDelivery;
  message: string;
}

export interface ResendDeliveryContext {
  leadId: number;
  delivery: LeadDelivery;
}

export type ResendDeliveryEvent = { type: 'delivery.resend' };

export const resendDeliveryMachine = setup({
  types: {} as {
    context: ResendDeliveryContext;
    events: ResendDeliveryEvent;
    input: { leadId: number; delivery: LeadDelivery };
  },
  actors: {
    resendDelivery: fromPromise<ResendOutput, ResendInput>(async () => {
      throw new Error('resendDelivery actor not provided');
    }),
  },
  actions: {
    /** Filled by the feature: the success alert with the server's message. */
    notifySuccess: (_, _params: { message?: string }) => {},
    /** Filled by the feature: the provider refused the lead again (the server's words, as a danger alert). */
    notifyRefused: (_, _params: { message?: string }) => {},
    /** Filled by the feature: the danger alert of a failed call. */
    notifyFailure: (_, _params: { failure: ApiFailure }) => {},
  },
  guards: {
    hasFailed: ({ context }) => context.delivery.status === 'failed',
  },
}).createMachine({
  id: 'resendDelivery',
  context: ({ input }) => ({ leadId: input.leadId, delivery: input.delivery }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'delivery.resend': { guard: 'hasFailed', target: 'sending' } },
    },
    sending: {
      invoke: {
        id: 'resendDelivery',
        src: 'resendDelivery',
        input: ({ context }) => ({ leadId: context.leadId, service: context.delivery.service }),
        onDone: [
          {
            guard: ({ event }) => event.output.delivery.status === 'sent',
            target: 'sent',
            actions: [assign({ delivery: ({ event }) => event.output.delivery }), notifyDone()],
          },
          {
            target: 'failed',
            actions: [
              assign({ delivery: ({ event }) => event.output.delivery }),
              { type: 'notifyRefused', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
        ],
        onError: { target: 'idle', actions: notifyFailed() },
      },
    },
    sent: {},
    failed: {
      on: { 'delivery.resend': 'sending' },
    },
  },
});
