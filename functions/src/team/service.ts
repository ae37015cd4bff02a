import { makeTeamAccess } from './access.ts';
import type { TeamDeps } from './deps.ts';
import { makeTeamLinks } from './links.ts';
import { makeTeamMembership } from './members.ts';
import { makeTeamPrivileges } from './privileges.ts';

export type { InviteResult, LinkDays, NoticeContent, TeamDeps } from './deps.ts';
export { memberOf } from './deps.ts';

/** Teams (spec 2 §3, §6): invitations, links, applications and membership, over injected dependencies. */
export function makeTeamService(deps: TeamDeps) {
  const access = makeTeamAccess(deps);
  return {
    inTeam: access.inTeam,
    isTeamAdmin: access.isTeamAdmin,
    ...makeTeamMembership(deps, access),
    ...makeTeamLinks(deps, access),
    ...makeTeamPrivileges(deps),
  };
}

export type TeamService = ReturnType<typeof makeTeamService>;
