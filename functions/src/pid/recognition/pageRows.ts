import type { DetailTypeName, PidDetailRow } from '@loopline/shared/contracts/recognition';
import { pidPageRowsKey, pidRunPrefix } from '../../derived/index.ts';
import { pidDetail } from '../../entities/pidDetail.ts';
import { logger } from '../../lib/logger.ts';
import type { PidFileItem } from './runs.ts';
import { putText, readText } from './storage.ts';

interface DrawingKey {
  projectId: string;
  id: string;
}

/** The current run's detail items, of one type or all. Consistent when what is read is kept. */
export async function currentRows(
  file: DrawingKey,
  item: Pick<PidFileItem, 'runId'>,
  type?: DetailTypeName,
  consistent = false,
) {
  const out = await pidDetail.query
    .byFile({
      projectId: file.projectId,
      fileId: file.id,
      runId: item.runId,
      ...(type ? { kind: type } : {}),
    })
    .go({ pages: 'all', consistent });
  return out.data;
}

export function rowOf(d: Awaited<ReturnType<typeof currentRows>>[number]): PidDetailRow {
  return {
    id: d.id,
    pfileId: d.fileId,
    pageNum: d.page,
    type: d.kind as DetailTypeName,
    category: d.category ?? '',
    tag: d.tag ?? '',
    box: d.box,
    confidence: d.confidence,
    fields: (d.fields ?? {}) as Record<string, string>,
    parentId: d.parentId ?? '0',
  };
}

/** The order pidDetail/page answers in: page, type, id. */
export const rowOrder = (a: PidDetailRow, b: PidDetailRow) =>
  a.pageNum - b.pageNum || a.type.localeCompare(b.type) || a.id.localeCompare(b.id);

interface PageRowsSnapshot {
  editVersion: number;
  rows: PidDetailRow[];
}

/**
 * One page's rows, as pidDetail/page answers them (every type, in answer order). A drawing's rows share
 * one partition sorted by run, type, then page, so a page's rows are every row of the run read and
 * filtered: on a dense sheet that query is the slowest read of the identify-preview page (100–225 ms for
 * ~1,000 rows on the local cloud, ~10 ms for the page SVG). So what a read builds is kept beside the run's
 * page SVG, labelled with the record's `editVersion`, and the next read at that version is one object.
 *
 * It needs nothing from the edits: every change of a run's rows is a transaction that raises `editVersion`
 * (details/edits.ts; rows are otherwise only written while the run is recognising, before any read can
 * find it identified), so a snapshot of another version is simply built again. The record is read
 * consistently before the rows, and the rows consistently too: a snapshot can only hold rows newer than
 * its label (an edit landed between the two reads), never older, and one labelled older than the record
 * is never served.
 */
export async function pageRows(file: DrawingKey, item: PidFileItem, page: number): Promise<PidDetailRow[]> {
  const key = pidPageRowsKey(pidRunPrefix(file.projectId, file.id, item.runId), page);
  const editVersion = item.editVersion ?? 0;
  const kept = keptRows(
    await readText(key).catch((error: unknown) => {
      logger.warn('page rows snapshot unreadable: built again', { key, error: error as Error });
      return null;
    }),
    editVersion,
  );
  if (kept) return kept;
  const rows = (await currentRows(file, item, undefined, true))
    .filter((d) => d.page === page)
    .map(rowOf)
    .sort(rowOrder);
  // The snapshot only saves the next read some time: the rows are the answer even when it is not kept.
  await keep(key, { editVersion, rows }).catch((error: unknown) =>
    logger.warn('page rows snapshot not kept', { key, error: error as Error }),
  );
  return rows;
}

/**
 * The rows of a kept snapshot when it is whole and labelled `editVersion`, else null (build them again).
 * A snapshot is a cache: one that cannot be read is a miss, never a failed page. Two reads after an edit
 * both build and keep it; a read can meet the other's write half done where a store's PUT is not atomic
 * (the local cloud's s3rver truncates the object, then writes it), and must not fail for that.
 */
export function keptRows(text: string | null, editVersion: number): PidDetailRow[] | null {
  if (text === null) return null;
  let snapshot: Partial<PageRowsSnapshot>;
  try {
    snapshot = JSON.parse(text) as Partial<PageRowsSnapshot>;
  } catch {
    return null;
  }
  return snapshot?.editVersion === editVersion && Array.isArray(snapshot.rows) ? snapshot.rows : null;
}

const keep = (key: string, snapshot: PageRowsSnapshot) =>
  putText(key, JSON.stringify(snapshot), 'application/json');

/**
 * Every page's rows of a run that is about to be identified, kept at version 0, so the first opening of a
 * page is one object too. Nothing can edit the run yet (edits need it identified); a record whose version
 * is not 0 (kept from an earlier run) never serves these and builds its own.
 */
export async function keepRunRows(file: DrawingKey, runId: string, pages: number[]) {
  const rows = (await currentRows(file, { runId }, undefined, true)).map(rowOf).sort(rowOrder);
  const prefix = pidRunPrefix(file.projectId, file.id, runId);
  await Promise.all(
    pages.map((page) =>
      keep(pidPageRowsKey(prefix, page), { editVersion: 0, rows: rows.filter((r) => r.pageNum === page) }),
    ),
  );
}
