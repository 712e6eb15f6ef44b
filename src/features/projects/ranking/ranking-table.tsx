import { Box, chakra } from '@chakra-ui/react';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { cloneElement, memo, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Competitor, RankRow, SortDir } from '@machines/projects/ranking/keyword-ranking.machine';
import { rankChange } from '@machines/projects/ranking/view';
import type { Formats } from '@/features/projects/site-list/format';
import { safeHref } from '@/components/safe-href';

export interface RankColumn {
  key: string;
  kind: 'change' | 'best' | 'group' | 'url' | 'competitor' | 'date';
  width: number;
  /** The column's sort key (view.sort). */
  sort: string;
  index?: number;
  competitor?: Competitor;
}

const ROW_HEIGHT = 36;
const HEAD_HEIGHT = 44;
/** A sideways scrollbar's height plus the scroller's two borders. */
const SCROLLBAR_ROOM = 18;
const FIRST_WIDTH = 260;
const MIN_FIRST_WIDTH = 150;
/** Without layout (tests in jsdom) the scroller has no size: assume a desktop one. */
const FALLBACK_RECT: Rect = { width: 1100, height: 560 };
const observeWithFallback = <T extends Element>(instance: Virtualizer<T, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? FALLBACK_RECT : rect));

/**
 * The columns pinned next to the keyword, whatever scrolls: the latest date and the change (with both
 * competitors on, they would otherwise be pushed out of view at 1280 px).
 */
export function pinnedColumns(dates: readonly string[]): RankColumn[] {
  const latest = dates.length - 1;
  return [
    ...(latest >= 0
      ? [{ key: `d${latest}`, kind: 'date', width: 66, sort: `d:${latest}`, index: latest } as RankColumn]
      : []),
    { key: 'change', kind: 'change', width: 84, sort: 'change' },
  ];
}

/** The columns that scroll sideways, after the pinned ones. */
export function rankColumns(dates: readonly string[], competitors: readonly Competitor[]): RankColumn[] {
  const columns: RankColumn[] = [
    { key: 'best', kind: 'best', width: 64, sort: 'best' },
    { key: 'group', kind: 'group', width: 120, sort: 'group' },
    { key: 'url', kind: 'url', width: 230, sort: 'url' },
    ...competitors.map((competitor): RankColumn => ({
      key: `c${competitor.id}`,
      kind: 'competitor',
      width: 130,
      sort: `c:${competitor.id}`,
      competitor,
    })),
  ];
  // The earlier dates, newest first, after the pinned latest one.
  for (let index = dates.length - 2; index >= 0; index--)
    columns.push({ key: `d${index}`, kind: 'date', width: 66, sort: `d:${index}`, index });
  return columns;
}

/**
 * Body cells are plain <td>s styled by one stylesheet on the table (data attributes pick the
 * variant): hundreds of cells re-render while scrolling, and a styled component per cell costs
 * more than the cell itself.
 */
const bodyCss = {
  '& thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    background: 'var(--chakra-colors-bg-subtle)',
    fontWeight: 600,
    fontSize: 'var(--chakra-font-sizes-xs)',
    textAlign: 'start',
    paddingInline: 'var(--chakra-spacing-2)',
    paddingBlock: 'var(--chakra-spacing-1)',
    borderBottomWidth: '1px',
    borderColor: 'var(--chakra-colors-border)',
    // Two lines if a language needs them ("Meilleure", "Änderung"): a header never cuts its text.
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    lineHeight: 1.2,
    overflow: 'hidden',
    height: `${HEAD_HEIGHT}px`,
  },
  '& thead th[data-num]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& thead th[data-first]': {
    left: 0,
    zIndex: 3,
    background: 'var(--chakra-colors-bg)',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
  },
  '& thead button': {
    display: 'inline-flex',
    gap: 'var(--chakra-spacing-1)',
    alignItems: 'center',
    maxWidth: '100%',
    fontWeight: 'inherit',
    cursor: 'pointer',
  },
  '& thead button:focus-visible': { outline: '2px solid var(--chakra-colors-brand-solid)', outlineOffset: '1px' },
  '& thead button > span:first-of-type': {
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    textAlign: 'inherit',
  },
  '& tbody td': {
    paddingInline: 'var(--chakra-spacing-2)',
    borderBottom: '1px solid var(--chakra-colors-border-muted)',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontSize: 'var(--chakra-font-sizes-sm)',
    height: `${ROW_HEIGHT}px`,
  },
  '& tbody td[data-num]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tbody td[data-tone=muted]': { color: 'var(--chakra-colors-muted)' },
  '& tbody td[data-tone=up]': { color: 'var(--chakra-colors-success)', fontWeight: 500 },
  '& tbody td[data-tone=down]': { color: 'var(--chakra-colors-danger)', fontWeight: 500 },
  '& tbody td[data-strong]': { fontWeight: 600 },
  '& tbody td[data-first]': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: 'var(--chakra-colors-bg)',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
  },
  '& [data-pin]': {
    position: 'sticky',
    zIndex: 1,
    background: 'var(--chakra-colors-bg)',
  },
  '& thead th[data-pin]': { zIndex: 3, background: 'var(--chakra-colors-bg-subtle)' },
  '& [data-pin=last]': { boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)' },
  '& tbody td a': { color: 'var(--chakra-colors-brand-fg)', fontSize: 'var(--chakra-font-sizes-xs)' },
} as const;
const NUMERIC_KINDS: ReadonlySet<RankColumn['kind']> = new Set(['date', 'change', 'best', 'competitor']);

export interface RankingTableProps {
  rows: RankRow[];
  columns: RankColumn[];
  dates: readonly string[];
  from: number;
  to: number;
  sort: string;
  dir: SortDir;
  picked: readonly number[];
  formats: Formats;
  groupName: (id: number | null) => string;
  onSort: (sort: string) => void;
  onPick: (id: number) => void;
  label: string;
}

/**
 * Keywords × dates, rows and columns virtualized (@tanstack/react-virtual): a real table whose
 * off-screen rows and columns are stood in for by spacers, with a sticky header and first column.
 */
export const RankingTable = memo(function RankingTable(props: RankingTableProps) {
  const { rows, columns, dates, from, to, sort, dir, picked, formats, groupName, onSort, onPick, label } = props;
  const pinned = useMemo(() => pinnedColumns(dates), [dates]);
  const pinnedWidth = pinned.reduce((sum, column) => sum + column.width, 0);
  // Sticky offsets of the pinned columns, from the keyword column's right edge.
  const pinStyle = (index: number) => ({
    left: firstWidth + pinned.slice(0, index).reduce((sum, column) => sum + column.width, 0),
    width: pinned[index]?.width,
  });
  const pinMark = (index: number) => (index === pinned.length - 1 ? 'last' : 'mid');
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scroller.current, []);
  // On a phone the keyword column narrows so the pinned latest date and change still fit beside it.
  const [scrollerWidth, setScrollerWidth] = useState(FALLBACK_RECT.width);
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrollerWidth(element.clientWidth || FALLBACK_RECT.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const firstWidth = Math.max(MIN_FIRST_WIDTH, Math.min(FIRST_WIDTH, scrollerWidth - pinnedWidth - 24));
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    paddingStart: HEAD_HEIGHT,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeWithFallback,
    useFlushSync: false,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement,
    estimateSize: (index) => columns[index]?.width ?? 80,
    overscan: 2,
    paddingStart: firstWidth + pinnedWidth,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeWithFallback,
    useFlushSync: false,
  });
  const pickedSet = useMemo(() => new Set(picked), [picked]);
  // Formatted once per list of dates, not per header cell on every scroll frame.
  const dateLabels = useMemo(
    () => ({ short: dates.map((date) => formats.shortDate(date)), long: dates.map((date) => formats.date(date)) }),
    [dates, formats],
  );
  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const firstCol = virtualColumns[0];
  const lastCol = virtualColumns.at(-1);
  const left = firstCol ? firstCol.start - firstWidth - pinnedWidth : 0;
  const right = lastCol ? columnVirtualizer.getTotalSize() - lastCol.end : 0;
  const top = virtualRows[0] ? virtualRows[0].start - HEAD_HEIGHT : 0;
  const bottom = virtualRows.at(-1) ? rowVirtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0;
  const totalWidth = columnVirtualizer.getTotalSize();

  const heading = (column: RankColumn) => {
    switch (column.kind) {
      case 'change':
        return t('ranking.columns.change');
      case 'best':
        return t('ranking.columns.best');
      case 'group':
        return t('ranking.columns.group');
      case 'url':
        return t('ranking.columns.url');
      case 'competitor':
        return column.competitor?.url ?? '';
      case 'date':
        return dateLabels.short[column.index ?? 0] ?? '';
    }
  };
  const sortButton = (key: string, text: string, full?: string) => (
    <button type="button" onClick={() => onSort(key)} title={full}>
      <span>{text}</span>
      {sort === key && <span aria-hidden="true">{dir === 'asc' ? '▲' : '▼'}</span>}
    </button>
  );
  const ariaSort = (key: string) => (sort === key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined);

  const cell = (row: RankRow, column: RankColumn) => {
    switch (column.kind) {
      case 'change': {
        const change = rankChange(row.ranks, from, to);
        if (change === null || change === 0)
          return (
            <td key={column.key} data-num="" data-tone="muted">
              {change === 0 ? '0' : '–'}
            </td>
          );
        return (
          <td key={column.key} data-num="" data-tone={change > 0 ? 'up' : 'down'}>
            {formats.change(change)}
          </td>
        );
      }
      case 'best':
        return (
          <td key={column.key} data-num="">
            {row.best ?? '–'}
          </td>
        );
      case 'group':
        return (
          <td key={column.key} data-tone="muted">
            {groupName(row.groupId)}
          </td>
        );
      case 'url': {
        const href = safeHref(row.url);
        return (
          <td key={column.key} data-tone={href ? undefined : 'muted'}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {row.url?.replace(/^https?:\/\//i, '')}
              </a>
            ) : (
              (row.url ?? '–')
            )}
          </td>
        );
      }
      case 'competitor': {
        const rank = row.competitors[column.competitor?.id ?? -1]?.[to];
        return (
          <td key={column.key} data-num="" data-tone="muted">
            {rank ?? '–'}
          </td>
        );
      }
      case 'date': {
        const rank = row.ranks[column.index ?? 0];
        return (
          <td key={column.key} data-num="" data-strong={column.index === to ? '' : undefined}>
            {rank ?? '–'}
          </td>
        );
      }
    }
  };

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      overflow="auto"
      // As tall as its rows (a new project has a few), at most 70 % of the window; the room of a sideways scrollbar
      // is kept so the last row never hides under it.
      h={`min(70vh, 40rem, ${HEAD_HEIGHT + rows.length * ROW_HEIGHT + SCROLLBAR_ROOM}px)`}
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      position="relative"
      data-testid="ranking-scroller"
      // contain: its size is fixed, so a scroll frame lays out the table alone, not the page around it.
      css={{
        scrollbarWidth: 'thin',
        scrollbarColor: 'var(--chakra-colors-border-emphasized) transparent',
        contain: 'strict',
      }}
    >
      <chakra.table
        css={bodyCss}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, width: totalWidth }}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th data-first="" style={{ width: firstWidth }} aria-sort={ariaSort('keyword')}>
              {sortButton('keyword', t('ranking.columns.keyword'))}
            </th>
            {pinned.map((column, index) => (
              <th
                key={column.key}
                data-pin={pinMark(index)}
                style={pinStyle(index)}
                aria-sort={ariaSort(column.sort)}
                data-num=""
              >
                {sortButton(
                  column.sort,
                  heading(column),
                  column.kind === 'date' ? dateLabels.long[column.index ?? 0] : undefined,
                )}
              </th>
            ))}
            {left > 0 && <th aria-hidden="true" style={{ width: left }} />}
            {virtualColumns.map((item) => {
              const column = columns[item.index];
              if (!column) return null;
              const text = heading(column);
              const full = column.kind === 'date' ? dateLabels.long[column.index ?? 0] : undefined;
              return (
                <th
                  key={column.key}
                  style={{ width: column.width }}
                  aria-sort={ariaSort(column.sort)}
                  data-num={NUMERIC_KINDS.has(column.kind) ? '' : undefined}
                >
                  {sortButton(column.sort, text, full)}
                </th>
              );
            })}
            {right > 0 && <th aria-hidden="true" style={{ width: right }} />}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden="true" style={{ height: top }}>
              <td />
            </tr>
          )}
          {virtualRows.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <tr key={row.id} aria-rowindex={item.index + 2} data-keyword={row.keyword}>
                <td data-first="">
                  <label style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 }}>
                    <input
                      type="checkbox"
                      checked={pickedSet.has(row.id)}
                      onChange={() => onPick(row.id)}
                      aria-label={t('ranking.pick_keyword', { keyword: row.keyword })}
                      style={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
                    />
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 500 }} title={row.keyword}>
                      {row.keyword}
                    </span>
                  </label>
                </td>
                {pinned.map((column, index) => {
                  const pinnedCell = cell(row, column);
                  return pinnedCell
                    ? cloneElement(pinnedCell as ReactElement<Record<string, unknown>>, {
                        'data-pin': pinMark(index),
                        style: pinStyle(index),
                      })
                    : null;
                })}
                {left > 0 && <td aria-hidden="true" />}
                {virtualColumns.map((virtualColumn) => {
                  const column = columns[virtualColumn.index];
                  return column ? cell(row, column) : null;
                })}
                {right > 0 && <td aria-hidden="true" />}
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden="true" style={{ height: bottom }}>
              <td />
            </tr>
          )}
        </tbody>
      </chakra.table>
    </Box>
  );
});
