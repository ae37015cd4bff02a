import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { type EntryRow, fileCall, mkdir } from '../support/files.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { bytesOf, upload } from '../support/upload.ts';

interface Row {
  id: string;
  fileName: string;
  isFile: 0 | 1;
  downState: 0 | 1;
}
interface Files {
  records: Row[];
  path: { id: string; fileName: string }[];
}
interface Detail {
  id: string;
  creatorName: string;
  expireTime: string;
  downState: 0 | 1;
  needCode: boolean;
  isCreator: boolean;
}

const P = '/api/cloud/receive/send';
let owner: Person;
let writer: Person;
let reader: Person;
let outsider: Person;
let projectId: string;
let docs: EntryRow;
let inner: EntryRow;
const ids: Record<string, string> = {};
const bytes = bytesOf(70_000, 7);

/** A call as `who` (null: signed out). */
const as = <T>(who: Person | null, path: string, body: unknown) =>
  call<T>(`${P}${path}`, { token: who?.tokens.access_token, body });

const link = async (who: Person, body: Record<string, unknown>) => {
  const res = await as<{ id: string; code: string }>(who, '/link/save', {
    projectId,
    fileIds: [],
    dirIds: [],
    expireDays: 7,
    withCode: false,
    downState: 1,
    ...body,
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  [owner, writer, reader, outsider] = await Promise.all([person(), person(), person(), person()]);
  await grantMembership(owner.userId);
  await joinTeam(owner, [writer, reader]);
  const groups = await createProject(owner);
  projectId = groups.projectId;
  await addMembers(owner, projectId, [
    { userId: writer.userId, groupId: groups.group('readWrite').id },
    { userId: reader.userId, groupId: groups.group('read').id },
  ]);
  docs = await mkdir(owner, projectId, 'Docs');
  inner = await mkdir(owner, projectId, 'Inner', docs.id);
  const other = await mkdir(owner, projectId, 'Other');
  ids.other = other.id;
  ids.top = (await upload(owner, { projectId }, 'top.txt', bytes)).entryId!;
  ids.secret = (await upload(owner, { projectId }, 'secret.txt', bytes)).entryId!;
  ids.inner = (await upload(owner, { projectId, dirId: inner.id }, 'inner.bin', bytes)).entryId!;
  ids.nodown = (await upload(owner, { projectId, dirId: docs.id }, 'nodown.bin', bytes)).entryId!;
  // The writer (the sharer below) may see and share nodown.bin but not download it.
  const grant = await fileCall(owner, '/user/perm/rel/saveEntryPerm', {
    projectId,
    id: ids.nodown,
    grants: { [groups.group('readWrite').id]: ['viewFile', 'shareFile'] },
  });
  expect(grant.status, grant.body.msg).toBe(200);
});

describe('share links', () => {
  let open: { id: string; code: string };

  it('refuses sharing without shareFile/shareDir, and bad options, leaving nothing behind', async () => {
    const refused = await as(reader, '/link/save', {
      projectId,
      fileIds: [ids.top],
      expireDays: 1,
      downState: 1,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('You may not share "top.txt".');
    expect(
      (await as(writer, '/link/save', { projectId, fileIds: [ids.top], expireDays: 3, downState: 1 })).body
        .msg,
    ).toContain('The validity must be 1, 7 or 30 days');
    expect((await as(writer, '/link/save', { projectId, expireDays: 1, downState: 1 })).status).toBe(400);
    expect(
      (await as(writer, '/link/save', { projectId, dirIds: [projectId], expireDays: 1, downState: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await as(outsider, '/link/save', { projectId, fileIds: [ids.top], expireDays: 1, downState: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await as(null, '/link/save', { projectId, fileIds: [ids.top], expireDays: 1, downState: 1 })).status,
    ).toBe(401);
    const sent = await as<{ records: unknown[] }>(reader, '/list', { direction: 'send' });
    expect(sent.body.data.records).toEqual([]);
  });

  it('opens a link signed out: detail, the tree with per-item downState, downloads', async () => {
    open = await link(writer, { dirIds: [docs.id], fileIds: [ids.top], expireDays: 7 });
    expect(open.code).toBe('');
    expect(open.id).toMatch(/^[\w-]{22}$/);

    const detail = (await as<Detail>(null, '/link/detail', { id: open.id })).body.data;
    expect(detail).toMatchObject({ id: open.id, needCode: false, isCreator: false, downState: 1 });
    expect(detail.creatorName).toBeTruthy();
    const days = (new Date(detail.expireTime).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await as<Detail>(writer, '/link/detail', { id: open.id })).body.data.isCreator).toBe(true);

    const top = (await as<Files>(null, '/link/files', { id: open.id })).body.data;
    expect(top.records.map((r) => [r.fileName, r.downState])).toEqual([
      ['Docs', 1],
      ['top.txt', 1],
    ]);
    expect(top.path).toEqual([]);
    const inDocs = (await as<Files>(null, '/link/files', { id: open.id, dirId: docs.id })).body.data;
    expect(inDocs.records.map((r) => [r.fileName, r.downState])).toEqual([
      ['Inner', 1],
      ['nodown.bin', 0],
    ]);
    const inInner = (await as<Files>(null, '/link/files', { id: open.id, dirId: inner.id })).body.data;
    expect(inInner.records.map((r) => r.fileName)).toEqual(['inner.bin']);
    expect(inInner.path.map((c) => c.fileName)).toEqual(['Docs', 'Inner']);
    expect(JSON.stringify(inInner)).not.toContain('ownerId');

    const got = await as<{ url: string; fileName: string }>(null, '/link/download', {
      id: open.id,
      fileId: ids.inner,
    });
    expect(got.status, got.body.msg).toBe(200);
    const file = await fetch(got.body.data.url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    const zip = await as<{ url: string }>(null, '/link/download', { id: open.id, fileId: docs.id });
    expect(zip.status, zip.body.msg).toBe(200);
    const zipped = Buffer.from(await (await fetch(zip.body.data.url)).arrayBuffer());
    expect(zipped.subarray(0, 2).toString()).toBe('PK');
    // The item without the creator's downFile stays out of the zip and cannot be fetched alone.
    expect(zipped.includes(Buffer.from('Docs/Inner/inner.bin'))).toBe(true);
    expect(zipped.includes(Buffer.from('nodown.bin'))).toBe(false);
    const nodown = await as(null, '/link/download', { id: open.id, fileId: ids.nodown });
    expect(nodown.status).toBe(403);
    expect(nodown.body.msg).toBe('Downloading is not allowed for this item.');
  });

  it('never lets a visitor outside the selection', async () => {
    for (const [path, body] of [
      ['/link/files', { dirId: ids.other }],
      ['/link/files', { dirId: projectId }],
      ['/link/download', { fileId: ids.secret }],
      ['/link/download', { fileId: 'nope' }],
      ['/link/previewSource', { fileId: ids.secret }],
    ] as const) {
      const res = await as(null, path, { id: open.id, ...body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
      expect(res.body.msg).toBe('That file is not part of this share.');
    }
    expect((await as(null, '/link/files', { id: open.id, dirId: ids.top })).status).toBe(400);
    expect((await as(null, '/link/detail', { id: 'doesNotExist123' })).status).toBe(404);
  });

  it('answers the preview source of a shared file', async () => {
    const res = await as<{ id: string; fileName: string; type: string }>(null, '/link/previewSource', {
      id: open.id,
      fileId: ids.top,
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ id: ids.top, fileName: 'top.txt' });
  });

  it('asks for the code, refuses wrong ones, and refuses downloads with downState 0', async () => {
    const coded = await link(writer, { fileIds: [ids.top], withCode: true, downState: 0, expireDays: 1 });
    expect(coded.code).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    const detail = (await as<Detail>(null, '/link/detail', { id: coded.id })).body.data;
    expect(detail).toMatchObject({ needCode: true, downState: 0 });
    const noCode = await as(null, '/link/files', { id: coded.id });
    expect([noCode.status, noCode.body.data]).toEqual([403, { reason: 'code' }]);
    const wrong = await as(null, '/link/detail', {
      id: coded.id,
      code: coded.code === 'AAAA' ? 'BBBB' : 'AAAA',
    });
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'The extraction code is wrong.']);
    const right = await as<Files>(null, '/link/files', { id: coded.id, code: coded.code.toLowerCase() });
    expect(right.status).toBe(200);
    expect(right.body.data.records.map((r) => r.downState)).toEqual([0]);
    const down = await as(null, '/link/download', { id: coded.id, code: coded.code, fileId: ids.top });
    expect(down.status).toBe(403);
    // The creator needs no code.
    expect((await as<Detail>(writer, '/link/detail', { id: coded.id })).body.data.needCode).toBe(false);
  });

  it('limits wrong codes', async () => {
    const coded = await link(writer, { fileIds: [ids.top], withCode: true });
    const wrongCode = coded.code === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let i = 0; i < 10; i++)
      expect((await as(null, '/link/detail', { id: coded.id, code: wrongCode })).status).toBe(400);
    const limited = await as(null, '/link/detail', { id: coded.id, code: wrongCode });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toContain('Too many wrong extraction codes');
    expect((await as(null, '/link/detail', { id: coded.id, code: coded.code })).status).toBe(429);
  });

  it('refuses expired links, and getLinkIsRemove says so', async () => {
    const expiring = await link(writer, { fileIds: [ids.top], expireDays: 1 });
    const removed = () => as<boolean>(null, '/link/getLinkIsRemove', { id: expiring.id });
    expect((await removed()).body.data).toBe(false);
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `SHARELINK#${expiring.id}`, sk: 'META' },
        UpdateExpression: 'SET expireTime = :t',
        ExpressionAttributeValues: { ':t': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    for (const path of ['/link/detail', '/link/files', '/link/download']) {
      const res = await as(null, path, { id: expiring.id, fileId: ids.top });
      expect([res.status, res.body.msg, res.body.data]).toEqual([
        410,
        'This share link has expired.',
        { reason: 'expired' },
      ]);
    }
    expect((await removed()).body.data).toBe(true);
  });

  it('lets only the creator cancel; then every call says cancelled', async () => {
    const cancelling = await link(writer, { fileIds: [ids.top], expireDays: 0 });
    expect((await as<Detail>(null, '/link/detail', { id: cancelling.id })).body.data.expireTime).toBe('');
    for (const who of [owner, reader, outsider]) {
      const res = await as(who, '/link/cancel', { id: cancelling.id });
      expect([res.status, res.body.msg]).toEqual([
        403,
        'Only the person who shared it can cancel this share.',
      ]);
    }
    expect((await as(null, '/link/cancel', { id: cancelling.id })).status).toBe(401);
    expect((await as(writer, '/link/cancel', { id: cancelling.id })).status).toBe(200);
    for (const path of ['/link/detail', '/link/files', '/link/download', '/link/previewSource']) {
      const res = await as(null, path, { id: cancelling.id, fileId: ids.top });
      expect([res.status, res.body.msg]).toEqual([410, 'The sharer has cancelled this share.']);
    }
    expect((await as<boolean>(null, '/link/getLinkIsRemove', { id: cancelling.id })).body.data).toBe(true);
    const list = await as<{ records: { id: string; state: string }[] }>(writer, '/list', {
      direction: 'send',
    });
    expect(list.body.data.records.find((r) => r.id === cancelling.id)?.state).toBe('cancelled');
  });
});

describe('sending to members', () => {
  it('notifies each recipient (category 5) and lists both directions', async () => {
    expect(
      (await as(writer, '/member/send', { projectId, fileIds: [ids.top], userIds: [outsider.userId] })).body
        .msg,
    ).toBe('Only members of this project can receive the share.');
    expect((await as(writer, '/member/send', { projectId, fileIds: [ids.top], userIds: [] })).status).toBe(
      400,
    );

    const sent = await as<{ id: string; count: number }>(writer, '/member/send', {
      projectId,
      fileIds: [ids.top],
      dirIds: [docs.id],
      userIds: [reader.userId],
    });
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.msg).toBe('Shared with 1 member(s).');
    const linkId = sent.body.data.id;

    const notices = await call<{ records: { category: number; relContent: string; content: string }[] }>(
      '/api/cloud/notice/list',
      { token: reader.tokens.access_token, body: { current: 1, size: 20 } },
    );
    const notice = notices.body.data.records.find((n) => n.relContent === linkId);
    expect(notice?.category).toBe(5);
    expect(notice?.content).toContain('shared "Docs (+1)" with you');

    // Members-only: the recipient opens it, nobody else does.
    expect((await as<Files>(reader, '/link/files', { id: linkId })).body.data.records).toHaveLength(2);
    const anonymous = await as(null, '/link/detail', { id: linkId });
    expect([anonymous.status, anonymous.body.data]).toEqual([403, { reason: 'signIn' }]);
    expect((await as(outsider, '/link/detail', { id: linkId })).status).toBe(403);

    type List = {
      records: { id: string; state: string; creatorName: string; recipientNames: string[]; name: string }[];
      total: number;
    };
    const mine = (await as<List>(writer, '/list', { direction: 'send', current: 1, size: 50 })).body.data;
    expect(mine.records[0]).toMatchObject({ id: linkId, state: 'valid', name: 'Docs and 1 more' });
    expect(mine.records[0]!.recipientNames).toHaveLength(1);
    expect(mine.total).toBeGreaterThanOrEqual(6);
    const received = (await as<List>(reader, '/list', { direction: 'receive' })).body.data;
    expect(received.records.map((r) => r.id)).toEqual([linkId]);
    expect(received.records[0]!.creatorName).toBeTruthy();
    expect((await as<List>(reader, '/list', { direction: 'send' })).body.data.records).toEqual([]);
    const paged = (await as<List>(writer, '/list', { direction: 'send', current: 2, size: 2 })).body.data;
    expect(paged.records).toHaveLength(2);
    expect(paged.records[0]!.id).toBe(mine.records[2]!.id);
  });
});
