import type { Page } from '@loopline/shared';
import { http } from './client.ts';

/** The cloud/team group, as far as the project pages use it (spec 2 §7). */

/** A person in the caller's team (spec 2 §3 "Team member"). */
export interface TeamMember {
  id: string;
  account: string;
  memberName: string;
  avatar?: string;
  /** The member's user id (the team row has its own id). */
  fkMemberId?: string;
  email?: string;
  phone?: string;
  status?: number;
  roleStatus?: string;
}

/** The user id a team member is added to a project with. */
export function teamMemberUserId(member: TeamMember): string {
  return member.fkMemberId || member.id;
}

/** The people of my team, searchable by account or name (GET myMembers: account, current, size). */
export function myTeamMembers(query: { account?: string; current: number; size: number }) {
  return http
    .get<Page<TeamMember>>(
      '/api/cloud/team/myMembers',
      {
        account: query.account?.trim() || undefined,
        current: query.current,
        size: query.size,
        ascs: 'account',
      },
      { silent: true },
    )
    .then((envelope) => envelope.data);
}
