import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { UPLOAD_RECORD_TYPES, type UploadRecordType } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { batchDeleteAll, queryAll } from '../lib/db/batch.ts';
import { sortableId } from '../lib/db/ids.ts';
import { keys } from '../lib/db/keys.ts';

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
  for (let i = 0; i < saved.length; i += 25) {
    await dynamo.send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: saved.slice(i, i + 25).map((r) => ({
            PutRequest: {
              Item: { ...keys.uploadRecord(userId, r.fileType, r.id), type: 'uploadRecord', ...r },
            },
          })),
        },
      }),
    );
  }
  return saved;
}

/** Newest first, at most 500 (older lines stay until cleared). */
export async function listRecords(userId: string, type: UploadRecordType, modelStatus?: string) {
  const prefix = keys.uploadRecordPrefix(userId, type);
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': prefix.pk,
        ':prefix': prefix.skPrefix,
        ...(modelStatus ? { ':status': modelStatus } : {}),
      },
      ...(modelStatus ? { FilterExpression: 'modelStatus = :status' } : {}),
      ScanIndexForward: false,
      Limit: LIST_LIMIT,
    }),
  );
  return (out.Items ?? []).map(({ pk: _p, sk: _s, type: _t, ...r }) => r as UploadRecord);
}

export async function clearRecords(userId: string, type: UploadRecordType) {
  const prefix = keys.uploadRecordPrefix(userId, type);
  const items = await queryAll<{ pk: string; sk: string }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':prefix': prefix.skPrefix },
    ProjectionExpression: 'pk, sk',
  });
  await batchDeleteAll(items.map(({ pk, sk }) => ({ pk, sk })));
}

/** Removes lines by id, whatever their list (deleting a missing key is a no-op). */
export async function removeRecords(userId: string, ids: string[]) {
  await batchDeleteAll(ids.flatMap((id) => UPLOAD_RECORD_TYPES.map((t) => keys.uploadRecord(userId, t, id))));
}
