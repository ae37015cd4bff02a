import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { TeamDeps } from './deps.ts';

/** The caller's standing in a team: its owner, an administrator member, a member, or nobody. */
export type TeamPrivilegeType = 'owner' | 'admin' | 'user' | 'none';

export interface TeamPrivileges {
  teamId: string;
  privilegeType: TeamPrivilegeType;
  /** Invite people, remove members, manage links and applications, rename any member. */
  manage: boolean;
  /** Rename oneself within the team (a member or the owner). */
  renameSelf: boolean;
  /** Leave the team (members only: the owner's team is theirs). */
  exit: boolean;
}

/** What a caller may do in a team, and a member's name within it (spec 3 §7 team calls). */
export function makeTeamPrivileges({ store }: Pick<TeamDeps, 'store'>) {
  async function privilegeType(ownerId: string, userId: string): Promise<TeamPrivilegeType> {
    if (ownerId === userId) return 'owner';
    const member = await store.getMember(ownerId, userId);
    return member ? member.roleStatus : 'none';
  }

  /** The caller's privileges in the team of `teamId` (their own team by default). */
  async function queryPrivilegeType(caller: Caller, teamId = caller.userId): Promise<TeamPrivileges> {
    const type = await privilegeType(teamId, caller.userId);
    return {
      teamId,
      privilegeType: type,
      manage: type === 'owner' || type === 'admin',
      renameSelf: type !== 'none',
      exit: type === 'admin' || type === 'user',
    };
  }

  /**
   * Changes a member's display name within a team (not their account): a team administrator renames
   * anyone in it, a member only themself; someone outside the team gets a 403.
   */
  async function updateMemberName(
    caller: Caller,
    input: { teamId?: string; userId: string; memberName: string },
  ) {
    const teamId = input.teamId ?? caller.userId;
    const type = await privilegeType(teamId, caller.userId);
    const self = input.userId === caller.userId;
    if (!(type === 'owner' || type === 'admin' || (self && type === 'user'))) {
      throw new ForbiddenError('team.notAdmin');
    }
    if (input.userId === teamId) throw new BadRequestError('team.notMemberOf');
    const member = await store.getMember(teamId, input.userId);
    if (!member) throw new NotFoundError('team.notMemberOf');
    if (!(await store.setMemberName(teamId, input.userId, input.memberName))) {
      throw new NotFoundError('team.notMemberOf');
    }
    return { ...member, memberName: input.memberName };
  }

  return { queryPrivilegeType, updateMemberName };
}
