import type { TFunction } from 'i18next';
import type { ProjectGroup } from '../../../api/projects.ts';

/** A group's name as shown: built-in groups by their translated name, custom groups as named. */
export function groupLabel(group: Pick<ProjectGroup, 'groupInit' | 'groupName'>, t: TFunction): string {
  return group.groupInit ? t(`projectGroups.builtIn.${group.groupInit}`) : group.groupName;
}
