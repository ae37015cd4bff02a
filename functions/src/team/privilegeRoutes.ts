import { TeamIdQuery, type TeamPrivilegesView, UpdateMemberNameBody } from '@loopline/shared/contracts/team';
import { Reply, route } from '../lib/http/route.ts';
import { teamService as team } from './index.ts';

/**
 * A member's name within a team and the caller's privileges in it (spec 3 §7 lists both paths).
 * endpoints.tsv marks them admin; they act on a user's own team, so they are user routes whose
 * team rules (team administrator, or the member themself) are checked by the service.
 */
export const teamPrivilegeRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/team/updateMemberName',
    auth: 'user',
    summary:
      'Rename a member within a team (userId, memberName; teamId): its admins anyone, a member themself',
    body: UpdateMemberNameBody,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => {
      const member = await team.updateMemberName(caller, body);
      return new Reply({ userId: member.userId, memberName: member.memberName }, 'team.memberNameSaved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/queryPrivilegeType',
    auth: 'user',
    summary: 'What the caller may do in a team (teamId; mine by default): owner, admin, user or none',
    body: TeamIdQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }): Promise<TeamPrivilegesView> =>
      team.queryPrivilegeType(caller, body.teamId),
  }),
];
