import type { DirectoryUser } from '../access/index.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { TeamDeps } from './deps.ts';

/** Who is who in a team: the owner and members, its administrators, and the people behind ids. */
export function makeTeamAccess({ store, users }: Pick<TeamDeps, 'store' | 'users'>) {
  async function requireUser(userId: string): Promise<DirectoryUser> {
    const user = await users.get(userId);
    if (!user) throw new NotFoundError('account.notFound');
    return user;
  }

  /** Is `userId` in the team of `ownerId` (the owner counts)? */
  async function inTeam(ownerId: string, userId: string): Promise<boolean> {
    return ownerId === userId || Boolean(await store.getMember(ownerId, userId));
  }

  /** Team administrators: the owner, and members the owner made admins. */
  async function isTeamAdmin(ownerId: string, userId: string): Promise<boolean> {
    if (ownerId === userId) return true;
    return (await store.getMember(ownerId, userId))?.roleStatus === 'admin';
  }

  async function requireTeamAdmin(caller: Caller, ownerId: string) {
    if (!(await isTeamAdmin(ownerId, caller.userId))) throw new ForbiddenError('team.notAdmin');
  }

  /** Lists of a team its administrators read: 'team.notAdmin' as a 403 for anyone else, like every team-admin route. */
  async function requireAdminOf(caller: Caller, teamId: string) {
    if (!(await isTeamAdmin(teamId, caller.userId))) throw new ForbiddenError('team.notAdmin');
  }

  return { requireUser, inTeam, isTeamAdmin, requireTeamAdmin, requireAdminOf };
}

export type TeamAccess = ReturnType<typeof makeTeamAccess>;
