import type { Page } from '@loopline/shared';
import type { PlatformProjectRow } from '@loopline/shared/contracts/platformOps';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { fileCall } from '../support/files.ts';
import { adminTokens } from '../support/notices.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';

/** Issue 19 item 2: the back office's project list and status; a disabled project is read-only. */
let admin: Tokens;
let owner: Person;
let member: Person;
let projectId: string;
const name = `Ops ${Math.random().toString(36).slice(2, 8)}`;

const asAdmin = <T>(path: string, options: Parameters<typeof call>[1] = {}) =>
  call<T>(path, { token: admin.access_token, ...options });
const setStatus = (id: string, status: number | string) =>
  asAdmin<PlatformProjectRow>(`/api/cloud/project/updateStatus/${id}/${status}`, { method: 'POST' });
const listNamed = async (query = '') => {
  const res = await asAdmin<Page<PlatformProjectRow>>(
    `/api/cloud/project/list?projectName=${encodeURIComponent(name)}${query}`,
  );
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.records;
};

beforeAll(async () => {
  admin = await adminTokens();
  [owner, member] = await Promise.all([person(), person()]);
  await grantMembership(owner.userId, 'enterpriseMember');
  await joinTeam(owner, [member]);
  const created = await createProject(owner, name);
  projectId = created.projectId;
  await addMembers(owner, projectId, [{ userId: member.userId, groupId: created.group('readWrite').id }]);
});

describe('platform projects', () => {
  it('is admin-only: 401 signed out, 403 for a user', async () => {
    expect((await call('/api/cloud/project/list')).status).toBe(401);
    expect((await call('/api/cloud/project/list', { token: owner.tokens.access_token })).status).toBe(403);
    const asUser = await call(`/api/cloud/project/updateStatus/${projectId}/0`, {
      method: 'POST',
      token: owner.tokens.access_token,
    });
    expect(asUser.status).toBe(403);
    expect((await listNamed())[0]?.status).toBe(1);
  });

  it('refuses bad input with a 4xx envelope and changes nothing', async () => {
    for (const [id, status] of [
      [projectId, 7],
      [projectId, 'x'],
      ['bad id!', 0],
    ] as const) {
      const res = await setStatus(encodeURIComponent(id), status);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
    expect((await setStatus('nosuchproject', 0)).status).toBe(404);
    expect((await asAdmin('/api/cloud/project/list?status=5')).status).toBe(400);
    expect((await asAdmin('/api/cloud/project/list?size=5000')).status).toBe(400);
    expect((await listNamed())[0]?.status).toBe(1);
  });

  it('lists by name and status', async () => {
    const rows = await listNamed();
    expect(rows.map((r) => r.id)).toEqual([projectId]);
    expect(rows[0]).toMatchObject({ projectName: name, memberCount: 2, createUser: owner.userId });
    expect(await listNamed('&status=0')).toEqual([]);
  });

  it('makes a disabled project read-only for its members, with a clear message, until re-enabled', async () => {
    const disabled = await setStatus(projectId, 0);
    expect(disabled.status, disabled.body.msg).toBe(200);
    expect(disabled.body.data.status).toBe(0);
    expect((await listNamed('&status=0')).map((r) => r.id)).toEqual([projectId]);

    // Reads still work.
    const groups = await call(`/api/cloud/project/group/list/${projectId}`, {
      token: member.tokens.access_token,
    });
    expect(groups.status).toBe(200);
    const listing = await fileCall(member, '/info/query', { projectId });
    expect(listing.status, listing.body.msg).toBe(200);

    // Writes are refused: the member's folder, the owner's edit (with the message) and delete.
    const dir = await fileCall(member, '/dir/save', { projectId, dirName: 'while disabled' });
    expect(dir.status).toBe(403);
    const edit = await call('/api/cloud/project/update', {
      token: owner.tokens.access_token,
      body: { id: projectId, projectName: `${name} changed`, memo: '' },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.msg).toContain('disabled by the platform administrator');
    const removed = await call(`/api/cloud/project/delete/${projectId}`, {
      method: 'DELETE',
      token: owner.tokens.access_token,
    });
    expect(removed.status).toBe(403);

    expect((await setStatus(projectId, 1)).status).toBe(200);
    const again = await fileCall(member, '/dir/save', { projectId, dirName: 'after enabling' });
    expect(again.status, again.body.msg).toBe(200);
    expect((await listNamed())[0]?.projectName).toBe(name);
  });
});
