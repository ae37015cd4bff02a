import type { Envelope, Page } from '@loopline/shared';
import type { AttachSubmitBody, AttachView } from '@loopline/shared/contracts/attach';
import type {
  ClientSettingBody,
  ClientSettingView,
  ClientVersionCheck,
} from '@loopline/shared/contracts/clientSetting';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  RegionImportResult,
  RegionImportRow,
  RegionLogBody,
} from '@loopline/shared/contracts/regionFiles';
import { http } from './client.ts';
import { fileAnswer, fileRequest } from './console.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** Client settings, region files and attachments of the back office (spec 3 §7). */
export type { AttachView } from '@loopline/shared/contracts/attach';
export type { ClientSettingView, ClientVersionCheck } from '@loopline/shared/contracts/clientSetting';
export type { RegionImportResult, RegionImportRow } from '@loopline/shared/contracts/regionFiles';

const data = <T>(envelope: Envelope<T>) => envelope.data;

/** A multipart post answered with an envelope; a refusal becomes an ApiError (the page shows it). */
async function postForm<T>(path: string, form: FormData): Promise<Envelope<T>> {
  const envelope = await readEnvelope<T>(await fileRequest(path, { method: 'POST', form }));
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
  return envelope;
}

// ---- Client settings ----

const SETTING = '/api/cloud/client/setting';
export const clientSettingDetail = (clientId: string) =>
  http.get<ClientSettingView>(`${SETTING}/detail`, { clientId }).then(data);
export const updateClientSetting = (body: RequestInput<typeof ClientSettingBody>) =>
  http.post<ClientSettingView>(`${SETTING}/update`, body);
/** The public check (signed out too); quiet, as the sign-in page works without it. */
export const checkClientVersion = (clientId: string, version: string) =>
  http.get<ClientVersionCheck>(`${SETTING}/check`, { clientId, version }, { silent: true }).then(data);

// ---- Region files ----

const REGION = '/api/blade-system/region';
export const regionTemplate = async () =>
  fileAnswer(await fileRequest(`${REGION}/export-template`, { method: 'GET' }), 'region-template.xlsx');
export const exportRegions = async (code: string) =>
  fileAnswer(
    await fileRequest(`${REGION}/export-region?code=${encodeURIComponent(code)}`, { method: 'GET' }),
    'regions.xlsx',
  );
export function importRegions(file: File, covered: boolean) {
  const form = new FormData();
  form.append('isCovered', covered ? '1' : '0');
  form.append('file', file, file.name);
  return postForm<RegionImportResult>(`${REGION}/import-region`, form);
}

/** The import's rows as answered, back as the xlsx log (createLog, as the whitelist's). */
export const regionImportLog = async (rows: RegionImportRow[]) =>
  fileAnswer(
    await fileRequest(`${REGION}/createLog`, {
      method: 'POST',
      json: { rows } satisfies RequestInput<typeof RegionLogBody>,
    }),
    'region-import-log.xlsx',
  );

// ---- Attachments ----

const ATTACH = '/api/blade-resource/attach';
export const listAttachments = (query: { current: number; size: number; name?: string }) =>
  http.get<Page<AttachView>>(`${ATTACH}/list`, query).then(data);
export const renameAttachment = (body: RequestInput<typeof AttachSubmitBody>) =>
  http.post<AttachView>(`${ATTACH}/submit`, body);
export const removeAttachments = (ids: string[]) => http.post<boolean>(`${ATTACH}/remove`, { ids });
export const downloadAttachment = async (a: AttachView) =>
  fileAnswer(
    await fileRequest(`${ATTACH}/download?id=${encodeURIComponent(a.id)}`, { method: 'GET' }),
    a.name,
  );
export function uploadAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<AttachView>('/api/blade-resource/oss/endpoint/put-file-attach', form);
}
