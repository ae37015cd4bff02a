import { phoneRule } from '@loopline/shared';
import {
  ApplicationListQuery,
  DecideApplicationBody,
  ExitTeamsBody,
  InviteMembersBody,
  InviteSmsBody,
  JoinedTeamsBody,
  JoinTeamsBody,
  LinkCodeBody,
  LinkCodeQuery,
  MyMembersQuery,
  RemoveApplicationsBody,
  RemoveTeamMembersBody,
  SaveLinkBody,
  TeamIdQuery,
  type TeamMember,
  UpdateLinkBody,
} from '@loopline/shared/contracts/team';
import { z } from 'zod';
import { config } from '../lib/config.ts';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError } from '../lib/errors.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { batchInvite, inviteTemplate } from './batch.ts';
import { teamService as team } from './index.ts';
import type { TeamMember as TeamMemberRecord } from './model.ts';
import { teamPrivilegeRoutes } from './privilegeRoutes.ts';

const memberRow = (m: TeamMemberRecord): TeamMember => ({
  id: m.userId,
  fkMemberId: m.userId,
  account: m.account,
  memberName: m.memberName,
  avatar: m.avatar,
  email: m.email,
  phone: m.phone,
  status: m.status,
  roleStatus: m.roleStatus,
  joinTime: m.joinTime,
});

export const teamRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/team/myMembers',
    auth: 'user',
    summary: 'Members of my team (account search, sorted by account, paged)',
    query: MyMembersQuery,
    handler: async ({ query, caller }) => {
      const all = await team.myMembers(caller, query.descs ? 'desc' : 'asc', query.account);
      return pageOf(all.map(memberRow), query.current, query.size);
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/team/members',
    auth: 'user',
    summary: 'Members of a team I belong to (teamId = owner id; mine by default)',
    query: TeamIdQuery,
    handler: async ({ query, caller }) =>
      (await team.visibleTeamMembers(caller, query.teamId ?? caller.userId)).map(memberRow),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/team/phone/{phone}',
    auth: 'user',
    summary: 'Find a registered user by an 11-digit phone',

    handler: async ({ params, caller }) => {
      const phone = phoneRule.safeParse(params.phone);
      if (!phone.success) throw new BadRequestError('login.tip5');
      return team.searchByPhone(caller, phone.data);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/inviteMembers',
    auth: 'user',
    summary: 'Invite people (phone or fkMemberId) to my team; unregistered phones come back',
    body: InviteMembersBody,
    handler: async ({ body, caller }) => new Reply(await team.inviteMembers(caller, body), 'team.invited'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/sendInviteSms',
    auth: 'user',
    summary: 'Text a join link to a phone nobody registered',
    body: InviteSmsBody,
    handler: async ({ body, caller, request }) => {
      const proto = request.headers['x-forwarded-proto'] ?? (config.local ? 'http' : 'https');
      const origin = request.headers.origin || `${proto}://${request.headers.host ?? 'localhost'}`;
      return new Reply(await team.sendInviteSms(caller, body.phone, origin, request.lang), 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/joinTeams',
    auth: 'user',
    summary: 'Accept (or decline, accept=false) invitations from teams',
    body: JoinTeamsBody,
    handler: async ({ body, caller }) => {
      await team.answerInvites(caller, body.teamIds, body.accept);
      return new Reply(null, body.accept ? 'team.joined' : 'team.declined');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/team/invite/list',
    auth: 'user',
    summary: 'Invitations I received',

    handler: async ({ caller }) => team.invitesReceived(caller),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/team/invite/records',
    auth: 'user',
    summary: 'Invitations my team sent',

    handler: async ({ caller }) => team.invitesSent(caller),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/listJoinTeams',
    auth: 'user',
    summary: 'Teams I joined (orderWay, keyword, current, size)',
    body: JoinedTeamsBody,
    handler: async ({ body, caller }) => {
      const rows = await team.listJoinedTeams(caller, body.keyword, body.orderWay);
      return pageOf(rows, body.current, body.size);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/exitTeams',
    auth: 'user',
    summary: 'Leave teams',
    body: ExitTeamsBody,
    handler: async ({ body, caller }) => {
      await team.exitTeams(caller, body.teamIds);
      return new Reply(null, 'team.exited');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/remove',
    auth: 'user',
    summary: 'Remove members from my team (or, as its admin, from teamId)',
    body: RemoveTeamMembersBody,
    handler: async ({ body, caller }) => {
      await team.removeFromTeam(caller, body.teamId ?? caller.userId, body.userIds);
      return new Reply(null, 'team.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/template',
    auth: 'user',
    summary: 'The batch-invite xlsx template',

    handler: async ({ request }) =>
      new RawReply(
        await inviteTemplate(request.lang),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        {
          'content-disposition': 'attachment; filename="team-invite-template.xlsx"',
        },
      ),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/team/batchInvite',
    auth: 'user',
    summary: 'Invite every phone of an uploaded template; a result per row',
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: 2 * 1024 * 1024, files: 1 },
    body: z.object({
      fields: z.record(z.string(), z.string()),
      files: z.array(z.object({ data: z.instanceof(Buffer) })).length(1, { error: 'team.batchFile' }),
    }),
    handler: async ({ body, caller }) => batchInvite(team, caller, body.files[0]!.data),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/link/save',
    auth: 'user',
    summary: 'Create an invitation link to my team (expireDays 1/7/30, 0 = permanent)',
    body: SaveLinkBody,
    handler: async ({ body, caller }) =>
      new Reply(await team.saveLink(caller, body.expireDays, body.needApproval), 'team.linkSaved'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/link/list',
    auth: 'user',
    summary: 'The invitation links of a team I administer (mine by default), newest first',
    query: TeamIdQuery,
    handler: async ({ query, caller }) => team.teamLinks(caller, query.teamId ?? caller.userId),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/link/detail',
    auth: 'user',
    summary: 'What a team invitation link is (or that it expired/was cancelled)',
    query: LinkCodeQuery,
    handler: async ({ query }) => team.linkDetail(query.code),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/link/updateLink',
    auth: 'user',
    summary: 'Cancel a link or change its expiry/approval',
    body: UpdateLinkBody,
    handler: async ({ body, caller }) =>
      new Reply(await team.updateLink(caller, body.code, body), 'team.linkSaved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/link/application/checkApplication',
    auth: 'user',
    summary: 'My status for the team behind a link: none, pending, approved, declined or member',
    body: LinkCodeBody,
    handler: async ({ body, caller }) => team.applicationStatus(caller, body.code),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/link/application/save',
    auth: 'user',
    summary: 'Join through a link (pending when the link needs approval)',
    body: LinkCodeBody,
    handler: async ({ body, caller }) => {
      const result = await team.applyThroughLink(caller, body.code);
      return new Reply(result, result.status === 'pending' ? 'team.applied' : 'team.joined');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/link/application/list',
    auth: 'user',
    summary: 'Applications to a team I administer (pending, approved, declined)',
    query: ApplicationListQuery,
    handler: async ({ query, caller }) =>
      team.applications(caller, query.teamId ?? caller.userId, query.status),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/link/application/update',
    auth: 'user',
    summary: 'Approve or decline an application (team administrators)',
    body: DecideApplicationBody,
    handler: async ({ body, caller }) => {
      await team.decideApplication(
        caller,
        body.teamId ?? caller.userId,
        body.userId,
        body.status === 'approved',
      );
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/link/application/remove',
    auth: 'user',
    summary: 'Delete decided applications from my list',
    body: RemoveApplicationsBody,
    handler: async ({ body, caller }) => {
      await team.removeApplications(caller, body.teamId ?? caller.userId, body.userIds);
      return null;
    },
  }),
  ...teamPrivilegeRoutes,
];
