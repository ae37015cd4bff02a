import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentStart } from '@loopline/shared/contracts/pay';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { fileCall } from '../support/files.ts';
import { functionsModule } from '../support/notices.ts';
import { addMembers, createProject, joinTeam, type Person, person } from '../support/projects.ts';
import { bytesOf, upload } from '../support/upload.ts';

/**
 * Issue 18 item 4: a membership that lapses (the scheduled job) leaves its owner's projects over
 * their storage read-only for uploads — with the spec's "Insufficient storage capacity", nothing
 * deleted — and a renewal opens them again.
 */
const GB = 1024 ** 3;
let owner: Person;
let member: Person;
let projectId: string;
let memberProjectId: string;

const token = (p: Person) => p.tokens.access_token;
const space = async (p: Person) =>
  (await call<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo', { token: token(p) })).body.data;

async function buyMonth(p: Person) {
  const start = await call<PaymentStart>('/api/blade-pay/wxpay/nativePay', {
    token: token(p),
    body: { chargeId: 'member-1m' },
  });
  expect(start.status, start.body.msg).toBe(200);
  const paid = await fetch(`${start.body.data.codeUrl}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(paid.status).toBe(200);
}

/** Stands for gigabytes uploaded while a member (uploading them here would take minutes). */
async function setStorageUsed(userId: string, bytes: number) {
  const { client, table } = testDb();
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `USER#${userId}`, sk: 'QUOTA' },
      UpdateExpression: 'SET storageUsed = :u',
      ExpressionAttributeValues: { ':u': bytes },
    }),
  );
}

/** The partition of the lapse job's index the user's quota is in (undefined: not in the index). */
async function lapseQueueOf(userId: string) {
  const { client, table } = testDb();
  const { Item } = await client.send(
    new GetCommand({ TableName: table, Key: { pk: `USER#${userId}`, sk: 'QUOTA' } }),
  );
  expect(Item?.tier).toBeDefined();
  return Item?.gsi3pk as string | undefined;
}

const check = (who: Person, target: string, fileName = 'next.txt') =>
  fileCall(who, '/checkFile', { projectId: target, fileName, fileSize: 1024 });

const names = async (who: Person) => {
  const res = await fileCall<{ records: { fileName: string }[] }>(who, '/info/query', { projectId });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.records.map((r) => r.fileName).sort();
};

beforeAll(async () => {
  [owner, member] = await Promise.all([person(), person()]);
  await buyMonth(owner);
  await joinTeam(owner, [member]);
  const made = await createProject(owner);
  projectId = made.projectId;
  await addMembers(owner, projectId, [{ userId: member.userId, groupId: made.group('readWrite').id }]);
  memberProjectId = (await createProject(member)).projectId;
  await upload(owner, { projectId }, 'owner.txt', bytesOf(2048, 1));
  await upload(member, { projectId }, 'member.txt', bytesOf(2048, 2));
});

describe('a lapsed membership over its storage', () => {
  it('makes the owner’s projects read-only for uploads, deletes nothing, and a renewal opens them again', async () => {
    const paid = await space(owner);
    expect(paid.memberTier).toBe('member');
    expect(await lapseQueueOf(owner.userId)).toBe('MEMBERS#PAID');
    expect(await lapseQueueOf(member.userId)).toBeUndefined();
    // More than the free tier holds, well within the paid one.
    await setStorageUsed(owner.userId, paid.personalSpace - GB);
    expect((await check(owner, projectId)).status).toBe(200);

    const { lapseExpired } =
      await functionsModule<typeof import('../../functions/src/membership/index.ts')>('membership/index');
    const { handler } = await functionsModule<{ handler(): Promise<{ lapsed: number }> }>(
      'workers/lapseMemberships',
    );
    // The scheduled job itself leaves a valid membership alone; a month and more later it lapses.
    await handler();
    expect((await space(owner)).memberTier).toBe('member');
    expect((await lapseExpired(new Date(Date.now() + 40 * 86_400_000))).lapsed).toBeGreaterThanOrEqual(1);
    const lapsed = await space(owner);
    expect(lapsed.memberTier).toBe('nonMember');
    // The lapse job's index holds paid memberships only: a lapsed one, like a free one, has left it.
    expect(await lapseQueueOf(owner.userId)).toBeUndefined();
    expect(lapsed.personalSpace).toBeLessThan(paid.personalSpace - GB);

    // Uploads into the project are refused for everyone, with the spec's message.
    for (const who of [owner, member]) {
      const refused = await check(who, projectId);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('Insufficient storage capacity.');
    }
    await expect(upload(member, { projectId }, 'refused.txt', bytesOf(2048, 3))).rejects.toThrow();
    const zh = await call('/api/cloud/file/checkFile', {
      token: token(member),
      body: { projectId, fileName: 'x.txt', fileSize: 1024 },
      lang: 'zh',
    });
    expect(zh.body.msg).toBe('存储空间不足。');
    // Nothing was deleted; reading goes on; the member's own project still takes their uploads.
    expect(await names(owner)).toEqual(['member.txt', 'owner.txt']);
    expect(await names(member)).toEqual(['member.txt', 'owner.txt']);
    expect((await check(member, memberProjectId)).status).toBe(200);

    // Renewing gives the storage back: uploads are taken again.
    await buyMonth(owner);
    expect((await space(owner)).memberTier).toBe('member');
    expect(await lapseQueueOf(owner.userId)).toBe('MEMBERS#PAID');
    expect((await check(owner, projectId)).status).toBe(200);
    expect((await check(member, projectId)).status).toBe(200);
    await upload(member, { projectId }, 'after.txt', bytesOf(2048, 4));
    expect(await names(owner)).toEqual(['after.txt', 'member.txt', 'owner.txt']);
  });
});
