import { deletePrefix, projectPrefix, removePreviewsOf, removeProjectPidResults } from '../derived/index.ts';
import { releaseStorage } from '../membership/index.ts';
import { dereference } from '../objects/index.ts';
import { projectFiles } from './entries.ts';

/**
 * Before a project's items go: gives every file's bytes back to its owner's storage and drops the
 * files' references to their stored objects (the last reference deletes the bytes).
 */
export async function releaseProjectFiles(projectId: string) {
  const files = await projectFiles(projectId);
  const freed = new Map<string, number>();
  for (const f of files) if (f.fileSize > 0) freed.set(f.ownerId, (freed.get(f.ownerId) ?? 0) + f.fileSize);
  for (const [ownerId, bytes] of freed) await releaseStorage(ownerId, bytes);
  for (const f of files) if (f.fileId) await dereference(f.fileId);
  await removePreviewsOf(
    projectId,
    files.map((f) => f.id),
  );
  await deletePrefix(projectPrefix(projectId));
  await removeProjectPidResults(projectId);
}
