import type { Envelope, Page } from '@loopline/shared';
import { http } from './client.ts';
import { shareCodeKey, storedShareCode } from './previews.ts';

/** Sharing (cloud/receive/send): links, sending to members, the link page, sent and received. */
const P = '/api/cloud/receive/send';
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type ExpireDays = 0 | 1 | 7 | 30;

export interface ShareSelection {
  projectId: string;
  fileIds: string[];
  dirIds: string[];
}

export const createShareLink = (
  body: ShareSelection & { expireDays: ExpireDays; withCode: boolean; downState: 0 | 1 },
) => http.post<{ id: string; code: string; expireTime: string }>(`${P}/link/save`, body).then(data);

export const sendToMembers = (body: ShareSelection & { userIds: string[] }) =>
  http.post<{ id: string; count: number }>(`${P}/member/send`, body);

export interface LinkDetail {
  id: string;
  creatorName: string;
  createTime: string;
  expireTime: string;
  downState: 0 | 1;
  needCode: boolean;
  isCreator: boolean;
  audience: 'anyone' | 'members';
  fileCount: number;
  projectId?: string;
}

export interface SharedRow {
  id: string;
  parentId: string;
  isFile: 0 | 1;
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  time: string;
  userName: string;
  preview: number;
  isModel: string;
  downState: 0 | 1;
}

export interface SharedFiles {
  records: SharedRow[];
  path: { id: string; fileName: string }[];
}

/** Why a link call was refused, when the page shows something other than a toast. */
export type LinkRefusal = 'code' | 'codeWrong' | 'signIn' | 'cancelled' | 'expired';

/** Link page calls report their refusals on the page itself, so they are silent. */
const quiet = { silent: true } as const;

export const linkDetail = (id: string, code?: string) =>
  http.post<LinkDetail>(`${P}/link/detail`, { id, code }, quiet).then(data);

export const linkFiles = (id: string, code: string | undefined, dirId?: string) =>
  http.post<SharedFiles>(`${P}/link/files`, { id, code, dirId }, quiet).then(data);

export const linkDownload = (id: string, code: string | undefined, fileId: string) =>
  http.post<{ url: string; fileName: string }>(`${P}/link/download`, { id, code, fileId }).then(data);

export const cancelShareLink = (id: string) => http.post<null>(`${P}/link/cancel`, { id });

export interface ShareRow {
  id: string;
  name: string;
  fileCount: number;
  projectId: string;
  direction: 'send' | 'receive';
  audience: 'anyone' | 'members';
  creatorName: string;
  recipientNames: string[];
  createTime: string;
  expireTime: string;
  state: 'valid' | 'expired' | 'cancelled';
  downState: 0 | 1;
  withCode: boolean;
  isCreator: boolean;
}

export const listShares = (direction: 'send' | 'receive', current: number, size: number) =>
  http.post<Page<ShareRow>>(`${P}/list`, { direction, current, size }).then(data);

/** The extraction code a visitor typed, kept for the tab (the preview page reads it with storedShareCode). */
export const savedShareCode = storedShareCode;

export function saveShareCode(linkId: string, code: string | null) {
  try {
    if (code) sessionStorage.setItem(shareCodeKey(linkId), code);
    else sessionStorage.removeItem(shareCodeKey(linkId));
  } catch {
    // Storage may be off (private modes); the visitor types the code again.
  }
}
