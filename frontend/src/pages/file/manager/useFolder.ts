import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import {
  folderChildren,
  folderPath,
  type PathCrumb,
  type ProjectPerm,
  projectPerm,
  type Sign,
} from '../../../api/files.ts';

export type FolderState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; path: PathCrumb[]; perms: Sign[] };

/** The caller's standing in the project: the root folder's signs and whether grants may be changed. */
export function useProjectPerm(projectId: string) {
  const [perm, setPerm] = useState<ProjectPerm | null>(null);
  useEffect(() => {
    let live = true;
    projectPerm(projectId).then(
      (p) => live && setPerm(p),
      () => live && setPerm(null),
    );
    return () => {
      live = false;
    };
  }, [projectId]);
  return perm;
}

/**
 * The folder shown: its path from the root (the breadcrumb) and the caller's signs on it (the
 * root's from queryProjectPerm, another folder's from its parent's folder list).
 */
export function useFolder(projectId: string, dirId: string, perm: ProjectPerm | null, version: number) {
  const [state, setState] = useState<FolderState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh read.
  useEffect(() => {
    let live = true;
    const read = async (): Promise<FolderState> => {
      const path = await folderPath(projectId, dirId, { silentCodes: [404, 403] });
      const here = path[path.length - 1];
      if (!here || here.id === projectId) return { status: 'ready', path, perms: perm?.filePerms ?? [] };
      const siblings = await folderChildren(projectId, here.parentId);
      return { status: 'ready', path, perms: siblings.find((f) => f.id === here.id)?.filePerms ?? [] };
    };
    read().then(
      (next) => live && setState(next),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && (error.code === 404 || error.code === 400)) setState({ status: 'notFound' });
        else setState({ status: 'error', message: isApiError(error) ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [projectId, dirId, perm, version]);

  return state;
}
