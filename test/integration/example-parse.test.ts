import type { ExampleFile, SampleModelView, SampleProject } from '@loopline/shared/contracts/exampleFile';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeContent } from '../../frontend/src/upload/engine.ts';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { fetchBytes, glbJson, sample } from '../support/models.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { apiFor } from '../support/upload.ts';

/**
 * Issue 19, example files: uploads of any size by the project files' presigned multipart path, and
 * parsing on the project files' parse state machine, blocked while published; a published parsed
 * example opens in the 3D viewer for users, read-only.
 */
const BASE = '/api/cloud/exampleFile';
const SAMPLE = '/api/cloud/sampleProject';

interface Page<T> {
  records: T[];
  total: number;
}

/** The bytes through the SPA's upload engine (identifier, presigned parts, merge), then `save`. */
async function uploadByParts(admin: Tokens, fileName: string, bytes: Uint8Array) {
  const stored = await storeContent(
    apiFor({ account: 'admin', userId: '', tokens: admin }),
    { file: new Blob([bytes as BlobPart]), fileName },
    { signal: new AbortController().signal },
  );
  return call<ExampleFile>(`${BASE}/save`, {
    token: admin.access_token,
    body: { objectId: stored.objectId, fileName },
  });
}

/** A real IFC made larger than one request can carry: a STEP comment after DATA; keeps it valid. */
function paddedIfc(name: string, size: number): Uint8Array {
  const text = Buffer.from(sample(name)).toString('latin1');
  const at = text.indexOf('DATA;') + 'DATA;'.length;
  const filler = `\n/*${'x'.repeat(Math.max(0, size - text.length - 6))}*/\n`;
  return new Uint8Array(Buffer.from(text.slice(0, at) + filler + text.slice(at), 'latin1'));
}

describe('example files: presigned uploads and parsing', () => {
  let admin: Tokens;
  let user: Tokens;
  const row = async (id: string) =>
    (
      await call<Page<ExampleFile>>(`${BASE}/list?size=1000`, { token: admin.access_token })
    ).body.data.records.find((f) => f.id === id);
  const parse = (id: string, lang: 'en' | 'zh' = 'en') =>
    call<{ id: string; isModel: string }>(`${BASE}/parse`, { token: admin.access_token, body: { id }, lang });
  const publish = (id: string, publishStatus: 0 | 1) =>
    call(`${BASE}/updatePublishState`, { token: admin.access_token, body: { fileIds: [id], publishStatus } });
  async function parsed(id: string) {
    const seen = new Set<number>();
    const end = Date.now() + 180_000;
    for (;;) {
      const f = await row(id);
      if (f?.isModel === '2') seen.add(f.parseProgress);
      if (f && (f.isModel === '3' || f.isModel === '-1')) return { file: f, seen };
      if (Date.now() > end) throw new Error(`example ${id} did not settle: ${JSON.stringify(f)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  it('uploads a file over 4 MB by presigned parts and serves the same bytes', async () => {
    const bytes = paddedIfc('ifc/AC20-FZK-Haus.ifc', 4 * 1024 * 1024 + 512 * 1024);
    expect(bytes.byteLength).toBeGreaterThan(4 * 1024 * 1024);
    const saved = await uploadByParts(admin, 'FZK-Haus large.ifc', bytes);
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ size: bytes.byteLength, publishStatus: 0, isModel: '1' });
    const res = await fetch(`${baseUrl()}${BASE}/download?id=${saved.body.data.id}`, {
      headers: { 'blade-auth': `bearer ${admin.access_token}` },
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const removed = await call(`${BASE}/remove`, {
      token: admin.access_token,
      body: { ids: [saved.body.data.id] },
    });
    expect(removed.status).toBe(200);
  });

  it('refuses to save an object the caller never uploaded, writing nothing', async () => {
    const before = (await call<Page<ExampleFile>>(`${BASE}/list`, { token: admin.access_token })).body.data
      .total;
    const res = await call(`${BASE}/save`, {
      token: admin.access_token,
      body: { objectId: 'not-an-object', fileName: 'x.ifc' },
    });
    expect(res.status).toBe(404);
    const bad = await call(`${BASE}/save`, {
      token: admin.access_token,
      body: { objectId: 'a', fileName: '' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call<Page<ExampleFile>>(`${BASE}/list`, { token: admin.access_token })).body.data.total,
    ).toBe(before);
  });

  it('parses on the project parse pipeline, blocked while published, and opens read-only for users', async () => {
    const saved = await uploadByParts(admin, 'IfcOpenHouse.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    expect(saved.status, saved.body.msg).toBe(200);
    const id = saved.body.data.id;
    expect(saved.body.data.isModel).toBe('1');

    // Published: parse is refused and nothing changes.
    expect((await publish(id, 1)).status).toBe(200);
    const blocked = await parse(id);
    expect(blocked.status).toBe(403);
    expect((await row(id))?.isModel).toBe('1');
    // Not parsed yet: users have no 3D view of it.
    const early = await call(`${SAMPLE}/modelView?id=${id}`, { token: user.access_token });
    expect(early.status).toBe(400);
    expect((await publish(id, 0)).status).toBe(200);

    const started = await parse(id);
    expect(started.status, started.body.msg).toBe(200);
    expect(started.body.data.isModel).toBe('2');
    const again = await parse(id);
    expect(again.status).toBe(409);
    const { file, seen } = await parsed(id);
    expect(file.isModel, file.parseMessage).toBe('3');
    expect(file.parseProgress).toBe(100);
    // Every percent seen while it ran is one of the parse stages' (progress settings' defaults).
    for (const p of seen) expect([0, 30, 60, 90]).toContain(p);
    expect((await parse(id)).status).toBe(409);

    // Unpublished: users see neither the file nor its model.
    expect((await call(`${SAMPLE}/modelView?id=${id}`, { token: user.access_token })).status).toBe(404);
    expect((await publish(id, 1)).status).toBe(200);
    const listed = (await call<SampleProject>(`${SAMPLE}/list`, { token: user.access_token })).body.data;
    expect(listed.records.find((f) => f.id === id)).toMatchObject({ isModel: '3', filePerms: ['viewFile'] });
    const view = await call<SampleModelView>(`${SAMPLE}/modelView?id=${id}`, { token: user.access_token });
    expect(view.status, view.body.msg).toBe(200);
    const glb = await fetchBytes(view.body.data.glbUrl);
    expect(new TextDecoder().decode(glb.subarray(0, 4))).toBe('glTF');
    expect(glbJson(glb).nodes?.length ?? 0).toBeGreaterThan(0);
    const tree = JSON.parse(new TextDecoder().decode(await fetchBytes(view.body.data.treeUrl)));
    expect(tree.elementCount).toBeGreaterThan(0);

    // Delete is always allowed and takes the parsed model with it.
    expect((await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: [id] } })).status).toBe(
      200,
    );
    expect((await call(`${SAMPLE}/modelView?id=${id}`, { token: user.access_token })).status).toBe(404);
    expect((await fetch(view.body.data.glbUrl)).status).toBe(404);
  });

  it('refuses a file that is not a model, in the caller language', async () => {
    const saved = await uploadByParts(admin, 'notes.txt', new TextEncoder().encode('not a model'));
    expect(saved.body.data.isModel).toBe('');
    const res = await parse(saved.body.data.id, 'zh');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('该文件不能作为模型解析');
    await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: [saved.body.data.id] } });
  });
});
