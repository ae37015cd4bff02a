import { describe, expect, it } from 'vitest';
import { callerOf } from '../access/fakes.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { teamWorld } from './fakes.ts';

const owner = callerOf('owner');

/** The owner's team with alice and bob in it; bob made a team administrator. */
async function world() {
  const w = teamWorld();
  await w.team.inviteMembers(owner, [{ fkMemberId: 'alice' }, { fkMemberId: 'bob' }]);
  for (const id of ['alice', 'bob']) await w.team.answerInvites(callerOf(id), ['owner'], true);
  w.members.get('owner/bob')!.roleStatus = 'admin';
  return w;
}

describe('team privileges', () => {
  it('tell the owner, an administrator, a member and a stranger what they may do', async () => {
    const w = await world();
    expect(await w.team.queryPrivilegeType(owner)).toMatchObject({
      privilegeType: 'owner',
      manage: true,
      exit: false,
    });
    expect(await w.team.queryPrivilegeType(callerOf('bob'), 'owner')).toMatchObject({
      privilegeType: 'admin',
      manage: true,
      exit: true,
    });
    expect(await w.team.queryPrivilegeType(callerOf('alice'), 'owner')).toMatchObject({
      privilegeType: 'user',
      manage: false,
      renameSelf: true,
    });
    expect(await w.team.queryPrivilegeType(callerOf('carol'), 'owner')).toMatchObject({
      privilegeType: 'none',
      renameSelf: false,
      exit: false,
    });
  });

  it('let administrators rename anyone in the team and a member only themself', async () => {
    const w = await world();
    await w.team.updateMemberName(callerOf('bob'), { teamId: 'owner', userId: 'alice', memberName: 'A' });
    await w.team.updateMemberName(callerOf('alice'), { teamId: 'owner', userId: 'alice', memberName: 'Me' });
    expect(w.members.get('owner/alice')!.memberName).toBe('Me');
    await expect(
      w.team.updateMemberName(callerOf('alice'), { teamId: 'owner', userId: 'bob', memberName: 'B' }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      w.team.updateMemberName(callerOf('carol'), { teamId: 'owner', userId: 'alice', memberName: 'C' }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(w.team.updateMemberName(owner, { userId: 'carol', memberName: 'C' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(w.team.updateMemberName(owner, { userId: 'owner', memberName: 'O' })).rejects.toBeInstanceOf(
      BadRequestError,
    );
    expect(w.members.get('owner/bob')!.memberName).not.toBe('B');
  });
});
