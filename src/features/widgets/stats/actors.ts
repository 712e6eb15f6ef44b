import { api, unwrap, type Schemas } from '@/api/client';
import { periodParams, type TrendPeriod } from '@machines/widgets/stats/trend';

export type WidgetTrend = Schemas['WidgetDailyStats'];

/** GET /api/v1/widget/{id}/stats/?days=N or ?from=…&to=… (assumed): one widget's figures per day. */
export async function loadWidgetTrend(id: number, period: TrendPeriod, signal: AbortSignal): Promise<WidgetTrend> {
  const query = periodParams(period);
  const { data } = await unwrap(api.GET('/api/v1/widget/{id}/stats/', { params: { path: { id }, query }, signal }));
  return data;
}
