import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { crawlReportMachine } from '@machines/audits/crawl/crawl-report.machine';

/**
 * Runs the crawl-report machine with a screen's `load` call for the address's project and crawl (and the
 * other crawl of a comparison); a new address loads anew.
 */
export function useCrawlReport<Data>(
  machine: typeof crawlReportMachine,
  route: { projectId: number; crawlId: number } | null,
  otherId: number | null = null,
) {
  const input = { projectId: route?.projectId ?? 0, crawlId: route?.crawlId ?? 0, otherId };
  const [snapshot, send] = useMachine(machine, { input });
  const { projectId, crawlId } = input;
  useEffect(() => {
    send({ type: 'report.inputChanged', input: { projectId, crawlId, otherId } });
  }, [projectId, crawlId, otherId, send]);
  const state: 'loading' | 'loaded' | 'failed' = snapshot.matches('loaded')
    ? 'loaded'
    : snapshot.matches('failed')
      ? 'failed'
      : 'loading';
  // The data shown is always the answer to the current input (the machine reloads on a new one).
  const data = state === 'loaded' ? (snapshot.context.data as Data) : null;
  return { state, data, failure: snapshot.context.failure, retry: () => send({ type: 'report.retry' }) };
}
