import type { Db } from './model';

/**
 * How many submissions the public lead endpoint takes (issue 43): per visitor address and widget, and per widget from
 * everyone, within a sliding window of the demo's clock. Every request counts, accepted or not, so a flood of bad
 * posts is held back as well as a flood of good ones.
 */
export const LEAD_LIMITS = {
  perVisitor: { count: 5, windowMs: 10 * 60_000 },
  perWidget: { count: 100, windowMs: 60 * 60_000 },
} as const;

/** Seconds until the next submission is taken, or 0 when this one may go ahead (and is then counted). */
export function leadRetryAfter(db: Db, widgetId: number, visitor: string, now: number): number {
  const longest = Math.max(LEAD_LIMITS.perVisitor.windowMs, LEAD_LIMITS.perWidget.windowMs);
  const log = (db.leadAttempts = (db.leadAttempts ?? []).filter((attempt) => now - attempt.at < longest));
  const ofWidget = log.filter((attempt) => attempt.widget_id === widgetId);
  const wait = (attempts: typeof log, { count, windowMs }: { count: number; windowMs: number }) => {
    const recent = attempts.filter((attempt) => now - attempt.at < windowMs);
    return recent.length < count ? 0 : Math.ceil(((recent[recent.length - count]?.at ?? now) + windowMs - now) / 1000);
  };
  const retryAfter = Math.max(
    wait(
      ofWidget.filter((attempt) => attempt.visitor === visitor),
      LEAD_LIMITS.perVisitor,
    ),
    wait(ofWidget, LEAD_LIMITS.perWidget),
  );
  if (retryAfter === 0) log.push({ widget_id: widgetId, visitor, at: now });
  return retryAfter;
}
