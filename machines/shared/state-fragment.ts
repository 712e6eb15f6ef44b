import { assign, type EventObject, type MachineContext } from 'xstate';

/**
 * `assign` for a piece of statechart that several machines share (a state-config fragment spread into their
 * `createMachine` states). Each machine's context extends the fragment's `TShared`, keeping those fields as they
 * are, and the fragment writes only those fields. `assign` ties an action to the exact context and event types of
 * the machine it runs in, so the fragment builder passes them on:
 * `const update = sharedAssign<TContext, TEvent, TShared>();` then `update(({ context, event }) => ({ … }))`.
 */
export function sharedAssign<TContext extends TShared, TEvent extends EventObject, TShared extends MachineContext>() {
  return <TExpressionEvent extends EventObject>(
    assigner: (args: { context: TShared; event: TExpressionEvent }) => Partial<TShared>,
  ) =>
    assign<TContext, TExpressionEvent, undefined, TEvent, never>(
      // Only fields of TShared are written, and TContext declares them with the same types.
      ({ context, event }) => assigner({ context, event }) as Partial<TContext>,
    );
}
