import { useEffect, useState } from 'react';
import { api, unwrap, type Schemas } from '@/api/client';
import type { StatsDays } from '@machines/widgets/stats/stats-period.rules';

export type WidgetStats = ReadonlyMap<number, Schemas['WidgetStatsEntry']>;

/**
 * GET /api/v1/widget/stats/?days=N (assumed): each widget's views and leads over the period, by widget id; null
 * until the answer comes (or when it fails: the list still works, without figures). `version` asks again.
 */
export function useWidgetStats(days: StatsDays, version: unknown): WidgetStats | null {
  const [stats, setStats] = useState<{ days: StatsDays; byId: WidgetStats } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    unwrap(api.GET('/api/v1/widget/stats/', { params: { query: { days } }, signal: controller.signal }))
      .then(({ data }) => setStats({ days, byId: new Map(data.widgets.map((entry) => [entry.widget_id, entry])) }))
      .catch(() => !controller.signal.aborted && setStats(null));
    return () => controller.abort();
  }, [days, version]);
  return stats && stats.days === days ? stats.byId : null;
}
