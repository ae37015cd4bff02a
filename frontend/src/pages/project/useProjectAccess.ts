import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import {
  listGroups,
  type MemberRow,
  openProject,
  type ProjectGroup,
  type ProjectRow,
} from '../../api/projects.ts';
import { saveProject } from '../../app/savedProject.ts';
import { useSession } from '../../app/session.ts';
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

/**
 * Opens the project named by a page's projectId query as the signed-in member (this marks the
 * visit): the project, the caller's membership and the project's groups.
 */
export function useProjectAccess(projectId: string | null) {
  const { user } = useSession();
  const [access, setAccess] = useState<ProjectAccess>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const userId = user?.userId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh load.
  useEffect(() => {
    if (!projectId || !userId) {
      setAccess({ status: 'notFound' });
      return;
    }
    let live = true;
    Promise.all([openProject(projectId, userId), listGroups(projectId)])
      .then(([{ project, member }, groups]) => {
        if (!live) return;
        // The project the user works in now (cleared by the 417 rule, QUIT and sign-out).
        saveProject(project.id);
        setAccess({
          status: 'ready',
          project,
          me: member,
          groups,
          can: projectActions(project, member.roleStatus),
        });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.code === 404) setAccess({ status: 'notFound' });
        else setAccess({ status: 'error', message: isApiError(error) ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [projectId, userId, version]);

  return { access, reload };
}
