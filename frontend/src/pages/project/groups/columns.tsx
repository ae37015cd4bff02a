import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { ProjectGroup } from '../../../api/projects.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { groupEditable } from '../rules.ts';

/** The group list's columns: name (with memo and built-in badge), and edit/delete for managers. */
export function projectGroupColumns(
  t: TFunction,
  {
    manage,
    onEdit,
    onDelete,
  }: { manage: boolean; onEdit: (g: ProjectGroup) => void; onDelete: (g: ProjectGroup) => void },
): TableProps.ColumnDefinition<ProjectGroup>[] {
  const columns: TableProps.ColumnDefinition<ProjectGroup>[] = [
    {
      id: 'name',
      header: t('projectGroups.name'),
      cell: (g) => (
        <SpaceBetween size="xxxs">
          <span data-testid={`group-${g.groupInit ?? g.groupName}`}>
            {groupLabel(g, t)} {g.groupInit && <Badge color="grey">{t('projectGroups.builtInBadge')}</Badge>}
          </span>
          {(g.groupInit || g.memo) && (
            <Box fontSize="body-s" color="text-body-secondary">
              <span className="ll-pre-wrap">
                {g.groupInit ? t(`projectGroups.builtInMemo.${g.groupInit}`) : g.memo}
              </span>
            </Box>
          )}
        </SpaceBetween>
      ),
    },
  ];
  if (manage)
    columns.push({
      id: 'actions',
      header: t('projectGroups.actions'),
      minWidth: 104,
      cell: (g) =>
        groupEditable(g.groupInit) ? (
          <SpaceBetween size="xxs" direction="horizontal">
            <Button
              variant="icon"
              iconName="edit"
              ariaLabel={t('projectGroups.edit', { name: g.groupName })}
              onClick={() => onEdit(g)}
            />
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={t('projectGroups.delete', { name: g.groupName })}
              onClick={() => onDelete(g)}
            />
          </SpaceBetween>
        ) : null,
    });
  return columns;
}
