import type { Envelope, Page } from '@loopline/shared';
import type {
  GrantTree,
  IdsBody,
  MenuNode,
  OperateLogExportBody,
  OperationLogView,
  PlatformUserDetail,
  PlatformUserRow,
  RoleGrantBody,
  RoleGrantKeys,
  RoleSubmitBody,
  RoleView,
  SaveWordsBody,
  SensitiveWordView,
  UpdateWordBody,
  UserGrantBody,
  UserIdBody,
  UserStatusBody,
  WordImportResult,
  WordStatusBody,
} from '@loopline/shared/contracts/console';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { PlatformUserCreateBody } from '@loopline/shared/contracts/platformUserAccount';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** The back office's roles and menus, sensitive words and operation log (issue 19; spec 3 §7). */
export type {
  GrantTree,
  MenuNode,
  OperationLogView,
  RoleGrantKeys,
  RoleView,
  SensitiveWordView,
  WordImportResult,
} from '@loopline/shared/contracts/console';

const data = <T>(envelope: Envelope<T>) => envelope.data;

// ---- Roles and menus ----

export const myMenu = (topMenuId = '') =>
  http.get<MenuNode[]>('/api/blade-system/menu/routes', topMenuId ? { topMenuId } : undefined).then(data);
export const listRoles = () => http.get<RoleView[]>('/api/blade-system/role/list').then(data);
export const submitRole = (body: RequestInput<typeof RoleSubmitBody>) =>
  http.post<RoleView>('/api/blade-system/role/submit', body);
export const removeRoles = (ids: string[]) =>
  http.post<boolean>('/api/blade-system/role/remove', { ids } satisfies RequestInput<typeof IdsBody>);
export const grantTree = () => http.get<GrantTree>('/api/blade-system/menu/grant-tree').then(data);
export const roleGrantKeys = (roleId: string) =>
  http.get<RoleGrantKeys>('/api/blade-system/menu/role-tree-keys', { roleIds: roleId }).then(data);
export const grantRole = (body: RequestInput<typeof RoleGrantBody>) =>
  http.post<boolean>('/api/blade-system/role/grant', body);
export const grantUsers = (body: RequestInput<typeof UserGrantBody>) =>
  http.post<boolean>('/api/blade-user/grant', body);

// ---- Sensitive words ----

export const listWords = (query: {
  current: number;
  size: number;
  contentWord?: string;
  wordStatus?: 0 | 1;
}) => http.get<Page<SensitiveWordView>>('/api/cloud/sensitiveWord/list', query).then(data);
export const saveWords = (contentWords: string[]) =>
  http.post<boolean>('/api/cloud/sensitiveWord/saveSensitiveWords', {
    contentWords,
  } satisfies RequestInput<typeof SaveWordsBody>);
export const updateWord = (body: RequestInput<typeof UpdateWordBody>) =>
  http.post<boolean>('/api/cloud/sensitiveWord/updateSensitiveWord', body);
export const setWordStatus = (body: RequestInput<typeof WordStatusBody>) =>
  http.post<boolean>('/api/cloud/sensitiveWord/updateSensitiveWordStatus', body);
export const removeWords = (ids: string[]) =>
  http.post<boolean>('/api/cloud/sensitiveWord/deleteSensitiveWord', { ids } satisfies RequestInput<
    typeof IdsBody
  >);

// ---- Operation log ----

export interface LogFilters {
  startDate?: string;
  endDate?: string;
  account?: string;
  operaModule?: string;
}
export const listOperations = (query: LogFilters & { current: number; size: number }) =>
  http.get<Page<OperationLogView>>('/api/cloud/operateLog/listOperate', { ...query }).then(data);
export const topUsers = (range: { startDate?: string; endDate?: string }) =>
  http.get<{ account: string; count: number }[]>('/api/cloud/operateLog/listTopOperaUsers', range).then(data);
export const topModules = (range: { startDate?: string; endDate?: string }) =>
  http
    .get<{ operaModule: string; count: number }[]>('/api/cloud/operateLog/listTopOperaModules', range)
    .then(data);

// ---- Files ----

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]!);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file request outside the JSON client (an xlsx answer, or a multipart body). A 401 is refreshed
 * through the client once (any signed-in call refreshes the token), then the request is tried again.
 */
export async function fileRequest(
  path: string,
  init: { method: 'GET' | 'POST'; json?: unknown; form?: FormData },
) {
  for (let attempt = 0; ; attempt++) {
    const token = tokens.access();
    const response = await window.fetch(path, {
      method: init.method,
      headers: {
        // API Gateway returns a binary body only when the first accepted type is a binary media type.
        Accept: `${XLSX}, application/json`,
        'Accept-Language': currentLanguage(),
        'Client-Id': currentClientId(),
        ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
      },
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      credentials: 'same-origin',
    });
    if (response.status === 401 && attempt === 0) {
      await http.get('/api/cloud/notice/count', undefined, { silent: true }).catch(() => undefined);
      continue;
    }
    return response;
  }
}

export async function fileAnswer(
  response: Response,
  fallback: string,
): Promise<{ blob: Blob; fileName: string }> {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) {
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
    };
  }
  const envelope = await readEnvelope<null>(response);
  throw new ApiError(envelope.code, envelope.msg, false);
}

export async function exportOperations(filters: RequestInput<typeof OperateLogExportBody>) {
  return fileAnswer(
    await fileRequest('/api/cloud/operateLog/exportOperate', { method: 'POST', json: filters }),
    'operation-log.xlsx',
  );
}

export async function wordTemplate() {
  return fileAnswer(
    await fileRequest('/api/cloud/sensitiveWord/exportSensitiveWord', { method: 'GET' }),
    'sensitive-words.xlsx',
  );
}

export async function importWords(file: File): Promise<Envelope<WordImportResult>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await readEnvelope<WordImportResult>(
    await fileRequest('/api/cloud/sensitiveWord/importSensitiveWord', { method: 'POST', form }),
  );
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
  return envelope;
}

// ---- Platform users ----

export type { PlatformUserDetail, PlatformUserRow } from '@loopline/shared/contracts/console';

export const listPlatformUsers = (query: {
  current: number;
  size: number;
  keyword?: string;
  status?: 0 | 1 | 2;
}) => http.get<Page<PlatformUserRow>>('/api/cloud/platformUser/list', query).then(data);
export const platformUserDetail = (userId: string) =>
  http.get<PlatformUserDetail>('/api/cloud/user/info', { userId }).then(data);
export const changeUserStatus = (ids: string[], status: 0 | 1) =>
  http.post<boolean>('/api/cloud/platformUser/changeStatus', { ids, status } satisfies RequestInput<
    typeof UserStatusBody
  >);
export const createPlatformUser = (body: RequestInput<typeof PlatformUserCreateBody>) =>
  http.post<{ userId: string; account: string }>('/api/cloud/platformUser/submit', body);
export const resetUserPassword = (userId: string) =>
  http.post<{ password: string }>('/api/cloud/user/reset', { userId } satisfies RequestInput<
    typeof UserIdBody
  >);
