import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type CallOptions, call, settleAuditLogs, signIn } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { mkdir } from '../support/files.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';

/**
 * Issue 14 items 3 and 4: an over-long id in a path, a query or a body, an id list with too many or
 * too long ids, and a cursor the server never issued are refused with a 400 envelope — never a 500
 * from the database — and nothing is written.
 */

const LONG_ID = '9'.repeat(8000);
/** One 5,000-character id, 5,000 one-character ids joined by commas, and the same as an array. */
const HUGE_LISTS: [string, unknown][] = [
  ['one 5,000-char id', '9'.repeat(5000)],
  ['5,000 comma-joined ids', Array(5000).fill('9').join(',')],
  ['an array of 5,000 ids', Array(5000).fill('9')],
];

let owner: Person;
let member: Person;
let admin: Person;
let projectId: string;
let groupId: string;
let folderId: string;

/** Every item of the table, hashed: equal before and after means nothing was written. */
async function tableDigest(): Promise<string> {
  const { client, table } = testDb();
  const rows: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) rows.push(JSON.stringify(item, Object.keys(item).sort()));
    start = out.LastEvaluatedKey;
  } while (start);
  return createHash('sha256').update(rows.sort().join('\n')).digest('hex');
}

/** Calls, expects a 400 envelope, and checks the table did not change. */
async function refused(who: Person, path: string, options: CallOptions = {}) {
  // Audit lines of earlier calls (access history, operation log) land before the baseline; the
  // probe's own would land before the second digest, so a refused request that audits still fails.
  await settleAuditLogs();
  const before = await tableDigest();
  const res = await call(path, { token: who.tokens.access_token, ...options });
  expect(res.status, `${options.method ?? 'GET'} ${path.slice(0, 80)}: ${res.body.msg}`).toBe(400);
  expect(res.body).toMatchObject({ code: 400, success: false, data: null });
  expect(typeof res.body.msg).toBe('string');
  await settleAuditLogs();
  expect(await tableDigest(), `${path.slice(0, 80)} wrote something`).toBe(before);
  return res;
}

beforeAll(async () => {
  const adminTokens = await signIn('admin', inject('adminPassword'));
  admin = { account: 'admin', tokens: adminTokens, userId: adminTokens.user_id };
  [owner, member] = await Promise.all([person(), person()]);
  const project = await createProject(owner);
  projectId = project.projectId;
  groupId = project.group('read').id;
  folderId = (await mkdir(owner, projectId, 'Z')).id;
  // Two membership changes, so the records list has a second page and a real cursor.
  await grantMembership(owner.userId, 'enterpriseMember');
  await joinTeam(owner, [member]);
  await addMembers(owner, projectId, [{ userId: member.userId }]);
  await call('/api/cloud/project/user/updateProjectUser', {
    token: owner.tokens.access_token,
    body: { projectId, userId: member.userId, roleStatus: 'admin' },
  });
});

describe('an 8,000-character id in a path answers 400', () => {
  const paths: [string, () => string, CallOptions['method']?][] = [
    ['project members', () => `/api/cloud/project/user/list/${LONG_ID}`],
    ['all project members', () => `/api/cloud/project/user/allList/${LONG_ID}`],
    ['project cover', () => `/api/cloud/project/avatar/${LONG_ID}`],
    ['project groups', () => `/api/cloud/project/group/list/${LONG_ID}`],
    ['group picker', () => `/api/cloud/project/group/tree/query/${LONG_ID}`],
    ['group members', () => `/api/cloud/project/group/user/list/${LONG_ID}`],
    ['a project member', () => `/api/cloud/project/user/${projectId}/${LONG_ID}`],
    ['invite list', () => `/api/cloud/project/user/invite/list/${LONG_ID}`],
    ['records list', () => `/api/cloud/project/user/records/list/${LONG_ID}`],
    ['user avatar', () => `/api/cloud/user/avatar/${LONG_ID}`],
    ['file download', () => `/api/cloud/file/info/${LONG_ID}?projectId=${projectId}`],
    ['file download (long project)', () => `/api/cloud/file/info/abc?projectId=${LONG_ID}`],
    ['delete a project', () => `/api/cloud/project/delete/${LONG_ID}`, 'DELETE'],
    ['delete a group', () => `/api/cloud/project/group/delete/${LONG_ID}`, 'DELETE'],
    ['quit (project)', () => `/api/cloud/project/user/quit/${LONG_ID}/${owner.userId}`, 'PUT'],
    ['quit (user)', () => `/api/cloud/project/user/quit/${projectId}/${LONG_ID}`, 'PUT'],
  ];
  it.each(paths)('%s', async (_, path, method) => {
    const res = await refused(owner, path(), { method });
    expect(res.body.msg).toMatch(/is not a valid id/);
  });

  it('and so does an id with characters no id has', async () => {
    await refused(owner, `/api/cloud/project/user/list/${encodeURIComponent('a b#c')}`);
    await refused(owner, `/api/cloud/project/group/delete/${encodeURIComponent('../x')}`, {
      method: 'DELETE',
    });
  });

  it('an administrator route too (feedback by id)', async () => {
    await refused(admin, `/api/cloud/feedback/info/${LONG_ID}`);
  });

  it('a bad MD5 in the identify path is a 400 as well', async () => {
    for (const md5 of ['-1', '%00', encodeURIComponent('😀')])
      await refused(owner, `/api/cloud/file/${md5}?fileSize=1`);
  });

  it('real ids still work', async () => {
    const res = await call(`/api/cloud/project/user/list/${projectId}`, { token: owner.tokens.access_token });
    expect(res.status).toBe(200);
  });
});

describe('an over-long id in a query or a body answers 400', () => {
  it('query', async () => {
    await refused(owner, `/api/cloud/project/getMaxSpace?projectId=${LONG_ID}`);
    await refused(owner, `/api/cloud/link/list?teamId=${LONG_ID}`);
  });

  it('body', async () => {
    await refused(owner, '/api/cloud/file/info/query', { body: { projectId: LONG_ID } });
    await refused(owner, '/api/cloud/file/dir/save', {
      body: { projectId, dirId: LONG_ID, dirName: 'x' },
    });
    await refused(owner, '/api/cloud/project/group/save', { body: { fkProjectId: LONG_ID, groupName: 'g' } });
  });
});

describe('an id list with too many or too long ids answers 400', () => {
  const routes: [string, string, (ids: unknown) => unknown, CallOptions['method']?][] = [
    ['isPopup', '/api/cloud/file/info/isPopup', (ids) => ({ projectId, fileIds: ids })],
    ['checkFileInfo', '/api/cloud/file/info/checkFileInfo', (ids) => ({ projectId, dirIds: ids })],
    ['delete entries', '/api/cloud/file/info/delete', (ids) => ({ projectId, fileId: ids })],
    [
      'moveFileOrDir',
      '/api/cloud/file/dir/moveFileOrDir',
      (ids) => ({ projectId, dirId: folderId, fileIds: ids }),
    ],
    ['queryMoveDir', '/api/cloud/file/dir/queryMoveDir', (ids) => ({ projectId, ids })],
    ['downLoadToZip', '/api/cloud/file/info/downLoadToZip', (ids) => ({ projectId, dirIds: ids })],
    [
      'updatePublishState',
      '/api/cloud/file/info/updatePublishState',
      (ids) => ({ projectId, fileIds: ids, publishStatus: '1' }),
    ],
    ['convertModelWlk', '/api/cloud/file/info/convertModelWlk', (ids) => ({ projectId, ids })],
    ['upload list remove', '/api/cloud/file/upload/list/remove', (ids) => ({ ids })],
    [
      'link/save',
      '/api/cloud/receive/send/link/save',
      (ids) => ({ projectId, fileIds: ids, expireDays: 7, downState: 1 }),
    ],
    [
      'member/send',
      '/api/cloud/receive/send/member/send',
      (ids) => ({ projectId, fileIds: [], dirIds: [folderId], userIds: ids }),
    ],
    [
      'group/user/save',
      '/api/cloud/project/group/user/save',
      (ids) => ({ projectId, groupId, userIds: ids }),
    ],
    [
      'group/user/addGroupUser',
      '/api/cloud/project/group/user/addGroupUser',
      (ids) => ({ projectId, groupId, fkUserIds: ids }),
    ],
    [
      'group/user/delete',
      '/api/cloud/project/group/user/delete',
      (ids) => ({ projectId, groupId, fkUserIds: ids }),
      'DELETE',
    ],
    [
      'project/user/delete',
      '/api/cloud/project/user/delete',
      (ids) => ({ projectId, userIds: ids }),
      'DELETE',
    ],
    ['project/delete', '/api/cloud/project/delete', (ids) => ({ ids }), 'DELETE'],
    ['joinTeams', '/api/cloud/team/joinTeams', (ids) => ({ teamIds: ids })],
    ['exitTeams', '/api/cloud/team/exitTeams', (ids) => ({ teamIds: ids })],
    ['team/remove', '/api/cloud/team/remove', (ids) => ({ userIds: ids })],
    ['link/application/remove', '/api/cloud/link/application/remove', (ids) => ({ userIds: ids })],
  ];

  for (const [label, list] of HUGE_LISTS) {
    it.each(routes)(`%s with ${label}`, async (_, path, body, method) => {
      await refused(owner, path, { body: body(list), method });
    });
  }

  it('the project is still there with both its members', async () => {
    const res = await call(`/api/cloud/project/user/list/${projectId}`, { token: owner.tokens.access_token });
    expect(res.status).toBe(200);
    expect((res.body.data as { total: number }).total).toBe(2);
  });
});

describe('a cursor the server did not issue answers 400', () => {
  const BAD_CURSORS = [
    '-1',
    'not-a-cursor',
    Buffer.from('{"pk":"PROJECT#x","sk":"LOG#1"}').toString('base64url'),
  ];

  it.each(BAD_CURSORS)('project invite, records and member lists: %s', async (cursor) => {
    const q = `cursor=${encodeURIComponent(cursor)}`;
    for (const path of [
      `/api/cloud/project/user/invite/list/${projectId}?${q}`,
      `/api/cloud/project/user/records/list/${projectId}?${q}`,
      `/api/cloud/project/user/list/${projectId}?${q}`,
    ]) {
      const res = await refused(owner, path);
      expect(res.body.msg).toMatch(/cursor is not valid/);
    }
  });

  it.each(BAD_CURSORS)('folder list and notices: %s', async (cursor) => {
    await refused(owner, '/api/cloud/file/info/query', { body: { projectId, dirId: folderId, cursor } });
    await refused(owner, '/api/cloud/notice/list', { body: { cursor } });
  });

  it('a cursor the server issued still pages', async () => {
    const first = await call<{ cursor?: string; records: unknown[] }>(
      `/api/cloud/project/user/records/list/${projectId}?size=1`,
      { token: owner.tokens.access_token },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.cursor).toBeTruthy();
    const next = await call<{ records: unknown[] }>(
      `/api/cloud/project/user/records/list/${projectId}?size=1&cursor=${first.body.data.cursor}`,
      { token: owner.tokens.access_token },
    );
    expect(next.status).toBe(200);
    expect(next.body.data.records).toHaveLength(1);
  });
});
