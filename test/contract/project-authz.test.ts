import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../support/client.ts';
import {
  addMembers,
  createProject,
  ensureTenant,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';

/**
 * Authorization matrix of the project, group and member routes: each route is called by every kind
 * of caller against a fresh project, and the status must be the expected allow/deny.
 */
type Actor =
  | 'anonymous'
  | 'otherTenant'
  | 'nonMember'
  | 'read'
  | 'readWrite'
  | 'memberAdmin'
  | 'creator'
  | 'platformAdmin';
const ACTORS: Actor[] = [
  'anonymous',
  'otherTenant',
  'nonMember',
  'read',
  'readWrite',
  'memberAdmin',
  'creator',
  'platformAdmin',
];

interface Fixture {
  projectId: string;
  readGroupId: string;
  rwGroupId: string;
  customGroupId: string;
  spare: Person;
  people: Record<Exclude<Actor, 'anonymous'>, Person>;
}

let people: Fixture['people'];
let spares: Person[];

beforeAll(async () => {
  await ensureTenant('000002');
  const adminTokens = await signIn('admin', inject('adminPassword'));
  const admin: Person = { account: 'admin', tokens: adminTokens, userId: adminTokens.user_id };
  const [otherTenant, nonMember, read, readWrite, memberAdmin, creator] = await Promise.all([
    person({ tenantId: '000002' }),
    person(),
    person(),
    person(),
    person(),
    person(),
  ]);
  people = { otherTenant, nonMember, read, readWrite, memberAdmin, creator, platformAdmin: admin };
  spares = await Promise.all(Array.from({ length: 4 }, () => person()));
  // Members are picked from the creator's team.
  // Enterprise: no project limit, since every case makes a fresh project.
  await grantMembership(creator.userId, 'enterpriseMember');
  await joinTeam(creator, [read, readWrite, memberAdmin, nonMember, ...spares]);
});

let spareIndex = 0;
async function fixture(): Promise<Fixture> {
  const { projectId, group } = await createProject(people.creator);
  const custom = await call<{ id: string }>('/api/cloud/project/group/save', {
    token: people.creator.tokens.access_token,
    body: { fkProjectId: projectId, groupName: 'Reviewers', memo: '' },
  });
  await addMembers(people.creator, projectId, [
    { userId: people.read.userId, groupId: group('read').id },
    { userId: people.readWrite.userId, groupId: group('readWrite').id },
    { userId: people.memberAdmin.userId, roleStatus: 'admin' },
  ]);
  const spare = spares[spareIndex++ % spares.length]!;
  return {
    projectId,
    readGroupId: group('read').id,
    rwGroupId: group('readWrite').id,
    customGroupId: custom.body.data.id,
    spare,
    people,
  };
}

interface Case {
  name: string;
  request: (
    f: Fixture,
    self: Person | null,
  ) => { path: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown };
  expect: Record<Actor, number>;
}

const MEMBERS_READ = {
  anonymous: 401,
  otherTenant: 404,
  nonMember: 404,
  read: 200,
  readWrite: 200,
  memberAdmin: 200,
  creator: 200,
  platformAdmin: 404,
};
const MANAGERS = {
  anonymous: 401,
  otherTenant: 404,
  nonMember: 404,
  read: 403,
  readWrite: 403,
  memberAdmin: 200,
  creator: 200,
  platformAdmin: 404,
};
const CREATOR_ONLY = { ...MANAGERS, memberAdmin: 403 };

const cases: Case[] = [
  {
    name: 'list my projects',
    request: () => ({ path: '/api/cloud/project/myproject/query' }),
    expect: { ...MEMBERS_READ, otherTenant: 200, nonMember: 200, platformAdmin: 200 },
  },
  {
    name: 'member list',
    request: (f) => ({ path: `/api/cloud/project/user/list/${f.projectId}` }),
    expect: MEMBERS_READ,
  },
  {
    name: 'all members',
    request: (f) => ({ path: `/api/cloud/project/user/allList/${f.projectId}` }),
    expect: MEMBERS_READ,
  },
  {
    name: 'groups',
    request: (f) => ({ path: `/api/cloud/project/group/list/${f.projectId}` }),
    expect: MEMBERS_READ,
  },
  {
    name: 'group members',
    request: (f) => ({ path: `/api/cloud/project/group/user/list/${f.readGroupId}` }),
    expect: MEMBERS_READ,
  },
  {
    name: 'group tree',
    request: (f) => ({ path: `/api/cloud/project/group/tree/query/${f.customGroupId}` }),
    expect: MEMBERS_READ,
  },
  {
    name: 'project with me',
    request: (f, self) => ({ path: `/api/cloud/project/user/${f.projectId}/${self?.userId ?? 'x'}` }),
    expect: MEMBERS_READ,
  },
  {
    name: 'project permissions',
    request: (f) => ({
      path: '/api/cloud/file/user/perm/rel/queryProjectPerm',
      body: { projectId: f.projectId },
    }),
    expect: MEMBERS_READ,
  },
  {
    name: 'hide project',
    request: (f) => ({
      path: '/api/cloud/project/management/updateHiddenState',
      body: { projectId: f.projectId, hidden: true },
    }),
    expect: MEMBERS_READ,
  },
  {
    name: 'edit project',
    request: (f) => ({
      path: '/api/cloud/project/update',
      body: { id: f.projectId, projectName: 'Renamed', memo: '' },
    }),
    expect: CREATOR_ONLY,
  },
  {
    name: 'delete project',
    request: (f) => ({ path: `/api/cloud/project/delete/${f.projectId}`, method: 'DELETE' }),
    expect: CREATOR_ONLY,
  },
  {
    name: 'add member',
    request: (f) => ({
      path: '/api/cloud/project/user/save/web',
      body: { projectId: f.projectId, users: [{ userId: f.spare.userId }] },
    }),
    expect: MANAGERS,
  },
  {
    name: 'change member role',
    request: (f) => ({
      path: '/api/cloud/project/user/updateProjectUser',
      body: {
        projectId: f.projectId,
        userId: f.people.read.userId,
        roleStatus: 'user',
        groupId: f.rwGroupId,
      },
    }),
    expect: MANAGERS,
  },
  {
    name: 'remove member',
    request: (f) => ({
      path: '/api/cloud/project/user/delete',
      method: 'DELETE',
      body: { projectId: f.projectId, userIds: [f.people.readWrite.userId] },
    }),
    expect: MANAGERS,
  },
  {
    name: 'quit',
    request: (f, self) => ({
      path: `/api/cloud/project/user/quit/${f.projectId}/${self?.userId ?? 'x'}`,
      method: 'PUT',
    }),
    expect: { ...MEMBERS_READ, creator: 403 },
  },
  {
    name: 'create group',
    request: (f) => ({
      path: '/api/cloud/project/group/save',
      body: { fkProjectId: f.projectId, groupName: 'Site team', memo: '' },
    }),
    expect: MANAGERS,
  },
  {
    name: 'rename group',
    request: (f) => ({
      path: '/api/cloud/project/group/update',
      body: { id: f.customGroupId, groupName: 'Checkers', memo: '' },
    }),
    expect: MANAGERS,
  },
  {
    name: 'delete group',
    request: (f) => ({ path: `/api/cloud/project/group/delete/${f.customGroupId}`, method: 'DELETE' }),
    expect: MANAGERS,
  },
  {
    name: 'put into group',
    request: (f) => ({
      path: '/api/cloud/project/group/user/save',
      body: { projectId: f.projectId, groupId: f.customGroupId, userIds: [f.people.read.userId] },
    }),
    expect: MANAGERS,
  },
  {
    name: 'take out of group',
    request: (f) => ({
      path: '/api/cloud/project/group/user/delete',
      method: 'DELETE',
      body: { projectId: f.projectId, groupId: f.readGroupId, fkUserIds: f.people.read.userId },
    }),
    expect: MANAGERS,
  },
];

describe.each(cases)('authorization: $name', (testCase) => {
  it.each(ACTORS)('%s', async (actor) => {
    const f = await fixture();
    const self = actor === 'anonymous' ? null : f.people[actor];
    const { path, method, body } = testCase.request(f, self);
    const res = await call(path, {
      method: method ?? (body ? 'POST' : 'GET'),
      body,
      token: self?.tokens.access_token,
    });
    expect(res.status, `${actor} ${path}: ${res.body.msg}`).toBe(testCase.expect[actor]);
    expect(res.body.code).toBe(res.status);
  });
});
