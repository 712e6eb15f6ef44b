import { assign, type DoneActorEvent, type EventObject } from 'xstate';
import { notifyDone, notifyFailed } from './call-alerts';
import { sharedAssign } from './state-fragment';

/** A context that holds what waits for the person's confirmation before it is deleted. */
export interface PendingDeleteContext<TPending> {
  pendingDelete: TPending | null;
}

/**
 * Delete after a confirmation: `confirmingDelete` (`delete.cancelled` goes back, `delete.confirmed` deletes),
 * then `deleting` runs the actor `src` and goes back either way, with the success or failure alert; the pending
 * delete is cleared in every case. The machine declares `src`, the `notifySuccess` / `notifyFailure` actions and
 * the two events, and spreads the states beside `back` (their sibling). Call it with the machine's types first:
 * `confirmDeleteStates<Context, Event, Pending>()({ … })`.
 */
export function confirmDeleteStates<
  TContext extends PendingDeleteContext<TPending>,
  TEvent extends EventObject,
  TPending,
>() {
  const clearPending = sharedAssign<TContext, TEvent, PendingDeleteContext<TPending>>()(() => ({
    pendingDelete: null,
  }));
  return <
    TBack extends string,
    TSrc extends string,
    TInput,
    TOutput extends { message?: string },
    TAfter extends string = never,
  >(options: {
    back: TBack;
    src: TSrc;
    input: (context: TContext) => TInput;
    /** What the answer of a successful delete changes in context. */
    store: (output: TOutput) => Partial<TContext>;
    /** The text of the success alert when the server sends no message. */
    successKey: string;
    /** Further actions the machine runs after a successful delete. */
    after?: readonly TAfter[];
  }) => {
    const storeAnswer = assign<TContext, DoneActorEvent<TOutput>, undefined, TEvent, never>(({ event }) =>
      options.store(event.output),
    );
    return {
      confirmingDelete: {
        on: {
          'delete.cancelled': { target: options.back, actions: clearPending },
          'delete.confirmed': { target: 'deleting' },
        },
      },
      deleting: {
        invoke: {
          src: options.src,
          id: options.src,
          input: ({ context }: { context: TContext }) => options.input(context),
          onDone: {
            target: options.back,
            actions: [storeAnswer, clearPending, notifyDone(options.successKey), ...(options.after ?? [])],
          },
          onError: { target: options.back, actions: [clearPending, notifyFailed()] },
        },
      },
    } as const;
  };
}
