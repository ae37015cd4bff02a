import type { DirectoryUser } from '../access/index.ts';
import type { BuiltInGroup } from '../lib/policies/signs.ts';
import type { ProjectDeps } from './deps.ts';
import type { Project, ProjectGroup } from './model.ts';
import { memberFromUser } from './views.ts';

const BUILT_IN_GROUP_NAMES: Record<BuiltInGroup, string> = {
  create: 'create',
  read: 'read',
  readWrite: 'readWrite',
};

/**
 * Project creation on its own, with only the store, clock and ids: account registration gives every
 * new user a default project through it without loading the rest of the project domain.
 */
export function makeProjectCreation({ store, clock, newId }: Pick<ProjectDeps, 'store' | 'clock' | 'newId'>) {
  /**
   * Creates a project with its three built-in groups and its creator as a member of the `create`
   * group, all in one transaction.
   */
  return async function createProject(
    input: Pick<Project, 'tenantId' | 'projectName' | 'memo' | 'isDefault' | 'avatar'>,
    creator: DirectoryUser,
  ): Promise<{ project: Project; groups: ProjectGroup[] }> {
    const at = clock().toISOString();
    const project: Project = {
      id: newId(),
      status: 1,
      memberCount: 1,
      createTime: at,
      updateTime: at,
      createUser: creator.userId,
      ...input,
    };
    const groups: ProjectGroup[] = (Object.keys(BUILT_IN_GROUP_NAMES) as BuiltInGroup[]).map((kind) => ({
      id: newId(),
      fkProjectId: project.id,
      groupName: BUILT_IN_GROUP_NAMES[kind],
      memo: '',
      groupInit: kind,
      createTime: at,
    }));
    const createGroup = groups.find((g) => g.groupInit === 'create')!;
    await store.createProject(
      project,
      groups,
      memberFromUser(project.id, creator, 'creator', createGroup, at),
    );
    return { project, groups };
  };
}
