import { describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../errors.ts';
import type { Caller } from '../http/route.ts';
import { makeVerifiedTokens } from './verifiedTokens.ts';

const caller = (userId: string): Caller => ({
  userId,
  tenantId: '000000',
  sessionId: `s-${userId}`,
  account: userId,
  roles: ['user'],
  isAdmin: false,
  deptId: '1',
  roleId: '2',
  clientId: 'web',
});

describe('verified access tokens', () => {
  it('checks a token once and answers it from memory until it expires, then asks again', async () => {
    let clock = 1_000_000;
    const verify = vi.fn(async (token: string) => {
      if (clock >= 1_060_000) throw new UnauthorizedError('auth.tokenExpired');
      return { caller: caller(token), expiresAt: 1_060 };
    });
    const verified = makeVerifiedTokens(verify, { now: () => clock });
    expect((await verified('a')).userId).toBe('a');
    expect((await verified('a')).userId).toBe('a');
    expect(verify).toHaveBeenCalledTimes(1);
    clock = 1_060_000;
    await expect(verified('a')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refused token', async () => {
    const verify = vi.fn(async () => {
      throw new UnauthorizedError('auth.tokenInvalid');
    });
    const verified = makeVerifiedTokens(verify, { now: () => 0 });
    await expect(verified('bad')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(verified('bad')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps at most max tokens, dropping the oldest', async () => {
    const verify = vi.fn(async (token: string) => ({ caller: caller(token), expiresAt: 10 }));
    const verified = makeVerifiedTokens(verify, { max: 2, now: () => 0 });
    await verified('a');
    await verified('b');
    await verified('c');
    await verified('b');
    expect(verify).toHaveBeenCalledTimes(3);
    await verified('a');
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('hands out copies, so a caller changed by one request does not reach the next', async () => {
    const verified = makeVerifiedTokens(async (t) => ({ caller: caller(t), expiresAt: 10 }), {
      now: () => 0,
    });
    const first = await verified('a');
    first.roles.push('admin');
    first.isAdmin = true;
    const second = await verified('a');
    expect(second.roles).toEqual(['user']);
    expect(second.isAdmin).toBe(false);
  });
});
