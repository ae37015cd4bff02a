import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { storedItem } from '../../functions/src/entities/commit.ts';
import { entry as entryEntity } from '../../functions/src/entities/entry.ts';
import { entryName, entryNameKey } from '../../functions/src/entities/entryName.ts';
import { folderCount } from '../../functions/src/entities/folderCount.ts';
import type { Entry } from '../../functions/src/file/model.ts';
import { call } from './client.ts';
import { testDb } from './db.ts';
import type { Person } from './projects.ts';

export interface EntryRow extends Entry {
  filePerms: string[];
}

export async function fileCall<T = unknown>(who: Person | null, path: string, body: unknown) {
  return call<T>(`/api/cloud/file${path}`, { token: who?.tokens.access_token, body });
}

export async function mkdir(who: Person, projectId: string, dirName: string, dirId?: string) {
  const res = await fileCall<EntryRow>(who, '/dir/save', { projectId, dirId, dirName });
  if (res.status !== 200) throw new Error(`dir/save ${dirName}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

/**
 * A file entry written straight into the table (uploads come later), its bytes charged to the
 * owner's storage and counted in its folder as an upload would.
 */
export async function putFile(
  owner: Person,
  parent: { projectId: string; id: string; ancestorIds: string[] },
  fields: Partial<Entry> & { fileName: string },
) {
  const id = `f${Math.random().toString(36).slice(2, 12)}`;
  const entry: Entry = {
    id,
    projectId: parent.projectId,
    parentId: parent.id,
    ancestorIds: [parent.id, ...parent.ancestorIds],
    isFile: 1,
    fileSuffix: fields.fileName.split('.').pop() ?? '',
    fileSize: 0,
    time: new Date().toISOString(),
    userName: owner.account,
    ownerId: owner.userId,
    isModel: '1',
    isWlkModel: null,
    state: null,
    preview: 0,
    numSuccess: 0,
    numPage: 0,
    publishStatus: '0',
    attributeId: -1,
    imagePath: '',
    fileId: '',
    ...fields,
  };
  const { client, table } = testDb();
  await client.send(new PutCommand({ TableName: table, Item: storedItem(entryEntity.put(entry)) }));
  await client.send(
    new PutCommand({
      TableName: table,
      Item: storedItem(
        entryName.put({
          projectId: entry.projectId,
          parentId: entry.parentId,
          nameKey: entryNameKey(entry.fileName),
          entryId: id,
        }),
      ),
    }),
  );
  await client.send(
    new UpdateCommand(
      folderCount
        .update({ projectId: entry.projectId, folderId: entry.parentId })
        .add({ children: 1 })
        .params({ table }),
    ),
  );
  if (entry.fileSize > 0)
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `USER#${owner.userId}`, sk: 'QUOTA' },
        UpdateExpression: 'SET storageUsed = storageUsed + :b',
        ExpressionAttributeValues: { ':b': entry.fileSize },
      }),
    );
  return entry;
}
