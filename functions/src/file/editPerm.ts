import { BadRequestError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { requireMember } from './projectAccess.ts';
import { loadEntry } from './wiring.ts';

/**
 * queryFileEditPerm (spec 1 §7): whether the caller may edit a file — the `editFile` sign of their
 * effective permissions on it, worked out as for the entries of a listing (group grants nearest
 * first, creator and admins everything, read-only projects view only). The signs come along so a
 * client can decide the rest of its menu from the same answer.
 */
export async function fileEditPerm(caller: Caller, projectId: string, fileId: string) {
  const access = await requireMember(caller, projectId);
  const entry = await loadEntry(access, fileId);
  if (!entry.isFile) throw new BadRequestError('file.notFile');
  return { id: entry.id, editPerm: entry.filePerms.includes('editFile'), filePerms: entry.filePerms };
}
