import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { call, registerUser, signIn, type Tokens } from './client.ts';
import { testDb } from './db.ts';

export interface Person {
  account: string;
  tokens: Tokens;
  userId: string;
}

export async function person(overrides: { tenantId?: string; lang?: 'zh' | 'en' } = {}): Promise<Person> {
  const user = await registerUser(overrides);
  const tokens = await signIn(user.account, user.password, overrides.tenantId);
  return { account: user.account, tokens, userId: tokens.user_id };
}

/** A second tenant, written straight into the table (there is no tenant-creation API yet). */
export async function ensureTenant(tenantId: string) {
  const { client, table } = testDb();
  await client.send(
    new PutCommand({
      TableName: table,
      Item: {
        pk: `TENANT#${tenantId}`,
        sk: 'META',
        type: 'tenant',
        typeVersion: '1',
        tenantId,
        tenantName: `Tenant ${tenantId}`,
      },
    }),
  );
  for (const [sk, item] of [
    ['DEPT#1', { type: 'dept', id: '1', deptName: 'Main' }],
    ['ROLE#2', { type: 'role', id: '2', roleName: 'User', roleAlias: 'user' }],
  ] as const) {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { pk: `TENANT#${tenantId}`, sk, tenantId, typeVersion: '1', ...item },
      }),
    );
  }
}

export interface Group {
  id: string;
  groupName: string;
  groupInit: 'create' | 'read' | 'readWrite' | null;
}

export async function createProject(owner: Person, name = `P ${Math.random().toString(36).slice(2, 8)}`) {
  const res = await call<{ id: string }>('/api/cloud/project/save', {
    token: owner.tokens.access_token,
    body: { projectName: name, memo: '' },
  });
  if (res.status !== 200) throw new Error(`project save: ${res.body.msg}`);
  const projectId = res.body.data.id;
  const groups = (
    await call<Group[]>(`/api/cloud/project/group/list/${projectId}`, { token: owner.tokens.access_token })
  ).body.data;
  return {
    projectId,
    groups,
    group: (init: Group['groupInit']) => groups.find((g) => g.groupInit === init)!,
  };
}

export async function addMembers(
  owner: Person,
  projectId: string,
  users: { userId: string; groupId?: string; roleStatus?: 'user' | 'admin' }[],
) {
  const res = await call('/api/cloud/project/user/save/web', {
    token: owner.tokens.access_token,
    body: { projectId, users },
  });
  if (res.status !== 200) throw new Error(`member save: ${res.status} ${res.body.msg}`);
}

/** Gives a user a paid tier for a year (what the payment issue will sell), straight in the table. */
export async function grantMembership(
  userId: string,
  tier: 'member' | 'superMember' | 'enterpriseMember' = 'member',
) {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { client, table } = testDb();
  const memberDate = new Date(Date.now() + 365 * 86_400_000).toISOString();
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `USER#${userId}`, sk: 'QUOTA' },
      UpdateExpression: 'SET tier = :t, memberDate = :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': tier, ':d': memberDate },
    }),
  );
}

/** Puts `members` into `owner`'s team through the real flow: invitation, then acceptance. */
export async function joinTeam(owner: Person, members: Person[]) {
  const invited = await call('/api/cloud/team/inviteMembers', {
    token: owner.tokens.access_token,
    body: members.map((m) => ({ fkMemberId: m.userId })),
  });
  if (invited.status !== 200) throw new Error(`invite: ${invited.status} ${invited.body.msg}`);
  for (const member of members) {
    const joined = await call('/api/cloud/team/joinTeams', {
      token: member.tokens.access_token,
      body: { teamIds: [owner.userId] },
    });
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.body.msg}`);
  }
}
