import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  DictItem,
  DictKind,
  DictRemoveBody,
  DictSubmitBody,
  LoginBackground,
  ParamRemoveBody,
  ParamSubmitBody,
  SystemParam,
  WhitelistEntry,
  WhitelistRemoveBody,
  WhitelistSaveBody,
  WhitelistUpdateBody,
} from '@loopline/shared/contracts/settings';
import { http, tokens } from './client.ts';
import { ApiError } from './errors.ts';

/** blade-system/param (spec 3 §7): the back office's system parameters. */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type { SystemParam } from '@loopline/shared/contracts/settings';
export type ParamInput = RequestInput<typeof ParamSubmitBody>;

export const listParams = (query: { current: number; size: number; paramName?: string; paramKey?: string }) =>
  http.get<Page<SystemParam>>('/api/blade-system/param/list', query).then(data);
export const submitParam = (input: ParamInput) =>
  http.post<SystemParam>('/api/blade-system/param/submit', input satisfies ParamInput);
export const removeParams = (ids: string[]) =>
  http.post<null>('/api/blade-system/param/remove', {
    ids: ids.join(','),
  } satisfies RequestInput<typeof ParamRemoveBody>);

/** blade-system/dict and dict-biz (spec 3 §7): the same calls under two paths. */
export type { DictItem, DictKind } from '@loopline/shared/contracts/settings';
export type DictInput = RequestInput<typeof DictSubmitBody>;
const dictBase = (kind: DictKind) =>
  kind === 'system' ? '/api/blade-system/dict' : '/api/blade-system/dict-biz';

export const listDicts = (
  kind: DictKind,
  query: { current: number; size: number; parentId?: string; code?: string; dictValue?: string },
) => http.get<Page<DictItem>>(`${dictBase(kind)}/list`, query).then(data);
export const submitDict = (kind: DictKind, input: DictInput) =>
  http.post<DictItem>(`${dictBase(kind)}/submit`, input satisfies DictInput);
export const removeDicts = (kind: DictKind, ids: string[]) =>
  http.post<null>(`${dictBase(kind)}/remove`, {
    ids: ids.join(','),
  } satisfies RequestInput<typeof DictRemoveBody>);

/** blade-demo/blade/whitelist (spec 3 §7). */
export type { WhitelistEntry } from '@loopline/shared/contracts/settings';

const WHITELIST = '/api/blade-demo/blade/whitelist';
export const whitelistPage = (query: { current: number; size: number; phone?: string }) =>
  http.get<Page<WhitelistEntry>>(`${WHITELIST}/page`, query).then(data);
export const saveWhitelist = (input: RequestInput<typeof WhitelistSaveBody>) =>
  http.post<WhitelistEntry>(`${WHITELIST}/save`, input);
export const updateWhitelist = (input: RequestInput<typeof WhitelistUpdateBody>) =>
  http.post<WhitelistEntry>(`${WHITELIST}/update`, input);
export const removeWhitelist = (ids: string[]) =>
  http.post<null>(`${WHITELIST}/remove`, { ids: ids.join(',') } satisfies RequestInput<
    typeof WhitelistRemoveBody
  >);

/** cloud/system/bg (spec 3 §7): login backgrounds. */
export type { LoginBackground } from '@loopline/shared/contracts/settings';

const BG = '/api/cloud/system/bg';
/** The image the sign-in page shows (public; 204 with no image while none is active). */
export const ACTIVE_BACKGROUND_URL = `${BG}/background`;
export const listBackgrounds = () => http.get<LoginBackground[]>(`${BG}/list`).then(data);
export const activateBackground = (id: string) => http.post<null>(`${BG}/activate`, { id });
export const cleanBackgrounds = (id?: string) => http.post<number>(`${BG}/clean`, id ? { id } : {});

/** Uploads a background (multipart, field "file"); the server checks type and size again. */
export async function uploadBackground(file: File, lang: string): Promise<Envelope<LoginBackground>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'Accept-Language': lang };
  const token = tokens.access();
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const res = await fetch(`${BG}/upload`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as Envelope<LoginBackground>;
  if (body.code !== 200) throw new ApiError(body.code, body.msg, false, body.data);
  return body;
}
