import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_WORK_MS, call } from '../support/client.ts';
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

interface Page {
  records: EntryRow[];
  total: number;
  cursor?: string;
}

let owner: Person;
let reader: Person;
let writer: Person;
let outsider: Person;
let admin: Person;
let projectId: string;
let groups: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  [owner, reader, writer, outsider, admin] = await Promise.all([
    person(),
    person(),
    person(),
    person(),
    person(),
  ]);
  await grantMembership(owner.userId);
  await joinTeam(owner, [reader, writer, admin]);
  groups = await createProject(owner);
  projectId = groups.projectId;
  await addMembers(owner, projectId, [
    { userId: reader.userId, groupId: groups.group('read').id },
    { userId: writer.userId, groupId: groups.group('readWrite').id },
    { userId: admin.userId, roleStatus: 'admin' },
  ]);
});

const list = async (who: Person, body: Record<string, unknown>) => {
  const res = await fileCall<Page>(who, '/info/query', { projectId, ...body });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};

const names = (page: Page) => page.records.map((r) => r.fileName);

async function quota(userId: string) {
  const { client, table } = testDb();
  const out = await client.send(
    new GetCommand({ TableName: table, Key: { pk: `USER#${userId}`, sk: 'QUOTA' } }),
  );
  return out.Item?.storageUsed as number;
}

async function partitionItems(prefix: string) {
  const { client, table } = testDb();
  const out = await client.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}`, ':sk': prefix },
    }),
  );
  return out.Items ?? [];
}

describe('file manager: folders and entries', () => {
  let sortDir: EntryRow;

  it('lists every order both ways with folders first', async () => {
    sortDir = await mkdir(owner, projectId, 'Sorting');
    expect(sortDir).toMatchObject({
      isFile: 0,
      parentId: projectId,
      ancestorIds: [projectId],
      attributeId: -1,
    });
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (const [i, name] of ['b.dwg', 'A.pdf', 'c.txt'].entries())
      await putFile(owner, sortDir, {
        fileName: name,
        fileSize: [300, 100, 200][i]!,
        time: new Date(base + [2, 1, 3][i]! * 1000).toISOString(),
        publishStatus: (['1', '0', '0'] as const)[i]!,
      });
    await mkdir(owner, projectId, 'zeta', sortDir.id);
    await mkdir(owner, projectId, 'Alpha', sortDir.id);

    const cases: [string, 'asc' | 'desc', string[]][] = [
      ['fileNameOrder', 'asc', ['Alpha', 'zeta', 'A.pdf', 'b.dwg', 'c.txt']],
      ['fileNameOrder', 'desc', ['zeta', 'Alpha', 'c.txt', 'b.dwg', 'A.pdf']],
      ['sizeOrder', 'asc', ['A.pdf', 'c.txt', 'b.dwg']],
      ['sizeOrder', 'desc', ['b.dwg', 'c.txt', 'A.pdf']],
      ['timeOrder', 'asc', ['A.pdf', 'b.dwg', 'c.txt']],
      ['timeOrder', 'desc', ['c.txt', 'b.dwg', 'A.pdf']],
      ['publishOrder', 'asc', ['A.pdf', 'c.txt', 'b.dwg']],
      ['publishOrder', 'desc', ['b.dwg', 'c.txt', 'A.pdf']],
    ];
    for (const [field, dir, expected] of cases) {
      const page = await list(owner, { dirId: sortDir.id, [field]: dir });
      expect(page.total).toBe(5);
      expect(
        page.records.slice(0, 2).every((r) => r.isFile === 0),
        `${field} ${dir}`,
      ).toBe(true);
      const files = page.records.filter((r) => r.isFile === 1).map((r) => r.fileName);
      const got = expected.length === 5 ? names(page) : files;
      expect(got, `${field} ${dir}`).toEqual(expected);
    }
  });

  it('pages by 50 with a cursor, folders then files', async () => {
    const big = await mkdir(owner, projectId, 'Big');
    for (let i = 0; i < 3; i++) await mkdir(owner, projectId, `dir ${i}`, big.id);
    await Promise.all(
      Array.from({ length: 57 }, (_, i) =>
        putFile(owner, big, { fileName: `f${String(i).padStart(3, '0')}.txt` }),
      ),
    );
    const first = await list(owner, { dirId: big.id, fileNameOrder: 'asc' });
    expect(first.records).toHaveLength(50);
    expect(first.total).toBe(60);
    expect(names(first).slice(0, 4)).toEqual(['dir 0', 'dir 1', 'dir 2', 'f000.txt']);
    expect(first.cursor).toBeTruthy();
    const second = await list(owner, { dirId: big.id, fileNameOrder: 'asc', cursor: first.cursor });
    expect(names(second)).toEqual(
      Array.from({ length: 10 }, (_, i) => `f${String(i + 47).padStart(3, '0')}.txt`),
    );
    expect(second.cursor).toBeUndefined();
    const byNumber = await list(owner, { dirId: big.id, fileNameOrder: 'asc', current: 2 });
    expect(names(byNumber)).toEqual(names(second));
    const bad = await fileCall(owner, '/info/query', { projectId, dirId: sortDir.id, cursor: first.cursor });
    expect(bad.status).toBe(400);
  });

  it('searches names case-insensitively across the project, with path, tree filter and default root', async () => {
    const a = await mkdir(owner, projectId, 'Search Top');
    const b = await mkdir(owner, projectId, 'Inner', a.id);
    await putFile(owner, b, { fileName: 'NEEDLE plan.dwg' });
    await putFile(owner, sortDir, { fileName: 'haystack-needle.pdf' });
    const found = await list(owner, { fileName: 'needle' });
    expect(names(found).sort()).toEqual(['NEEDLE plan.dwg', 'haystack-needle.pdf']);
    expect(found.records.every((r) => r.filePerms.includes('viewFile'))).toBe(true);

    const path = await fileCall<{ id: string; fileName: string }[]>(owner, '/info/getPath', {
      projectId,
      dirId: b.id,
    });
    expect(path.body.data.map((c) => c.id)).toEqual([projectId, a.id, b.id]);

    const tree = await fileCall<EntryRow[]>(owner, '/dir/query', { projectId, dirName: 'sEaRcH' });
    expect(tree.body.data.map((d) => d.fileName)).toEqual(['Search Top']);
    const all = await fileCall<EntryRow[]>(owner, '/dir/query', { projectId, dirId: sortDir.id });
    expect(all.body.data.map((d) => d.fileName)).toEqual(['Alpha', 'zeta']);

    const def = await fileCall<{ projectId: string; dirId: string }>(owner, '/info/queryDefault', {});
    expect(def.status).toBe(200);
    expect(def.body.data.dirId).toBe(def.body.data.projectId);
    expect(def.body.data.projectId).not.toBe(projectId);
  });

  it('keeps names unique per folder, case-insensitively, even for concurrent creates', async () => {
    const dir = await mkdir(owner, projectId, 'Unique');
    const clash = await fileCall(owner, '/dir/save', { projectId, dirName: 'unique' });
    expect(clash.status).toBe(409);
    expect(clash.body.msg).toBe('A document with the same name already exists.');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        fileCall(owner, '/dir/save', { projectId, dirId: dir.id, dirName: 'Race' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await list(owner, { dirId: dir.id })).total).toBe(1);
  });

  it('validates names with the translated message and writes nothing', async () => {
    for (const [dirName, msg] of [
      ['a:b', 'The name cannot contain any of / \\ * : ? < > | "'],
      ['x'.repeat(201), 'The name can have at most 200 characters.'],
      ['   ', 'Please enter a name.'],
    ]) {
      const res = await fileCall(owner, '/dir/save', { projectId, dirName });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    const zh = await call('/api/cloud/file/dir/save', {
      token: owner.tokens.access_token,
      body: { projectId, dirName: 'a|b' },
      lang: 'zh',
    });
    expect(zh.body.msg).toContain('名称不能包含');
    expect((await list(owner, { fileName: 'a:b' })).total).toBe(0);
  });

  it('renames: empty or unchanged cancels, clashes refused, case change allowed', async () => {
    const dir = await mkdir(owner, projectId, 'Ren');
    const one = await mkdir(owner, projectId, 'One', dir.id);
    await mkdir(owner, projectId, 'Two', dir.id);
    const rename = (id: string, dirName: string) =>
      fileCall<EntryRow>(owner, '/dir/updateName', { projectId, id, dirName, isfile: 0 });
    expect((await rename(one.id, '  ')).body.data.fileName).toBe('One');
    expect((await rename(one.id, 'One')).body.data.fileName).toBe('One');
    const clash = await rename(one.id, 'two');
    expect(clash.status).toBe(409);
    expect((await rename(one.id, 'b?')).status).toBe(400);
    expect((await rename(one.id, 'ONE')).body.data.fileName).toBe('ONE');
    const done = await rename(one.id, 'Three');
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('Renamed.');
    const file = await putFile(owner, { ...dir, projectId }, { fileName: 'plan.dwg' });
    const renamed = await fileCall<EntryRow>(owner, '/dir/updateName', {
      projectId,
      id: file.id,
      dirName: 'Plan B.PDF',
      isfile: 1,
    });
    expect(renamed.body.data).toMatchObject({ fileName: 'Plan B.PDF', fileSuffix: 'pdf', isFile: 1 });
    const kind = await fileCall<{ type: string }>(owner, '/info/isPopup', {
      projectId,
      fileId: `${file.id},${one.id}`,
    });
    expect(kind.body.data.type).toBe('multiple');
    // The old name is free again.
    expect((await fileCall(owner, '/dir/save', { projectId, dirId: dir.id, dirName: 'one' })).status).toBe(
      200,
    );
    expect(names(await list(owner, { dirId: dir.id, fileNameOrder: 'asc' }))).toEqual([
      'one',
      'Three',
      'Two',
      'Plan B.PDF',
    ]);
  });

  it('moves entries, refusing a folder into itself or below, and reports a clash at the target', async () => {
    const src = await mkdir(owner, projectId, 'MoveSrc');
    const child = await mkdir(owner, projectId, 'Child', src.id);
    const grandchild = await mkdir(owner, projectId, 'Grand', child.id);
    const file = await putFile(owner, grandchild, { fileName: 'deep.txt' });
    const dst = await mkdir(owner, projectId, 'MoveDst');
    const move = (dirId: string, body: Record<string, unknown>) =>
      fileCall(owner, '/dir/moveFileOrDir', { projectId, dirId, ...body });

    expect((await move(src.id, { dirIds: src.id })).body.msg).toBe(
      'A folder cannot be moved into itself or one of its subfolders.',
    );
    expect((await move(grandchild.id, { dirIds: src.id })).status).toBe(400);

    await mkdir(owner, projectId, 'child', dst.id);
    const clash = await move(dst.id, { dirIds: child.id });
    expect(clash.status).toBe(409);
    expect(clash.body.msg).toBe('A document named "Child" already exists in the target folder.');
    // Nothing moves when one of the selection clashes.
    const solo = await mkdir(owner, projectId, 'Solo', src.id);
    expect((await move(dst.id, { dirIds: `${solo.id},${child.id}` })).status).toBe(409);
    expect(names(await list(owner, { dirId: src.id, fileNameOrder: 'asc' }))).toEqual(['Child', 'Solo']);

    const targets = await fileCall<EntryRow[]>(owner, '/dir/queryMoveDir', { projectId, ids: src.id });
    expect(targets.body.data.map((d) => d.fileName)).not.toContain('MoveSrc');

    expect((await move(dst.id, { dirIds: src.id })).status).toBe(200);
    const path = await fileCall<{ id: string }[]>(owner, '/info/getPath', {
      projectId,
      dirId: grandchild.id,
    });
    expect(path.body.data.map((c) => c.id)).toEqual([projectId, dst.id, src.id, child.id, grandchild.id]);
    const found = await list(owner, { fileName: 'deep.txt' });
    expect(found.records[0]).toMatchObject({
      id: file.id,
      ancestorIds: [grandchild.id, child.id, src.id, dst.id, projectId],
    });

    expect((await move(dst.id, { fileids: file.id })).status).toBe(200);
    expect((await list(owner, { dirId: dst.id })).total).toBe(3);
    expect((await list(owner, { dirId: grandchild.id })).total).toBe(0);
    expect(names(await list(owner, { dirId: dst.id, fileNameOrder: 'asc' }))).toEqual([
      'child',
      'MoveSrc',
      'deep.txt',
    ]);
  });

  it('deletes a nested tree at once, leaves no records and gives the storage back', async () => {
    const top = await mkdir(owner, projectId, 'Doomed');
    const mid = await mkdir(owner, projectId, 'Mid', top.id);
    const low = await mkdir(owner, projectId, 'Low', mid.id);
    await putFile(owner, top, { fileName: 'a.bin', fileSize: 1000 });
    await putFile(owner, low, { fileName: 'doomed-b.bin', fileSize: 2500 });
    await putFile(owner, low, { fileName: 'doomed-c.bin', fileSize: 0 });
    const before = await quota(owner.userId);

    const kind = await fileCall<{ type: string }>(owner, '/info/isPopup', { projectId, dirId: top.id });
    expect(kind.body.data.type).toBe('special');
    const empty = await mkdir(owner, projectId, 'EmptyOne');
    expect(
      (await fileCall<{ type: string }>(owner, '/info/isPopup', { projectId, dirId: empty.id })).body.data
        .type,
    ).toBe('single');
    expect((await fileCall(owner, '/info/checkFileInfo', { projectId, dirIds: top.id })).status).toBe(200);

    const res = await fileCall(owner, '/info/delete', { projectId, dirId: `${top.id},${empty.id}` });
    expect(res.status).toBe(200);
    // Gone for everyone at once; the cleanup below runs in the deleteSubtree state machine.
    expect((await list(owner, { fileName: 'doomed' })).total).toBe(0);
    expect((await fileCall(owner, '/info/query', { projectId, dirId: low.id })).status).toBe(404);
    await expect.poll(() => quota(owner.userId), { timeout: BACKGROUND_WORK_MS }).toBe(before - 3500);
    const ids = [top.id, mid.id, low.id, empty.id];
    const left = async () =>
      (await partitionItems('ENTRY')).filter(
        (i) =>
          ids.includes(i.id as string) ||
          ids.includes(i.entryId as string) ||
          ids.includes(i.parentId as string) ||
          ids.some((id) => String(i.sk).includes(id)),
      );
    await expect.poll(left, { timeout: BACKGROUND_WORK_MS }).toEqual([]);
    const counts = (await partitionItems('DIRCOUNT#')).filter((i) =>
      ids.some((id) => String(i.sk).endsWith(id)),
    );
    expect(counts).toEqual([]);
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: top.id })).status).toBe(404);
  });
  it('treats entries under a folder being deleted as gone before they are cleaned up', async () => {
    const top = await mkdir(owner, projectId, 'Vanishing');
    const mid = await mkdir(owner, projectId, 'Orphan dir', top.id);
    await putFile(owner, mid, { fileName: 'orphan.txt' });
    expect((await list(owner, { fileName: 'orphan' })).total).toBe(2);
    // The state between the delete transaction and the cleanup: only the top entry is gone, and the
    // project's entry summary names it (the listing reads that instead of the ancestors).
    const { client, table } = testDb();
    await client.send(
      new DeleteCommand({ TableName: table, Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${top.id}` } }),
    );
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `PROJECT#${projectId}`, sk: 'SUMMARY#ENTRIES' },
        UpdateExpression: 'ADD deletedFolders :id',
        ExpressionAttributeValues: { ':id': new Set([top.id]) },
      }),
    );
    expect((await list(owner, { fileName: 'orphan' })).total).toBe(0);
    expect((await fileCall(owner, '/info/query', { projectId, dirId: mid.id })).status).toBe(404);
    expect((await fileCall(owner, '/info/getPath', { projectId, dirId: mid.id })).status).toBe(404);
    expect((await fileCall(owner, '/dir/save', { projectId, dirId: mid.id, dirName: 'x' })).status).toBe(404);
  });
});

describe('file manager: permissions', () => {
  let shared: EntryRow;
  let inner: EntryRow;

  beforeAll(async () => {
    shared = await mkdir(owner, projectId, 'Shared');
    inner = await mkdir(owner, projectId, 'Inner', shared.id);
    await putFile(owner, inner, { fileName: 'doc.pdf' });
  });

  it('answers anonymous 401, outsiders 404, and read members 403 on mutations', async () => {
    expect((await fileCall(null, '/info/query', { projectId })).status).toBe(401);
    expect((await fileCall(outsider, '/info/query', { projectId })).status).toBe(404);
    expect((await fileCall(outsider, '/dir/save', { projectId, dirName: 'x' })).status).toBe(404);
    const page = await list(reader, { dirId: shared.id });
    expect(page.records[0]!.filePerms.sort()).toEqual(['downDir', 'viewDir']);
    for (const [path, body] of [
      ['/dir/save', { projectId, dirId: shared.id, dirName: 'nope' }],
      ['/dir/updateName', { projectId, id: inner.id, dirName: 'nope' }],
      ['/dir/moveFileOrDir', { projectId, dirId: projectId, dirIds: inner.id }],
      ['/info/delete', { projectId, dirId: inner.id }],
      ['/info/checkFileInfo', { projectId, dirId: inner.id }],
    ] as const) {
      const res = await fileCall(reader, path, body);
      expect(res.status, path).toBe(403);
    }
    expect(names(await list(owner, { dirId: shared.id }))).toEqual(['Inner']);
    expect(
      (await fileCall(reader, '/user/perm/rel/queryEntryPerm', { projectId, id: shared.id })).status,
    ).toBe(403);
  });

  it('gives the creator and read-write members every sign of the kind', async () => {
    const mine = await list(owner, { dirId: inner.id });
    expect(mine.records[0]!.filePerms).toContain('renameFile');
    expect(mine.records[0]!.filePerms).not.toContain('addDir');
    const theirs = await list(writer, { dirId: shared.id });
    expect(theirs.records[0]!.filePerms).toEqual(
      expect.arrayContaining(['viewDir', 'addDir', 'upload', 'renameDir', 'removeDir', 'moveDir']),
    );
  });

  it('inherits explicit grants down the tree; the nearest grants win', async () => {
    const readGroup = groups.group('read').id;
    const rwGroup = groups.group('readWrite').id;
    const save = await fileCall(owner, '/user/perm/rel/saveEntryPerm', {
      projectId,
      id: shared.id,
      grants: {
        [readGroup]: ['viewDir', 'viewFile', 'addDir', 'renameFile'],
        [rwGroup]: ['viewDir', 'viewFile'],
      },
    });
    expect(save.status, save.body.msg).toBe(200);
    const file = (await list(reader, { dirId: inner.id })).records[0]!;
    expect(file.filePerms.sort()).toEqual(['renameFile', 'viewFile']);
    expect((await list(reader, { dirId: shared.id })).records[0]!.filePerms.sort()).toEqual([
      'addDir',
      'viewDir',
    ]);
    expect((await list(writer, { dirId: shared.id })).records[0]!.filePerms).toEqual(['viewDir']);
    expect((await fileCall(writer, '/dir/save', { projectId, dirId: inner.id, dirName: 'x' })).status).toBe(
      403,
    );
    expect((await fileCall(reader, '/dir/save', { projectId, dirId: inner.id, dirName: 'ok' })).status).toBe(
      200,
    );

    const view = await fileCall<{
      explicit: Record<string, string[]>;
      inheritedFrom: string | null;
      groups: { groupId: string; filePerms: string[] }[];
    }>(owner, '/user/perm/rel/queryEntryPerm', { projectId, id: inner.id });
    expect(view.body.data.explicit).toEqual({});
    expect(view.body.data.inheritedFrom).toBe(shared.id);
    expect(view.body.data.groups.find((g) => g.groupId === readGroup)!.filePerms.sort()).toEqual([
      'addDir',
      'viewDir',
    ]);

    // Member admins keep every sign whatever the grants, but only the creator may change grants.
    expect((await list(admin, { dirId: shared.id })).records[0]!.filePerms).toContain('removeDir');
    expect(
      (await fileCall(admin, '/user/perm/rel/queryEntryPerm', { projectId, id: shared.id })).status,
    ).toBe(403);
    expect(
      (await fileCall(admin, '/user/perm/rel/saveEntryPerm', { projectId, id: shared.id, grants: {} }))
        .status,
    ).toBe(403);

    // Grants on the inner folder replace the inherited ones there.
    await fileCall(owner, '/user/perm/rel/saveEntryPerm', {
      projectId,
      id: inner.id,
      grants: { [rwGroup]: ['viewDir'] },
    });
    expect((await fileCall(reader, '/info/query', { projectId, dirId: inner.id })).status).toBe(403);

    const unknown = await fileCall(owner, '/user/perm/rel/saveEntryPerm', {
      projectId,
      id: inner.id,
      grants: { nope: ['viewDir'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('keeps the list mode per user', async () => {
    expect((await fileCall<{ mode: string }>(reader, '/info/queryListMode', {})).body.data.mode).toBe('list');
    await fileCall(reader, '/info/setListMode', { mode: 'thumbnail' });
    expect((await fileCall<{ mode: string }>(reader, '/info/queryListMode', {})).body.data.mode).toBe(
      'thumbnail',
    );
    expect((await fileCall<{ mode: string }>(writer, '/info/queryListMode', {})).body.data.mode).toBe('list');
    expect((await fileCall(reader, '/info/setListMode', { mode: 'grid' })).status).toBe(400);
  });
});
