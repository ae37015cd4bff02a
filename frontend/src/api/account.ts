import type { Envelope, Page } from '@loopline/shared';
import type {
  Activity,
  InviteCode,
  InviteCodeInput,
  InviteCount,
  InviteCountQuery,
} from '@loopline/shared/contracts/activity';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { UserSpace } from '@loopline/shared/contracts/space';
import type {
  AvatarSaved,
  BindEmailBody,
  BindPhoneBody,
  DeleteAccountBody,
  DeletionCheck,
  DeletionRequested,
  DownLineBody,
  ModifyPasswordBody,
  OnlineClient,
  PersonInfo,
  ProfileInput,
  SendBindSmsBody,
  SendEmailCodeBody,
  Ticket,
  UpdateAccountBody,
  VerifyAuthCodeBody,
  VerifyPasswordBody,
} from '@loopline/shared/contracts/user';
import { http, tokens } from './client.ts';

/** The account groups: personal information, security, devices, deletion, space, activities. */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type { Activity } from '@loopline/shared/contracts/activity';
export type { UserSpace } from '@loopline/shared/contracts/space';
export type { DeletionCheck, OnlineClient, PersonInfo, ProfileInput } from '@loopline/shared/contracts/user';

export const getPersonInfo = () => http.get<PersonInfo>('/api/cloud/user/personInfo').then(data);
export const updateInfo = (input: ProfileInput) => http.post<PersonInfo>('/api/cloud/user/updateInfo', input);
export const updateAccount = (account: string) =>
  http.post<PersonInfo>(
    '/api/cloud/user/updateAccount',
    { account } satisfies RequestInput<typeof UpdateAccountBody>,
    { silentCodes: [409] },
  );

/** Uploads a cropped avatar (multipart, field "file"). */
export async function uploadAvatar(file: Blob, lang: string): Promise<Envelope<AvatarSaved>> {
  const form = new FormData();
  form.append('file', file, file.type === 'image/png' ? 'avatar.png' : 'avatar.jpg');
  const headers: Record<string, string> = { 'Accept-Language': lang };
  const token = tokens.access();
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const res = await fetch('/api/cloud/user/avatar', { method: 'POST', headers, body: form });
  const body = (await res.json()) as Envelope<AvatarSaved>;
  if (body.code !== 200) throw new Error(body.msg);
  return body;
}

/** Avatars load with the bearer token (spec 2 §7): fetched as a blob, shown through an object URL. */
export async function avatarBlob(id: string): Promise<Blob | null> {
  const token = tokens.access();
  if (!token || !id) return null;
  const res = await fetch(`/api/cloud/user/avatar/${encodeURIComponent(id)}`, {
    headers: { 'Blade-Auth': `bearer ${token}` },
  });
  return res.ok ? res.blob() : null;
}

export const verifyPassword = (password: string) =>
  http
    .post<Ticket>('/api/cloud/user/verifyPwd', { password } satisfies RequestInput<typeof VerifyPasswordBody>)
    .then(data);
export const sendAuthSms = () => http.post<null>('/api/cloud/user/sendAuthSms');
export const sendAuthEmail = () => http.post<null>('/api/cloud/user/sendEmailSms');
export const verifyAuthCode = (code: string, channel: 'sms' | 'email') =>
  http
    .post<Ticket>('/api/cloud/user/verifyAuthCode', { code, channel } satisfies RequestInput<
      typeof VerifyAuthCodeBody
    >)
    .then(data);
export const sendBindSms = (phone: string, ticket: string) =>
  http.post<null>('/api/cloud/user/sendBindSms', { phone, ticket } satisfies RequestInput<
    typeof SendBindSmsBody
  >);
export const bindPhone = (phone: string, code: string, ticket: string) =>
  http.post<null>('/api/cloud/user/bindPhone', { phone, code, ticket } satisfies RequestInput<
    typeof BindPhoneBody
  >);
export const sendEmailCode = (email: string, ticket: string) =>
  http.post<null>('/api/cloud/user/sendEmailCode', { email, ticket } satisfies RequestInput<
    typeof SendEmailCodeBody
  >);
export const bindEmail = (email: string, code: string, ticket: string) =>
  http.post<null>('/api/cloud/user/bindEmail', { email, code, ticket } satisfies RequestInput<
    typeof BindEmailBody
  >);
export const sendPasswordSms = () => http.post<null>('/api/cloud/user/sendSms');
export const modifyPassword = (code: string, newPassword: string, newPassword1: string) =>
  http.post<null>('/api/cloud/user/modifyPsd', { code, newPassword, newPassword1 } satisfies RequestInput<
    typeof ModifyPasswordBody
  >);

export const onlineClients = () => http.get<OnlineClient[]>('/api/cloud/user/onlineClient').then(data);
export const sendDownLineSms = () => http.post<null>('/api/cloud/user/sendDownLineSms');
export const downLine = (id: string, code: string) =>
  http.post<null>('/api/cloud/user/downLine', { id, code } satisfies RequestInput<typeof DownLineBody>);

export const logoutCheck = () => http.post<DeletionCheck>('/api/cloud/user/logoutCheck').then(data);
export const logoutAccount = (ticket: string) =>
  http.post<DeletionRequested>('/api/cloud/user/logoutAccount', {
    ticket,
    agree: true,
  } satisfies RequestInput<typeof DeleteAccountBody>);

export const queryUserSpace = () => http.get<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo').then(data);

export const queryUserIsPerm = (clientId: string) =>
  http
    // The switcher's app ids are plain strings; the server checks them against CLIENT_IDS.
    .post<boolean>('/api/cloud/order/user/rel/queryUserIsPerm', { clientId })
    .then(data);

export const activeActivities = () =>
  http
    .get<Page<Activity>>('/api/cloud/event/activeList', { status: 1, size: 999 })
    .then((e) => e.data.records);
export const getInviteCode = () => http.get<InviteCode>('/api/cloud/inviteCode/get').then((e) => e.data.code);
export const bindInviteCode = (code: string) =>
  http.post<unknown>('/api/cloud/inviteCode/bind', { code } satisfies RequestInput<typeof InviteCodeInput>);
export const inviteCount = (eventId: string) =>
  http
    .get<InviteCount>('/api/cloud/inviteCode/count', { eventId } satisfies RequestInput<
      typeof InviteCountQuery
    >)
    .then((e) => e.data.count);
