import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  billingDetailsMachine,
  isDirty,
  type LoadedDetails,
} from '../../machines/billing/account/billing-details.machine';
import { emptyDetails, type BillingDetails } from '../../machines/shared/billing-details.rules';

const stored: BillingDetails = { ...emptyDetails(), name: 'Dana Demo', email: 'billing@example.com' };

function setup(saveFails: unknown[] = [], loads: LoadedDetails[] = []) {
  const saves: LoadedDetails[] = [];
  const notes: string[] = [];
  let version = 1;
  const machine = billingDetailsMachine.provide({
    actors: {
      loadDetails: fromPromise(async () => loads.shift() ?? { details: stored, version }),
      saveDetails: fromPromise<{ message?: string; version: number }, LoadedDetails>(async ({ input }) => {
        saves.push(input);
        const failure = saveFails.shift();
        if (failure) throw failure;
        return { message: 'Billing details updated successfully', version: ++version };
      }),
    },
    actions: {
      notifySaved: (_, { message }) => notes.push(`saved ${message ?? ''}`),
      notifyFailure: (_, { failure }) => notes.push(failure.kind),
    },
  });
  return { actor: createActor(machine).start(), saves, notes };
}

describe('billing-details machine', () => {
  it('validates name and e-mail before saving, and is dirty until saved', async () => {
    const { actor, saves, notes } = setup();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'billing.fieldChanged', field: 'email', value: 'nope' });
    actor.send({ type: 'billing.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'email' });
    expect(saves).toHaveLength(0);
    actor.send({ type: 'billing.fieldChanged', field: 'email', value: 'new@example.com' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(isDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'billing.submit' });
    await waitFor(actor, (s) => s.matches('editing') && saves.length === 1);
    expect(saves[0]).toEqual({ details: { ...stored, email: 'new@example.com' }, version: 1 });
    expect(notes).toEqual(['saved Billing details updated successfully']);
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
  });

  it('keeps what was typed when saving fails', async () => {
    const { actor, notes } = setup([{ kind: 'network' }]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'billing.fieldChanged', field: 'company_name', value: 'Kept B.V.' });
    actor.send({ type: 'billing.submit' });
    await waitFor(actor, (s) => s.matches('editing') && notes.length === 1);
    expect(notes).toEqual(['network']);
    expect(actor.getSnapshot().context.values.company_name).toBe('Kept B.V.');
    expect(isDirty(actor.getSnapshot().context)).toBe(true);
  });

  it('after a save another session overtook (409), keeps what was typed over theirs and saves on their version', async () => {
    const theirs = { details: { ...stored, company_name: 'Their GmbH', street: 'Their street 1' }, version: 5 };
    const { actor, saves, notes } = setup(
      [{ kind: 'http', status: 409, message: 'Someone else changed these' }],
      [{ details: stored, version: 4 }, theirs],
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'billing.fieldChanged', field: 'street', value: 'My street 2' });
    actor.send({ type: 'billing.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'conflict' }));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.version).toBe(4);
    expect(notes).toEqual([]);
    actor.send({ type: 'billing.submit' });
    expect(saves).toHaveLength(1);

    actor.send({ type: 'billing.loadLatest' });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(actor.getSnapshot().context.values).toEqual({ ...theirs.details, street: 'My street 2' });
    actor.send({ type: 'billing.submit' });
    await waitFor(actor, () => saves.length === 2 && notes.length === 1);
    expect(saves[1]).toEqual({ details: { ...theirs.details, street: 'My street 2' }, version: 5 });
  });
});
