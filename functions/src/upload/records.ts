import { UPLOAD_RECORD_TYPES, type UploadRecordType } from '@loopline/shared';
import { firstMatches } from '../entities/paging.ts';
import { uploadRecord } from '../entities/uploadRecord.ts';
import { sortableId } from '../lib/db/ids.ts';

/** A line of the upload lists (spec 1 §3 "upload record to save"), kept per user. */
export interface UploadRecordInput {
  fkProjectId: string;
  fileName: string;
  fileSize: number;
  fileState: string;
  fileType: UploadRecordType;
  fileId: string;
  fkFileId: string;
  isDir: 0 | 1;
  createTime: string;
  proName: string;
  fileSuffix: string;
  /** Parse records (the load tab): load, success or fail. */
  modelStatus?: string;
}

export type UploadRecord = UploadRecordInput & { id: string };

const LIST_LIMIT = 500;

export async function saveRecords(userId: string, records: UploadRecordInput[]): Promise<UploadRecord[]> {
  const saved = records.map((r) => ({ ...r, id: sortableId() }));
  let left = saved.map((r) => ({ ...r, userId }));
  while (left.length) {
    const out = await uploadRecord.put(left).go();
    const missed = new Set(out.unprocessed.map((k) => k.id));
    left = left.filter((r) => missed.has(r.id));
  }
  return saved;
}

/** Newest first, at most 500 (older lines stay until cleared); with a status, its newest 500. */
export async function listRecords(userId: string, type: UploadRecordType, modelStatus?: string) {
  const all = uploadRecord.query.byList({ userId, fileType: type });
  const query = modelStatus ? all.where((a, op) => op.eq(a.modelStatus, modelStatus)) : all;
  const out = await query.go({ order: 'desc', ...firstMatches(query, LIST_LIMIT) });
  return out.data as UploadRecord[];
}

export async function clearRecords(userId: string, type: UploadRecordType) {
  const out = await uploadRecord.query
    .byList({ userId, fileType: type })
    .go({ pages: 'all', attributes: ['id'] });
  await deleteAll(out.data.map(({ id }) => ({ userId, fileType: type, id })));
}

/** Removes lines by id, whatever their list (deleting a missing key is a no-op). */
export async function removeRecords(userId: string, ids: string[]) {
  await deleteAll(ids.flatMap((id) => UPLOAD_RECORD_TYPES.map((fileType) => ({ userId, fileType, id }))));
}

async function deleteAll(keys: { userId: string; fileType: string; id: string }[]) {
  let left = keys;
  while (left.length) {
    const out = await uploadRecord.delete(left).go();
    left = out.unprocessed as typeof keys;
  }
}
