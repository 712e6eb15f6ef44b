import type { AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';

/** What a provider's panel gets from the lead-sync page: its machine's snapshot, and a way to send it events. */
export interface PanelProps<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M>;
  send: (event: EventFrom<M>) => void;
}
