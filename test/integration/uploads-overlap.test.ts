import { createHash } from 'node:crypto';
import { CHUNK_SIZE } from '@loopline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchPart, newUploadKey, type PartSender } from '../../frontend/src/upload/engine.ts';
import { call } from '../support/client.ts';
import { type EntryRow, fileCall } from '../support/files.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { apiFor, bytesOf, storedObject, upload, verified } from '../support/upload.ts';

/**
 * Provisional uploads: parts go before the MD5 is known (under a client-chosen upload key), merge
 * names the MD5; the identifier is asked as soon as the hash is known and a stored content ends the
 * transfer. `overlapFromBytes: 0` makes these small files take the path large files take.
 */
const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');
const overlap = { overlapFromBytes: 0 };
const partOf = (url: string) => Number(new URL(url).searchParams.get('partNumber'));

let owner: Person;
let other: Person;
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([person(), person()]);
  await Promise.all([grantMembership(owner.userId), grantMembership(other.userId)]);
  projectId = (await createProject(owner)).projectId;
  otherProjectId = (await createProject(other)).projectId;
});

async function entryOf(who: Person, pid: string, entryId: string) {
  const rows = (await fileCall<{ records: EntryRow[] }>(who, '/info/query', { projectId: pid })).body.data
    .records;
  return rows.find((e) => e.id === entryId)!;
}

describe('provisional uploads', () => {
  it('sends parts while hashing, merges them as the MD5, and answers the own content at once', async () => {
    const bytes = bytesOf(CHUNK_SIZE * 2 + 4321, 51);
    const sent: number[] = [];
    let hashedAfterParts = -1;
    const outcome = await upload(owner, { projectId }, 'early.bin', bytes, {
      onHashed: () => {
        hashedAfterParts = sent.length;
      },
      options: {
        ...overlap,
        sendPart: async (url, body, signal, onBytes) => {
          sent.push(partOf(url));
          return fetchPart(url, body, signal, onBytes);
        },
        // The hash lands only after a part has gone: the two really overlap.
        hash: async (file) => {
          while (!sent.length) await new Promise((r) => setTimeout(r, 5));
          return md5(new Uint8Array(await file.arrayBuffer()));
        },
      },
    });
    expect(hashedAfterParts).toBeGreaterThan(0);
    expect(sent.sort()).toEqual([1, 2, 3]);
    expect(outcome).toMatchObject({ instant: false, bytesSent: bytes.length, md5: md5(bytes) });
    const entry = await entryOf(owner, projectId, outcome.entryId);
    expect(entry).toMatchObject({ fileName: 'early.bin', fileSize: bytes.length, md5: md5(bytes) });
    // Bound to its MD5 at merge: the caller's own content, even before verification.
    expect(await apiFor(owner).identify(md5(bytes), bytes.length)).toEqual({
      isSecond: true,
      id: entry.fileId,
      chunkList: [],
    });
    const object = await verified(entry.fileId);
    expect(object.size).toBe(bytes.length);
  });

  it('resumes a provisional upload by its key without sending the stored parts again', async () => {
    const bytes = bytesOf(CHUNK_SIZE * 2 + 99, 52);
    const api = apiFor(owner);
    const uploadKey = newUploadKey();
    const layout = { fileName: 'later.bin', fileSize: bytes.length, chunkSize: CHUNK_SIZE, chunkNum: 3 };
    const started = await api.init({ ...layout, uploadKey });
    const first = started.chunkUrlData.partList[0]!;
    expect((await fetch(first.url, { method: 'PUT', body: bytes.slice(0, CHUNK_SIZE) })).status).toBe(200);
    // Unknown to the identifier: a provisional upload is not a content's upload.
    expect((await api.identify(md5(bytes), bytes.length)).chunkList).toEqual([]);
    expect((await api.init({ ...layout, uploadKey })).chunkList).toEqual([1]);

    const sent: number[] = [];
    const outcome = await upload(owner, { projectId }, 'later.bin', bytes, {
      uploadKey,
      options: {
        sendPart: async (url, body, signal, onBytes) => {
          sent.push(partOf(url));
          return fetchPart(url, body, signal, onBytes);
        },
      },
    });
    expect(sent.sort()).toEqual([2, 3]);
    expect(outcome.bytesSent).toBe(bytes.length - CHUNK_SIZE);
    expect((await entryOf(owner, projectId, outcome.entryId)).md5).toBe(md5(bytes));
    // Merging again answers the same object.
    const entry = await entryOf(owner, projectId, outcome.entryId);
    expect((await api.merge({ ...layout, md5: md5(bytes), uploadKey, parts: [] })).id).toBe(entry.fileId);
  });

  it('abandons the transfer when the hash shows the content is stored, and saves by reference', async () => {
    const bytes = bytesOf(CHUNK_SIZE * 3 + 10, 53);
    const first = await upload(owner, { projectId }, 'popular.bin', bytes);
    const stored = await entryOf(owner, projectId, first.entryId);
    await verified(stored.fileId);

    // Parts hang until the run ends them: the hash (and the possession proof) decide first.
    const started: number[] = [];
    let uploadKey = '';
    const hanging: PartSender = (url, _body, signal) => {
      started.push(partOf(url));
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    const second = await upload(other, { projectId: otherProjectId }, 'again.bin', bytes, {
      onUploadKey: (key) => {
        uploadKey = key;
      },
      options: {
        ...overlap,
        sendPart: hanging,
        hash: async (file) => {
          while (!started.length) await new Promise((r) => setTimeout(r, 5));
          return md5(new Uint8Array(await file.arrayBuffer()));
        },
      },
    });
    expect(started.length).toBeGreaterThan(0);
    expect(second).toMatchObject({ instant: true, bytesSent: 0 });
    expect((await entryOf(other, otherProjectId, second.entryId)).fileId).toBe(stored.fileId);
    expect((await storedObject(stored.fileId))!.refCount).toBe(2);
    // The provisional upload was aborted: its key starts afresh.
    const again = await apiFor(other).init({
      uploadKey,
      fileName: 'again.bin',
      fileSize: bytes.length,
      chunkSize: CHUNK_SIZE,
      chunkNum: 4,
    });
    expect(again.chunkList).toEqual([]);
    await apiFor(other).abortProvisional(uploadKey, bytes.length);
  });

  it('names a session by exactly one of md5 and uploadKey', async () => {
    const token = owner.tokens.access_token;
    const layout = { fileName: 'x.bin', fileSize: CHUNK_SIZE + 1, chunkSize: CHUNK_SIZE, chunkNum: 2 };
    const both = await call('/api/cloud/file/multipart/init', {
      token,
      body: { ...layout, md5: md5(bytesOf(8, 1)), uploadKey: newUploadKey() },
    });
    expect(both.status).toBe(400);
    const neither = await call('/api/cloud/file/multipart/init', { token, body: layout });
    expect(neither.status).toBe(400);
    const malformed = await call('/api/cloud/file/multipart/init', {
      token,
      body: { ...layout, uploadKey: 'upload-../../x' },
    });
    expect(malformed.status).toBe(400);
    const unknown = await call('/api/cloud/file/multipart/merge', {
      token,
      body: { ...layout, md5: md5(bytesOf(8, 2)), uploadKey: newUploadKey() },
    });
    expect(unknown.status).toBe(404);
    const abort = await call('/api/cloud/file/multipart/abort', {
      token,
      body: { fileSize: 5 },
    });
    expect(abort.status).toBe(400);
  });
});
