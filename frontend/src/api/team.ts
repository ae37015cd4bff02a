import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  ApplicationAnswer,
  ApplicationStatus,
  BatchRow,
  DecideApplicationBody,
  ExitTeamsBody,
  InviteItem,
  InviteOutcome,
  InviteSms,
  InviteSmsBody,
  JoinAnswer,
  JoinApplication,
  JoinedTeam,
  JoinedTeamsInput,
  JoinTeamsBody,
  LinkCodeBody,
  LinkCodeQuery,
  LinkDays,
  LinkDetail,
  PhoneMatch,
  RemoveApplicationsBody,
  RemoveTeamMembersBody,
  SaveLinkBody,
  TeamInvite,
  TeamLink,
  TeamMember,
  TeamPrivilegesView,
  UpdateLinkBody,
  UpdateMemberNameBody,
} from '@loopline/shared/contracts/team';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError, isApiError } from './errors.ts';
import type { RequestOptions } from './http.ts';

/** The cloud/team and cloud/link groups (spec 2 §7 "Team", "Invitation links"). */

const data = <T>(envelope: Envelope<T>) => envelope.data;

export type {
  ApplicationState,
  ApplicationStatus,
  BatchResult,
  BatchRow,
  InviteItem,
  InviteOutcome,
  InviteStatus,
  JoinApplication,
  JoinedTeam,
  LinkDays,
  LinkDetail,
  PhoneMatch,
  TeamInvite,
  TeamLink,
  TeamMember,
} from '@loopline/shared/contracts/team';

/** The user id a team member is added to a project with. */
export function teamMemberUserId(member: TeamMember): string {
  return member.fkMemberId || member.id;
}

/** The people of my team, searchable by account or name (GET myMembers: account, current, size). */
export function myTeamMembers(query: {
  account?: string;
  current: number;
  size: number;
  order?: 'asc' | 'desc';
}) {
  return http
    .get<Page<TeamMember>>(
      '/api/cloud/team/myMembers',
      {
        account: query.account?.trim() || undefined,
        current: query.current,
        size: query.size,
        ascs: query.order === 'desc' ? undefined : 'account',
        descs: query.order === 'desc' ? 'account' : undefined,
      },
      { silent: true },
    )
    .then(data);
}

export function removeTeamMembers(userIds: string[]) {
  return http.post<null>('/api/cloud/team/remove', { userIds } satisfies RequestInput<
    typeof RemoveTeamMembersBody
  >);
}

export function findByPhone(phone: string) {
  return http
    .get<PhoneMatch | null>(`/api/cloud/team/phone/${encodeURIComponent(phone)}`, undefined, {
      silent: true,
    })
    .then(data);
}

/**
 * Calls that need the collaboration membership answer 403 with data 'ActivateMembership'
 * (spec 2 §6): they are made silently, and the caller opens the privilege dialog or shows the message.
 */
const MEMBERSHIP_GATED: RequestOptions = { silent: true };

/** True for the refusal that opens the membership privilege dialog. */
export function needsMembership(error: unknown): boolean {
  return isApiError(error) && error.data === 'ActivateMembership';
}

export function inviteMembers(items: InviteItem[]) {
  return http.post<InviteOutcome>('/api/cloud/team/inviteMembers', items, MEMBERSHIP_GATED);
}

export function sendInviteSms(phone: string) {
  return http.post<InviteSms>(
    '/api/cloud/team/sendInviteSms',
    { phone } satisfies RequestInput<typeof InviteSmsBody>,
    MEMBERSHIP_GATED,
  );
}

export function receivedInvites() {
  return http.get<TeamInvite[]>('/api/cloud/team/invite/list', undefined, { silent: true }).then(data);
}

export function sentInvites() {
  return http.get<TeamInvite[]>('/api/cloud/team/invite/records', undefined, { silent: true }).then(data);
}

/** Accepts (or declines) the invitations of the given teams (their owners' ids). */
export function answerInvites(teamIds: string[], accept: boolean) {
  return http.post<null>('/api/cloud/team/joinTeams', { teamIds, accept } satisfies RequestInput<
    typeof JoinTeamsBody
  >);
}

export function joinedTeams(
  query: JoinedTeamsInput & { orderWay: 'asc' | 'desc'; current: number; size: number },
) {
  return http
    .post<Page<JoinedTeam>>(
      '/api/cloud/team/listJoinTeams',
      { ...query, keyword: query.keyword?.trim() || undefined },
      { silent: true },
    )
    .then(data);
}

export function exitTeams(teamIds: string[]) {
  return http.post<null>('/api/cloud/team/exitTeams', { teamIds } satisfies RequestInput<
    typeof ExitTeamsBody
  >);
}

export const LINK_DAYS: readonly LinkDays[] = [1, 7, 30, 0];

export function teamLinks() {
  return http.get<TeamLink[]>('/api/cloud/link/list', undefined, { silent: true }).then(data);
}

export function saveLink(expireDays: LinkDays, needApproval: boolean) {
  return http.post<TeamLink>(
    '/api/cloud/link/save',
    { expireDays, needApproval } satisfies RequestInput<typeof SaveLinkBody>,
    MEMBERSHIP_GATED,
  );
}

export function cancelLink(code: string) {
  return http.post<TeamLink>('/api/cloud/link/updateLink', { code, cancel: true } satisfies RequestInput<
    typeof UpdateLinkBody
  >);
}

/** The address people open to join through a link (spec 2 §2 "/joinMyTeam/link-invite"). */
export function linkUrl(code: string): string {
  return `${window.location.origin}${window.location.pathname}#/joinMyTeam/link-invite?${new URLSearchParams({ code })}`;
}

/** The link's team, or an ApiError 400 with "Invitation expired or cancelled by inviter". */
export function linkDetail(code: string) {
  return http
    .get<LinkDetail>('/api/cloud/link/detail', { code } satisfies RequestInput<typeof LinkCodeQuery>, {
      silent: true,
    })
    .then(data);
}

export function applicationStatus(code: string) {
  return http
    .post<ApplicationAnswer>('/api/cloud/link/application/checkApplication', { code }, { silent: true })
    .then(data);
}

export function applyThroughLink(code: string) {
  return http.post<JoinAnswer>('/api/cloud/link/application/save', { code } satisfies RequestInput<
    typeof LinkCodeBody
  >);
}

export function joinApplications(status?: ApplicationStatus) {
  return http
    .get<JoinApplication[]>('/api/cloud/link/application/list', { status }, { silent: true })
    .then(data);
}

export function decideApplication(userId: string, status: 'approved' | 'declined') {
  return http.post<null>('/api/cloud/link/application/update', { userId, status } satisfies RequestInput<
    typeof DecideApplicationBody
  >);
}

export function removeApplications(userIds: string[]) {
  return http.post<null>('/api/cloud/link/application/remove', { userIds } satisfies RequestInput<
    typeof RemoveApplicationsBody
  >);
}

function fileHeaders(): Record<string, string> {
  const token = tokens.access();
  return {
    'Accept-Language': currentLanguage(),
    'Client-Id': currentClientId(),
    ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
  };
}

/**
 * A file request outside the JSON client (a blob answer, or a multipart body). A 401 is refreshed
 * through the client once (any signed-in call refreshes the token), then the request is tried again.
 */
async function fileRequest(path: string, body?: FormData): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await window.fetch(path, {
      method: 'POST',
      headers: fileHeaders(),
      body,
      credentials: 'same-origin',
    });
    if (response.status === 401 && attempt === 0) {
      await http.get('/api/cloud/notice/count', undefined, { silent: true }).catch(() => undefined);
      continue;
    }
    return response;
  }
}

/** The batch-invite template (.xlsx). */
export async function inviteTemplate(): Promise<Blob> {
  const response = await fileRequest('/api/cloud/team/template');
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  const envelope = await readEnvelope<null>(response);
  throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
}

/** Uploads a filled-in template (multipart field "file"): a result per row. */
export async function batchInvite(file: File): Promise<BatchRow[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await readEnvelope<BatchRow[]>(await fileRequest('/api/cloud/team/batchInvite', form));
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
  return envelope.data;
}

/** What the caller may do in a team (teamId = owner id; mine by default). */
export const teamPrivileges = (teamId?: string) =>
  http.post<TeamPrivilegesView>('/api/cloud/team/queryPrivilegeType', teamId ? { teamId } : {}).then(data);

/** A member's name within a team: its administrators rename anyone, a member themself. */
export const updateMemberName = (body: RequestInput<typeof UpdateMemberNameBody>) =>
  http.post<{ userId: string; memberName: string }>('/api/cloud/team/updateMemberName', body);
