import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '../../api/errors.ts';
import {
  listGroups,
  type MemberRow,
  openProject,
  type ProjectGroup,
  type ProjectRow,
} from '../../api/projects.ts';
import { errorText } from '../../app/queryClient.ts';
import { saveProject } from '../../app/savedProject.ts';
import { useSession } from '../../app/session.ts';
import { projectKeys } from './queries.ts';
import { type ProjectActions, projectActions } from './rules.ts';

export type ProjectAccess =
  | { status: 'loading' }
  /** Not a member, deleted, or no such id: the server answers 404 and the page says the project does not exist. */
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      project: ProjectRow;
      me: MemberRow;
      groups: ProjectGroup[];
      can: ProjectActions;
    };

async function readAccess(projectId: string, userId: string) {
  const [{ project, member }, groups] = await Promise.all([
    openProject(projectId, userId),
    listGroups(projectId),
  ]);
  // The project the user works in now (cleared by the 417 rule, QUIT and sign-out).
  saveProject(project.id);
  return { project, me: member, groups, can: projectActions(project, member.roleStatus) };
}

/**
 * Opens the project named by a page's projectId query as the signed-in member (this marks the
 * visit): the project, the caller's membership and the project's groups.
 */
export function useProjectAccess(projectId: string | null) {
  const { user } = useSession();
  const userId = user?.userId;
  const query = useQuery({
    queryKey: projectKeys.access(projectId ?? '', userId ?? ''),
    queryFn: () => readAccess(projectId ?? '', userId ?? ''),
    enabled: Boolean(projectId && userId),
  });
  const reload = query.refetch;

  const { error, data } = query;
  const access = useMemo((): ProjectAccess => {
    if (!projectId || !userId) return { status: 'notFound' };
    if (error)
      return isApiError(error) && error.code === 404
        ? { status: 'notFound' }
        : { status: 'error', message: errorText(error) };
    return data ? { status: 'ready', ...data } : { status: 'loading' };
  }, [projectId, userId, error, data]);

  return { access, reload: useCallback(() => void reload(), [reload]) };
}
