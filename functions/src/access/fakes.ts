import type { Caller } from '../lib/http/route.ts';
import type { DirectoryUser, UserDirectory } from './users.ts';

/* Fakes of the people every domain's unit tests need: a user directory, users and callers. */

export function fakeUsers(users: DirectoryUser[] = []) {
  const byId = new Map(users.map((u) => [u.userId, u]));
  const directory: UserDirectory = {
    async get(userId) {
      return byId.get(userId) ?? null;
    },
    async findByPhone(tenantId, phone) {
      return [...byId.values()].find((u) => u.tenantId === tenantId && u.phone === phone) ?? null;
    },
  };
  return {
    directory,
    add(user: DirectoryUser) {
      byId.set(user.userId, user);
      return user;
    },
  };
}

/** A user of tenant t1 (or another tenant). */
export function person(userId: string, tenantId = 't1'): DirectoryUser {
  return {
    userId,
    tenantId,
    account: userId,
    phone: `1380000${userId.padStart(4, '0').slice(-4)}`,
    email: `${userId}@example.com`,
    realName: `Real ${userId}`,
    nickName: '',
    avatar: '',
  };
}

export function callerOf(userId: string, tenantId = 't1'): Caller {
  return {
    userId,
    tenantId,
    sessionId: 's',
    account: userId,
    roles: [],
    isAdmin: false,
    deptId: '1',
    roleId: '2',
    clientId: 'web',
  };
}
