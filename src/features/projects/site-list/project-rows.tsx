import { Link as ChakraLink } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectRow } from '@machines/projects/site-list/site-list.machine';
import { AvgCells } from './avg-cells';
import { BreakableHost } from './breakable-host';
import { EngineRow } from './engine-row';
import { Expander } from './expander';
import { KeywordCell } from './keyword-cell';
import { NoteRow } from './note-row';
import { RowActions } from './row-actions';
import { indentStyle, projectKey, rankingPath, type TableContext } from './site-table-layout';
import { TopCells } from './top-cells';

const hostOf = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');

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
                <BreakableHost host={hostOf(project.url)} />
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
                value: 'run-website-audit',
                label: t('siteList.run_website_audit'),
                to: `/website-audit/run-audit?project=${project.id}`,
              },
              {
                value: 'watch-pages',
                label: t('siteList.watch_pages'),
                to: `/add-pages?url=${encodeURIComponent(project.url)}`,
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
