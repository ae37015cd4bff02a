import {
  AddGroupUsersBody,
  AddMembersBody,
  DeleteProjectsBody,
  HiddenStateBody,
  IdParams,
  JudgeSpaceBody,
  MemberPageQuery,
  MembershipLogQuery,
  ProjectIdBody,
  ProjectIdParams,
  ProjectIdQuery,
  ProjectListQuery,
  ProjectMemberParams,
  RemoveGroupUsersBody,
  RemoveMembersBody,
  SaveGroupBody,
  SaveGroupUsersBody,
  SaveProjectBody,
  UpdateGroupBody,
  UpdateMemberBody,
  UpdateProjectBody,
} from '@loopline/shared/contracts/project';
import { entrySigns } from '../access/index.ts';
import { page, pageOf } from '../lib/envelope.ts';
import { NotFoundError } from '../lib/errors.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { canChangeGrants } from '../lib/policies/filePerms.ts';
import { s3Covers } from './covers.ts';
import { memberRow, projectView } from './views.ts';
import { groupService, limits, memberService, projectDeps, projectService } from './wiring.ts';

const { store } = projectDeps;
const { requireMember } = projectService;

export const projectRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/project/save',
    auth: 'user',
    summary: 'Create a project (name, description, 640×360 cover)',
    body: SaveProjectBody,
    handler: async ({ body, caller }) =>
      new Reply(await projectService.saveProject(caller, body), 'project.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/update',
    auth: 'user',
    summary: 'Edit a project (creator)',
    body: UpdateProjectBody,
    handler: async ({ body, caller }) =>
      new Reply(await projectService.editProject(caller, body.id, body), 'project.saved'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/myproject/query',
    auth: 'user',
    summary: 'My projects by tab: all, index (created), participated, recentlyVisited',
    query: ProjectListQuery,
    handler: async ({ query, caller }) => {
      const rows = await projectService.myProjects(caller, query.type, { keyword: query.keyword });
      return pageOf(rows, query.current, query.size);
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/management/query',
    auth: 'user',
    summary: 'All my projects with their hidden state',
    query: ProjectListQuery,
    handler: async ({ query, caller }) => {
      const rows = await projectService.myProjects(caller, query.type, {
        keyword: query.keyword,
        includeHidden: true,
      });
      return pageOf(rows, query.current, query.size);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/management/updateHiddenState',
    auth: 'user',
    summary: 'Hide or show a project in my list',
    body: HiddenStateBody,
    handler: async ({ body, caller }) => {
      await projectService.setHidden(caller, body.projectId, body.hidden);
      return null;
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/project/delete/{id}',
    auth: 'user',
    summary: 'Delete a project I created',
    params: IdParams,
    handler: async ({ params, caller }) => {
      await projectService.deleteProjects(caller, [params.id!]);
      return new Reply(null, 'project.deleted');
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/project/delete',
    auth: 'user',
    summary: 'Delete several projects I created',
    body: DeleteProjectsBody,
    handler: async ({ body, caller }) => {
      await projectService.deleteProjects(caller, body.ids);
      return new Reply(null, 'project.deleted');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/avatar/{id}',
    auth: 'user',
    summary: 'The project cover image (members only)',
    params: IdParams,
    handler: async ({ params, caller }) => {
      const { project } = await requireMember(caller, params.id!);
      if (!project.avatar) throw new NotFoundError();
      const cover = await s3Covers.read(project.avatar);
      return new RawReply(cover.bytes, cover.contentType, { 'cache-control': 'private, max-age=86400' });
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/user/list/{id}',
    auth: 'user',
    summary:
      'Members of a project: sorted by account, searchable, paged (100/200/500/1000) with a forward cursor',
    params: IdParams,
    query: MemberPageQuery,
    handler: async ({ params, query, caller }) => {
      const { project } = await requireMember(caller, params.id!);
      const order = query.descs ? 'desc' : 'asc';
      const { records, total, cursor } = await store.listMembers(
        project.id,
        { current: query.current, size: query.size, search: query.searchValue, order, cursor: query.cursor },
        project.memberCount,
      );
      return page(records.map(memberRow), total, query.current, query.size, cursor);
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/user/allList/{id}',
    auth: 'user',
    summary: 'Every member of a project (for pickers)',
    params: IdParams,
    handler: async ({ params, caller }) => {
      await requireMember(caller, params.id!);
      const { records } = await store.listMembers(params.id!, { current: 1, size: 100_000, order: 'asc' });
      return records.map(memberRow);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/user/save/web',
    auth: 'user',
    summary: 'Add members with role and group (creator or member admin)',
    body: AddMembersBody,
    handler: async ({ body, caller }) => {
      const added = await memberService.addProjectMembers(caller, body.projectId, body.users);
      return new Reply(added.map(memberRow), 'project.membersAdded');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/user/updateProjectUser',
    auth: 'user',
    summary: "Change a member's role and group",
    body: UpdateMemberBody,
    handler: async ({ body, caller }) => {
      await memberService.changeProjectMember(caller, body.projectId, body);
      return new Reply(null, 'project.saved');
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/project/user/delete',
    auth: 'user',
    summary: 'Remove members (they are told on their socket)',
    body: RemoveMembersBody,
    handler: async ({ body, caller }) => {
      await memberService.removeProjectMembers(caller, body.projectId, body.userIds);
      return new Reply(null, 'project.membersRemoved');
    },
  }),
  route({
    method: 'PUT',
    path: '/api/cloud/project/user/quit/{a}/{b}',
    auth: 'user',
    summary: 'Quit a project (a = project id, b = my user id)',
    params: ProjectMemberParams,
    handler: async ({ params, caller }) => {
      if (params.b !== caller.userId) throw new NotFoundError('project.memberNotFound');
      await memberService.quitProject(caller, params.a!);
      return new Reply(null, 'project.quit');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/user/{a}/{b}',
    auth: 'user',
    summary: 'A project with one member (a = project id, b = user id); opening my own marks a visit',
    params: ProjectMemberParams,
    handler: async ({ params, caller }) => {
      const { project, me, member } = await projectService.projectWithMember(caller, params.a!, params.b!);
      return { project: projectView(project, me), member: memberRow(member) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/group/list/{projectId}',
    auth: 'user',
    summary: 'Groups of a project (built-in first)',
    params: ProjectIdParams,
    handler: async ({ params, caller }) => groupService.groupsOf(caller, params.projectId!),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/group/save',
    auth: 'user',
    summary: 'Create a custom group',
    body: SaveGroupBody,
    handler: async ({ body, caller }) =>
      new Reply(
        await groupService.saveGroup(caller, body.fkProjectId, body.groupName, body.memo),
        'project.saved',
      ),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/group/update',
    auth: 'user',
    summary: 'Rename a custom group',
    body: UpdateGroupBody,
    handler: async ({ body, caller }) =>
      new Reply(await groupService.editGroup(caller, body.id, body.groupName, body.memo), 'project.saved'),
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/project/group/delete/{id}',
    auth: 'user',
    summary: 'Delete an empty custom group',
    params: IdParams,
    handler: async ({ params, caller }) => {
      await groupService.removeGroup(caller, params.id!);
      return new Reply(null, 'project.membersRemoved');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/group/user/list/{id}',
    auth: 'user',
    summary: 'Members of a group, paged and searchable',
    params: IdParams,
    query: MemberPageQuery,
    handler: async ({ params, query, caller }) => {
      const { project, group } = await groupService.groupForCaller(caller, params.id!);
      const order = query.descs ? 'desc' : 'asc';
      const { records, total } = await store.listMembers(project.id, {
        current: query.current,
        size: query.size,
        search: query.searchValue,
        order,
        groupId: group.id,
      });
      return page(records.map(memberRow), total, query.current, query.size);
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/group/tree/query/{id}',
    auth: 'user',
    summary: 'The group member picker lists',
    params: IdParams,
    handler: async ({ params, caller }) => groupService.groupTree(caller, params.id!),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/group/user/save',
    auth: 'user',
    summary: 'Put members into a group',
    body: SaveGroupUsersBody,
    handler: async ({ body, caller }) => {
      await groupService.addToGroup(caller, body.projectId, body.groupId, body.userIds);
      return new Reply(null, 'project.membersAdded');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/group/user/addGroupUser',
    auth: 'user',
    summary: 'Put members into a group (form: userIds or fkUserIds, groupId, projectId)',
    body: AddGroupUsersBody,
    handler: async ({ body, caller }) => {
      await groupService.addToGroup(caller, body.projectId, body.groupId, (body.userIds ?? body.fkUserIds)!);
      return new Reply(null, 'project.membersAdded');
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/cloud/project/group/user/delete',
    auth: 'user',
    summary: 'Take members out of a group (body groupId, fkUserIds comma-joined, projectId)',
    body: RemoveGroupUsersBody,
    handler: async ({ body, caller }) => {
      await groupService.removeFromGroup(caller, body.projectId, body.groupId, body.fkUserIds);
      return new Reply(null, 'project.membersRemoved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/user/perm/rel/queryProjectPerm',
    auth: 'user',
    summary: "The caller's role in a project and permission signs on its root folder (or a given folder)",
    body: ProjectIdBody,
    handler: async ({ body, caller }) => {
      const { project, member } = await requireMember(caller, body.projectId);
      const filePerms = await entrySigns(caller.userId, project.id, {
        id: project.id,
        isFile: false,
        ancestorIds: [],
      });
      return {
        projectId: project.id,
        isDefault: project.isDefault,
        roleStatus: member.roleStatus,
        isCreator: member.role === 'creator',
        groupId: member.groupId,
        canChangePerm: canChangeGrants(project, caller.userId),
        filePerms,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/judgeSpace',
    auth: 'user',
    summary: "Would this many bytes fit in the project creator's storage?",
    body: JudgeSpaceBody,
    handler: async ({ body, caller }) => {
      const { project } = await requireMember(caller, body.projectId);
      return limits.judgeSpace(project, body.fileSize);
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/project/getMaxSpace',
    auth: 'user',
    summary: 'Storage total, used and free of the project creator (bytes)',
    query: ProjectIdQuery,
    handler: async ({ query, caller }) => {
      const { project } = await requireMember(caller, query.projectId);
      return limits.creatorSpace(project);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/checkProjectIsAdeq',
    auth: 'user',
    summary: 'May I create one more project under my membership?',
    handler: async ({ caller }) => limits.projectAllowance(caller),
  }),
  ...(['invite', 'records'] as const).map((kind) =>
    route({
      method: 'GET',
      path: `/api/cloud/project/user/${kind}/list/{projectId}`,
      auth: 'user',
      summary:
        kind === 'invite'
          ? 'People added to the project, newest first'
          : 'Every membership change, newest first',
      params: ProjectIdParams,
      query: MembershipLogQuery,
      handler: async ({ params, query, caller }) => {
        const { records, cursor } = await memberService.membershipLogs(
          caller,
          params.projectId!,
          kind === 'invite',
          query.size,
          query.cursor,
        );
        return page(records, records.length, 1, query.size, cursor);
      },
    }),
  ),
];
