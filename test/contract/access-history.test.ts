import type { AccessHistoryView } from '@loopline/shared/contracts/accessHistory';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, settleAuditLogs, type Tokens } from '../support/client.ts';
import { adminCall, unscopedAdminTokens } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { createProject, type Person, person } from '../support/projects.ts';
import { upload } from '../support/upload.ts';

const BASE = '/api/cloud/accesshistory';
type Page = { records: AccessHistoryView[]; total: number };

describe('access history (cloud/accesshistory)', () => {
  let admin: Tokens;
  let visitor: Person;
  let projectId: string;
  let projectName: string;
  let fileId: string;

  beforeAll(async () => {
    admin = await adminTokens();
    visitor = await person();
    projectName = `Visited ${Math.random().toString(36).slice(2, 8)}`;
    ({ projectId } = await createProject(visitor, projectName));
    fileId = (await upload(visitor, { projectId }, 'plan.txt', new TextEncoder().encode('a plan'))).entryId;
  });

  const page = (type: 'project' | 'file') =>
    adminCall<Page>(admin, `${BASE}/page?accessSourceType=${type}&account=${visitor.account}`);

  it('answers 401 signed out, 403 to users and to an administrator without the scope', async () => {
    const user = await newUser();
    const other = await unscopedAdminTokens();
    const routes = [
      { path: `${BASE}/page`, method: 'GET' as const },
      { path: `${BASE}/remove?ids=project_20260101_abc`, method: 'DELETE' as const },
      { path: `${BASE}/remove/all?accessSourceType=file`, method: 'DELETE' as const },
    ];
    for (const r of routes) {
      expect((await call(r.path, { method: r.method })).status, r.path).toBe(401);
      expect((await call(r.path, { method: r.method, token: user.access_token })).status, r.path).toBe(403);
      expect((await call(r.path, { method: r.method, token: other.access_token })).status, r.path).toBe(403);
    }
  });

  it('records opening a project and a file, off the request path, and lists them newest first', async () => {
    const token = visitor.tokens.access_token;
    expect((await call(`/api/cloud/project/user/${projectId}/${visitor.userId}`, { token })).status).toBe(
      200,
    );
    const preview = await call('/api/cloud/file/info/previewSource', { token, body: { projectId, fileId } });
    expect(preview.status).toBe(200);
    // The records leave the request path as log lines: once those are stored, both are listed.
    await settleAuditLogs();
    await expect.poll(async () => (await page('project')).records.length).toBe(1);
    await expect.poll(async () => (await page('file')).records.length).toBe(1);
    const [opened] = (await page('project')).records;
    expect(opened).toMatchObject({
      accessSourceType: 'project',
      sourceId: projectId,
      sourceName: projectName,
      account: visitor.account,
    });
    expect(opened!.id).toMatch(/^project_\d{8}_/);
    const [file] = (await page('file')).records;
    expect(file).toMatchObject({ sourceId: fileId, sourceName: 'plan.txt', proName: projectName });
  });

  it('refuses bad input with a 4xx and removes nothing', async () => {
    const before = (await page('project')).total;
    for (const path of [
      `${BASE}/page?accessSourceType=team`,
      `${BASE}/page?startDate=2026-02-01&endDate=2026-01-01`,
      `${BASE}/page?startDate=2025-01-01&endDate=2026-01-01`,
    ])
      expect((await call(path, { token: admin.access_token })).status, path).toBe(400);
    for (const path of [
      `${BASE}/remove`,
      `${BASE}/remove?ids=not-an-access-id`,
      `${BASE}/remove/all`,
      `${BASE}/remove/all?accessSourceType=team`,
    ])
      expect((await call(path, { method: 'DELETE', token: admin.access_token })).status, path).toBe(400);
    const [opened] = (await page('project')).records;
    const missing = await call(`${BASE}/remove?ids=${opened!.id},project_20200101_zzzz`, {
      method: 'DELETE',
      token: admin.access_token,
    });
    expect(missing.status).toBe(404);
    expect((await page('project')).total).toBe(before);
  });

  it('removes chosen records, then every record of one type', async () => {
    const [opened] = (await page('project')).records;
    const removed = await call<number>(`${BASE}/remove?ids=${opened!.id}`, {
      method: 'DELETE',
      token: admin.access_token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe('1 access records removed');
    expect((await page('project')).total).toBe(0);
    expect((await page('file')).total).toBe(1);
    const all = await call<number>(`${BASE}/remove/all?accessSourceType=file`, {
      method: 'DELETE',
      token: admin.access_token,
    });
    expect(all.status).toBe(200);
    expect(all.body.data).toBeGreaterThanOrEqual(1);
    expect((await page('file')).total).toBe(0);
  });
});
