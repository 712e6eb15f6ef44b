import type { TFunction } from 'i18next';
import { memo, useState } from 'react';
import { intentModule } from '@/components/intent-module';
import { useFocusHandOver, useOnIntent } from '@/components/on-intent';
import type { Bucket } from '@/features/projects/actors';
import type { Formats } from './format';
import type { TopKeywordCache, TopScope } from './top-keywords-cache';

export interface TopFigureProps {
  count: number;
  scope: TopScope;
  id: number;
  bucket: Bucket;
  /** The project or engine, for the accessible name. */
  name: string;
  cache: TopKeywordCache;
  formats: Formats;
  /** The table's translate function (one hook per table, not one per figure). */
  t: TFunction;
}

/** The tooltip and its positioning machinery (floating-ui) load when a person first reaches for a figure. */
const tooltipModule = intentModule(() => import('./top-figure-tooltip'));

/**
 * A top 5/10/30 figure. Hovering, focusing or tapping it opens a tooltip that loads (once, then
 * from the screen's cache) the keywords in that bucket, lazily, so the list itself loads none; until a person
 * first reaches for one, each figure is a plain button (the tooltip's code loads then).
 */
export const TopFigure = memo(function TopFigure(props: TopFigureProps) {
  const { count, formats } = props;
  if (count === 0) {
    return <span data-muted="">{formats.count(0)}</span>;
  }
  return <TopFigureWithList {...props} />;
});

function TopFigureWithList(props: TopFigureProps) {
  const { module, arrival, standIn } = useOnIntent(tooltipModule);
  // Hovered or focused while the tooltip loads: it opens on arrival, as it would have after its delay.
  const [near, setNear] = useState(false);
  const handOver = useFocusHandOver<HTMLButtonElement>(arrival.hadFocus);
  if (module) {
    return <module.TopFigureTooltip {...props} arrival={arrival} openAtOnce={near || arrival.openOnArrival} />;
  }
  const { count, bucket, name, formats, t } = props;
  return (
    <button
      ref={handOver}
      type="button"
      className="sl-top"
      aria-label={t('siteList.top_trigger', { count, bucket, name })}
      {...standIn}
      onPointerOver={() => {
        setNear(true);
        standIn.onPointerOver();
      }}
      onPointerLeave={() => setNear(false)}
      onFocus={() => {
        setNear(true);
        standIn.onFocus();
      }}
      onBlur={() => setNear(false)}
    >
      {formats.count(count)}
    </button>
  );
}
