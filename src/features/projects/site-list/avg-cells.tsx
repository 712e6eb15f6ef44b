import type { AvgPositions } from '@machines/projects/site-list/site-list.machine';
import { PlainArrow } from './row-icons';
import type { TableContext } from './site-table-layout';

/** The two average positions of a row, the latest with its change since the earlier date. */
export function AvgCells({ values, ctx }: { values: AvgPositions; ctx: TableContext }) {
  const { t, formats } = ctx;
  const [latest, previous] = values;
  // Lower is better: a smaller average than on the earlier date is an improvement.
  const change = latest !== null && previous !== null ? previous - latest : 0;
  const shownChange = Math.abs(change) >= 0.05 ? formats.position(Math.abs(change)) : null;
  const value = (position: number | null) =>
    position === null ? (
      <>
        <span data-muted="" aria-hidden="true">
          —
        </span>
        <span className="sl-sr">{t('siteList.not_ranked')}</span>
      </>
    ) : (
      formats.position(position)
    );
  const changeText = shownChange
    ? t(change > 0 ? 'siteList.improved' : 'siteList.declined', { value: shownChange })
    : '';
  return (
    <>
      <td data-num="">
        <span className="sl-avg">
          {shownChange && (
            <span className="sl-change" data-tone={change > 0 ? 'up' : 'down'} title={changeText}>
              <PlainArrow up={change > 0} />
              <span aria-hidden="true">{shownChange}</span>
              <span className="sl-sr">{changeText}</span>
            </span>
          )}
          <span className="sl-strong">{value(latest)}</span>
        </span>
      </td>
      <td data-num="" data-muted="">
        {value(previous)}
      </td>
    </>
  );
}
