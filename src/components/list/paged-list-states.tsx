import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { UrlPagination } from './url-pagination';
import type { ListRow, ShownPage, UrlPagedList } from './use-url-paged-list';

interface PagedListStatesProps<Row extends ListRow> {
  list: UrlPagedList<Row>;
  /** Shown while the asked-for page loads. */
  loading: ReactNode;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The rows of the shown page; the URL pagination follows them. */
  children: (shown: ShownPage<Row>) => ReactNode;
}

/** The states of one URL-paged list: failed (with retry), loading, empty, or the rows and their pagination. */
export function PagedListStates<Row extends ListRow>({ list, loading, empty, children }: PagedListStatesProps<Row>) {
  const { failed, failure, send, shown, pageSize } = list;
  if (failed) {
    return <LoadFailed failure={failure} onRetry={() => send({ type: 'list.retry' })} />;
  }
  if (!shown) return loading;
  if (shown.items.length === 0) return empty;
  return (
    <>
      {children(shown)}
      {shown.total > pageSize && <UrlPagination page={shown.page} total={shown.total} pageSize={pageSize} />}
    </>
  );
}
