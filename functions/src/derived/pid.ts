import { pidDetail } from '../entities/pidDetail.ts';
import { pidFile } from '../entities/pidFile.ts';
import { pidIndexValue } from '../entities/pidIndexValue.ts';
import { pidLoop } from '../entities/pidLoop.ts';
import { deletePrefix } from './models.ts';

/**
 * What P&ID recognition leaves per drawing: its record, its detail rows, and in S3 under
 * pid/<project>/<entry>/<run>/ the page SVGs, the page details, the pages' kept rows and the run's rules. Deleting the entry
 * deletes them all; a failed or stale run removes only its own run prefix and rows.
 */
export const pidEntryPrefix = (projectId: string, entryId: string) => `pid/${projectId}/${entryId}/`;
export const pidRunPrefix = (projectId: string, entryId: string, runId: string) =>
  `${pidEntryPrefix(projectId, entryId)}${runId}/`;
export const pidPageKey = (prefix: string, page: number, ext: 'svg' | 'json') =>
  `${prefix}page-${String(page).padStart(5, '0')}.${ext}`;
export const pidDetailsKey = (prefix: string) => `${prefix}details.json`;
/** A page's detail rows as pidDetail/page answers them, at one edit version of the run (pid/recognition/pageRows.ts). */
export const pidPageRowsKey = (prefix: string, page: number) =>
  `${prefix}rows-${String(page).padStart(5, '0')}.json`;
/** A drawing's imported DEXPI ground truth: beside its runs, so a new run keeps it; deleted with the entry. */
export const pidTruthKey = (projectId: string, entryId: string) =>
  `${pidEntryPrefix(projectId, entryId)}truth/dexpi.json`;

/**
 * Deletes the rows of a drawing's runs: detail rows, loops and index values, of one run (runId given) or
 * every run.
 */
export async function deletePidDetails(projectId: string, fileId: string, runId?: string) {
  await deleteLoopRows(projectId, fileId, runId);
  await deleteIndexValues(projectId, fileId, runId);
  const query = runId
    ? pidDetail.query.byFile({ projectId, fileId, runId })
    : pidDetail.query.byFile({ projectId, fileId });
  for (;;) {
    const out = await query.go({ attributes: ['runId', 'kind', 'seq'], limit: 1000, pages: 1 });
    if (!out.data.length) return;
    let left = out.data.map((d) => ({ projectId, fileId, runId: d.runId, kind: d.kind, seq: d.seq }));
    while (left.length) left = (await pidDetail.delete(left).go()).unprocessed as typeof left;
  }
}

async function deleteLoopRows(projectId: string, fileId: string, runId?: string) {
  const query = runId
    ? pidLoop.query.byFile({ projectId, fileId, runId })
    : pidLoop.query.byFile({ projectId, fileId });
  for (;;) {
    const out = await query.go({ attributes: ['runId', 'loopNum'], limit: 1000, pages: 1 });
    if (!out.data.length) return;
    let left = out.data.map((d) => ({ projectId, fileId, runId: d.runId, loopNum: d.loopNum }));
    while (left.length) left = (await pidLoop.delete(left).go()).unprocessed as typeof left;
  }
}

async function deleteIndexValues(projectId: string, fileId: string, runId?: string) {
  const query = runId
    ? pidIndexValue.query.byFile({ projectId, fileId, runId })
    : pidIndexValue.query.byFile({ projectId, fileId });
  for (;;) {
    const out = await query.go({ attributes: ['runId', 'tag'], limit: 1000, pages: 1 });
    if (!out.data.length) return;
    let left = out.data.map((d) => ({ projectId, fileId, runId: d.runId, tag: d.tag }));
    while (left.length) left = (await pidIndexValue.delete(left).go()).unprocessed as typeof left;
  }
}

/** What deleting drawings leaves behind of recognition: records first (a running page then stops), rows, objects. */
export async function removePidResultsOf(projectId: string, fileIds: string[]) {
  for (const fileId of fileIds) {
    await pidFile.delete({ projectId, fileId }).go({ response: 'none' });
    await deletePidDetails(projectId, fileId);
    await deletePrefix(pidEntryPrefix(projectId, fileId));
  }
}

/** A deleted project's recognition results: every drawing with a record. */
export async function removeProjectPidResults(projectId: string) {
  const out = await pidFile.query.byFile({ projectId }).go({ pages: 'all', attributes: ['fileId'] });
  await removePidResultsOf(
    projectId,
    out.data.map((r) => r.fileId),
  );
}
