import type { LoginBackground } from '@loopline/shared/contracts/settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { solidPng } from '../support/images.ts';
import { adminTokens, newUser } from '../support/notices.ts';

const BASE = '/api/cloud/system/bg';

async function upload(token: string | undefined, name: string, data: Buffer, type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${baseUrl()}${BASE}/upload`, {
    method: 'POST',
    headers: { 'accept-language': 'en', ...(token ? { 'blade-auth': `bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { msg: string; data: LoginBackground } };
}

describe('login backgrounds (cloud/system/bg)', () => {
  let admin: Tokens;
  let user: Tokens;

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  const list = async () =>
    (await call<LoginBackground[]>(`${BASE}/list`, { token: admin.access_token })).body.data;

  it('answers 401 signed out and 403 to users on the admin routes', async () => {
    const routes = [
      { path: `${BASE}/list`, method: 'GET' as const },
      { path: `${BASE}/abc`, method: 'GET' as const },
      { path: `${BASE}/activate`, method: 'POST' as const, body: { id: 'abc' } },
      { path: `${BASE}/clean`, method: 'POST' as const, body: { id: 'abc' } },
    ];
    for (const r of routes) {
      expect((await call(r.path, { method: r.method, body: r.body })).status, r.path).toBe(401);
      const asUser = await call(r.path, { method: r.method, body: r.body, token: user.access_token });
      expect(asUser.status, r.path).toBe(403);
    }
    expect((await upload(undefined, 'a.png', solidPng(4, 4))).status).toBe(401);
    expect((await upload(user.access_token, 'a.png', solidPng(4, 4))).status).toBe(403);
  });

  it('refuses other types and images over 1 MB, storing nothing', async () => {
    const before = (await list()).length;
    const text = await upload(admin.access_token, 'fake.png', Buffer.from('not an image at all'));
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('The login background must be a JPG, PNG or GIF image');
    const big = Buffer.concat([solidPng(4, 4), Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload(admin.access_token, 'big.png', big);
    expect([400, 413]).toContain(tooBig.status);
    expect((await list()).length).toBe(before);
  });

  it('uploads, activates one at a time, serves the active one publicly and cleans', async () => {
    const red = solidPng(16, 9, [200, 0, 0]);
    const blue = solidPng(16, 9, [0, 0, 200]);
    const a = (await upload(admin.access_token, 'red.png', red)).body.data;
    const b = (await upload(admin.access_token, 'blue.png', blue)).body.data;
    expect((await call(`${BASE}/activate`, { token: admin.access_token, body: { id: a.id } })).status).toBe(
      200,
    );
    expect((await call(`${BASE}/activate`, { token: admin.access_token, body: { id: b.id } })).status).toBe(
      200,
    );
    const rows = await list();
    expect(rows.filter((r) => r.active === 1).map((r) => r.id)).toEqual([b.id]);
    const shown = await fetch(`${baseUrl()}${BASE}/background`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(blue)).toBe(true);
    const one = await fetch(`${baseUrl()}${BASE}/${a.id}`, {
      headers: { 'blade-auth': `bearer ${admin.access_token}` },
    });
    expect(Buffer.from(await one.arrayBuffer()).equals(red)).toBe(true);
    expect(
      (await call(`${BASE}/activate`, { token: admin.access_token, body: { id: 'missing' } })).status,
    ).toBe(404);
    const cleaned = await call<number>(`${BASE}/clean`, { token: admin.access_token, body: {} });
    expect(cleaned.status).toBe(200);
    expect((await list()).map((r) => r.id)).toEqual([b.id]);
    await call(`${BASE}/clean`, { token: admin.access_token, body: { id: b.id } });
    // None active: no image, and no error status for the sign-in page's console.
    expect((await fetch(`${baseUrl()}${BASE}/background`)).status).toBe(204);
  });
});
