import { memo } from 'react';
import { FolderIcon } from '@/components/icons';
import { RowMenu } from '@/components/list/row-menu';
import type { ProjectGroupRow, ProjectRow } from '@machines/projects/site-list/site-list.machine';
import { BUCKETS } from '@/features/projects/actors';
import { Expander } from './expander';
import { NoteRow } from './note-row';
import { ProjectRows } from './project-rows';
import { groupKey, type TableContext } from './site-table-layout';

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
