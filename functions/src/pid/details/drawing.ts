import { PID_STATE } from '@loopline/shared';
import type { DetailTypeName, PidDetailRow } from '@loopline/shared/contracts/recognition';
import { pidDetail } from '../../entities/pidDetail.ts';
import { pidFile } from '../../entities/pidFile.ts';
import { type EntryView, loadEntry, need, requireMember } from '../../file/index.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import type { Sign } from '../../lib/policies/signs.ts';
import type { PidFileItem } from '../recognition/runs.ts';

/** A stored detail row (the entity's item). */
export type DetailItem = Awaited<ReturnType<ReturnType<typeof pidDetail.query.byFile>['go']>>['data'][number];

/** A recognised drawing the caller may read or change: its entry and its P&ID record (state 90). */
export interface Drawing {
  file: EntryView;
  record: PidFileItem;
}

/**
 * The drawing of a project the caller belongs to, with the sign asked (viewFile to read, editFile to
 * change). Not a member: 404 like every project call; a member without the sign: 403; a drawing without a
 * finished recognition: 400.
 */
export async function drawingFor(
  caller: Caller,
  projectId: string,
  fileId: string,
  sign: Sign,
): Promise<Drawing> {
  const access = await requireMember(caller, projectId);
  const file = await loadEntry(access, fileId);
  if (!file.isFile) throw new NotFoundError('file.notFound');
  need(file, sign);
  const record = await readRecord(projectId, fileId);
  if (!record || record.state !== PID_STATE.identified) throw new BadRequestError('pid.notRecognised');
  return { file, record };
}

export async function readRecord(projectId: string, fileId: string): Promise<PidFileItem | null> {
  return (await pidFile.get({ projectId, fileId }).go({ consistent: true })).data ?? null;
}

/** The current run's rows, read consistently (an edit builds on what the last edit wrote). */
export async function rowsOf(drawing: Drawing): Promise<DetailItem[]> {
  const out = await pidDetail.query
    .byFile({ projectId: drawing.file.projectId, fileId: drawing.file.id, runId: drawing.record.runId })
    .go({ pages: 'all', consistent: true });
  return out.data;
}

export function findRow(rows: DetailItem[], id: string): DetailItem {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new NotFoundError('pid.detailNotFound');
  return row;
}

export function rowAnswer(d: DetailItem): PidDetailRow {
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
