import { Box, chakra, Flex, Link as ChakraLink, Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FolderIcon, iconPaths, lineIconAttributes } from '../../../components/icons';
import { RowMenu, type RowMenuItem } from '../../../components/list/row-menu';
import type { SiteSort } from '../../../../machines/site-list/site-view';
import type {
  AvgPositions,
  DeleteTarget,
  ProjectGroupRow,
  ProjectRow,
  SearchEngineRow,
  TopCounts,
} from '../../../../machines/site-list/site-list.machine';
import { BUCKETS } from '../actors';
import type { Formats } from './format';
import { TopFigure } from './top-figure';
import type { TopKeywordCache, TopScope } from './top-keywords-cache';

export const COLUMN_COUNT = 8;

/** /keyword-ranking/{projectId}/{searchEngineId}/ (spec part 1 §2). */
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
const pinned = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border-muted)',
} as const;
/**
 * Fixed column widths: the ungrouped and grouped tables line up column for column, and below the
 * table's minimum width (phones) it scrolls sideways instead of squeezing the figures.
 */
export const TABLE_LAYOUT = { tableLayout: 'fixed', minW: '44rem' } as const;
// Narrow enough for the figures they hold: the project column (title and subtitle) gets the rest.
const WIDTHS = { top: '4.5rem', keywords: '6.5rem', avg: '6.75rem', actions: '3rem' } as const;
// The row actions stay in view on the right while a narrow screen scrolls the figures sideways.
const pinnedEnd = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)',
} as const;
const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const ArrowIcon = ({ up }: { up: boolean }) => (
  <chakra.svg
    viewBox="0 0 12 12"
    boxSize="0.7em"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    transform={up ? undefined : 'rotate(180deg)'}
  >
    <path d="M6 2 11 9H1z" />
  </chakra.svg>
);

export interface HeadSort {
  sort: SiteSort | null;
  dir: 'asc' | 'desc';
  onSort: (sort: SiteSort) => void;
}

/** A header's content; a button that sorts by the column when the table can sort. */
function SortLabel({ column, sort, children }: { column: SiteSort; sort?: HeadSort; children: ReactNode }) {
  if (!sort) return <>{children}</>;
  return (
    <chakra.button
      type="button"
      onClick={() => sort.onSort(column)}
      display="inline-flex"
      alignItems="center"
      gap="1"
      textAlign="inherit"
      fontWeight="inherit"
      cursor="pointer"
      rounded="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
    >
      {sort.sort === column && <ArrowIcon up={sort.dir === 'asc'} />}
      <span>{children}</span>
    </chakra.button>
  );
}

const ariaSort = (column: SiteSort, sort?: HeadSort) =>
  sort && sort.sort === column ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;

const TOP_SORTS: readonly SiteSort[] = ['top5', 'top10', 'top30'];
const AVG_SORTS: readonly SiteSort[] = ['avg', 'avgPrevious'];

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
            {...numeric}
            w={WIDTHS.top}
            aria-sort={ariaSort(TOP_SORTS[index] ?? 'top5', sort)}
          >
            <SortLabel column={TOP_SORTS[index] ?? 'top5'} sort={sort}>
              {t('siteList.columns.top', { bucket })}
            </SortLabel>
          </Table.ColumnHeader>
        ))}
        <Table.ColumnHeader {...numeric} w={WIDTHS.keywords} aria-sort={ariaSort('keywords', sort)}>
          <SortLabel column="keywords" sort={sort}>
            {t('siteList.columns.keywords')}
          </SortLabel>
        </Table.ColumnHeader>
        {dates.map((date, index) => (
          <Table.ColumnHeader
            key={index}
            {...numeric}
            w={WIDTHS.avg}
            aria-sort={ariaSort(AVG_SORTS[index] ?? 'avg', sort)}
            whiteSpace="normal"
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

/** Skeleton rows in the table's own shape while the list loads. */
export function SkeletonRows({ rows = 5 }: { rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row}>
          {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
            <Table.Cell key={cell} {...(cell === 0 ? { ...pinned, bg: 'bg' } : {})}>
              {cell === 0 ? (
                <Flex gap="2" align="center">
                  <Skeleton boxSize="5" />
                  <Box flex="1">
                    <Skeleton height="3.5" width="70%" />
                    <Skeleton height="2.5" width="50%" mt="1.5" />
                  </Box>
                </Flex>
              ) : cell < COLUMN_COUNT - 1 ? (
                <Skeleton height="3.5" width="2.5rem" ms="auto" />
              ) : null}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}

/**
 * Body rows are plain elements styled by one stylesheet on the table (ROWS_CSS; data attributes and
 * class names pick the variant): with 1,000 projects the rows in view are replaced on every scroll
 * frame, and a styled component per cell cost more than the cell itself (issue 15, performance).
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
  '& .sl-title': {
    display: 'block',
    fontWeight: 600,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
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

const PlainArrow = ({ up }: { up: boolean }) => (
  <svg
    viewBox="0 0 12 12"
    className="sl-arrow"
    data-down={up ? undefined : ''}
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 2 11 9H1z" />
  </svg>
);
const lineIcon = (name: string, path: string, muted?: boolean) => (
  <svg {...lineIconAttributes} className="sl-icon" data-icon={name} data-muted={muted ? '' : undefined}>
    <path d={path} />
  </svg>
);
const CHEVRON = lineIcon('chevrondown', iconPaths.chevronDown);
const SEARCH = lineIcon('search', iconPaths.search, true);
const indentStyle = (indent: number) => (indent ? { paddingInlineStart: `${indent * 0.25}rem` } : undefined);

function Expander({ expanded, label, onClick }: { expanded: boolean; label: string; onClick: () => void }) {
  return (
    <button type="button" className="sl-expander" aria-expanded={expanded} aria-label={label} onClick={onClick}>
      {CHEVRON}
    </button>
  );
}

function AvgCells({ values, ctx }: { values: AvgPositions; ctx: TableContext }) {
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

function TopCells({
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

const DOTS = (
  <svg viewBox="0 0 24 24" className="sl-icon" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </svg>
);

/**
 * The row menu, or while a long list scrolls (`lite`) a stand-in that looks the same: a menu and
 * its state machine per row cost most of a row's render, and nobody opens one mid-scroll. The
 * real menu is back as soon as the scrolling stops (virtual-project-rows.tsx).
 */
function RowActions({ lite, label, items }: { lite?: boolean; label: string; items: () => RowMenuItem[] }) {
  if (lite) return <span className="sl-menu-lite">{DOTS}</span>;
  return <RowMenu label={label} items={items()} />;
}

function KeywordCell({ count, locations, ctx }: { count: number; locations?: number; ctx: TableContext }) {
  return (
    <td data-num="">
      <span className="sl-strong">{ctx.formats.count(count)}</span>
      {locations !== undefined && (
        <span className="sl-sub sl-block">{ctx.t('siteList.locations', { count: locations })}</span>
      )}
    </td>
  );
}

const hostOf = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');

const EngineRow = memo(function EngineRow({
  project,
  engine,
  indent,
  ctx,
  lite,
}: {
  project: ProjectRow;
  engine: SearchEngineRow;
  indent: number;
  ctx: TableContext;
  lite?: boolean;
}) {
  const { t } = ctx;
  const label = t('siteList.engine_name', { title: engine.title, location: engine.location });
  const name = t('siteList.engine_in_project', { engine: label, project: project.title });
  return (
    <tr data-level="engine">
      <td data-pin="start">
        <div className="sl-name" data-level="engine" style={indentStyle(indent)}>
          {SEARCH}
          <div className="sl-text">
            <RouterLink className="sl-title" data-level="engine" to={rankingPath(project.id, engine.id)}>
              {engine.title}
            </RouterLink>
            <p className="sl-sub" data-truncate="">
              {engine.location}
            </p>
          </div>
        </div>
      </td>
      <TopCells top={engine.top} scope="engine" id={engine.id} name={name} ctx={ctx} lite={lite} />
      <KeywordCell count={engine.keyword_count} ctx={ctx} />
      <AvgCells values={engine.avg_position} ctx={ctx} />
      <td data-pin="end">
        <RowActions
          lite={lite}
          label={t('siteList.actions_for', { name })}
          items={() => [
            { value: 'view', label: t('siteList.view_ranking'), to: rankingPath(project.id, engine.id) },
            // Spec part 1 §2: the engine id travels in navigation state, not in the path.
            {
              value: 'edit-engine',
              label: t('siteList.edit_engine'),
              to: `/edit-engines/${project.id}`,
              state: { seId: engine.id },
            },
            {
              value: 'delete-engine',
              label: t('siteList.delete_engine'),
              danger: true,
              onSelect: () =>
                ctx.onDelete({
                  kind: 'engine',
                  id: engine.id,
                  projectId: project.id,
                  name: label,
                  projectName: project.title,
                }),
            },
          ]}
        />
      </td>
    </tr>
  );
});

/** A project row and, when expanded, its search engines. */
export const ProjectRows = memo(function ProjectRows({
  project,
  depth,
  ctx,
  lite,
}: {
  project: ProjectRow;
  depth: number;
  ctx: TableContext;
  lite?: boolean;
}) {
  const { t } = ctx;
  const key = projectKey(project.id);
  const expanded = ctx.expanded.has(key);
  const first = project.searc_engines[0];
  const indent = depth * 6;
  return (
    <>
      <tr data-level="project">
        <td data-pin="start">
          <div className="sl-name" style={indentStyle(indent)}>
            <Expander
              expanded={expanded}
              label={t(expanded ? 'siteList.collapse_project' : 'siteList.expand_project', { name: project.title })}
              onClick={() => ctx.onToggle(key)}
            />
            <div className="sl-text">
              {first ? (
                <RouterLink className="sl-title" to={rankingPath(project.id, first.id)}>
                  {project.title}
                </RouterLink>
              ) : (
                <p className="sl-title">{project.title}</p>
              )}
              {/* Wraps instead of cutting: the host and the engine count are both worth reading. */}
              <p className="sl-sub">
                {hostOf(project.url)}
                {' · '}
                {t('siteList.engines', { count: project.searc_engines.length })}
              </p>
            </div>
          </div>
        </td>
        <TopCells top={project.top} scope="project" id={project.id} name={project.title} ctx={ctx} lite={lite} />
        <KeywordCell count={project.keyword_count} locations={project.location_count} ctx={ctx} />
        <AvgCells values={project.avg_position} ctx={ctx} />
        <td data-pin="end">
          <RowActions
            lite={lite}
            label={t('siteList.actions_for', { name: project.title })}
            items={() => [
              {
                value: 'view',
                label: t('siteList.view_ranking'),
                ...(first ? { to: rankingPath(project.id, first.id) } : { disabled: true }),
              },
              { value: 'edit-project', label: t('siteList.edit_project'), to: `/edit-project/${project.id}` },
              {
                value: 'edit-engines',
                label: t('siteList.edit_engines'),
                to: `/edit-engines/${project.id}`,
                ...(first ? { state: { seId: first.id } } : {}),
              },
              {
                value: 'delete-project',
                label: t('siteList.delete_project'),
                danger: true,
                onSelect: () => ctx.onDelete({ kind: 'project', id: project.id, name: project.title }),
              },
            ]}
          />
        </td>
      </tr>
      {expanded &&
        (project.searc_engines.length === 0 ? (
          <NoteRow indent={indent + 8}>
            {t('siteList.no_engines')}{' '}
            <ChakraLink asChild color="brand.fg">
              <RouterLink to={`/edit-engines/${project.id}`}>{t('siteList.add_engine')}</RouterLink>
            </ChakraLink>
          </NoteRow>
        ) : (
          project.searc_engines.map((engine) => (
            <EngineRow key={engine.id} project={project} engine={engine} indent={indent + 8} ctx={ctx} lite={lite} />
          ))
        ))}
    </>
  );
});

function NoteRow({ indent, children }: { indent: number; children: ReactNode }) {
  return (
    <tr data-note="">
      <td colSpan={COLUMN_COUNT} data-muted="" style={{ fontSize: 'var(--chakra-font-sizes-sm)' }}>
        <div style={indentStyle(indent)}>{children}</div>
      </td>
    </tr>
  );
}

const sum = (projects: ProjectRow[], pick: (project: ProjectRow) => number) =>
  projects.reduce((total, project) => total + pick(project), 0);

/** A group (a folder of projects) and, when expanded, its projects. */
export const GroupRows = memo(function GroupRows({ group, ctx }: { group: ProjectGroupRow; ctx: TableContext }) {
  const { t, formats } = ctx;
  const key = groupKey(group.id);
  const expanded = ctx.expanded.has(key);
  return (
    <>
      <tr data-level="group">
        <td data-pin="start">
          <div className="sl-name">
            <Expander
              expanded={expanded}
              label={t(expanded ? 'siteList.collapse_group' : 'siteList.expand_group', { name: group.name })}
              onClick={() => ctx.onToggle(key)}
            />
            <FolderIcon color="brand.fg" />
            <div className="sl-text">
              <p className="sl-title">{group.name}</p>
              <p className="sl-sub">{t('siteList.projects', { count: group.sites.length })}</p>
            </div>
          </div>
        </td>
        {BUCKETS.map((bucket, index) => (
          <td key={bucket} data-num="" data-muted="">
            {formats.count(sum(group.sites, (project) => project.top[index] ?? 0))}
          </td>
        ))}
        <td data-num="" data-muted="">
          {formats.count(sum(group.sites, (project) => project.keyword_count))}
        </td>
        <td />
        <td />
        <td data-pin="end">
          <RowMenu
            label={t('siteList.actions_for', { name: group.name })}
            items={[
              { value: 'manage-group', label: t('siteList.manage_group'), to: `/manage-group/${group.id}` },
              {
                value: 'delete-group',
                label: t('siteList.delete_group'),
                danger: true,
                onSelect: () => ctx.onDelete({ kind: 'group', id: group.id, name: group.name }),
              },
            ]}
          />
        </td>
      </tr>
      {expanded &&
        (group.sites.length === 0 ? (
          <NoteRow indent={8}>{t('siteList.group_empty')}</NoteRow>
        ) : (
          group.sites.map((project) => <ProjectRows key={project.id} project={project} depth={1} ctx={ctx} />)
        ))}
    </>
  );
});
