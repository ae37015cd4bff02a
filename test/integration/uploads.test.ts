import { createHash } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CHUNK_SIZE, MAX_FILE_BYTES } from '@loopline/shared';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKGROUND_WORK_MS, call } from '../support/client.ts';
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
import { apiFor, bytesOf, storedObject, upload, verified } from '../support/upload.ts';

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

function s3() {
  const env = inject('cloudEnv');
  return new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
}

async function storageUsed(userId: string) {
  const { client, table } = testDb();
  const out = await client.send(
    new GetCommand({ TableName: table, Key: { pk: `USER#${userId}`, sk: 'QUOTA' } }),
  );
  return Number(out.Item?.storageUsed ?? 0);
}

let owner: Person;
let reader: Person;
let stranger: Person;
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  [owner, reader, stranger] = await Promise.all([person(), person(), person()]);
  await grantMembership(owner.userId);
  await joinTeam(owner, [reader]);
  const project = await createProject(owner);
  projectId = project.projectId;
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: project.group('read').id }]);
  otherProjectId = (await createProject(stranger)).projectId;
});

describe('multipart upload', () => {
  it('uploads in 5 MB parts, resumes from the parts already stored, and saves the entry', async () => {
    const bytes = bytesOf(CHUNK_SIZE * 2 + 1234, 7);
    const api = apiFor(owner);
    const identity = {
      md5: md5(bytes),
      fileName: 'resume.bin',
      fileSize: bytes.length,
      chunkSize: CHUNK_SIZE,
      chunkNum: 3,
    };
    const before = await storageUsed(owner.userId);
    const started = await api.init(identity);
    expect(started.chunkUrlData.partList.map((p) => p.partNumber)).toEqual([1, 2, 3]);
    const first = started.chunkUrlData.partList[0]!;
    const put = await fetch(first.url, { method: 'PUT', body: bytes.slice(0, CHUNK_SIZE) });
    expect(put.status).toBe(200);
    expect((await api.identify(identity.md5, bytes.length)).chunkList).toEqual([1]);

    const sent: number[] = [];
    const outcome = await upload(owner, { projectId }, 'resume.bin', bytes, {
      options: {
        sendPart: async (url, body, signal, onBytes) => {
          sent.push(Number(new URL(url).searchParams.get('partNumber')));
          const r = await fetch(url, { method: 'PUT', body, signal });
          onBytes(body.size);
          return r.headers.get('etag') ?? '';
        },
      },
    });
    expect(sent.sort()).toEqual([2, 3]);
    expect(outcome.bytesSent).toBe(bytes.length - CHUNK_SIZE);
    expect(outcome.instant).toBe(false);
    const entries = (await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId })).body.data
      .records;
    const entry = entries.find((e) => e.id === outcome.entryId)!;
    expect(entry).toMatchObject({
      fileName: 'resume.bin',
      fileSize: bytes.length,
      isFile: 1,
      md5: identity.md5,
    });
    expect(await storageUsed(owner.userId)).toBe(before + bytes.length);
    const object = await verified(entry.fileId);
    expect(object.refCount).toBe(1);
  });

  it('refuses to merge with a part missing or an ETag that differs, and merges once complete', async () => {
    const bytes = bytesOf(CHUNK_SIZE + 10, 8);
    const api = apiFor(owner);
    const identity = {
      md5: md5(bytes),
      fileName: 'm.bin',
      fileSize: bytes.length,
      chunkSize: CHUNK_SIZE,
      chunkNum: 2,
    };
    const { chunkUrlData } = await api.init(identity);
    await fetch(chunkUrlData.partList[0]!.url, { method: 'PUT', body: bytes.slice(0, CHUNK_SIZE) });
    const missing = await call(`/api/cloud/file/multipart/merge`, {
      token: owner.tokens.access_token,
      body: identity,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('File merge failed: 1 part(s) did not arrive.');
    const second = await fetch(chunkUrlData.partList[1]!.url, {
      method: 'PUT',
      body: bytes.slice(CHUNK_SIZE),
    });
    const wrong = await call(`/api/cloud/file/multipart/merge`, {
      token: owner.tokens.access_token,
      body: { ...identity, parts: [{ partNumber: 2, etag: '"0123456789abcdef0123456789abcdef"' }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('File merge failed: part 2 differs from what was sent.');
    const merged = await api.merge({
      ...identity,
      parts: [{ partNumber: 2, etag: second.headers.get('etag')! }],
    });
    expect(merged.id).toBeTruthy();
    expect((await api.merge({ ...identity, parts: [] })).id).toBe(merged.id);
  });

  it('cancelling aborts the multipart upload', async () => {
    const bytes = bytesOf(CHUNK_SIZE + 5, 9);
    const api = apiFor(owner);
    const identity = {
      md5: md5(bytes),
      fileName: 'c.bin',
      fileSize: bytes.length,
      chunkSize: CHUNK_SIZE,
      chunkNum: 2,
    };
    const { chunkUrlData } = await api.init(identity);
    await fetch(chunkUrlData.partList[0]!.url, { method: 'PUT', body: bytes.slice(0, CHUNK_SIZE) });
    await api.abort(identity.md5, bytes.length);
    expect(await api.identify(identity.md5, bytes.length)).toEqual({
      isSecond: false,
      id: '',
      chunkList: [],
    });
  });

  it('checks size, emptiness, storage and names before an upload', async () => {
    const check = (body: Record<string, unknown>, who = owner) =>
      call('/api/cloud/file/checkFile', {
        token: who.tokens.access_token,
        body: { projectId, fileName: 'x.dwg', ...body },
      });
    expect((await check({ fileSize: MAX_FILE_BYTES })).body.msg).toBe('File size exceeds 4G');
    expect((await check({ fileSize: 0 })).body.msg).toBe('Empty files cannot be uploaded.');
    const { client, table } = testDb();
    const setTotal = (total: number) =>
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: `USER#${stranger.userId}`, sk: 'QUOTA' },
          UpdateExpression: 'SET storageTotal = :t',
          ExpressionAttributeValues: { ':t': total },
        }),
      );
    await setTotal(1000);
    const full = await check({ projectId: otherProjectId, fileSize: 2000 }, stranger);
    expect(full.body.msg).toBe('Insufficient storage capacity.');
    await setTotal(5 * 1024 ** 3);
    expect((await check({ fileSize: 10 })).body).toMatchObject({ code: 200, data: true });
    const clash = await check({ fileName: 'resume.bin', fileSize: 10 });
    expect(clash.status).toBe(200);
    expect(clash.body).toMatchObject({ code: 5000, success: false });
    expect(clash.body.msg).toContain('"resume.bin" already exists');
    expect((await check({ fileSize: 10 }, reader)).status).toBe(403);
    expect((await check({ fileSize: 10 }, stranger)).status).toBe(404);
  });
});

describe('instant upload', () => {
  it('needs a proof of possession, then stores the content once and charges each uploader', async () => {
    const bytes = bytesOf(CHUNK_SIZE + 77_000, 11);
    const first = await upload(owner, { projectId }, 'shared.bin', bytes);
    const entry = (
      await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId })
    ).body.data.records.find((e) => e.id === first.entryId)!;
    await verified(entry.fileId);

    const api = apiFor(stranger);
    const asked = await api.identify(md5(bytes), bytes.length);
    expect(asked.isSecond).toBe(false);
    expect(asked.challenge!.end - asked.challenge!.start).toBe(64 * 1024);
    const guessed = await call(
      `/api/cloud/file/${md5(bytes)}?fileSize=${bytes.length}&challengeId=${asked.challenge!.challengeId}&proof=${md5(bytes)}`,
      {
        token: stranger.tokens.access_token,
      },
    );
    expect(guessed.status).toBe(400);
    expect(guessed.body.msg).toBe('The file content could not be confirmed; upload it instead.');
    const stolen = await call('/api/cloud/file/info/uploadFileSave', {
      token: stranger.tokens.access_token,
      body: { projectId: otherProjectId, fileId: entry.fileId, fileName: 'stolen.bin' },
    });
    expect(stolen.status).toBe(403);

    const before = await storageUsed(stranger.userId);
    const second = await upload(stranger, { projectId: otherProjectId }, 'copy.bin', bytes);
    expect(second.instant).toBe(true);
    expect(second.bytesSent).toBe(0);
    expect(await storageUsed(stranger.userId)).toBe(before + bytes.length);
    expect((await storedObject(entry.fileId))!.refCount).toBe(2);

    // Deleting one reference keeps the bytes; deleting the last removes them.
    const del = (who: Person, pid: string, id: string) =>
      fileCall(who, '/info/delete', { projectId: pid, fileId: id });
    expect((await del(stranger, otherProjectId, second.entryId)).status).toBe(200);
    expect(await storageUsed(stranger.userId)).toBe(before);
    const object = (await storedObject(entry.fileId))!;
    expect(object.refCount).toBe(1);
    expect((await del(owner, projectId, first.entryId)).status).toBe(200);
    expect(await storedObject(entry.fileId)).toBeUndefined();
    await expect(
      s3().send(new HeadObjectCommand({ Bucket: inject('cloudEnv').FILES_BUCKET, Key: object.s3Key })),
    ).rejects.toThrow();
  });
});

describe('folder upload and downloads', () => {
  it('saves files at their relative paths, creating folders once, and zips them back', async () => {
    const folder = await mkdir(owner, projectId, 'Zips');
    const files = {
      'Plant/a.txt': bytesOf(100, 1),
      'Plant/Sub/b.bin': bytesOf(CHUNK_SIZE + 3, 2),
      'Plant/c.txt': bytesOf(5, 3),
    };
    for (const [path, bytes] of Object.entries(files))
      await upload(owner, { projectId, dirId: folder.id }, path.split('/').pop()!, bytes, {
        relativePath: path,
        skipCheck: true,
      });
    const top = (
      await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId: folder.id })
    ).body.data.records;
    expect(top.map((e) => e.fileName)).toEqual(['Plant']);
    const plant = top[0]!;
    const inside = (
      await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId: plant.id })
    ).body.data.records;
    expect(inside.map((e) => e.fileName).sort()).toEqual(['Sub', 'a.txt', 'c.txt']);

    const single = await fileCall<{ url: string; fileName: string }>(owner, '/info/downloadFileWeb', {
      projectId,
      fileId: inside.find((e) => e.fileName === 'a.txt')!.id,
    });
    const got = await fetch(single.body.data.url);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(files['Plant/a.txt']);
    expect(got.headers.get('content-disposition')).toContain("filename*=UTF-8''a.txt");

    const zip = await fileCall<{ url: string; fileName: string; fileCount: number }>(
      owner,
      '/info/downLoadToZip',
      {
        projectId,
        dirIds: plant.id,
        zipName: 'plant files',
      },
    );
    expect(zip.status, zip.body.msg).toBe(200);
    expect(zip.body.data).toMatchObject({ fileName: 'plant files.zip', fileCount: 3 });
    const unzipped = unzipSync(new Uint8Array(await (await fetch(zip.body.data.url)).arrayBuffer()));
    for (const [path, bytes] of Object.entries(files)) expect(unzipped[path], path).toEqual(bytes);
    expect(Object.keys(unzipped)).toContain('Plant/Sub/');

    const redirect = await fetch(
      `${inject('baseUrl')}/api/cloud/file/info/${inside[1]!.id}?projectId=${projectId}`,
      {
        headers: { 'blade-auth': `bearer ${owner.tokens.access_token}` },
        redirect: 'manual',
      },
    );
    expect(redirect.status).toBe(302);
    const outsider = await fileCall(stranger, '/info/downloadFileWeb', { projectId, fileId: inside[1]!.id });
    expect(outsider.status).toBe(404);

    // Deleting the folder frees the bytes of everything below it (the subtree is cleaned up afterwards).
    const objectIds = inside.filter((e) => e.isFile).map((e) => e.fileId);
    const before = await storageUsed(owner.userId);
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: folder.id })).status).toBe(200);
    const total = Object.values(files).reduce((sum, b) => sum + b.length, 0);
    await expect.poll(() => storageUsed(owner.userId), { timeout: BACKGROUND_WORK_MS }).toBe(before - total);
    for (const id of objectIds)
      await expect.poll(() => storedObject(id), { timeout: BACKGROUND_WORK_MS }).toBeUndefined();
  });
});

describe('upload lists', () => {
  it('saves, lists by type, removes and clears lines of the caller only', async () => {
    const line = {
      fkProjectId: projectId,
      fileName: 'a.dwg',
      fileSize: 3,
      fileState: 'File merge failed',
      fileType: 'fail',
      fileId: '',
      fkFileId: '',
      isDir: 0,
      createTime: new Date().toISOString(),
      proName: 'P',
      fileSuffix: 'dwg',
    };
    const saved = await call<{ id: string }[]>('/api/cloud/file/upload/list/save', {
      token: owner.tokens.access_token,
      body: [line, { ...line, fileName: 'b.dwg', fileType: 'upload', fileState: '' }],
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const list = async (who: Person, type: string) =>
      (
        await call<{ fileName: string; id: string }[]>('/api/cloud/file/upload/list/query', {
          token: who.tokens.access_token,
          body: { type },
        })
      ).body.data;
    expect((await list(owner, 'fail')).map((r) => r.fileName)).toEqual(['a.dwg']);
    expect(await list(stranger, 'fail')).toEqual([]);
    await call('/api/cloud/file/upload/list/remove', {
      token: stranger.tokens.access_token,
      body: { ids: saved.body.data[0]!.id },
    });
    expect(await list(owner, 'fail')).toHaveLength(1);
    await call('/api/cloud/file/upload/list/remove', {
      token: owner.tokens.access_token,
      body: { ids: saved.body.data[0]!.id },
    });
    expect(await list(owner, 'fail')).toEqual([]);
    await call('/api/cloud/file/upload/list/clearAll', {
      token: owner.tokens.access_token,
      body: { type: 'upload' },
    });
    expect(await list(owner, 'upload')).toEqual([]);
  });
});

describe('the alternative upload type', () => {
  it('answers oss, credentials for the caller prefix, and registers a direct upload for saving', async () => {
    const token = owner.tokens.access_token;
    expect((await call('/api/cloud/file/getUploadType', { token, body: {} })).body.data).toEqual({
      type: 'oss',
    });
    const creds = (
      await call<{
        prefix: string;
        bucketName: string;
        accessKeyId: string;
        accessKeySecret: string;
        endpoint: string;
        scoped: boolean;
      }>('/api/oss/file/getStsTemporaryToken', { token, body: {} })
    ).body.data;
    expect(creds.prefix).toBe(`uploads/${owner.userId}/direct/`);
    expect(creds.scoped).toBe(false);
    // Browsers (Amplify Storage) are sent to the S3 emulator's HTTPS front, not its plain endpoint.
    expect(creds.endpoint).toBe(inject('cloudEnv').LOOPLINE_PUBLIC_S3_ENDPOINT);
    expect(creds.endpoint).toMatch(/^https:\/\/localhost:\d+$/);
    const bytes = bytesOf(70_000, 21);
    const env = inject('cloudEnv');
    const direct = new S3Client({
      endpoint: env.AWS_ENDPOINT_URL_S3,
      region: env.AWS_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: creds.accessKeyId, secretAccessKey: creds.accessKeySecret },
    });
    const key = `${creds.prefix}report.pdf`;
    await direct.send(new PutObjectCommand({ Bucket: creds.bucketName, Key: key, Body: bytes }));
    const foreign = await call('/api/oss/file/copyFile', {
      token: stranger.tokens.access_token,
      body: { key, md5: md5(bytes), fileSize: bytes.length },
    });
    expect(foreign.status).toBe(400);
    const wrongSize = await call('/api/oss/file/copyFile', {
      token,
      body: { key, md5: md5(bytes), fileSize: 5 },
    });
    expect(wrongSize.body.msg).toBe('File merge failed: the stored size differs from the file size.');
    const registered = await call<{ id: string }>('/api/oss/file/copyFile', {
      token,
      body: { key, md5: md5(bytes), fileSize: bytes.length },
    });
    expect(registered.status, registered.body.msg).toBe(200);
    const saved = await call<EntryRow>('/api/cloud/file/info/uploadFileSave', {
      token,
      body: { projectId, fileId: registered.body.data.id, fileName: 'report.pdf' },
    });
    expect(saved.body.data).toMatchObject({ fileName: 'report.pdf', fileSize: bytes.length });
    expect((await verified(registered.body.data.id)).verified).toBe(true);
    // The oss group answers the identifier too: the content is now known (a challenge for others).
    const asked = await call<{ challenge?: unknown }>(
      `/api/oss/file/${md5(bytes)}?fileSize=${bytes.length}`,
      {
        token: stranger.tokens.access_token,
      },
    );
    expect(asked.body.data.challenge).toBeTruthy();
  });
});

describe('deleting a project', () => {
  it("gives its files' storage back and deletes bytes no other entry references", async () => {
    const doomed = (await createProject(owner)).projectId;
    const before = await storageUsed(owner.userId);
    const bytes = bytesOf(CHUNK_SIZE + 99, 31);
    const uploaded = await upload(owner, { projectId: doomed }, 'doomed.bin', bytes);
    const entry = (
      await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId: doomed })
    ).body.data.records.find((e) => e.id === uploaded.entryId)!;
    expect(await storageUsed(owner.userId)).toBe(before + bytes.length);
    const removed = await call(`/api/cloud/project/delete/${doomed}`, {
      token: owner.tokens.access_token,
      method: 'DELETE',
    });
    expect(removed.status, removed.body.msg).toBe(200);
    expect(await storageUsed(owner.userId)).toBe(before);
    expect(await storedObject(entry.fileId)).toBeUndefined();
  });
});
