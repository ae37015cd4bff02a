import type { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { storedItem } from './commit.ts';
import { entry, entryRequest } from './entry.ts';
import { entrySummary, entrySummaryRequest } from './entrySummary.ts';
import { folderCount, folderCountRequest } from './folderCount.ts';
import { keyReader } from './keyReader.ts';
import { project, projectRequest } from './project.ts';
import { projectMember, projectMemberRequest } from './projectMember.ts';
import { session } from './session.ts';
import { user } from './user.ts';

/** A client answering one stored item, recording what it was asked. */
function fakeClient(item: Record<string, unknown> | undefined) {
  const asked: GetCommand['input'][] = [];
  return {
    asked,
    async send(command: GetCommand) {
      asked.push(command.input);
      return { Item: item };
    },
  };
}

const sessionRecord = {
  userId: 'u1',
  sessionId: 's1',
  tenantId: '000000',
  clientId: 'web',
  deptId: '1',
  roleId: '2',
  ip: '127.0.0.1',
  userAgent: 'ua',
  lang: 'en' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: '2026-01-01T00:00:00.000Z',
  refreshJti: 'j1',
  status: 'active' as const,
  expiresAt: 1_800_000_000,
};

const userRecord = {
  userId: 'u1',
  tenantId: '000000',
  account: 'ann',
  phone: '16000000000',
  passwordHash: 'h',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  roleIds: ['2'],
  roleNames: ['user'],
  deptIds: ['1'],
  status: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletionDueAt: '2026-02-01T00:00:00.000Z',
};

describe('keyReader', () => {
  it('asks for the key ElectroDB builds and answers the record ElectroDB parses', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the two entities' own types do not unite
    const check = async (entity: any, record: Record<string, unknown>, key: Record<string, string>) => {
      const item = storedItem(entity.put(record));
      const client = fakeClient(item);
      const read = keyReader(entity, client);
      // The same record, to the order of its attributes (the same JSON text).
      expect(JSON.stringify(await read(key))).toBe(JSON.stringify(entity.parse({ Item: item })?.data));
      expect(client.asked[0]?.Key).toEqual(entity.get(key).params({ table: 'any' }).Key);
      expect(client.asked[0]?.ConsistentRead).toBeUndefined();
      await read(key, { consistent: true });
      expect(client.asked[1]?.ConsistentRead).toBe(true);
    };
    await check(session, sessionRecord, { userId: 'u1', sessionId: 's1' });
    await check(user, userRecord, { userId: 'u1' });
    // The user's hidden index attribute stays out, as with ElectroDB.
    const item = storedItem(user.put(userRecord));
    expect(item.deletionQueue).toBe('PENDING');
    expect(await keyReader(user, fakeClient(item))({ userId: 'u1' })).not.toHaveProperty('deletionQueue');
  });

  it('answers null for no item and for another entity’s item, as ElectroDB’s get does', async () => {
    expect(await keyReader(session, fakeClient(undefined))({ userId: 'u1', sessionId: 's1' })).toBeNull();
    const foreign = { ...storedItem(session.put(sessionRecord)), type: 'user' };
    expect(await keyReader(session, fakeClient(foreign))({ userId: 'u1', sessionId: 's1' })).toBeNull();
    const older = { ...storedItem(session.put(sessionRecord)), typeVersion: '0' };
    expect(await keyReader(session, fakeClient(older))({ userId: 'u1', sessionId: 's1' })).toBeNull();
  });

  it('refuses a missing key part instead of reading the wrong item', async () => {
    await expect(keyReader(session, fakeClient(undefined))({ userId: 'u1' })).rejects.toThrow(/sessionId/);
  });

  it('builds for a batch read the keys ElectroDB builds', () => {
    // biome-ignore lint/suspicious/noExplicitAny: several entities' own key types
    const cases: [any, { params(): unknown }, Record<string, string>][] = [
      [project, projectRequest({ id: 'p1' }), { id: 'p1' }],
      [
        projectMember,
        projectMemberRequest({ projectId: 'p1', userId: 'u1' }),
        { projectId: 'p1', userId: 'u1' },
      ],
      [entry, entryRequest({ projectId: 'p1', id: 'e1' }), { projectId: 'p1', id: 'e1' }],
      [
        folderCount,
        folderCountRequest({ projectId: 'p1', folderId: 'd1' }),
        { projectId: 'p1', folderId: 'd1' },
      ],
      [entrySummary, entrySummaryRequest({ projectId: 'p1' }), { projectId: 'p1' }],
    ];
    for (const [entity, request, key] of cases)
      expect((request.params() as { Key: unknown }).Key).toEqual(
        entity.get(key).params({ table: 'any' }).Key,
      );
  });
});
