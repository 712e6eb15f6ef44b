import type { TopCounts } from '@machines/projects/site-list/site-list.machine';
import { BUCKETS } from '@/features/projects/actors';
import type { TableContext } from './site-table-layout';
import { TopFigure } from './top-figure';
import type { TopScope } from './top-keywords-cache';

/** A row's top 5 / 10 / 30 counts, each opening its keywords (or, while scrolling, plain figures). */
export function TopCells({
  top,
  scope,
  id,
  name,
  ctx,
  lite,
}: {
  top: TopCounts;
  scope: TopScope;
  id: number;
  name: string;
  ctx: TableContext;
  lite?: boolean;
}) {
  return (
    <>
      {BUCKETS.map((bucket, index) => {
        const count = top[index] ?? 0;
        return (
          <td key={bucket} data-num="">
            {lite ? (
              <span className={count ? 'sl-top' : undefined} data-muted={count ? undefined : ''}>
                {ctx.formats.count(count)}
              </span>
            ) : (
              <TopFigure
                count={count}
                scope={scope}
                id={id}
                bucket={bucket}
                name={name}
                cache={ctx.cache}
                formats={ctx.formats}
                t={ctx.t}
              />
            )}
          </td>
        );
      })}
    </>
  );
}
