import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageKey } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { batchGetAll, type Key, queryAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { decodeCursor, encodeCursor } from '../lib/db/paging.ts';
import { ConflictError } from '../lib/errors.ts';
import { type Entry, entryItem, ORDERS, type Order, toEntry } from './model.ts';

function nameClash(error: unknown, index: number, key: MessageKey, params?: Record<string, string>): never {
  if (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  )
    throw new ConflictError(key, params);
  throw error;
}

/** Adds to a folder's child count (a transaction item). */
export const countChange = (projectId: string, folderId: string, by: number) => ({
  Update: {
    TableName: tableName(),
    Key: keys.folderCount(projectId, folderId),
    UpdateExpression: 'ADD children :by',
    ExpressionAttributeValues: { ':by': by },
  },
});

const nameItem = (e: Entry) => ({
  ...keys.entryName(e.projectId, e.parentId, e.fileName),
  type: 'entryName',
  entryId: e.id,
});

/**
 * The transaction items that add an entry: its unique name item (index 0: a cancellation there is a
 * name clash), the entry, and its folder's child count. Callers may append their own items.
 */
export function insertEntryItems(e: Entry) {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: nameItem(e),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: entryItem(e),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    countChange(e.projectId, e.parentId, 1),
  ];
}

/** Writes a new entry with its unique name item in one transaction; a clash is a 409. */
export async function insertEntry(e: Entry) {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: insertEntryItems(e) }));
  } catch (error) {
    nameClash(error, 0, 'file.nameExists');
  }
}

/**
 * Replaces an entry whose name or parent changes: the old name item goes, the new one must not
 * exist, and the entry must still be where it was read — all in one transaction.
 */
export async function replaceEntry(before: Entry, after: Entry, clashKey: MessageKey = 'file.nameExists') {
  const oldName = keys.entryName(before.projectId, before.parentId, before.fileName);
  const newName = keys.entryName(after.projectId, after.parentId, after.fileName);
  const sameName = oldName.sk === newName.sk;
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [];
  if (!sameName) {
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: nameItem(after),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: oldName } },
    );
  }
  items.push({
    Put: {
      TableName: tableName(),
      Item: entryItem(after),
      ConditionExpression: 'attribute_exists(pk) AND parentId = :p AND fileName = :n',
      ExpressionAttributeValues: { ':p': before.parentId, ':n': before.fileName },
    },
  });
  if (before.parentId !== after.parentId)
    items.push(
      countChange(before.projectId, before.parentId, -1),
      countChange(after.projectId, after.parentId, 1),
    );
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!sameName) nameClash(error, 0, clashKey, { name: after.fileName });
    throw error;
  }
}

/** Removes an entry, its name item and its grants at once: from then on it is gone for everyone. */
export async function removeEntryAtomically(e: Entry) {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.entry(e.projectId, e.id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        { Delete: { TableName: tableName(), Key: keys.entryName(e.projectId, e.parentId, e.fileName) } },
        { Delete: { TableName: tableName(), Key: keys.entryGrants(e.projectId, e.id) } },
        { Delete: { TableName: tableName(), Key: keys.folderCount(e.projectId, e.id) } },
        countChange(e.projectId, e.parentId, -1),
      ],
    }),
  );
}

/**
 * Gives moved descendants their new ancestors. Only ancestorIds changes (no index key), and only
 * while the entry is still under the parent it was read with, so a concurrent move is not undone.
 */
export async function setAncestors(entries: Entry[]) {
  for (let i = 0; i < entries.length; i += 25) {
    await Promise.all(
      entries.slice(i, i + 25).map((e) =>
        dynamo
          .send(
            new UpdateCommand({
              TableName: tableName(),
              Key: keys.entry(e.projectId, e.id),
              UpdateExpression: 'SET ancestorIds = :a',
              ConditionExpression: 'attribute_exists(pk) AND parentId = :p',
              ExpressionAttributeValues: { ':a': e.ancestorIds, ':p': e.parentId },
            }),
          )
          .catch((error) => {
            if (!(error instanceof ConditionalCheckFailedException)) throw error;
          }),
      ),
    );
  }
}

/** Which of these names are taken in a folder (one batch read of the unique items). */
export async function takenNames(projectId: string, folderId: string, names: string[]): Promise<string[]> {
  const items = await batchGetAll(names.map((n) => keys.entryName(projectId, folderId, n)));
  const taken = new Set(items.map((i) => String(i.sk)));
  return names.filter((n) => taken.has(keys.entryName(projectId, folderId, n).sk));
}

export async function getEntries(projectId: string, ids: string[]): Promise<Entry[]> {
  if (!ids.length) return [];
  const items = await batchGetAll(ids.map((id) => keys.entry(projectId, id)));
  return items.map(toEntry);
}

/** Every child of a folder (one index partition). */
export async function childrenOf(projectId: string, folderId: string, foldersOnly = false): Promise<Entry[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi3',
    KeyConditionExpression: foldersOnly ? 'gsi3pk = :pk AND begins_with(gsi3sk, :f)' : 'gsi3pk = :pk',
    ExpressionAttributeValues: {
      ':pk': keys.folderChildren(projectId, folderId),
      ...(foldersOnly ? { ':f': '0#' } : {}),
    },
  });
  return items.map(toEntry);
}

export async function hasChildren(projectId: string, folderId: string): Promise<boolean> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.folderChildren(projectId, folderId) },
      Limit: 1,
    }),
  );
  return (out.Items?.length ?? 0) > 0;
}

/** The whole subtree under a folder, breadth first (one index query per folder). */
export async function descendantsOf(projectId: string, folderId: string): Promise<Entry[]> {
  const all: Entry[] = [];
  let level = [folderId];
  while (level.length) {
    const children = (await Promise.all(level.map((id) => childrenOf(projectId, id)))).flat();
    all.push(...children);
    level = children.filter((c) => c.isFile === 0).map((c) => c.id);
  }
  return all;
}

export function entryKeysToRemove(e: Entry): Key[] {
  return [
    keys.entry(e.projectId, e.id),
    keys.entryName(e.projectId, e.parentId, e.fileName),
    keys.entryGrants(e.projectId, e.id),
    ...(e.isFile ? [] : [keys.folderCount(e.projectId, e.id)]),
  ];
}

/**
 * One page of a folder's children in an order, folders first in both directions: the folders'
 * range of the order's index (sort keys beginning "0#") is read, then the files' ("1#"). The cursor
 * is the last answered item's key; its sort key says which range to continue.
 */
export async function childrenPage(
  projectId: string,
  folderId: string,
  order: Order,
  asc: boolean,
  size: number,
  cursor?: string,
): Promise<{ entries: Entry[]; cursor?: string }> {
  const index = ORDERS[order];
  const part = keys.folderChildren(projectId, folderId);
  const names = ['pk', 'sk', `${index}pk`, `${index}sk`];
  let start: Record<string, string> | undefined = cursor
    ? decodeCursor(cursor, names, [`${index}pk`, part])
    : undefined;
  let phase = start ? Number(String(start[`${index}sk`]).charAt(0)) : 0;
  if (phase !== 0 && phase !== 1) phase = 0;
  const items: Record<string, unknown>[] = [];
  while (phase < 2 && items.length <= size) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :f)`,
        ExpressionAttributeValues: { ':pk': part, ':f': `${phase}#` },
        ScanIndexForward: asc,
        Limit: size + 1 - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    if (out.LastEvaluatedKey) start = out.LastEvaluatedKey as Record<string, string>;
    else {
      phase++;
      start = undefined;
    }
  }
  const pageItems = items.slice(0, size);
  const last = pageItems[pageItems.length - 1];
  const more = items.length > size;
  return {
    entries: pageItems.map(toEntry),
    cursor:
      more && last ? encodeCursor(Object.fromEntries(names.map((n) => [n, String(last[n])]))) : undefined,
  };
}

/** A folder's number of children (one item, kept with the writes). */
export async function childCount(projectId: string, folderId: string): Promise<number> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.folderCount(projectId, folderId) }),
  );
  return Math.max(0, Number(out.Item?.children ?? 0));
}

/** Entries of a project whose name contains the text (case-insensitive): a query of its partition. */
export async function searchProject(projectId: string, text: string): Promise<Entry[]> {
  const prefix = keys.entryPrefix(projectId);
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    FilterExpression: 'contains(nameLower, :q)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':sk': prefix.skPrefix, ':q': text.toLowerCase() },
  });
  return items.map(toEntry);
}
