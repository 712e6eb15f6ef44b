import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SiteSort } from '@machines/projects/site-list/site-view';
import { BUCKETS } from '@/features/projects/actors';
import { numericHead, pinned, pinnedEnd, WIDTHS, type TableContext } from './site-table-layout';
import { SortLabel, type HeadSort } from './sort-label';

const ariaSort = (column: SiteSort, sort?: HeadSort) =>
  sort && sort.sort === column ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;

const TOP_SORTS: readonly SiteSort[] = ['top5', 'top10', 'top30'];
const AVG_SORTS: readonly SiteSort[] = ['avg', 'avgPrevious'];

/** The column headers; each sorts the table when it can sort (aria-sort tells which). */
export function TableHead({ dates, formats, sort }: Pick<TableContext, 'dates' | 'formats'> & { sort?: HeadSort }) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle">
        <Table.ColumnHeader {...pinned} zIndex={2} bg="bg.subtle" aria-sort={ariaSort('title', sort)}>
          <SortLabel column="title" sort={sort}>
            {t('siteList.columns.project')}
          </SortLabel>
        </Table.ColumnHeader>
        {BUCKETS.map((bucket, index) => (
          <Table.ColumnHeader
            key={bucket}
            {...numericHead}
            w={WIDTHS.top}
            aria-sort={ariaSort(TOP_SORTS[index] ?? 'top5', sort)}
          >
            <SortLabel column={TOP_SORTS[index] ?? 'top5'} sort={sort}>
              {t('siteList.columns.top', { bucket })}
            </SortLabel>
          </Table.ColumnHeader>
        ))}
        <Table.ColumnHeader {...numericHead} w={WIDTHS.keywords} aria-sort={ariaSort('keywords', sort)}>
          <SortLabel column="keywords" sort={sort}>
            {t('siteList.columns.keywords')}
          </SortLabel>
        </Table.ColumnHeader>
        {dates.map((date, index) => (
          <Table.ColumnHeader
            key={index}
            {...numericHead}
            w={WIDTHS.avg}
            aria-sort={ariaSort(AVG_SORTS[index] ?? 'avg', sort)}
          >
            <SortLabel column={AVG_SORTS[index] ?? 'avg'} sort={sort}>
              <span aria-hidden="true">
                {t('siteList.columns.avg')}
                <Box as="span" display="block" fontWeight="normal" color="muted" fontSize="xs">
                  {formats.shortDate(date)}
                </Box>
              </span>
              <VisuallyHidden>{t('siteList.columns.avg_on', { date: formats.date(date) })}</VisuallyHidden>
            </SortLabel>
          </Table.ColumnHeader>
        ))}
        <Table.ColumnHeader w={WIDTHS.actions} {...pinnedEnd} zIndex={2} bg="bg.subtle">
          <VisuallyHidden>{t('siteList.columns.actions')}</VisuallyHidden>
        </Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
}
