import type { Caller } from '../lib/http/route.ts';
import { requireMember } from '../project/access.ts';
import { loadEntry, need } from './service.ts';

/** The preview state of a file the caller may view. */
export async function previewState(caller: Caller, projectId: string, fileId: string) {
  const access = await requireMember(caller, projectId);
  const entry = await loadEntry(access, fileId);
  need(entry, entry.isFile ? 'viewFile' : 'viewDir');
  return { fileId: entry.id, preview: entry.preview };
}
