import { Table } from '@chakra-ui/react';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect } from 'react';
import type { ProjectRow } from '@machines/projects/site-list/site-list.machine';
import { ProjectRows } from './project-rows';
import { COLUMN_COUNT, projectKey, type TableContext } from './site-table-layout';

/** Above this many projects a section renders only the rows in view (1,000 projects stay smooth). */
export const VIRTUAL_FROM = 150;
const PROJECT_HEIGHT = 57;
const ENGINE_HEIGHT = 49;
/** Without layout (tests in jsdom) the scroller has no size: assume a desktop one. */
const FALLBACK_RECT: Rect = { width: 1000, height: 800 };
const observeWithFallback = <T extends Element>(instance: Virtualizer<T, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? FALLBACK_RECT : rect));

/**
 * The projects of a long section, virtualized (@tanstack/react-virtual) inside the section's own
 * scroller: spacer rows stand in for the projects out of view, so the table stays a real table.
 */
export function VirtualProjectRows({
  projects,
  ctx,
  scroller,
}: {
  projects: ProjectRow[];
  ctx: TableContext;
  /** The section's scroller, null until it has mounted. */
  scroller: HTMLDivElement | null;
}) {
  const getScrollElement = useCallback(() => scroller, [scroller]);
  const estimateSize = useCallback(
    (index: number) => {
      const project = projects[index];
      if (!project || !ctx.expanded.has(projectKey(project.id))) return PROJECT_HEIGHT;
      return PROJECT_HEIGHT + Math.max(1, project.searc_engines.length) * ENGINE_HEIGHT;
    },
    [projects, ctx.expanded],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render; nothing here relies on memoizing it
  const virtualizer = useVirtualizer({
    count: projects.length,
    getScrollElement,
    estimateSize,
    overscan: 3,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeWithFallback,
    useFlushSync: false,
  });
  // An expanded project is taller: measure again.
  useEffect(() => virtualizer.measure(), [virtualizer, estimateSize]);
  const items = virtualizer.getVirtualItems();
  // While the list scrolls, rows stand in plain figures and menu buttons for the tooltips and menus
  // (row-actions.tsx): the rows in view change every frame. Not while the focus is in the
  // table or in an open menu or tooltip: a keyboard user's button or an open menu stays what it is.
  const focus = typeof document === 'undefined' ? null : document.activeElement;
  const lite =
    virtualizer.isScrolling &&
    (!focus ||
      focus === document.body ||
      focus === scroller ||
      !(scroller?.contains(focus) || focus.closest('[data-scope]')));
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 && (
        <Table.Row aria-hidden="true" style={{ height: top }}>
          <Table.Cell colSpan={COLUMN_COUNT} p="0" />
        </Table.Row>
      )}
      {items.map((item) => {
        const project = projects[item.index];
        return project ? <ProjectRows key={project.id} project={project} depth={0} ctx={ctx} lite={lite} /> : null;
      })}
      {bottom > 0 && (
        <Table.Row aria-hidden="true" style={{ height: bottom }}>
          <Table.Cell colSpan={COLUMN_COUNT} p="0" />
        </Table.Row>
      )}
    </>
  );
}
