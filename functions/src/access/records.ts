import type { EntityItem } from 'electrodb';
import type { project } from '../entities/project.ts';
import type { projectGroup } from '../entities/projectGroup.ts';
import type { projectMember } from '../entities/projectMember.ts';
import type { Project, ProjectGroup, ProjectMember } from './model.ts';

/**
 * Entity items → the domain's records. The entities store plain numbers and omit absent values
 * (ElectroDB stores no nulls); the records keep the narrow types the policies are written against.
 */
export const toProject = (item: EntityItem<typeof project>): Project => ({
  ...item,
  memo: item.memo ?? '',
  avatar: item.avatar ?? '',
  isDefault: item.isDefault as Project['isDefault'],
  status: item.status === 0 ? 0 : 1,
});

export const toMember = (item: EntityItem<typeof projectMember>): ProjectMember => ({
  ...item,
  email: item.email ?? '',
  phone: item.phone ?? '',
  groupId: item.groupId ?? '',
  status: (item.status ?? 1) as ProjectMember['status'],
  hidden: item.hidden ?? false,
});

export const toGroup = (item: EntityItem<typeof projectGroup>): ProjectGroup => ({
  id: item.id,
  fkProjectId: item.fkProjectId,
  groupName: item.groupName,
  memo: item.memo ?? '',
  groupInit: item.groupInit ?? null,
  createTime: item.createTime,
});
