import type { Page } from '@loopline/shared';
import type { ProjectXlsFile } from '@loopline/shared/contracts/pidLoops';
import { getEntries, projectFilesBySuffix, requireMember, withPerms } from '../../file/index.ts';
import { page } from '../../lib/envelope.ts';
import type { Caller } from '../../lib/http/route.ts';

/**
 * pidFile/queryProjectXlsFile: the .xlsx files of a project the caller may view (viewFile on each, as the
 * file manager computes it; members only, 404 otherwise), by name, with their folder path: the workbooks
 * an attribute import can read.
 */
export async function projectWorkbooks(
  caller: Caller,
  q: { projectId: string; keyword?: string; current: number; size: number },
): Promise<Page<ProjectXlsFile>> {
  const access = await requireMember(caller, q.projectId);
  const keyword = q.keyword?.toLowerCase();
  const files = (await projectFilesBySuffix(q.projectId, ['xlsx'])).filter(
    (f) => !keyword || f.fileName.toLowerCase().includes(keyword),
  );
  const viewable = (await withPerms(access, files))
    .filter((f) => f.filePerms.includes('viewFile'))
    .sort((a, b) => a.fileName.localeCompare(b.fileName) || a.id.localeCompare(b.id));
  const start = (q.current - 1) * q.size;
  const shown = viewable.slice(start, start + q.size);
  const folderIds = [...new Set(shown.flatMap((f) => f.ancestorIds))].filter((id) => id !== q.projectId);
  const names = new Map((await getEntries(q.projectId, folderIds)).map((f) => [f.id, f.fileName]));
  const records = shown.map((f) => ({
    id: f.id,
    fileName: f.fileName,
    fileSize: f.fileSize,
    parentId: f.parentId,
    path: [...f.ancestorIds]
      .reverse()
      .filter((id) => id !== q.projectId)
      .map((id) => names.get(id) ?? '')
      .join('/'),
    updateTime: f.time,
  }));
  return page(records, viewable.length, q.current, q.size);
}
