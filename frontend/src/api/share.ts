import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  CreatedLink,
  ExpireDays,
  LinkAccessBody,
  LinkDetail,
  LinkFileBody,
  LinkFilesBody,
  LinkIdBody,
  SaveLinkInput,
  SendToMembersInput,
  SentToMembers,
  SharedDownload,
  SharedFiles,
  ShareListBody,
  ShareRow,
} from '@loopline/shared/contracts/share';
import { http } from './client.ts';
import { shareCodeKey, storedShareCode } from './previews.ts';

/** Sharing (cloud/receive/send): links, sending to members, the link page, sent and received. */
const P = '/api/cloud/receive/send';
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type {
  ExpireDays,
  LinkDetail,
  SharedFiles,
  SharedRow,
  ShareRow,
} from '@loopline/shared/contracts/share';

/** The files and folders a share names. */
export type ShareSelection = Pick<SaveLinkInput, 'projectId'> & { fileIds: string[]; dirIds: string[] };

export const createShareLink = (
  body: ShareSelection & { expireDays: ExpireDays; withCode: boolean; downState: 0 | 1 },
) => {
  const input: SaveLinkInput = body;
  return http.post<CreatedLink>(`${P}/link/save`, input).then(data);
};

export const sendToMembers = (body: ShareSelection & { userIds: string[] }) => {
  const input: SendToMembersInput = body;
  return http.post<SentToMembers>(`${P}/member/send`, input);
};

/** Why a link call was refused, when the page shows something other than a toast. */
export type LinkRefusal = 'code' | 'codeWrong' | 'signIn' | 'cancelled' | 'expired';

/** Link page calls report their refusals on the page itself, so they are silent. */
const quiet = { silent: true } as const;

export const linkDetail = (id: string, code?: string) =>
  http
    .post<LinkDetail>(`${P}/link/detail`, { id, code } satisfies RequestInput<typeof LinkAccessBody>, quiet)
    .then(data);

export const linkFiles = (id: string, code: string | undefined, dirId?: string) =>
  http
    .post<SharedFiles>(
      `${P}/link/files`,
      { id, code, dirId } satisfies RequestInput<typeof LinkFilesBody>,
      quiet,
    )
    .then(data);

export const linkDownload = (id: string, code: string | undefined, fileId: string) =>
  http
    .post<SharedDownload>(`${P}/link/download`, { id, code, fileId } satisfies RequestInput<
      typeof LinkFileBody
    >)
    .then(data);

export const cancelShareLink = (id: string) =>
  http.post<null>(`${P}/link/cancel`, { id } satisfies RequestInput<typeof LinkIdBody>);

export const listShares = (direction: 'send' | 'receive', current: number, size: number) =>
  http
    .post<Page<ShareRow>>(`${P}/list`, { direction, current, size } satisfies RequestInput<
      typeof ShareListBody
    >)
    .then(data);

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
