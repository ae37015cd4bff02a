import { DEFAULT_LANGUAGE, type Language, translate } from '@loopline/shared';
import { ifCondition } from '../entities/errors.ts';
import { firstMatches } from '../entities/paging.ts';
import { txItem } from '../entities/transaction.ts';
import { uploadRecord } from '../entities/uploadRecord.ts';

export type ModelStatus = 'load' | 'success' | 'fail';

/**
 * A parse record: one line per parse run in the starter's load tab (spec 1 §3 upload record) and in
 * convert/record/list. It is an upload record of type 'load', so the upload list reads it as is.
 * Returns the transaction item that writes it.
 */
export function parseRecordItem(
  userId: string,
  r: {
    id: string;
    projectId: string;
    proName: string;
    entryId: string;
    fileName: string;
    fileSize: number;
    fileSuffix: string;
  },
  now = new Date(),
) {
  return txItem(
    uploadRecord.put({
      userId,
      id: r.id,
      // Upload-list fields (the load tab).
      fkProjectId: r.projectId,
      fileName: r.fileName,
      fileSize: r.fileSize,
      fileState: '',
      fileType: 'load',
      fileId: r.entryId,
      fkFileId: r.entryId,
      isDir: 0,
      createTime: now.toISOString(),
      proName: r.proName,
      fileSuffix: r.fileSuffix,
      // Parse-record fields (convert/record/list).
      projectId: r.projectId,
      modelName: r.fileName,
      modelSize: r.fileSize,
      parseStatus: '2',
      modelStatus: 'load' as ModelStatus,
      parseMessage: '',
      parseMessageKey: '',
      failMessage: '',
    }),
  );
}

/** Moves a record to success or fail; a record the user removed meanwhile stays removed. */
export async function settleRecord(userId: string, recordId: string, status: 'success' | 'fail', key = '') {
  await ifCondition(() => settled(userId, recordId, status, key).go({ response: 'none' }));
}

/** The same as a transaction item, whose condition fails when the user removed the record. */
export const settleRecordItem = (userId: string, recordId: string, status: 'success' | 'fail', key = '') =>
  txItem(settled(userId, recordId, status, key));

function settled(userId: string, recordId: string, status: 'success' | 'fail', key: string) {
  const message = key ? translate(key, DEFAULT_LANGUAGE) : '';
  return uploadRecord.patch({ userId, fileType: 'load', id: recordId }).set({
    modelStatus: status,
    parseStatus: status === 'success' ? '3' : '-1',
    parseMessage: message,
    parseMessageKey: key,
    failMessage: message,
    fileState: message,
  });
}

/** Messages in the reader's language where the record kept the key. */
export function localised<T extends { parseMessage?: string; parseMessageKey?: string }>(
  row: T,
  lang: Language,
): T {
  if (!row.parseMessageKey) return row;
  const text = translate(row.parseMessageKey, lang);
  return { ...row, parseMessage: text, ...('failMessage' in row ? { failMessage: text } : {}) };
}

/** The caller's parse records, newest first, a page at a time. */
export async function recordPage(userId: string, lang: Language, current: number, size: number) {
  // The load tab's lines, newest first, at most 500 (what the upload list shows of them).
  const query = uploadRecord.query.byList({ userId, fileType: 'load' });
  const out = await query.go({ order: 'desc', ...firstMatches(query, 500) });
  const rows = out.data as Record<string, unknown>[];
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size).map((r) => localised(r as { parseMessageKey?: string }, lang)),
    total: rows.length,
    current,
    size,
  };
}
