import type { TableContext } from './site-table-layout';

/** A row's keyword count, and a project's number of locations under it. */
export function KeywordCell({ count, locations, ctx }: { count: number; locations?: number; ctx: TableContext }) {
  return (
    <td data-num="">
      <span className="sl-strong">{ctx.formats.count(count)}</span>
      {locations !== undefined && (
        <span className="sl-sub sl-block">{ctx.t('siteList.locations', { count: locations })}</span>
      )}
    </td>
  );
}
