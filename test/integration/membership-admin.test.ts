import type { UserSpace } from '@loopline/shared/contracts/space';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';
import { ensureTenant, type Person, person } from '../support/projects.ts';

/**
 * Issue 15: a platform administrator sets a user's membership tier and validity (the console's
 * user-tier piece), and the tier takes effect at once (here: inviting to a team needs collaboration).
 */
let admin: Tokens;
let user: Person;
let friend: Person;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const setTier = (body: Record<string, unknown>, token = admin.access_token) =>
  call<UserSpace>('/api/cloud/user/update', { token, body });

const spaceOf = (query: string, token = admin.access_token) =>
  call<UserSpace>(`/api/cloudUserSpace/getUserSpaceInfo?${query}`, { token });

const invite = () =>
  call('/api/cloud/team/inviteMembers', {
    token: user.tokens.access_token,
    body: [{ fkMemberId: friend.userId }],
  });

beforeAll(async () => {
  admin = await adminTokens();
  [user, friend] = await Promise.all([person(), person()]);
});

describe('administrators set a user’s membership', () => {
  it('finds the user by account, with their tier', async () => {
    const res = await spaceOf(`account=${user.account.toUpperCase()}`);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ userId: user.userId, memberTier: 'nonMember', memberDate: '' });
    expect((await spaceOf('account=nobody_here_x')).status).toBe(404);
    expect((await spaceOf('')).status).toBe(400);
  });

  it('grants a paid tier until the end of the given day, and collaboration follows at once', async () => {
    expect((await invite()).status).toBe(403);
    const until = day(30);
    const res = await setTier({ userId: user.userId, memberTier: 'superMember', memberDate: until });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Membership updated.');
    expect(res.body.data).toMatchObject({
      memberTier: 'superMember',
      memberDate: `${until}T23:59:59.999Z`,
      personalSpace: 500 * 1024 ** 3,
      parseCount: -1,
    });
    expect((await spaceOf(`userId=${user.userId}`)).body.data.memberTier).toBe('superMember');
    expect((await invite()).status).toBe(200);
  });

  it('puts the user back on the free tier without a date', async () => {
    const res = await setTier({ userId: user.userId, memberTier: 'nonMember' });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      memberTier: 'nonMember',
      memberDate: '',
      personalSpace: 5 * 1024 ** 3,
    });
    expect((await invite()).status).toBe(403);
  });

  it('refuses bad input with a translated 400 and changes nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ userId: user.userId, memberTier: 'member' }, /needs the last day/],
      [{ userId: user.userId, memberTier: 'member', memberDate: day(-2) }, /has not passed/],
      [{ userId: user.userId, memberTier: 'member', memberDate: '2027-02-30' }, /has not passed/],
      [{ userId: user.userId, memberTier: 'member', memberDate: 'tomorrow' }, /YYYY-MM-DD/],
      [{ userId: user.userId, memberTier: 'platinum', memberDate: day(3) }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await setTier(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    expect((await spaceOf(`userId=${user.userId}`)).body.data.memberTier).toBe('nonMember');
    expect((await setTier({ userId: 'no-such-user', memberTier: 'member', memberDate: day(3) })).status).toBe(
      404,
    );
  });

  it('is for platform administrators only, within their tenant', async () => {
    const body = { userId: user.userId, memberTier: 'member', memberDate: day(3) };
    expect((await setTier(body, user.tokens.access_token)).status).toBe(403);
    await ensureTenant('100001');
    const outsider = await person({ tenantId: '100001' });
    expect((await setTier({ ...body, userId: outsider.userId })).status).toBe(404);
    expect((await spaceOf(`userId=${outsider.userId}`)).status).toBe(404);
  });
});
