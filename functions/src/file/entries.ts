import type { MessageKey } from '@loopline/shared';
import { getAll } from '../entities/batch.ts';
import {
  childrenRange,
  entry,
  entryCursorFields,
  entryRequest,
  folderChildrenPartition,
  parseEntries,
} from '../entities/entry.ts';
import { entryGrants } from '../entities/entryGrants.ts';
import { entryName, entryNameKey } from '../entities/entryName.ts';
import { ifCondition } from '../entities/errors.ts';
import { folderCount, folderCountRequest } from '../entities/folderCount.ts';
import { decodeCursor, encodeCursor } from '../entities/pageReader.ts';
import {
  type NamedItems,
  TransactionCancelledError,
  transactWrite,
  txItem,
} from '../entities/transaction.ts';
import { ConflictError } from '../lib/errors.ts';
import type { Entry, Order } from './model.ts';
import { markFolderDeleted } from './summary.ts';

/** The stored record as the domain's entry (every stored attribute is declared by the entity). */
const asEntry = (record: unknown) => record as Entry;

/** Adds to a folder's child count (a transaction item). */
const countChange = (projectId: string, folderId: string, by: number) =>
  txItem(folderCount.update({ projectId, folderId }).add({ children: by }));

const nameOf = (e: Entry) => ({
  projectId: e.projectId,
  parentId: e.parentId,
  nameKey: entryNameKey(e.fileName),
});

/**
 * The named transaction items that add an entry: its unique name item (`uniqueName`: a cancellation
 * there is a name clash), the entry, and its folder's child count. Callers may add their own items.
 */
export function insertEntryItems(e: Entry) {
  return {
    uniqueName: txItem(entryName.create({ ...nameOf(e), entryId: e.id })),
    entry: txItem(entry.create(e)),
    folderCount: countChange(e.projectId, e.parentId, 1),
  } satisfies NamedItems;
}

function nameClash(error: unknown, key: MessageKey, params?: Record<string, string>): never {
  if (error instanceof TransactionCancelledError && error.failedOn('uniqueName'))
    throw new ConflictError(key, params);
  throw error;
}

/** Writes a new entry with its unique name item in one transaction; a clash is a 409. */
export async function insertEntry(e: Entry) {
  try {
    await transactWrite(insertEntryItems(e));
  } catch (error) {
    nameClash(error, 'file.nameExists');
  }
}

/**
 * Replaces an entry whose name or parent changes: the old name item goes, the new one must not
 * exist, and the entry must still be where it was read — all in one transaction.
 */
export async function replaceEntry(before: Entry, after: Entry, clashKey: MessageKey = 'file.nameExists') {
  const oldName = nameOf(before);
  const newName = nameOf(after);
  const sameName = oldName.parentId === newName.parentId && oldName.nameKey === newName.nameKey;
  const moved = before.parentId !== after.parentId;
  try {
    await transactWrite({
      uniqueName: !sameName && txItem(entryName.create({ ...newName, entryId: after.id })),
      oldName: !sameName && txItem(entryName.delete(oldName)),
      entry: txItem(
        entry
          .put(after)
          .where(
            (a, op) =>
              `${op.exists(a.id)} AND ${op.eq(a.parentId, before.parentId)} AND ${op.eq(a.fileName, before.fileName)}`,
          ),
      ),
      oldFolderCount: moved && countChange(before.projectId, before.parentId, -1),
      newFolderCount: moved && countChange(after.projectId, after.parentId, 1),
    });
  } catch (error) {
    if (!sameName) nameClash(error, clashKey, { name: after.fileName });
    throw error;
  }
}

/**
 * Removes an entry, its name item, its grants and its child count at once: from then on it is gone
 * for everyone. A folder is marked in the project's entry summary in the same transaction, so a
 * listing knows its descendants are unreachable until the clean-up has removed them (file/summary.ts).
 * False when it was already gone (removed by someone else meanwhile).
 */
export async function removeEntry(e: Entry): Promise<boolean> {
  try {
    await transactWrite({
      ...entryRemovalItems(e),
      // A folder's count goes with it whether or not a file: an id is never both.
      [`count:${e.id}`]: txItem(folderCount.delete({ projectId: e.projectId, folderId: e.id })),
      parentCount: countChange(e.projectId, e.parentId, -1),
      deletedFolder: !e.isFile && markFolderDeleted(e.projectId, e.id),
    });
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError) return false;
    throw error;
  }
}

/**
 * The named items that remove an entry that must still exist, with its name, grants and (a
 * folder's) child count; its parent's count is not touched: used below a deleted folder too,
 * where the whole subtree goes.
 */
export function entryRemovalItems(e: Entry) {
  return {
    [`entry:${e.id}`]: txItem(entry.remove({ projectId: e.projectId, id: e.id })),
    [`name:${e.id}`]: txItem(entryName.delete(nameOf(e))),
    [`grants:${e.id}`]: txItem(entryGrants.delete({ projectId: e.projectId, entryId: e.id })),
    [`count:${e.id}`]: !e.isFile && txItem(folderCount.delete({ projectId: e.projectId, folderId: e.id })),
  } satisfies NamedItems;
}

/**
 * Gives moved descendants their new ancestors. Only ancestorIds changes (no index key), and only
 * while the entry is still under the parent it was read with, so a concurrent move is not undone.
 */
export async function setAncestors(entries: Entry[]) {
  for (let i = 0; i < entries.length; i += 25) {
    await Promise.all(
      entries.slice(i, i + 25).map((e) =>
        ifCondition(() =>
          entry
            .patch({ projectId: e.projectId, id: e.id })
            .set({ ancestorIds: e.ancestorIds })
            .where((a, op) => op.eq(a.parentId, e.parentId))
            .go({ response: 'none' }),
        ),
      ),
    );
  }
}

/** The id of the entry holding a name in a folder, if any (a consistent read of the unique item). */
export async function entryNamed(projectId: string, folderId: string, name: string): Promise<string | null> {
  const out = await entryName
    .get({ projectId, parentId: folderId, nameKey: entryNameKey(name) })
    .go({ consistent: true });
  return out.data?.entryId ?? null;
}

/** Which of these names are taken in a folder (one batch read of the unique items). */
export async function takenNames(projectId: string, folderId: string, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const found = await getAll(
    (k) => entryName.get(k).go(),
    names.map((n) => ({ projectId, parentId: folderId, nameKey: entryNameKey(n) })),
    (k) => k.nameKey,
  );
  const taken = new Set(found.map((i) => i.nameKey));
  return names.filter((n) => taken.has(entryNameKey(n)));
}

export async function getEntries(projectId: string, ids: string[]): Promise<Entry[]> {
  if (!ids.length) return [];
  const found = await getAll(
    (k) => entry.get(k).go(),
    ids.map((id) => ({ projectId, id })),
    (k) => k.id,
  );
  return found.map(asEntry);
}

/** Every child of a folder (one index partition). */
export async function childrenOf(projectId: string, folderId: string, foldersOnly = false): Promise<Entry[]> {
  const out = await entry.query
    .byName({ projectId, parentId: folderId, ...(foldersOnly ? { isFile: 0 } : {}) })
    .go({ pages: 'all' });
  return out.data.map(asEntry);
}

export async function hasChildren(projectId: string, folderId: string): Promise<boolean> {
  const out = await entry.query.byName({ projectId, parentId: folderId }).go({ limit: 1, pages: 1 });
  return out.data.length > 0;
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

/**
 * One page of a folder's children in an order, folders first in both directions: the folders'
 * range of the order's index (sort keys beginning "0#") is read, then the files' ("1#"); ascending,
 * both in one query (childrenQuery's `thenFiles`), so a page that runs out of folders needs no second
 * query. The cursor is the last answered item's key; its sort key says which range to continue.
 * `skip` (a page number without a cursor) passes over that many children first, in reads as long as
 * DynamoDB allows rather than one per earlier page, keeping none of them.
 */
export async function childrenPage(
  projectId: string,
  folderId: string,
  order: Order,
  asc: boolean,
  size: number,
  cursor?: string,
  skip = 0,
): Promise<{ entries: Entry[]; cursor?: string }> {
  const names = entryCursorFields(order);
  const partition = folderChildrenPartition(order, projectId, folderId);
  let start: Record<string, unknown> | undefined = cursor
    ? decodeCursor(cursor, names, partition)
    : undefined;
  let phase = start ? Number(String(start[names[3] as string]).charAt(0)) : 0;
  if (phase !== 0 && phase !== 1) phase = 0;
  const items: Record<string, unknown>[] = [];
  let toSkip = skip;
  while (phase < 2 && items.length <= size) {
    const out = await childrenRange({
      projectId,
      folderId,
      order,
      isFile: phase as 0 | 1,
      asc,
      thenFiles: asc && phase === 0,
      // Capped so a page number far past any folder cannot overflow the Limit (reads stop at 1 MB anyway).
      limit: Math.min(toSkip, 100_000) + size + 1 - items.length,
      start,
    });
    const skipped = Math.min(toSkip, out.items.length);
    toSkip -= skipped;
    items.push(...out.items.slice(skipped));
    if (out.last) start = out.last;
    else {
      // Ascending, the folders' query went on through the files: nothing is left to read.
      phase = asc ? 2 : phase + 1;
      start = undefined;
    }
  }
  const pageItems = items.slice(0, size);
  const last = pageItems[pageItems.length - 1];
  const more = items.length > size;
  return {
    entries: parseEntries(pageItems).map(asEntry),
    cursor:
      more && last ? encodeCursor(Object.fromEntries(names.map((n) => [n, String(last[n])]))) : undefined,
  };
}

/**
 * A folder and its child count (one item, kept with the writes) as two requests of a batch read (see requireMemberWith), so a listing
 * gets the membership, the folder and the count in one round trip; `readFolderAndCount` turns the two
 * items into the entry (undefined when absent) and the count.
 */
export function folderAndCountRequests(projectId: string, folderId: string) {
  return [entryRequest({ projectId, id: folderId }), folderCountRequest({ projectId, folderId })];
}

export function readFolderAndCount(items: (Record<string, unknown> | undefined)[]) {
  const [folderItem, countItem] = items;
  const folder = folderItem ? asEntry(entry.parse({ Item: folderItem })?.data) : undefined;
  const count = countItem ? folderCount.parse({ Item: countItem })?.data?.children : 0;
  return { folder: folder ?? undefined, total: Math.max(0, Number(count ?? 0)) };
}

/** Entries of a project whose name contains the text (case-insensitive): a query of its partition. */
export async function searchProject(projectId: string, text: string): Promise<Entry[]> {
  const out = await entry.query
    .byId({ projectId })
    .where((a, op) => op.contains(a.nameLower, text.toLowerCase()))
    .go({ pages: 'all' });
  return out.data.map(asEntry);
}

/** The files of a project with one of the suffixes (lower case, as stored): a query of its partition. */
export async function projectFilesBySuffix(projectId: string, suffixes: string[]): Promise<Entry[]> {
  const out = await entry.query
    .byId({ projectId })
    .where(
      (a, op) => `${op.eq(a.isFile, 1)} AND (${suffixes.map((s) => op.eq(a.fileSuffix, s)).join(' OR ')})`,
    )
    .go({ pages: 'all' });
  return out.data.map(asEntry);
}

/** The files of a project (id, size, owner and object), for giving back storage when it is deleted. */
export async function projectFiles(projectId: string) {
  const out = await entry.query
    .byId({ projectId })
    .where((a, op) => op.eq(a.isFile, 1))
    .go({ pages: 'all', attributes: ['id', 'isFile', 'fileSize', 'ownerId', 'fileId'] });
  return out.data.filter((f) => f.isFile === 1);
}
