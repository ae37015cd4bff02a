import type { ExampleFile, SampleProject } from '@loopline/shared/contracts/exampleFile';
import { routeTable } from '@loopline/shared/manifest';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { expectGuarded, scopedAdminTokens, unscopedAdminTokens } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';

const BASE = '/api/cloud/exampleFile';
const PUBLISH = `${BASE}/updatePublishState`;
const routes = routeTable.filter((r) => r.group === 'example');
const adminRoutes = routes.filter((r) => r.auth === 'admin');
const userRoutes = routes.filter((r) => r.auth === 'user');

interface Page<T> {
  records: T[];
  total: number;
}

async function upload(token: string | undefined, name: string, data: Buffer | string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(Buffer.from(data))]), name);
  const res = await fetch(`${baseUrl()}${BASE}/upload`, {
    method: 'POST',
    headers: { 'accept-language': 'en', ...(token ? { 'blade-auth': `bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { msg: string; data: ExampleFile } };
}

async function bytes(path: string, token: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { 'blade-auth': `bearer ${token}` } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('example files: who may call the routes', () => {
  let user: Tokens;
  let unscoped: Tokens;
  let editor: Tokens;

  beforeAll(async () => {
    user = await newUser();
    unscoped = await unscopedAdminTokens();
    editor = await scopedAdminTokens({ menuIds: ['exampleFiles'], apiScopeIds: ['exampleFiles'] });
  });

  it('lists the routes it adds', () => {
    expect(adminRoutes.map((r) => r.path).sort()).toEqual([
      `${BASE}/download`,
      `${BASE}/list`,
      `${BASE}/parse`,
      `${BASE}/remove`,
      `${BASE}/rename`,
      `${BASE}/save`,
      PUBLISH,
      `${BASE}/upload`,
    ]);
    expect(userRoutes.map((r) => r.path).sort()).toEqual([
      '/api/cloud/sampleProject/list',
      '/api/cloud/sampleProject/modelView',
      '/api/cloud/sampleProject/view',
    ]);
  });

  it('answers 401 signed out, 403 to users and to an administrator without the scope', async () => {
    await expectGuarded({ all: routes, admin: adminRoutes }, { user, unscoped });
    expect((await upload(user.access_token, 'a.txt', 'x')).status).toBe(403);
    expect((await upload(unscoped.access_token, 'a.txt', 'x')).status).toBe(403);
    // The scope opens its routes.
    expect((await call(`${BASE}/list`, { token: editor.access_token })).status).toBe(200);
  });
});

describe('example files: publish, rename, delete and the sample project', () => {
  let admin: Tokens;
  let user: Tokens;
  const list = async () =>
    (await call<Page<ExampleFile>>(`${BASE}/list?size=1000`, { token: admin.access_token })).body.data;
  const sample = async () =>
    (await call<SampleProject>('/api/cloud/sampleProject/list', { token: user.access_token })).body.data;

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  it('refuses bad input and writes nothing', async () => {
    const before = (await list()).total;
    const empty = await upload(admin.access_token, 'empty.txt', '');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Please choose a file');
    const tooBig = await upload(admin.access_token, 'big.bin', Buffer.alloc(4 * 1024 * 1024 + 1));
    expect([400, 413]).toContain(tooBig.status);
    const badName = await upload(admin.access_token, 'a:b.txt', 'hello');
    expect(badName.status).toBe(400);
    for (const body of [
      { fileIds: [], publishStatus: 1 },
      { fileIds: ['nope'], publishStatus: 2 },
      { fileIds: 'not an id!', publishStatus: 1 },
      { fileIds: ['x1'] },
    ]) {
      expect((await call(PUBLISH, { token: admin.access_token, body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    const rename = await call(`${BASE}/rename`, {
      token: admin.access_token,
      body: { id: 'x1', fileName: '' },
    });
    expect(rename.status).toBe(400);
    expect(rename.body.msg).toMatch(/Please enter the file name/);
    expect((await list()).total).toBe(before);
  });

  it('publishes all or none: an unknown id changes nothing', async () => {
    const a = (await upload(admin.access_token, 'all-or-none.txt', 'a')).body.data;
    const res = await call(PUBLISH, {
      token: admin.access_token,
      body: { fileIds: [a.id, 'missing1'], publishStatus: 1 },
    });
    expect(res.status).toBe(404);
    expect((await list()).records.find((f) => f.id === a.id)?.publishStatus).toBe(0);
    await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: [a.id] } });
  });

  it('blocks rename while published, allows it after unpublish, and always allows delete', async () => {
    const up = await upload(admin.access_token, 'Plant layout.txt', 'pipes and valves');
    expect(up.status).toBe(200);
    expect(up.body.msg).toBe('Uploaded');
    const file = up.body.data;
    expect(file.publishStatus).toBe(0);
    // Unpublished: users do not see it, not even by id.
    expect((await sample()).records.map((f) => f.id)).not.toContain(file.id);
    expect((await bytes(`/api/cloud/sampleProject/view?id=${file.id}`, user.access_token)).status).toBe(404);

    const published = await call(PUBLISH, {
      token: admin.access_token,
      body: { fileIds: [file.id], publishStatus: 1 },
    });
    expect(published.status).toBe(200);
    expect(published.body.msg).toBe('Published');

    const refused = await call(`${BASE}/rename`, {
      token: admin.access_token,
      body: { id: file.id, fileName: 'Renamed.txt' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/cannot be renamed or parsed/);
    expect((await list()).records.find((f) => f.id === file.id)?.fileName).toBe('Plant layout.txt');

    // The user sees it, read-only, in the sample project and can view its bytes.
    const project = await sample();
    expect(project.isDefault).toBe(2);
    const seen = project.records.find((f) => f.id === file.id);
    expect(seen?.fileName).toBe('Plant layout.txt');
    expect(seen?.filePerms).toEqual(['viewFile']);
    const viewed = await bytes(`/api/cloud/sampleProject/view?id=${file.id}`, user.access_token);
    expect(viewed.status).toBe(200);
    expect(viewed.text).toBe('pipes and valves');
    expect(viewed.headers.get('content-disposition')).toMatch(/^inline;/);

    await call(PUBLISH, { token: admin.access_token, body: { fileIds: [file.id], publishStatus: 0 } });
    expect((await sample()).records.map((f) => f.id)).not.toContain(file.id);
    const renamed = await call(`${BASE}/rename`, {
      token: admin.access_token,
      body: { id: file.id, fileName: 'Renamed.txt' },
    });
    expect(renamed.status).toBe(200);
    expect((await list()).records.find((f) => f.id === file.id)?.fileName).toBe('Renamed.txt');

    // Delete is allowed while published.
    await call(PUBLISH, { token: admin.access_token, body: { fileIds: [file.id], publishStatus: 1 } });
    const removed = await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: [file.id] } });
    expect(removed.status).toBe(200);
    expect((await list()).records.map((f) => f.id)).not.toContain(file.id);
    expect((await sample()).records.map((f) => f.id)).not.toContain(file.id);
    expect((await bytes(`${BASE}/download?id=${file.id}`, admin.access_token)).status).toBe(404);
  });

  it('gives users no way to write: every example-file write answers 403 to them', async () => {
    const file = (await upload(admin.access_token, 'keep.txt', 'keep')).body.data;
    await call(PUBLISH, { token: admin.access_token, body: { fileIds: [file.id], publishStatus: 1 } });
    const writes = [
      { path: `${BASE}/rename`, body: { id: file.id, fileName: 'mine.txt' } },
      { path: `${BASE}/remove`, body: { ids: [file.id] } },
      { path: PUBLISH, body: { fileIds: [file.id], publishStatus: 0 } },
    ];
    for (const w of writes) {
      expect((await call(w.path, { token: user.access_token, body: w.body })).status, w.path).toBe(403);
    }
    expect((await upload(user.access_token, 'mine.txt', 'x')).status).toBe(403);
    const still = (await list()).records.find((f) => f.id === file.id);
    expect(still).toMatchObject({ fileName: 'keep.txt', publishStatus: 1 });
    await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: [file.id] } });
  });

  it('serves only viewable types inline', async () => {
    const html = (await upload(admin.access_token, 'page.html', '<script>alert(1)</script>')).body.data;
    expect(html.contentType).toBe('application/octet-stream');
    const got = await bytes(`${BASE}/download?id=${html.id}`, admin.access_token);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    // Users may only view: a type the browser cannot show would be a download.
    await call(PUBLISH, { token: admin.access_token, body: { fileIds: [html.id], publishStatus: 1 } });
    const asUser = await call(`/api/cloud/sampleProject/view?id=${html.id}`, { token: user.access_token });
    expect(asUser.status).toBe(403);
    expect(asUser.body.msg).toBe('This type of file cannot be viewed in the sample project yet');
    await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: [html.id] } });
  });
});
