import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { type EntryRow, fileCall, mkdir, putFile } from '../support/files.ts';
import { adminTokens } from '../support/notices.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';

/**
 * The folder listing answers from an item cache when the caller listed within the last second
 * (entities/cachedGet.ts). Every write made by the product forgets what it changes at once, so each
 * change of who may list what below takes effect on the very next listing, made right after it.
 */
interface Page {
  records: EntryRow[];
  total: number;
}

let owner: Person;
let reader: Person;
let admin: Tokens;

beforeAll(async () => {
  [owner, reader] = await Promise.all([person(), person()]);
  admin = await adminTokens();
  await grantMembership(owner.userId, 'enterpriseMember');
  await joinTeam(owner, [reader]);
});

/** A project with the reader in its read group, a folder holding a file, listed twice by both. */
async function setup() {
  const groups = await createProject(owner);
  const { projectId } = groups;
  const readGroup = groups.group('read').id;
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: readGroup }]);
  const folder = await mkdir(owner, projectId, 'Plans');
  await putFile(owner, folder, { fileName: 'a.pdf' });
  const listAs = (who: Person, dirId = folder.id) => fileCall<Page>(who, '/info/query', { projectId, dirId });
  for (const who of [reader, owner, reader, owner]) {
    const res = await listAs(who);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.records.map((r) => r.fileName)).toEqual(['a.pdf']);
  }
  return { projectId, readGroup, folder, listAs };
}

const asOwner = (path: string, options: Parameters<typeof call>[1]) =>
  call(path, { token: owner.tokens.access_token, ...options });

describe('folder listing right after a change of access', () => {
  it('answers 404 to a member removed a moment ago', async () => {
    const { projectId, listAs } = await setup();
    const removed = await asOwner('/api/cloud/project/user/delete', {
      method: 'DELETE',
      body: { projectId, userIds: [reader.userId] },
    });
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await listAs(reader)).status).toBe(404);
    expect((await listAs(owner)).status).toBe(200);
  });

  it('answers 404 to everyone once the project is deleted', async () => {
    const { projectId, listAs } = await setup();
    const deleted = await asOwner(`/api/cloud/project/delete/${projectId}`, { method: 'DELETE' });
    expect(deleted.status, deleted.body.msg).toBe(200);
    expect((await listAs(reader)).status).toBe(404);
    expect((await listAs(owner)).status).toBe(404);
  });

  it('answers 404 for a folder deleted a moment ago, and for the folders below it', async () => {
    const { projectId, folder, listAs } = await setup();
    const inner = await mkdir(owner, projectId, 'Inner', folder.id);
    expect((await listAs(reader, inner.id)).status).toBe(200);
    const res = await fileCall(owner, '/info/delete', { projectId, dirId: folder.id });
    expect(res.status, res.body.msg).toBe(200);
    expect((await listAs(reader)).status).toBe(404);
    expect((await listAs(owner)).status).toBe(404);
    expect((await listAs(reader, inner.id)).status).toBe(404);
  });

  it('answers 403 once the folder is no longer viewable by the member’s group, and 200 again when it is', async () => {
    const { projectId, readGroup, folder, listAs } = await setup();
    const grant = async (grants: Record<string, string[]>) => {
      const res = await fileCall(owner, '/user/perm/rel/saveEntryPerm', { projectId, id: folder.id, grants });
      expect(res.status, res.body.msg).toBe(200);
    };
    await grant({ [readGroup]: ['viewFile'] });
    expect((await listAs(reader)).status).toBe(403);
    await grant({});
    expect((await listAs(reader)).status).toBe(200);
  });

  it('follows a change of the member’s group at once', async () => {
    const { projectId, readGroup, folder, listAs } = await setup();
    const groups = await call<{ id: string; groupInit: string | null }[]>(
      `/api/cloud/project/group/list/${projectId}`,
      { token: owner.tokens.access_token },
    );
    const readWrite = groups.body.data.find((g) => g.groupInit === 'readWrite')!.id;
    // Only the read group may view the folder; the member then moves to read-write.
    const res = await fileCall(owner, '/user/perm/rel/saveEntryPerm', {
      projectId,
      id: folder.id,
      grants: { [readGroup]: ['viewDir', 'viewFile'], [readWrite]: ['viewFile'] },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect((await listAs(reader)).status).toBe(200);
    const changed = await asOwner('/api/cloud/project/user/updateProjectUser', {
      method: 'POST',
      body: { projectId, userId: reader.userId, groupId: readWrite, roleStatus: 'user' },
    });
    expect(changed.status, changed.body.msg).toBe(200);
    expect((await listAs(reader)).status).toBe(403);
  });

  it('follows a folder moved under a folder the member may not view, and back out', async () => {
    const { projectId, readGroup, folder, listAs } = await setup();
    const closed = await mkdir(owner, projectId, 'Closed');
    const grant = await fileCall(owner, '/user/perm/rel/saveEntryPerm', {
      projectId,
      id: closed.id,
      grants: { [readGroup]: ['viewFile'] },
    });
    expect(grant.status, grant.body.msg).toBe(200);
    const move = async (dirId: string) => {
      const res = await fileCall(owner, '/dir/moveFileOrDir', {
        projectId,
        dirId,
        dirIds: [folder.id],
        fileids: [],
        fileIds: [],
      });
      expect(res.status, res.body.msg).toBe(200);
    };
    await move(closed.id);
    expect((await listAs(reader)).status).toBe(403);
    await move(projectId);
    expect((await listAs(reader)).status).toBe(200);
  });

  it('shows a project disabled a moment ago read-only, and writable again once enabled', async () => {
    const { projectId, listAs } = await setup();
    const permsOfFile = async () => {
      const res = await listAs(owner);
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.records[0]!.filePerms;
    };
    expect(await permsOfFile()).toContain('removeFile');
    const setStatus = (status: number) =>
      call(`/api/cloud/project/updateStatus/${projectId}/${status}`, {
        method: 'POST',
        token: admin.access_token,
      });
    expect((await setStatus(0)).status).toBe(200);
    expect(await permsOfFile()).not.toContain('removeFile');
    expect((await setStatus(1)).status).toBe(200);
    expect(await permsOfFile()).toContain('removeFile');
  });

  it('counts a file added a moment ago in the total', async () => {
    const { projectId, folder, listAs } = await setup();
    const before = (await listAs(reader)).body.data.total;
    const res = await fileCall(owner, '/dir/save', { projectId, dirId: folder.id, dirName: 'New' });
    expect(res.status, res.body.msg).toBe(200);
    const after = await listAs(reader);
    expect(after.body.data.total).toBe(before + 1);
    expect(after.body.data.records.map((r) => r.fileName)).toEqual(['New', 'a.pdf']);
  });
});
