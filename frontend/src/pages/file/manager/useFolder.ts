import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import {
  folderChildren,
  folderPath,
  type PathCrumb,
  type ProjectPerm,
  projectPerm,
  type Sign,
} from '../../../api/files.ts';
import { errorText } from '../../../app/queryClient.ts';
import { fileKeys } from '../queries.ts';

export type FolderState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; path: PathCrumb[]; perms: Sign[] };

/** The caller's standing in the project: the root folder's signs and whether grants may be changed. */
export function useProjectPerm(projectId: string): ProjectPerm | null {
  const query = useQuery({
    queryKey: fileKeys.projectPerm(projectId),
    queryFn: () => projectPerm(projectId),
  });
  return query.error ? null : (query.data ?? null);
}

async function readFolder(projectId: string, dirId: string, rootPerms: Sign[]): Promise<FolderState> {
  const path = await folderPath(projectId, dirId, { silentCodes: [404, 403] });
  const here = path[path.length - 1];
  if (!here || here.id === projectId) return { status: 'ready', path, perms: rootPerms };
  const siblings = await folderChildren(projectId, here.parentId);
  return { status: 'ready', path, perms: siblings.find((f) => f.id === here.id)?.filePerms ?? [] };
}

/**
 * The folder shown: its path from the root (the breadcrumb) and the caller's signs on it (the
 * root's from queryProjectPerm, another folder's from its parent's folder list). Folder changes
 * (rename, move, new folders) invalidate `fileKeys.folder`.
 */
export function useFolder(projectId: string, dirId: string, perm: ProjectPerm | null): FolderState {
  const rootPerms = perm?.filePerms ?? [];
  const query = useQuery({
    queryKey: [...fileKeys.folder(projectId, dirId), rootPerms],
    queryFn: () => readFolder(projectId, dirId, rootPerms),
    // The path shown stays until the next folder's is read.
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  if (error)
    return isApiError(error) && (error.code === 404 || error.code === 400)
      ? { status: 'notFound' }
      : { status: 'error', message: errorText(error) };
  return query.data ?? { status: 'loading' };
}
