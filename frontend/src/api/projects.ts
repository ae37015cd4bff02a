import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  AddGroupUsersBody,
  AddMembersBody,
  GroupTree,
  HiddenStateBody,
  MemberAssignment,
  MemberPageInput,
  MemberRow,
  MembershipLog,
  MembershipLogInput,
  MembershipLogQuery,
  ProjectGroup,
  ProjectInput,
  ProjectListInput,
  ProjectListQuery,
  ProjectListType,
  ProjectRow,
  ProjectWithMember,
  RemoveGroupUsersBody,
  RemoveMembersBody,
  SaveGroupBody,
  UpdateGroupBody,
  UpdateMemberBody,
  UpdateProjectBody,
} from '@loopline/shared/contracts/project';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import type { RequestOptions } from './http.ts';

/** The cloud/project group (spec 2 §7 "Projects, teams, groups, members"). */

export type {
  GroupInit,
  GroupTree,
  MemberAssignment,
  MemberRow,
  ProjectGroup,
  ProjectInput,
  ProjectKind,
  ProjectListType,
  ProjectRow,
  RoleStatus,
  TreeUser,
} from '@loopline/shared/contracts/project';

/** A member table's page as the SPA asks for it (the client turns `order` into ascs/descs). */
export type MemberQuery = Required<Pick<MemberPageInput, 'current' | 'size'>> &
  Pick<MemberPageInput, 'searchValue'> & { order: 'asc' | 'desc' };

const data = <T>(envelope: Envelope<T>) => envelope.data;

/** Pages that show "project does not exist" themselves ask for the 404 without a toast. */
export const QUIET_NOT_FOUND: RequestOptions = { silentCodes: [404] };

export function listProjects(
  type: ProjectListType,
  query: Required<Pick<ProjectListInput, 'current' | 'size'>> &
    Pick<ProjectListInput, 'keyword'> & { includeHidden?: boolean },
  options: RequestOptions = {},
): Promise<Page<ProjectRow>> {
  const path = query.includeHidden
    ? '/api/cloud/project/management/query'
    : '/api/cloud/project/myproject/query';
  return http
    .get<Page<ProjectRow>>(
      path,
      {
        type,
        current: query.current,
        size: query.size,
        keyword: query.keyword || undefined,
      } satisfies RequestInput<typeof ProjectListQuery>,
      options,
    )
    .then(data);
}

export function saveProject(input: ProjectInput): Promise<Envelope<ProjectRow>> {
  return http.post<ProjectRow>('/api/cloud/project/save', input, { silent: true });
}

export function updateProject(id: string, input: ProjectInput): Promise<Envelope<ProjectRow>> {
  return http.post<ProjectRow>(
    '/api/cloud/project/update',
    { id, ...input } satisfies RequestInput<typeof UpdateProjectBody>,
    { silent: true },
  );
}

export function deleteProject(id: string): Promise<Envelope<null>> {
  return http.request<null>(`/api/cloud/project/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function quitProject(projectId: string, userId: string): Promise<Envelope<null>> {
  return http.request<null>(
    `/api/cloud/project/user/quit/${encodeURIComponent(projectId)}/${encodeURIComponent(userId)}`,
    { method: 'PUT' },
  );
}

export function setProjectHidden(projectId: string, hidden: boolean): Promise<Envelope<null>> {
  return http.post<null>('/api/cloud/project/management/updateHiddenState', {
    projectId,
    hidden,
  } satisfies RequestInput<typeof HiddenStateBody>);
}

/** Opens a project as a member (marks the visit): the project and the caller's membership. */
export function openProject(projectId: string, userId: string): Promise<ProjectWithMember> {
  return http
    .get<ProjectWithMember>(
      `/api/cloud/project/user/${encodeURIComponent(projectId)}/${encodeURIComponent(userId)}`,
      undefined,
      QUIET_NOT_FOUND,
    )
    .then(data);
}

function pageQuery(query: MemberQuery): MemberPageInput {
  return {
    current: query.current,
    size: query.size,
    searchValue: query.searchValue?.trim() || undefined,
    ascs: query.order === 'asc' ? 'account' : undefined,
    descs: query.order === 'desc' ? 'account' : undefined,
  };
}

export function listMembers(projectId: string, query: MemberQuery): Promise<Page<MemberRow>> {
  return http
    .get<Page<MemberRow>>(
      `/api/cloud/project/user/list/${encodeURIComponent(projectId)}`,
      pageQuery(query),
      QUIET_NOT_FOUND,
    )
    .then(data);
}

/** Every member of a project, for pickers. */
export function allMembers(projectId: string): Promise<MemberRow[]> {
  return http.get<MemberRow[]>(`/api/cloud/project/user/allList/${encodeURIComponent(projectId)}`).then(data);
}

export function addMembers(projectId: string, users: MemberAssignment[]): Promise<Envelope<MemberRow[]>> {
  return http.post<MemberRow[]>('/api/cloud/project/user/save/web', {
    projectId,
    users,
  } satisfies RequestInput<typeof AddMembersBody>);
}

/** Changes a member's role and group (a member admin is put in the read-write group by the server too). */
export function updateMember(projectId: string, assignment: MemberAssignment): Promise<Envelope<null>> {
  return http.post<null>('/api/cloud/project/user/updateProjectUser', {
    projectId,
    ...assignment,
  } satisfies RequestInput<typeof UpdateMemberBody>);
}

export function removeMembers(projectId: string, userIds: string[]): Promise<Envelope<null>> {
  return http.request<null>('/api/cloud/project/user/delete', {
    method: 'DELETE',
    body: { projectId, userIds } satisfies RequestInput<typeof RemoveMembersBody>,
  });
}

export function listGroups(projectId: string): Promise<ProjectGroup[]> {
  return http
    .get<ProjectGroup[]>(
      `/api/cloud/project/group/list/${encodeURIComponent(projectId)}`,
      undefined,
      QUIET_NOT_FOUND,
    )
    .then(data);
}

export function saveGroup(projectId: string, groupName: string, memo: string) {
  return http.post<ProjectGroup>(
    '/api/cloud/project/group/save',
    { fkProjectId: projectId, groupName, memo } satisfies RequestInput<typeof SaveGroupBody>,
    { silent: true },
  );
}

export function updateGroup(id: string, groupName: string, memo: string) {
  return http.post<ProjectGroup>(
    '/api/cloud/project/group/update',
    { id, groupName, memo } satisfies RequestInput<typeof UpdateGroupBody>,
    { silent: true },
  );
}

export function deleteGroup(id: string): Promise<Envelope<null>> {
  return http.request<null>(`/api/cloud/project/group/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function listGroupMembers(groupId: string, query: MemberQuery): Promise<Page<MemberRow>> {
  return http
    .get<Page<MemberRow>>(
      `/api/cloud/project/group/user/list/${encodeURIComponent(groupId)}`,
      pageQuery(query),
    )
    .then(data);
}

export function groupTree(groupId: string): Promise<GroupTree> {
  return http.get<GroupTree>(`/api/cloud/project/group/tree/query/${encodeURIComponent(groupId)}`).then(data);
}

export function addGroupMembers(projectId: string, groupId: string, userIds: string[]) {
  return http.post<null>('/api/cloud/project/group/user/addGroupUser', {
    projectId,
    groupId,
    userIds: userIds.join(','),
  } satisfies RequestInput<typeof AddGroupUsersBody>);
}

export function removeGroupMembers(projectId: string, groupId: string, userIds: string[]) {
  return http.request<null>('/api/cloud/project/group/user/delete', {
    method: 'DELETE',
    body: { projectId, groupId, fkUserIds: userIds.join(',') } satisfies RequestInput<
      typeof RemoveGroupUsersBody
    >,
  });
}

export type { MembershipAction, MembershipLog } from '@loopline/shared/contracts/project';

/** People added to the project (invite) or every membership change (records), newest first, by cursor. */
export function membershipLogs(
  kind: 'invite' | 'records',
  projectId: string,
  query: MembershipLogInput,
): Promise<Page<MembershipLog>> {
  return http
    .get<Page<MembershipLog>>(
      `/api/cloud/project/user/${kind}/list/${encodeURIComponent(projectId)}`,
      { size: query.size, cursor: query.cursor } satisfies RequestInput<typeof MembershipLogQuery>,
      { silent: true },
    )
    .then(data);
}

/**
 * A project cover as a blob: covers are served to members only, so the image is fetched with the
 * token (an <img src> cannot carry it) and shown through an object URL.
 */
export async function fetchCover(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = tokens.access();
  const response = await window.fetch(url, {
    headers: {
      'Accept-Language': currentLanguage(),
      'Client-Id': currentClientId(),
      ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`cover ${response.status}`);
  return response.blob();
}
