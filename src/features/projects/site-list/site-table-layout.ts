import type { TFunction } from 'i18next';
import type { DeleteTarget } from '@machines/projects/site-list/site-list.machine';
import type { Formats } from './format';
import type { TopKeywordCache } from './top-keywords-cache';

// The site list table's columns, keys, widths and row styles, shared by its head and its rows.

export const COLUMN_COUNT = 8;

/** /keyword-ranking/{projectId}/{searchEngineId}/, the "view ranking" action's address. */
export const rankingPath = (projectId: number, engineId: number) => `/keyword-ranking/${projectId}/${engineId}/`;
export const projectKey = (id: number) => `p:${id}`;
export const groupKey = (id: number) => `g:${id}`;

export interface TableContext {
  t: TFunction;
  dates: [string, string];
  formats: Formats;
  cache: TopKeywordCache;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onDelete: (target: DeleteTarget) => void;
}

// The first column stays in view while a narrow screen scrolls the table sideways (DESIGN.md).
export const pinned = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border-muted)',
} as const;
/**
 * Fixed column widths: the ungrouped and grouped tables line up column for column, and below the
 * table's minimum width (phones) it scrolls sideways instead of squeezing the figures. At that width the project
 * column keeps 11.5rem, room for a name's words whole (7.5rem broke "Rankpilo|t" at 390 px).
 */
export const TABLE_LAYOUT = { tableLayout: 'fixed', minW: '48rem' } as const;
// Narrow enough for the figures they hold: the project column (title and subtitle) gets the rest.
export const WIDTHS = { top: '4.5rem', keywords: '6.5rem', avg: '6.75rem', actions: '3rem' } as const;
// The row actions stay in view on the right while a narrow screen scrolls the figures sideways.
export const pinnedEnd = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)',
} as const;
export const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** A figure column's header: wraps at its spaces, so a longer language ("Platz 1–10") never runs into the next. */
export const numericHead = { ...numeric, whiteSpace: 'normal', overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/**
 * Body rows are plain elements styled by one stylesheet on the table (ROWS_CSS; data attributes and
 * class names pick the variant): with 1,000 projects the rows in view are replaced on every scroll
 * frame, and a styled component per cell cost more than the cell itself, which made scrolling a long list stutter.
 * The look follows the Chakra table recipe (size sm, variant line) the header uses.
 */
export const ROWS_CSS = {
  '& tbody tr': { background: 'var(--chakra-colors-bg)' },
  '& tbody tr[data-level=engine], & tbody tr[data-note]': { background: 'var(--chakra-colors-bg-subtle)' },
  '& tbody td': {
    paddingInline: 'var(--chakra-spacing-2)',
    paddingBlock: 'var(--chakra-spacing-2)',
    textAlign: 'start',
    borderBottomWidth: '1px',
  },
  '& tbody td[data-num]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tbody td[data-pin=start]': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: 'inherit',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-border-muted)',
  },
  '& tbody td[data-pin=end]': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    background: 'inherit',
    boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)',
    textAlign: 'end',
    paddingBlock: 'var(--chakra-spacing-1)',
  },
  '& tbody [data-muted]': { color: 'var(--chakra-colors-muted)' },
  '& .sl-name': { display: 'flex', alignItems: 'center', gap: '0.375rem' },
  '& .sl-name[data-level=engine]': { gap: 'var(--chakra-spacing-2)' },
  '& .sl-text': { minWidth: 0 },
  // Names and subtitles wrap in the pinned column rather than shrink to "Rankpil…" or run over the figures.
  '& .sl-title': {
    display: 'block',
    fontWeight: 600,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  '& a.sl-title': { color: 'var(--chakra-colors-brand-fg)', borderRadius: 'var(--chakra-radii-l1)', outline: 'none' },
  '& a.sl-title[data-level=engine]': { color: 'var(--chakra-colors-fg)', fontWeight: 500 },
  '& a.sl-title:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a.sl-title:focus-visible, & .sl-expander:focus-visible, & .sl-top:focus-visible': {
    outline: '2px solid var(--chakra-colors-brand-focus-ring)',
    outlineOffset: '1px',
  },
  '& .sl-sub': {
    fontSize: 'var(--chakra-font-sizes-xs)',
    color: 'var(--chakra-colors-muted)',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  '& .sl-sub[data-truncate]': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflowWrap: 'normal',
  },
  '& .sl-expander': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: 'var(--chakra-radii-l1)',
    color: 'var(--chakra-colors-fg)',
    cursor: 'pointer',
    fontSize: 'var(--chakra-font-sizes-xs)',
  },
  '& .sl-expander:hover': { background: 'var(--chakra-colors-gray-subtle)' },
  '& .sl-expander svg': { transition: 'transform 0.15s' },
  '& .sl-expander[aria-expanded=false] svg': { transform: 'rotate(-90deg)' },
  '& .sl-icon': { width: '1.1em', height: '1.1em', flexShrink: 0 },
  '& .sl-avg': { display: 'inline-flex', alignItems: 'center', gap: '0.375rem', justifyContent: 'flex-end' },
  '& .sl-change': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.125rem',
    fontSize: 'var(--chakra-font-sizes-xs)',
  },
  '& .sl-change[data-tone=up]': { color: 'var(--chakra-colors-success)' },
  '& .sl-change[data-tone=down]': { color: 'var(--chakra-colors-danger)' },
  '& .sl-strong': { fontWeight: 500 },
  // The row menu's stand-in while scrolling: the size and look of its ghost "…" button (xs).
  '& .sl-menu-lite': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    verticalAlign: 'middle',
    color: 'var(--chakra-colors-fg)',
    fontSize: 'var(--chakra-font-sizes-xs)',
  },
  // The top 5/10/30 figures (top-figure.tsx): a dotted link-like button that opens the keyword tooltip.
  '& .sl-top': {
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 500,
    color: 'var(--chakra-colors-brand-fg)',
    textDecoration: 'underline dotted',
    textUnderlineOffset: '3px',
    borderRadius: 'var(--chakra-radii-sm)',
    paddingInline: 'var(--chakra-spacing-1)',
    marginInline: 'calc(var(--chakra-spacing-1) * -1)',
    cursor: 'help',
  },
  '& .sl-top:hover': { background: 'var(--chakra-colors-brand-subtle)' },
  '& .sl-block': { display: 'block' },
  '& .sl-arrow': { width: '0.7em', height: '0.7em' },
  '& .sl-arrow[data-down]': { transform: 'rotate(180deg)' },
  '& .sl-sr': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: 0,
  },
} as const;

export const indentStyle = (indent: number) => (indent ? { paddingInlineStart: `${indent * 0.25}rem` } : undefined);
