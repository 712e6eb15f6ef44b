/*
 * Shared helpers of the lead sync path tests (xstate/graph). Actor results are modelled as events
 * (`xstate.done.actor.<invoke id>` / `xstate.error.actor.<invoke id>`), as the xstate docs suggest for
 * machines whose actors the pure `transition` never runs; every shortest path is then replayed on a live
 * actor whose faked actors settle only when the path says so.
 */
import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  transition,
  waitFor,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyMachineSnapshot,
} from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

export type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

export const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
export const fail = (id: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error });

export function shortestPaths(machine: AnyStateMachine, events: AnyEventObject[], input?: unknown): Path[] {
  return getShortestPaths(machine, { input, events: events as never }) as unknown as Path[];
}

/** State node ids no path reaches (transient nodes, left at once through `always`, are never a snapshot). */
export function unreachedStates(machine: AnyStateMachine, paths: Path[]): string[] {
  const reached = new Set<string>();
  for (const path of paths) for (const node of path.state._nodes) reached.add(node.id);
  return getStateNodes(machine.root)
    .filter((node) => !node.always?.length)
    .map((node) => node.id)
    .filter((id) => !reached.has(id));
}

/**
 * Transitions (per state node, event and guard branch) that no reached snapshot takes with the given events:
 * a branch counts as taken when applying the event to a reached snapshot lands in all of its targets
 * (targetless branches: when the snapshot's context changes).
 */
export function untakenTransitions(machine: AnyStateMachine, paths: Path[], events: AnyEventObject[]): string[] {
  const snapshots = paths.map((path) => path.state);
  const missing: string[] = [];
  for (const node of getStateNodes(machine.root)) {
    for (const [eventType, branches] of node.transitions) {
      branches.forEach((branch, index) => {
        const targets = branch.target ?? [];
        const taken = snapshots.some((snapshot) => {
          if (!snapshot._nodes.includes(node)) return false;
          return events.some((event) => {
            if (event.type !== eventType) return false;
            const [next] = transition(machine, snapshot, event);
            if (targets.length === 0)
              return (
                JSON.stringify(next.context) !== JSON.stringify(snapshot.context) &&
                JSON.stringify(next.value) === JSON.stringify(snapshot.value)
              );
            return targets.every((target) => next._nodes.includes(target));
          });
        });
        if (!taken) missing.push(`${node.id} on ${eventType} [${index}]`);
      });
    }
  }
  return missing;
}

/** Replays a path on a live actor: user events are sent, modelled actor results settle the faked actor of that invoke. */
export async function replay(
  machine: AnyStateMachine,
  path: Path,
  slots: Record<string, string>,
  input?: unknown,
): Promise<void> {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const fakes = Object.fromEntries(
    [...new Set(Object.values(slots))].map((slot) => [
      slot,
      fromPromise(() => new Promise((resolve, reject) => pending.set(slot, { resolve, reject }))),
    ]),
  );
  const actor = createActor(machine.provide({ actors: fakes }), input === undefined ? {} : { input });
  actor.start();
  for (const { event, state } of path.steps.slice(1)) {
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (result) {
      const slot = slots[result[2]!]!;
      const call = pending.get(slot);
      expect(call, `${slot} should be running before ${event.type}`).toBeDefined();
      pending.delete(slot);
      if (result[1] === 'done') call?.resolve((event as { output?: unknown }).output);
      else call?.reject((event as { error?: unknown }).error);
    } else {
      actor.send(event);
    }
    const live = await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(state.value), { timeout: 500 });
    expect(live.value).toEqual(state.value);
  }
  actor.stop();
}

export function describePath(path: Path): string {
  return `${JSON.stringify(path.state.value)} via ${
    path.steps
      .slice(1)
      .map((s) => s.event.type)
      .join(' > ') || 'init'
  }`;
}
