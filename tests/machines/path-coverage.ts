import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getStateNodes } from 'xstate/graph';

type Snapshot = SnapshotFrom<AnyStateMachine>;

/**
 * Path coverage with xstate/graph for the smaller machines: the graph of every snapshot reachable with the given
 * events, and which state nodes and which (state node, event) transitions it reaches. Actor results are modelled as
 * the events their invocations would send (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), since traversal
 * never runs actors. A transition counts as taken when some reachable snapshot in that state accepts the event
 * (guards included).
 */
export function pathCoverage(
  machine: AnyStateMachine,
  events: AnyEventObject[],
  serialize: (snapshot: Snapshot) => string = (snapshot) => JSON.stringify(snapshot.value),
  /** The machine's input, for machines that need one. */
  input?: unknown,
) {
  const adjacency = getAdjacencyMap(machine, { events, input, serializeState: (snapshot) => serialize(snapshot) });
  const steps = adjacencyMapToArray(adjacency);
  const snapshots = [
    ...new Map(steps.flatMap((step) => [step.state, step.nextState]).map((s) => [serialize(s), s])).values(),
  ];
  const reached = new Set(snapshots.flatMap((snapshot) => snapshot._nodes.map((node) => node.id)));
  const taken = new Set<string>();
  for (const { state, event } of steps) {
    if (!state.can(event)) continue;
    for (const node of state._nodes) if (node.transitions.has(event.type)) taken.add(`${node.id} ${event.type}`);
  }
  const nodes = getStateNodes(machine.root);
  const allStates = nodes.map((node) => node.id);
  // Every event a state node handles itself (its own `on`, invoke done/error), as "<node id> <event type>".
  const allTransitions = nodes.flatMap((node) => [...node.transitions.keys()].map((type) => `${node.id} ${type}`));
  return {
    unreachedStates: allStates.filter((id) => !reached.has(id)),
    untakenTransitions: allTransitions.filter((edge) => !taken.has(edge)),
  };
}
