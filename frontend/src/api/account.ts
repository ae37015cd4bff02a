import type { Envelope, Page } from '@loopline/shared';
import { http, tokens } from './client.ts';

/** The account groups: personal information, security, devices, deletion, space, activities. */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export interface PersonInfo {
  userId: string;
  account: string;
  realName: string;
  nickName: string;
  avatar: string;
  gender: 0 | 1 | 2;
  birthday: string;
  companyName: string;
  position: string;
  phone: string;
  maskedPhone: string;
  email: string;
  memberName: string;
  memberNameEn: string;
  memberTier: string;
  memberDate: string;
  personalSpace: number;
  occupySpace: number;
  createTime: string;
  lastLoginAt: string;
  nextAccountChange: string;
  deletionDueAt: string;
}

export type ProfileInput = Partial<
  Pick<PersonInfo, 'realName' | 'nickName' | 'gender' | 'birthday' | 'companyName' | 'position'>
>;

export const getPersonInfo = () => http.get<PersonInfo>('/api/cloud/user/personInfo').then(data);
export const updateInfo = (input: ProfileInput) => http.post<PersonInfo>('/api/cloud/user/updateInfo', input);
export const updateAccount = (account: string) =>
  http.post<PersonInfo>('/api/cloud/user/updateAccount', { account }, { silentCodes: [409] });

/** Uploads a cropped avatar (multipart, field "file"). */
export async function uploadAvatar(file: Blob, lang: string): Promise<Envelope<{ avatar: string }>> {
  const form = new FormData();
  form.append('file', file, file.type === 'image/png' ? 'avatar.png' : 'avatar.jpg');
  const headers: Record<string, string> = { 'Accept-Language': lang };
  const token = tokens.access();
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const res = await fetch('/api/cloud/user/avatar', { method: 'POST', headers, body: form });
  const body = (await res.json()) as Envelope<{ avatar: string }>;
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
  http.post<{ ticket: string }>('/api/cloud/user/verifyPwd', { password }).then(data);
export const sendAuthSms = () => http.post<null>('/api/cloud/user/sendAuthSms');
export const sendAuthEmail = () => http.post<null>('/api/cloud/user/sendEmailSms');
export const verifyAuthCode = (code: string, channel: 'sms' | 'email') =>
  http.post<{ ticket: string }>('/api/cloud/user/verifyAuthCode', { code, channel }).then(data);
export const sendBindSms = (phone: string, ticket: string) =>
  http.post<null>('/api/cloud/user/sendBindSms', { phone, ticket });
export const bindPhone = (phone: string, code: string, ticket: string) =>
  http.post<null>('/api/cloud/user/bindPhone', { phone, code, ticket });
export const sendEmailCode = (email: string, ticket: string) =>
  http.post<null>('/api/cloud/user/sendEmailCode', { email, ticket });
export const bindEmail = (email: string, code: string, ticket: string) =>
  http.post<null>('/api/cloud/user/bindEmail', { email, code, ticket });
export const sendPasswordSms = () => http.post<null>('/api/cloud/user/sendSms');
export const modifyPassword = (code: string, newPassword: string, newPassword1: string) =>
  http.post<null>('/api/cloud/user/modifyPsd', { code, newPassword, newPassword1 });

export interface OnlineClient {
  id: string;
  clientId: string;
  browser: string;
  os: string;
  ip: string;
  loginTime: string;
  lastActiveTime: string;
  current: boolean;
}
export const onlineClients = () => http.get<OnlineClient[]>('/api/cloud/user/onlineClient').then(data);
export const sendDownLineSms = () => http.post<null>('/api/cloud/user/sendDownLineSms');
export const downLine = (id: string, code: string) =>
  http.post<null>('/api/cloud/user/downLine', { id, code });

export interface DeletionCheck {
  allowed: boolean;
  checks: { key: string; passed: boolean; date?: string }[];
  coolingDays: number;
  deletionDueAt: string;
}
export const logoutCheck = () => http.post<DeletionCheck>('/api/cloud/user/logoutCheck').then(data);
export const logoutAccount = (ticket: string) =>
  http.post<{ deletionDueAt: string }>('/api/cloud/user/logoutAccount', { ticket, agree: true });

export interface UserSpace {
  account: string;
  avatar: string;
  memberName: string;
  memberNameEn: string;
  memberTier: string;
  memberDate: string;
  personalSpace: number;
  occupySpace: number;
  /** -1: unlimited. */
  parseCount: number;
  canBindInviteCode: boolean;
}
export const queryUserSpace = () => http.get<UserSpace>('/api/cloudUserSpace/queryUserSpaceInfo').then(data);

export const queryUserIsPerm = (clientId: string) =>
  http.post<boolean>('/api/cloud/order/user/rel/queryUserIsPerm', { clientId }).then(data);

export interface Activity {
  id: string;
  eventName: string;
  eventNameEn: string;
  eventType: number;
  eventDesc: string;
  eventDescEn: string;
  rewardStorageBytes: number;
  rewardParseCount: number;
}
export const activeActivities = () =>
  http
    .get<Page<Activity>>('/api/cloud/event/activeList', { status: 1, size: 999 })
    .then((e) => e.data.records);
export const getInviteCode = () =>
  http.get<{ code: string }>('/api/cloud/inviteCode/get').then((e) => e.data.code);
export const bindInviteCode = (code: string) => http.post<unknown>('/api/cloud/inviteCode/bind', { code });
export const inviteCount = (eventId: string) =>
  http.get<{ count: number }>('/api/cloud/inviteCode/count', { eventId }).then((e) => e.data.count);
