import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectRow, SearchEngineRow } from '@machines/projects/site-list/site-list.machine';
import { AvgCells } from './avg-cells';
import { KeywordCell } from './keyword-cell';
import { RowActions } from './row-actions';
import { SEARCH } from './row-icons';
import { indentStyle, rankingPath, type TableContext } from './site-table-layout';
import { TopCells } from './top-cells';

/** A project's search engine: its figures, and the link to its ranking. */
export const EngineRow = memo(function EngineRow({
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
            // The edit-engine address is /edit-engines/{projectId}: the engine id travels in navigation state.
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
