import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { CardsProps } from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '../../../api/projects.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { CoverImage } from '../components/CoverImage.tsx';
import { projectPaths } from '../paths.ts';
import { projectActions } from '../rules.ts';

/** The role a card shows: creator, member admin or member; and the default project's mark. */
function RoleBadges({ project }: { project: ProjectRow }) {
  const { t } = useTranslation();
  const role = project.isCreator ? 'creator' : project.roleStatus === 'admin' ? 'admin' : 'user';
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <Badge color={role === 'creator' ? 'blue' : 'grey'}>{t(`projects.role.${role}`)}</Badge>
      {project.isDefault !== 0 && <Badge color="green">{t(`projects.kind.${project.isDefault}`)}</Badge>}
      {project.hidden && <Badge color="severity-neutral">{t('projects.hiddenBadge')}</Badge>}
    </SpaceBetween>
  );
}

/** The actions a project's menu offers the caller (spec 2 §5–§6). */
function menuItems(t: TFunction, project: ProjectRow): ButtonDropdownProps.Item[] {
  const can = projectActions(project, project.roleStatus);
  const items: ButtonDropdownProps.Item[] = [{ id: 'open', text: t('projects.action.open') }];
  if (can.edit) items.push({ id: 'edit', text: t('projects.action.edit') });
  if (can.manageMembers) items.push({ id: 'groups', text: t('projects.action.groups') });
  if (can.hide) items.push({ id: 'hide', text: t('projects.action.hide') });
  if (can.show) items.push({ id: 'show', text: t('projects.action.show') });
  if (can.quit) items.push({ id: 'quit', text: t('projects.action.quit') });
  if (project.isCreator)
    items.push({
      id: 'delete',
      text: t('projects.action.delete'),
      disabled: !can.delete,
      disabledReason: !can.delete ? t('project.cannotDeleteDefault') : undefined,
    });
  return items;
}

/** A project card: name (opens it) with its action menu, cover, description, role and creation date. */
export function projectCardDefinition(
  t: TFunction,
  language: string,
  onAction: (project: ProjectRow, id: string) => void,
): CardsProps.CardDefinition<ProjectRow> {
  const dateFormat = new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-CN', { dateStyle: 'medium' });
  return {
    header: (project) => (
      <div className="ll-project-card__header" data-testid="project-card" data-project-id={project.id}>
        <RouterLink to={projectPaths.open(project.id)} fontSize="heading-m" testId="project-card-name">
          {project.projectName}
        </RouterLink>
        <ButtonDropdown
          variant="icon"
          ariaLabel={t('projects.actionsFor', { name: project.projectName })}
          items={menuItems(t, project)}
          onItemClick={({ detail }) => onAction(project, detail.id)}
          expandToViewport
        />
      </div>
    ),
    sections: [
      { id: 'cover', content: (project) => <CoverImage src={project.avatar} name={project.projectName} /> },
      {
        id: 'memo',
        content: (project) =>
          project.memo ? (
            <div className="ll-pre-wrap ll-project-card__memo">{project.memo}</div>
          ) : (
            <Box color="text-status-inactive">{t('projects.noDescription')}</Box>
          ),
      },
      {
        id: 'meta',
        content: (project) => (
          <SpaceBetween size="xs">
            <RoleBadges project={project} />
            <Box fontSize="body-s" color="text-body-secondary">
              {t('projects.createdOn', { date: dateFormat.format(new Date(project.createTime)) })}
            </Box>
          </SpaceBetween>
        ),
      },
    ],
  };
}
