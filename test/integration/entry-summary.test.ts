import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedItem } from '../../functions/src/entities/commit.ts';
import { entryGrants } from '../../functions/src/entities/entryGrants.ts';
import { BACKGROUND_WORK_MS } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { type EntryRow, fileCall, mkdir, putFile } from '../support/files.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';

/**
 * The project's entry summary (entities/entrySummary.ts), which lets a folder listing skip reading
 * grants and ancestors: every write that changes grants or removes a folder keeps it true, and the
 * listing answers the same with it, with an overflowed one and without one.
 */

interface Page {
  records: EntryRow[];
  total: number;
}

let owner: Person;
let reader: Person;
let projectId: string;
let readGroup: string;
let rwGroup: string;

beforeAll(async () => {
  [owner, reader] = await Promise.all([person(), person()]);
  await grantMembership(owner.userId);
  await joinTeam(owner, [reader]);
  const groups = await createProject(owner);
  projectId = groups.projectId;
  readGroup = groups.group('read').id;
  rwGroup = groups.group('readWrite').id;
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: readGroup }]);
});

const summaryKey = () => ({ pk: `PROJECT#${projectId}`, sk: 'SUMMARY#ENTRIES' });

async function summary() {
  const { client, table } = testDb();
  const out = await client.send(
    new GetCommand({ TableName: table, Key: summaryKey(), ConsistentRead: true }),
  );
  return out.Item as
    | {
        tracked?: boolean;
        grants?: Record<string, unknown>;
        grantsOverflow?: boolean;
        deletedFolders?: Set<string>;
      }
    | undefined;
}

const deleted = async () => [...((await summary())?.deletedFolders ?? [])];

const listAs = (who: Person, dirId: string) => fileCall<Page>(who, '/info/query', { projectId, dirId });

async function permsOf(who: Person, dirId: string) {
  const res = await listAs(who, dirId);
  expect(res.status, res.body.msg).toBe(200);
  return Object.fromEntries(res.body.data.records.map((r) => [r.fileName, [...r.filePerms].sort()]));
}

const saveGrants = async (id: string, grants: Record<string, string[]>) => {
  const res = await fileCall(owner, '/user/perm/rel/saveEntryPerm', { projectId, id, grants });
  expect(res.status, res.body.msg).toBe(200);
};

describe('entry summary', () => {
  it('is written with the project, empty', async () => {
    expect(await summary()).toMatchObject({ tracked: true, grants: {}, grantsOverflow: false });
  });

  it('mirrors every grant change, concurrent ones included, and the listing reads grants from it', async () => {
    const top = await mkdir(owner, projectId, 'Granted');
    const inner = await mkdir(owner, projectId, 'Inner', top.id);
    await putFile(owner, inner, { fileName: 'doc.pdf' });
    const others = await Promise.all(['One', 'Two', 'Three', 'Four'].map((n) => mkdir(owner, projectId, n)));

    const defaults = await permsOf(reader, inner.id);
    expect(defaults['doc.pdf']).toEqual(['downFile', 'viewFile']);

    await saveGrants(top.id, { [readGroup]: ['viewDir', 'viewFile', 'renameFile'], [rwGroup]: ['viewDir'] });
    expect((await summary())?.grants).toEqual({
      [top.id]: { [readGroup]: ['viewDir', 'viewFile', 'renameFile'], [rwGroup]: ['viewDir'] },
    });
    expect((await permsOf(reader, inner.id))['doc.pdf']).toEqual(['renameFile', 'viewFile']);

    // Concurrent changes on different entries: each rewrite starts again when another won the version.
    await Promise.all(others.map((o) => saveGrants(o.id, { [readGroup]: ['viewDir'] })));
    const after = (await summary())?.grants ?? {};
    expect(Object.keys(after).sort()).toEqual([top.id, ...others.map((o) => o.id)].sort());

    // An empty map removes the grants: the listing falls back to the group defaults again.
    await saveGrants(top.id, {});
    expect(Object.keys((await summary())?.grants ?? {})).not.toContain(top.id);
    expect(await permsOf(reader, inner.id)).toEqual(defaults);
    await Promise.all(others.map((o) => saveGrants(o.id, {})));
    expect((await summary())?.grants).toEqual({});
  });

  it('overflows past 100 granted entries (the listing reads the chain then) and comes back below', async () => {
    const dir = await mkdir(owner, projectId, 'Crowded');
    await putFile(owner, dir, { fileName: 'inside.txt' });
    const { client, table } = testDb();
    // 100 other entries with grants, written straight into the table as grant items.
    const ids = Array.from({ length: 100 }, (_, i) => `g${i}x${Math.random().toString(36).slice(2, 8)}`);
    for (const entryId of ids)
      await client.send(
        new PutCommand({
          TableName: table,
          Item: storedItem(entryGrants.put({ projectId, entryId, grants: { [readGroup]: ['viewDir'] } })),
        }),
      );
    await saveGrants(dir.id, { [readGroup]: ['viewDir', 'viewFile', 'downFile', 'renameFile'] });
    expect(await summary()).toMatchObject({ tracked: true, grants: {}, grantsOverflow: true });
    expect((await permsOf(reader, dir.id))['inside.txt']).toEqual(['downFile', 'renameFile', 'viewFile']);

    for (const entryId of ids)
      await client.send(new DeleteCommand({ TableName: table, Key: storedKey(entryId) }));
    await saveGrants(dir.id, { [readGroup]: ['viewDir', 'viewFile'] });
    expect(await summary()).toMatchObject({
      grantsOverflow: false,
      grants: { [dir.id]: { [readGroup]: ['viewDir', 'viewFile'] } },
    });
    expect((await permsOf(reader, dir.id))['inside.txt']).toEqual(['viewFile']);
    await saveGrants(dir.id, {});
  });

  it('marks a deleted folder until the clean-up below it is done; marked, what is below is unreachable', async () => {
    const top = await mkdir(owner, projectId, 'Doomed');
    const mid = await mkdir(owner, projectId, 'Mid', top.id);
    await putFile(owner, mid, { fileName: 'below.txt' });
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: top.id })).status).toBe(200);
    // The clean-up (deleteSubtree) removes the marks once the subtree is gone.
    await expect.poll(deleted, { timeout: BACKGROUND_WORK_MS }).not.toContain(top.id);
    expect((await listAs(owner, mid.id)).status).toBe(404);

    // A clean-up that cannot remove everything (here a file naming an object that does not exist, so
    // giving back its reference is refused) keeps the mark: what is left stays unreachable.
    const stuck = await mkdir(owner, projectId, 'Stuck');
    const stuckMid = await mkdir(owner, projectId, 'Stuck mid', stuck.id);
    await putFile(owner, stuckMid, { fileName: 'left.bin', fileId: 'no-such-object' });
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: stuck.id })).status).toBe(200);
    const entryGone = async (id: string) => {
      const { client, table } = testDb();
      const out = await client.send(
        new GetCommand({ TableName: table, Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${id}` } }),
      );
      return out.Item === undefined;
    };
    await expect.poll(() => entryGone(stuckMid.id), { timeout: BACKGROUND_WORK_MS }).toBe(true);
    expect(await deleted()).toContain(stuck.id);

    // The state between the delete transaction and the end of the clean-up: top gone, marked.
    const gone = await mkdir(owner, projectId, 'Vanishing');
    const child = await mkdir(owner, projectId, 'Child', gone.id);
    const grandchild = await mkdir(owner, projectId, 'Grandchild', child.id);
    const { client, table } = testDb();
    await client.send(
      new DeleteCommand({ TableName: table, Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${gone.id}` } }),
    );
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: summaryKey(),
        UpdateExpression: 'ADD deletedFolders :id',
        ExpressionAttributeValues: { ':id': new Set([gone.id]) },
      }),
    );
    expect((await listAs(owner, child.id)).status).toBe(404);
    expect((await listAs(owner, grandchild.id)).status).toBe(404);
    // Files and empty folders are removed without leaving a mark behind.
    const empty = await mkdir(owner, projectId, 'Empty');
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: empty.id })).status).toBe(200);
    await expect
      .poll(async () => (await deleted()).sort(), { timeout: BACKGROUND_WORK_MS })
      .toEqual([gone.id, stuck.id].sort());
  });

  it('without a summary (a project older than it), the listing reads grants and ancestors itself', async () => {
    const top = await mkdir(owner, projectId, 'Legacy');
    const inner = await mkdir(owner, projectId, 'Inner', top.id);
    await putFile(owner, inner, { fileName: 'old.txt' });
    const { client, table } = testDb();
    await client.send(new DeleteCommand({ TableName: table, Key: summaryKey() }));
    await saveGrants(top.id, { [readGroup]: ['viewDir', 'viewFile', 'renameFile'] });
    expect(await summary()).toBeUndefined();
    expect((await permsOf(reader, inner.id))['old.txt']).toEqual(['renameFile', 'viewFile']);
    // A folder's removal then leaves an untracked item, which the listing does not trust.
    const doomed = await mkdir(owner, projectId, 'Doomed too', top.id);
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: doomed.id })).status).toBe(200);
    expect((await summary())?.tracked).toBeUndefined();
    await client.send(
      new DeleteCommand({ TableName: table, Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${top.id}` } }),
    );
    expect((await listAs(owner, inner.id)).status).toBe(404);
  });
});

function storedKey(entryId: string) {
  return { pk: `PROJECT#${projectId}`, sk: `GRANTS#${entryId}` };
}
