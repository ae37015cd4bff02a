import type { Envelope, Page } from '@loopline/shared';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError, isApiError } from './errors.ts';
import type { RequestOptions } from './http.ts';

/** The cloud/team and cloud/link groups (spec 2 §7 "Team", "Invitation links"). */

const data = <T>(envelope: Envelope<T>) => envelope.data;

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
  joinTime?: string;
}

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
  return http.post<null>('/api/cloud/team/remove', { userIds });
}

/** The answer of the phone search (an 11-digit phone), or null when nobody registered it. */
export interface PhoneMatch {
  id: string;
  phone: string;
  account: string;
  avatar: string;
  memberName: string;
  inTeam: boolean;
}

export function findByPhone(phone: string) {
  return http
    .get<PhoneMatch | null>(`/api/cloud/team/phone/${encodeURIComponent(phone)}`, undefined, {
      silent: true,
    })
    .then(data);
}

/** One person to invite: a registered user (fkMemberId) or a phone nobody registered yet. */
export interface InviteItem {
  phone?: string;
  fkMemberId?: string;
}

export interface InviteOutcome {
  invited: { userId: string; account: string }[];
  unregistered: string[];
  skipped: { phone: string; reason: 'self' | 'member' }[];
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
  return http.post<{ code: string; url: string }>(
    '/api/cloud/team/sendInviteSms',
    { phone },
    MEMBERSHIP_GATED,
  );
}

export type InviteStatus = 'pending' | 'accepted' | 'declined';

/** An invitation to a team, as the invitee and the inviting team see it. */
export interface TeamInvite {
  ownerId: string;
  userId: string;
  ownerAccount: string;
  account: string;
  phone: string;
  status: InviteStatus;
  createTime: string;
  updateTime: string;
}

export function receivedInvites() {
  return http.get<TeamInvite[]>('/api/cloud/team/invite/list', undefined, { silent: true }).then(data);
}

export function sentInvites() {
  return http.get<TeamInvite[]>('/api/cloud/team/invite/records', undefined, { silent: true }).then(data);
}

/** Accepts (or declines) the invitations of the given teams (their owners' ids). */
export function answerInvites(teamIds: string[], accept: boolean) {
  return http.post<null>('/api/cloud/team/joinTeams', { teamIds, accept });
}

/** A team the caller joined. */
export interface JoinedTeam {
  teamId: string;
  ownerAccount: string;
  ownerName: string;
  ownerAvatar: string;
  roleStatus: 'user' | 'admin';
  joinTime: string;
}

export function joinedTeams(query: {
  keyword?: string;
  orderWay: 'asc' | 'desc';
  current: number;
  size: number;
}) {
  return http
    .post<Page<JoinedTeam>>(
      '/api/cloud/team/listJoinTeams',
      { ...query, keyword: query.keyword?.trim() || undefined },
      { silent: true },
    )
    .then(data);
}

export function exitTeams(teamIds: string[]) {
  return http.post<null>('/api/cloud/team/exitTeams', { teamIds });
}

/** Link expiry in days; 0 is a permanent link. */
export type LinkDays = 0 | 1 | 7 | 30;
export const LINK_DAYS: readonly LinkDays[] = [1, 7, 30, 0];

export interface TeamLink {
  code: string;
  /** ISO expiry, or '' for a permanent link. */
  expireTime: string;
  needApproval: boolean;
  status: 'active' | 'cancelled';
  createTime: string;
  /** Past its expiry (the list answers it). */
  expired?: boolean;
}

export function teamLinks() {
  return http.get<TeamLink[]>('/api/cloud/link/list', undefined, { silent: true }).then(data);
}

export function saveLink(expireDays: LinkDays, needApproval: boolean) {
  return http.post<TeamLink>('/api/cloud/link/save', { expireDays, needApproval }, MEMBERSHIP_GATED);
}

export function cancelLink(code: string) {
  return http.post<TeamLink>('/api/cloud/link/updateLink', { code, cancel: true });
}

/** The address people open to join through a link (spec 2 §2 "/joinMyTeam/link-invite"). */
export function linkUrl(code: string): string {
  return `${window.location.origin}${window.location.pathname}#/joinMyTeam/link-invite?${new URLSearchParams({ code })}`;
}

/** The team behind a usable link. */
export interface LinkDetail {
  code: string;
  expireTime: string;
  needApproval: boolean;
  ownerAccount: string;
  ownerName: string;
  ownerAvatar: string;
}

/** The link's team, or an ApiError 400 with "Invitation expired or cancelled by inviter". */
export function linkDetail(code: string) {
  return http.get<LinkDetail>('/api/cloud/link/detail', { code }, { silent: true }).then(data);
}

export type ApplicationState = 'none' | 'pending' | 'approved' | 'declined' | 'member';

export function applicationStatus(code: string) {
  return http
    .post<{ status: ApplicationState }>(
      '/api/cloud/link/application/checkApplication',
      { code },
      { silent: true },
    )
    .then(data);
}

export function applyThroughLink(code: string) {
  return http.post<{ status: 'pending' | 'approved' }>('/api/cloud/link/application/save', { code });
}

export type ApplicationStatus = 'pending' | 'approved' | 'declined';

export interface JoinApplication {
  ownerId: string;
  userId: string;
  account: string;
  memberName: string;
  phone: string;
  code: string;
  status: ApplicationStatus;
  createTime: string;
  updateTime: string;
}

export function joinApplications(status?: ApplicationStatus) {
  return http
    .get<JoinApplication[]>('/api/cloud/link/application/list', { status }, { silent: true })
    .then(data);
}

export function decideApplication(userId: string, status: 'approved' | 'declined') {
  return http.post<null>('/api/cloud/link/application/update', { userId, status });
}

export function removeApplications(userIds: string[]) {
  return http.post<null>('/api/cloud/link/application/remove', { userIds });
}

export type BatchResult = 'invited' | 'unregistered' | 'invalid' | 'duplicate' | 'self' | 'member';

export interface BatchRow {
  row: number;
  phone: string;
  result: BatchResult;
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
