import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, builtInClientAuth, call } from '../support/client.ts';
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

/** The file calls of spec 1 §7 added last: edit permission, the app download and the "saving failures" calls. */

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

let owner: Person;
let reader: Person;
let stranger: Person;
let projectId: string;
let fileEntry: { id: string; fileId: string };
const bytes = bytesOf(70_000, 23);

beforeAll(async () => {
  [owner, reader, stranger] = await Promise.all([person(), person(), person()]);
  await grantMembership(owner.userId);
  await joinTeam(owner, [reader]);
  const project = await createProject(owner);
  projectId = project.projectId;
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: project.group('read').id }]);
  const up = await upload(owner, { projectId }, 'plan.dwg', bytes);
  const rows = (await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId })).body.data
    .records;
  const row = rows.find((e) => e.id === up.entryId)!;
  fileEntry = { id: row.id, fileId: row.fileId };
});

describe('queryFileEditPerm', () => {
  const ask = (who: Person, body: Record<string, unknown>) => fileCall(who, '/info/queryFileEditPerm', body);

  it('answers the editFile sign of the caller on the file, with their signs', async () => {
    const mine = await ask(owner, { projectId, fileId: fileEntry.id });
    expect(mine.status, mine.body.msg).toBe(200);
    expect(mine.body.data).toMatchObject({ id: fileEntry.id, editPerm: true });
    const read = await ask(reader, { projectId, fileId: fileEntry.id });
    expect(read.body.data).toMatchObject({ editPerm: false });
    expect((read.body.data as { filePerms: string[] }).filePerms).toContain('viewFile');
  });

  it('refuses folders, strangers, missing fields and signed-out callers', async () => {
    const folder = await mkdir(owner, projectId, 'Drawings');
    const onFolder = await ask(owner, { projectId, fileId: folder.id });
    expect(onFolder.status).toBe(400);
    expect(onFolder.body.msg).toBe('That entry is a folder, not a file.');
    expect((await ask(stranger, { projectId, fileId: fileEntry.id })).status).toBe(404);
    expect((await ask(owner, { projectId })).status).toBe(400);
    expect(
      (await fileCall(null, '/info/queryFileEditPerm', { projectId, fileId: fileEntry.id })).status,
    ).toBe(401);
  });
});

describe('GET /api/cloud/file/info/app/{id}', () => {
  const get = (who: Person | null, id: string, pid = projectId) =>
    fetch(`${baseUrl()}/api/cloud/file/info/app/${id}?projectId=${pid}`, {
      redirect: 'manual',
      headers: {
        authorization: builtInClientAuth(),
        'accept-language': 'en',
        ...(who ? { 'blade-auth': `bearer ${who.tokens.access_token}` } : {}),
      },
    });

  it('redirects a member who may download to the bytes, as the web download does', async () => {
    for (const who of [owner, reader]) {
      const res = await get(who, fileEntry.id);
      expect(res.status).toBe(302);
      const bytesBack = new Uint8Array(await (await fetch(res.headers.get('location')!)).arrayBuffer());
      expect(md5(bytesBack)).toBe(md5(bytes));
    }
  });

  it('refuses strangers, a missing project and signed-out callers', async () => {
    expect((await get(stranger, fileEntry.id)).status).toBe(404);
    expect((await get(null, fileEntry.id)).status).toBe(401);
    const noProject = await fetch(`${baseUrl()}/api/cloud/file/info/app/${fileEntry.id}`, {
      headers: { authorization: builtInClientAuth(), 'blade-auth': `bearer ${owner.tokens.access_token}` },
    });
    expect(noProject.status).toBe(400);
  });
});

describe('saving failures', () => {
  const list = async (who: Person) =>
    (
      await call<{ fileName: string; fileState: string; fileSuffix: string }[]>(
        '/api/cloud/file/upload/list/query',
        { token: who.tokens.access_token, body: { type: 'fail' } },
      )
    ).body.data;

  it("saveFailMessage records the failure in the uploader's Failed list only", async () => {
    const res = await fileCall(owner, '/saveFailMessage', {
      fileName: 'broken.ifc',
      fileSize: 1234,
      message: 'File merge failed',
      fkProjectId: projectId,
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('The failure was recorded in the upload list.');
    expect(await list(owner)).toEqual([
      expect.objectContaining({ fileName: 'broken.ifc', fileState: 'File merge failed', fileSuffix: 'ifc' }),
    ]);
    expect(await list(stranger)).toEqual([]);
    const foreign = await fileCall(stranger, '/saveFailMessage', {
      fileName: 'x.ifc',
      fileSize: 1,
      message: 'm',
      fkProjectId: projectId,
    });
    expect(foreign.status).toBe(404);
    const empty = await fileCall(stranger, '/saveFailMessage', {
      fileName: 'x.ifc',
      fileSize: 1,
      message: '',
    });
    expect(empty.status).toBe(400);
    expect(await list(stranger)).toEqual([]);
  });

  it('checkFileName answers a clear name, a taken name and the same content already there', async () => {
    const check = (who: Person, body: Record<string, unknown>) => fileCall(who, '/checkFileName', body);
    expect((await check(owner, { projectId, fileName: 'new.dwg', md5: md5(bytes) })).body).toMatchObject({
      code: 200,
      data: true,
    });
    const same = await check(owner, { projectId, fileName: 'plan.dwg', md5: md5(bytes).toUpperCase() });
    expect(same.body).toMatchObject({ code: 5000 });
    expect(same.body.msg).toContain('The same file "plan.dwg" is already here');
    const other = await check(owner, { projectId, fileName: 'plan.dwg', md5: 'a'.repeat(32) });
    expect(other.body).toMatchObject({ code: 5000 });
    expect(other.body.msg).toContain('"plan.dwg" already exists');
    expect((await check(owner, { projectId, fileName: 'a.dwg', md5: 'nothex' })).body.msg).toBe(
      'md5: The file hash is not valid.',
    );
    expect((await check(reader, { projectId, fileName: 'a.dwg', md5: md5(bytes) })).status).toBe(403);
    expect((await check(stranger, { projectId, fileName: 'a.dwg', md5: md5(bytes) })).status).toBe(404);
    const empty = await check(owner, { projectId, fileName: 'e.dwg', md5: md5(bytes), fileSize: 0 });
    expect(empty.body.msg).toBe('Empty files cannot be uploaded.');
    // Without a project: the caller's default project.
    expect((await check(stranger, { fileName: 'a.dwg', md5: md5(bytes) })).body).toMatchObject({
      data: true,
    });
  });

  it('uploadLocalFile saves stored content that matches into the default project, or into a project named', async () => {
    const body = { fileId: fileEntry.fileId, fileSize: bytes.length, fileName: 'again.dwg', md5: md5(bytes) };
    const wrongHash = await fileCall(owner, '/uploadLocalFile', { ...body, md5: 'b'.repeat(32) });
    expect(wrongHash.status).toBe(400);
    expect(wrongHash.body.msg).toBe('The stored file does not match the name, size or hash given.');
    expect((await fileCall(owner, '/uploadLocalFile', { ...body, fileSize: 5 })).status).toBe(400);
    // Someone else's content needs a proof of possession first, as an instant upload does.
    expect((await fileCall(stranger, '/uploadLocalFile', body)).status).toBe(403);

    const saved = await fileCall<EntryRow>(owner, '/uploadLocalFile', body);
    expect(saved.status, saved.body.msg).toBe(200);
    const def = (await fileCall<{ projectId: string }>(owner, '/info/queryDefault', {})).body.data;
    expect(saved.body.data).toMatchObject({
      projectId: def.projectId,
      fileName: 'again.dwg',
      fileId: body.fileId,
    });
    const inProject = await fileCall<EntryRow>(owner, '/uploadLocalFile', { ...body, projectId });
    expect(inProject.body.data).toMatchObject({ projectId, fileName: 'again.dwg' });
    expect((await fileCall(reader, '/uploadLocalFile', { ...body, projectId })).status).toBe(403);
  });
});
