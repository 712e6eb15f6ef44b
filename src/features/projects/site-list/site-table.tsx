import { Box, chakra, Flex, IconButton, Link as ChakraLink, Skeleton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronDownIcon, FolderIcon, SearchIcon } from '../../../components/icons';
import { RowMenu } from '../../../components/list/row-menu';
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
  <chakra.svg viewBox="0 0 12 12" boxSize="0.7em" fill="currentColor" aria-hidden="true" focusable="false" transform={up ? undefined : 'rotate(180deg)'}>
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
          <Table.ColumnHeader key={bucket} {...numeric} w={WIDTHS.top} aria-sort={ariaSort(TOP_SORTS[index] ?? 'top5', sort)}>
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
          <Table.ColumnHeader key={index} {...numeric} w={WIDTHS.avg} aria-sort={ariaSort(AVG_SORTS[index] ?? 'avg', sort)} whiteSpace="normal">
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



function Expander({ expanded, label, onClick }: { expanded: boolean; label: string; onClick: () => void }) {
  return (
    <IconButton variant="ghost" size="2xs" aria-expanded={expanded} aria-label={label} onClick={onClick} flexShrink={0}>
      <ChevronDownIcon transform={expanded ? undefined : 'rotate(-90deg)'} transition="transform 0.15s" />
    </IconButton>
  );
}

function AvgCells({ values, formats }: { values: AvgPositions; formats: Formats }) {
  const { t } = useTranslation();
  const [latest, previous] = values;
  // Lower is better: a smaller average than on the earlier date is an improvement.
  const change = latest !== null && previous !== null ? previous - latest : 0;
  const shownChange = Math.abs(change) >= 0.05 ? formats.position(Math.abs(change)) : null;
  const value = (position: number | null) =>
    position === null ? (
      <>
        <Box as="span" color="muted" aria-hidden="true">
          —
        </Box>
        <VisuallyHidden>{t('siteList.not_ranked')}</VisuallyHidden>
      </>
    ) : (
      formats.position(position)
    );
  return (
    <>
      <Table.Cell {...numeric}>
        <Flex as="span" display="inline-flex" align="center" gap="1.5" justify="flex-end">
          {shownChange && (
            <Box
              as="span"
              display="inline-flex"
              alignItems="center"
              gap="0.5"
              fontSize="xs"
              color={change > 0 ? 'success' : 'danger'}
              title={t(change > 0 ? 'siteList.improved' : 'siteList.declined', { value: shownChange })}
            >
              <ArrowIcon up={change > 0} />
              <span aria-hidden="true">{shownChange}</span>
              <VisuallyHidden>{t(change > 0 ? 'siteList.improved' : 'siteList.declined', { value: shownChange })}</VisuallyHidden>
            </Box>
          )}
          <Box as="span" fontWeight="medium">
            {value(latest)}
          </Box>
        </Flex>
      </Table.Cell>
      <Table.Cell {...numeric} color="muted">
        {value(previous)}
      </Table.Cell>
    </>
  );
}

function TopCells({ top, scope, id, name, ctx }: { top: TopCounts; scope: TopScope; id: number; name: string; ctx: TableContext }) {
  return (
    <>
      {BUCKETS.map((bucket, index) => (
        <Table.Cell key={bucket} {...numeric}>
          <TopFigure count={top[index] ?? 0} scope={scope} id={id} bucket={bucket} name={name} cache={ctx.cache} formats={ctx.formats} />
        </Table.Cell>
      ))}
    </>
  );
}

function KeywordCell({ count, locations, formats }: { count: number; locations?: number; formats: Formats }) {
  const { t } = useTranslation();
  return (
    <Table.Cell {...numeric}>
      <Box as="span" fontWeight="medium">
        {formats.count(count)}
      </Box>
      {locations !== undefined && (
        <Box as="span" display="block" fontSize="xs" color="muted">
          {t('siteList.locations', { count: locations })}
        </Box>
      )}
    </Table.Cell>
  );
}

const hostOf = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');

const EngineRow = memo(function EngineRow({
  project,
  engine,
  indent,
  ctx,
}: {
  project: ProjectRow;
  engine: SearchEngineRow;
  indent: number;
  ctx: TableContext;
}) {
  const { t } = useTranslation();
  const label = t('siteList.engine_name', { title: engine.title, location: engine.location });
  const name = t('siteList.engine_in_project', { engine: label, project: project.title });
  return (
    <Table.Row bg="bg.subtle" data-level="engine">
      <Table.Cell {...pinned} bg="bg.subtle">
        <Flex align="center" gap="2" ps={indent}>
          <SearchIcon color="muted" />
          <Box minW="0">
            <ChakraLink asChild color="fg" fontWeight="medium" display="block" truncate>
              <RouterLink to={rankingPath(project.id, engine.id)}>{engine.title}</RouterLink>
            </ChakraLink>
            <Text fontSize="xs" color="muted" truncate>
              {engine.location}
            </Text>
          </Box>
        </Flex>
      </Table.Cell>
      <TopCells top={engine.top} scope="engine" id={engine.id} name={name} ctx={ctx} />
      <KeywordCell count={engine.keyword_count} formats={ctx.formats} />
      <AvgCells values={engine.avg_position} formats={ctx.formats} />
      <Table.Cell textAlign="end" py="1" {...pinnedEnd} bg="bg.subtle">
        <RowMenu
          label={t('siteList.actions_for', { name })}
          items={[
            { value: 'view', label: t('siteList.view_ranking'), to: rankingPath(project.id, engine.id) },
            // Spec part 1 §2: the engine id travels in navigation state, not in the path.
            { value: 'edit-engine', label: t('siteList.edit_engine'), to: `/edit-engines/${project.id}`, state: { seId: engine.id } },
            {
              value: 'delete-engine',
              label: t('siteList.delete_engine'),
              danger: true,
              onSelect: () => ctx.onDelete({ kind: 'engine', id: engine.id, projectId: project.id, name: label, projectName: project.title }),
            },
          ]}
        />
      </Table.Cell>
    </Table.Row>
  );
});

/** A project row and, when expanded, its search engines. */
export const ProjectRows = memo(function ProjectRows({ project, depth, ctx }: { project: ProjectRow; depth: number; ctx: TableContext }) {
  const { t } = useTranslation();
  const key = projectKey(project.id);
  const expanded = ctx.expanded.has(key);
  const first = project.searc_engines[0];
  const indent = depth * 6;
  return (
    <>
      <Table.Row data-level="project">
        <Table.Cell {...pinned} bg="bg">
          <Flex align="center" gap="1.5" ps={indent}>
            <Expander
              expanded={expanded}
              label={t(expanded ? 'siteList.collapse_project' : 'siteList.expand_project', { name: project.title })}
              onClick={() => ctx.onToggle(key)}
            />
            <Box minW="0">
              {first ? (
                <ChakraLink asChild color="brand.fg" fontWeight="semibold" display="block" truncate>
                  <RouterLink to={rankingPath(project.id, first.id)}>{project.title}</RouterLink>
                </ChakraLink>
              ) : (
                <Text fontWeight="semibold" truncate>
                  {project.title}
                </Text>
              )}
              {/* Wraps instead of cutting: the host and the engine count are both worth reading. */}
              <Text fontSize="xs" color="muted" overflowWrap="anywhere">
                {hostOf(project.url)}
                {' · '}
                {t('siteList.engines', { count: project.searc_engines.length })}
              </Text>
            </Box>
          </Flex>
        </Table.Cell>
        <TopCells top={project.top} scope="project" id={project.id} name={project.title} ctx={ctx} />
        <KeywordCell count={project.keyword_count} locations={project.location_count} formats={ctx.formats} />
        <AvgCells values={project.avg_position} formats={ctx.formats} />
        <Table.Cell textAlign="end" py="1" {...pinnedEnd} bg="bg">
          <RowMenu
            label={t('siteList.actions_for', { name: project.title })}
            items={[
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
        </Table.Cell>
      </Table.Row>
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
            <EngineRow key={engine.id} project={project} engine={engine} indent={indent + 8} ctx={ctx} />
          ))
        ))}
    </>
  );
});

function NoteRow({ indent, children }: { indent: number; children: ReactNode }) {
  return (
    <Table.Row bg="bg.subtle">
      <Table.Cell colSpan={COLUMN_COUNT} color="muted" fontSize="sm">
        <Box ps={indent}>{children}</Box>
      </Table.Cell>
    </Table.Row>
  );
}

const sum = (projects: ProjectRow[], pick: (project: ProjectRow) => number) => projects.reduce((total, project) => total + pick(project), 0);

/** A group (a folder of projects) and, when expanded, its projects. */
export const GroupRows = memo(function GroupRows({ group, ctx }: { group: ProjectGroupRow; ctx: TableContext }) {
  const { t } = useTranslation();
  const key = groupKey(group.id);
  const expanded = ctx.expanded.has(key);
  const { formats } = ctx;
  return (
    <>
      <Table.Row data-level="group">
        <Table.Cell {...pinned} bg="bg">
          <Flex align="center" gap="1.5">
            <Expander
              expanded={expanded}
              label={t(expanded ? 'siteList.collapse_group' : 'siteList.expand_group', { name: group.name })}
              onClick={() => ctx.onToggle(key)}
            />
            <FolderIcon color="brand.fg" />
            <Box minW="0">
              <Text fontWeight="semibold" truncate>
                {group.name}
              </Text>
              <Text fontSize="xs" color="muted">
                {t('siteList.projects', { count: group.sites.length })}
              </Text>
            </Box>
          </Flex>
        </Table.Cell>
        {BUCKETS.map((bucket, index) => (
          <Table.Cell key={bucket} {...numeric} color="muted">
            {formats.count(sum(group.sites, (project) => project.top[index] ?? 0))}
          </Table.Cell>
        ))}
        <Table.Cell {...numeric} color="muted">
          {formats.count(sum(group.sites, (project) => project.keyword_count))}
        </Table.Cell>
        <Table.Cell />
        <Table.Cell />
        <Table.Cell textAlign="end" py="1" {...pinnedEnd} bg="bg">
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
        </Table.Cell>
      </Table.Row>
      {expanded &&
        (group.sites.length === 0 ? (
          <NoteRow indent={8}>{t('siteList.group_empty')}</NoteRow>
        ) : (
          group.sites.map((project) => <ProjectRows key={project.id} project={project} depth={1} ctx={ctx} />)
        ))}
    </>
  );
});
