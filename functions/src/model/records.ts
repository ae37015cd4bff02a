import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LANGUAGE, type Language, translate } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import { listRecords } from '../upload/records.ts';

export type ModelStatus = 'load' | 'success' | 'fail';

/**
 * A parse record: one line per parse run in the starter's load tab (spec 1 §3 upload record) and in
 * convert/record/list. It is an upload record of type 'load', so the upload list reads it as is.
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
  return {
    ...keys.uploadRecord(userId, 'load', r.id),
    type: 'uploadRecord',
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
  };
}

/** Moves a record to success or fail; a record the user removed meanwhile stays removed. */
export async function settleRecord(userId: string, recordId: string, status: 'success' | 'fail', key = '') {
  const message = key ? translate(key, DEFAULT_LANGUAGE) : '';
  await dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.uploadRecord(userId, 'load', recordId),
        UpdateExpression:
          'SET modelStatus = :s, parseStatus = :p, parseMessage = :m, parseMessageKey = :k, failMessage = :m, fileState = :m',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':s': status,
          ':p': status === 'success' ? '3' : '-1',
          ':m': message,
          ':k': key,
        },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
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
  const rows = (await listRecords(userId, 'load')) as unknown as Record<string, unknown>[];
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size).map((r) => localised(r as { parseMessageKey?: string }, lang)),
    total: rows.length,
    current,
    size,
  };
}
