import { describe, expect, it } from 'vitest';
import { callerOf, person } from '../access/fakes.ts';
import { BadRequestError, ForbiddenError, MembershipRequiredError, NotFoundError } from '../lib/errors.ts';
import { teamWorld } from './fakes.ts';

const failure = (error: unknown) => error as { status: number; messageKey: string };
const owner = callerOf('owner');

/** alice (and whoever else) invited by the owner and accepted. */
async function withMembers(w: ReturnType<typeof teamWorld>, ...ids: string[]) {
  await w.team.inviteMembers(
    owner,
    ids.map((fkMemberId) => ({ fkMemberId })),
  );
  for (const id of ids) await w.team.answerInvites(callerOf(id), ['owner'], true);
}

describe('team service: invitations', () => {
  it('needs the collaboration client to invite', async () => {
    const w = teamWorld({ collaborators: [] });
    await expect(w.team.inviteMembers(owner, [{ fkMemberId: 'alice' }])).rejects.toBeInstanceOf(
      MembershipRequiredError,
    );
    expect(w.invites.size).toBe(0);
  });

  it('invites registered people, skips oneself and members, and answers unregistered phones', async () => {
    const w = teamWorld();
    await withMembers(w, 'bob');
    const result = await w.team.inviteMembers(owner, [
      { phone: person('alice').phone },
      { phone: person('owner').phone },
      { fkMemberId: 'bob' },
      { phone: '13999999999' },
    ]);
    expect(result).toEqual({
      invited: [{ userId: 'alice', account: 'alice' }],
      unregistered: ['13999999999'],
      skipped: [
        { phone: person('owner').phone, reason: 'self' },
        { phone: person('bob').phone, reason: 'member' },
      ],
    });
    expect(w.invites.get('owner/alice')).toMatchObject({ status: 'pending', ownerAccount: 'owner' });
    expect(w.notices.at(-1)).toMatchObject({ userIds: ['alice'], category: 11, key: 'team.noticeInvite' });
    const far = w.users.add(person('far', 't2'));
    expect(await w.team.inviteMembers(owner, [{ fkMemberId: far.userId }]).catch(failure)).toMatchObject({
      messageKey: 'project.userUnknown',
    });
  });

  it('joins on acceptance, marks the invitation notice read, and refuses answering twice', async () => {
    const w = teamWorld();
    await w.team.inviteMembers(owner, [{ fkMemberId: 'alice' }, { fkMemberId: 'bob' }]);
    await w.team.answerInvites(callerOf('alice'), ['owner'], true);
    await w.team.answerInvites(callerOf('bob'), ['owner'], false);
    expect(w.members.get('owner/alice')).toMatchObject({ roleStatus: 'user', status: 1 });
    expect(w.members.has('owner/bob')).toBe(false);
    expect([w.invites.get('owner/alice')!.status, w.invites.get('owner/bob')!.status]).toEqual([
      'accepted',
      'declined',
    ]);
    expect(w.read).toEqual([
      { userId: 'alice', category: 11, about: 'owner' },
      { userId: 'bob', category: 11, about: 'owner' },
    ]);
    await expect(w.team.answerInvites(callerOf('alice'), ['owner'], true)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await w.team.inTeam('owner', 'alice')).toBe(true);
    expect(await w.team.inTeam('owner', 'owner')).toBe(true);
  });
});

describe('team service: leaving and removing', () => {
  it('refuses leaving one\u2019s own team or a team one is not in', async () => {
    const w = teamWorld();
    await withMembers(w, 'alice');
    expect(await w.team.exitTeams(owner, ['owner']).catch(failure)).toMatchObject({
      messageKey: 'team.ownTeam',
    });
    expect(await w.team.exitTeams(callerOf('bob'), ['owner']).catch(failure)).toMatchObject({ status: 404 });
    await w.team.exitTeams(callerOf('alice'), ['owner']);
    expect(w.members.has('owner/alice')).toBe(false);
  });

  it('lets team admins remove members, but admins only by the owner, and tells the removed', async () => {
    const w = teamWorld();
    await withMembers(w, 'alice', 'bob', 'carol');
    w.members.get('owner/alice')!.roleStatus = 'admin';
    w.members.get('owner/bob')!.roleStatus = 'admin';
    await expect(w.team.removeFromTeam(callerOf('carol'), 'owner', ['bob'])).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(w.team.removeFromTeam(callerOf('alice'), 'owner', ['bob'])).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await w.team.removeFromTeam(callerOf('alice'), 'owner', ['carol']);
    await w.team.removeFromTeam(owner, 'owner', ['bob']);
    expect([...w.members.keys()]).toEqual(['owner/alice']);
    expect(w.notices.slice(-2).map((n) => [n.userIds, n.category])).toEqual([
      [['carol'], 15],
      [['bob'], 15],
    ]);
  });

  it('shows a team\u2019s members to its members only', async () => {
    const w = teamWorld();
    await withMembers(w, 'alice');
    expect((await w.team.visibleTeamMembers(callerOf('alice'), 'owner')).map((m) => m.userId)).toEqual([
      'alice',
    ]);
    await expect(w.team.visibleTeamMembers(callerOf('bob'), 'owner')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('team service: links and applications', () => {
  it('joins at once through a link without approval; refuses own, other-tenant, expired and cancelled links', async () => {
    const w = teamWorld();
    const open = await w.team.saveLink(owner, 7, false);
    expect(await w.team.applyThroughLink(callerOf('alice'), open.code)).toEqual({ status: 'approved' });
    expect(w.members.has('owner/alice')).toBe(true);
    expect(await w.team.applyThroughLink(callerOf('alice'), open.code).catch(failure)).toMatchObject({
      status: 409,
      messageKey: 'team.alreadyMember',
    });
    expect(await w.team.applyThroughLink(owner, open.code).catch(failure)).toMatchObject({
      messageKey: 'team.ownTeam',
    });
    expect(await w.team.applyThroughLink(callerOf('bob', 't2'), open.code).catch(failure)).toMatchObject({
      messageKey: 'team.linkInvalid',
    });
    w.later(8);
    await expect(w.team.applyThroughLink(callerOf('bob'), open.code)).rejects.toBeInstanceOf(BadRequestError);
    const permanent = await w.team.saveLink(owner, 0, false);
    await w.team.updateLink(owner, permanent.code, { cancel: true });
    await expect(w.team.linkDetail(permanent.code)).rejects.toBeInstanceOf(BadRequestError);
    expect((await w.team.teamLinks(owner, 'owner')).map((l) => [l.status, l.expired])).toEqual([
      ['cancelled', false],
      ['active', true],
    ]);
  });

  it('files an application when the link needs approval, decided once by a team admin', async () => {
    const w = teamWorld();
    const link = await w.team.saveLink(owner, 30, true);
    expect(await w.team.applyThroughLink(callerOf('bob'), link.code)).toEqual({ status: 'pending' });
    expect(w.notices.at(-1)).toMatchObject({ userIds: ['owner'], category: 12, about: 'bob' });
    expect(await w.team.applicationStatus(callerOf('bob'), link.code)).toEqual({ status: 'pending' });
    await expect(w.team.decideApplication(callerOf('carol'), 'owner', 'bob', true)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    // Issue 14 item 7: every team-admin route answers 403, the lists too.
    expect(await w.team.applications(callerOf('carol'), 'owner').catch(failure)).toMatchObject({
      status: 403,
      messageKey: 'team.notAdmin',
    });
    await w.team.decideApplication(owner, 'owner', 'bob', true);
    expect(w.members.has('owner/bob')).toBe(true);
    expect(w.notices.at(-1)).toMatchObject({ userIds: ['bob'], category: 13, key: 'team.noticeApproved' });
    expect(await w.team.applicationStatus(callerOf('bob'), link.code)).toEqual({ status: 'member' });
    await expect(w.team.decideApplication(owner, 'owner', 'bob', false)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await w.team.removeApplications(owner, 'owner', ['bob']);
    expect(await w.team.applications(owner, 'owner')).toEqual([]);
  });

  it('texts a join link to an unregistered phone only', async () => {
    const w = teamWorld();
    expect(
      await w.team.sendInviteSms(owner, person('alice').phone, 'https://x', 'en').catch(failure),
    ).toMatchObject({
      status: 409,
      messageKey: 'team.phoneRegistered',
    });
    const sent = await w.team.sendInviteSms(owner, '13999999999', 'https://x', 'en');
    expect(sent.url).toBe(`https://x/#/joinMyTeam/link-invite?code=${sent.code}`);
    expect(w.texts).toEqual([{ phone: '13999999999', text: expect.stringContaining(sent.url) }]);
  });
});
