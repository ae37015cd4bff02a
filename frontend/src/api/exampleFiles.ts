import type { Envelope, Page } from '@loopline/shared';
import type {
  ExampleFile,
  ExampleFileParseBody,
  ExampleFileRemoveBody,
  ExampleFileRenameBody,
  ExampleFileSaveBody,
  SampleModelView,
  SampleProject,
  UpdatePublishStateBody,
} from '@loopline/shared/contracts/exampleFile';
import type { RequestInput } from '@loopline/shared/contracts/input';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { ApiError } from './errors.ts';

/** Example files (back office) and the users' read-only sample project (issue 19 item 10). */
export type { ExampleFile, SampleModelView, SampleProject };
export type SampleFile = SampleProject['records'][number];

const BASE = '/api/cloud/exampleFile';

export const listExampleFiles = (
  query: { current: number; size: number } & Record<string, string | number>,
) => http.get<Page<ExampleFile>>(`${BASE}/list`, query).then((e) => e.data);
export const renameExampleFile = (id: string, fileName: string) =>
  http.post<null>(`${BASE}/rename`, { id, fileName } satisfies RequestInput<typeof ExampleFileRenameBody>);
export const removeExampleFiles = (ids: string[]) =>
  http.post<number>(`${BASE}/remove`, { ids: ids.join(',') } satisfies RequestInput<
    typeof ExampleFileRemoveBody
  >);
export const setPublishState = (ids: string[], publishStatus: 0 | 1) =>
  http.post<null>(`${BASE}/updatePublishState`, {
    fileIds: ids.join(','),
    publishStatus,
  } satisfies RequestInput<typeof UpdatePublishStateBody>);

/** Saves an example file whose bytes the upload engine stored (presigned multipart). */
export const saveExampleFile = (objectId: string, fileName: string) =>
  http.post<ExampleFile>(`${BASE}/save`, { objectId, fileName } satisfies RequestInput<
    typeof ExampleFileSaveBody
  >);
export const parseExampleFile = (id: string) =>
  http.post<{ id: string; isModel: string }>(`${BASE}/parse`, { id } satisfies RequestInput<
    typeof ExampleFileParseBody
  >);

function authHeaders(): Record<string, string> {
  const token = tokens.access();
  return {
    'Accept-Language': currentLanguage(),
    'Client-Id': currentClientId(),
    ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
  };
}

/** A file's bytes, fetched with the token (a link cannot carry it). */
async function fileBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { headers: authHeaders(), credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(res.status, body?.msg ?? String(res.status), false, null);
  }
  return res.blob();
}

export const exampleFileBlob = (id: string) => fileBlob(`${BASE}/download?id=${encodeURIComponent(id)}`);

export const sampleProject = () =>
  http.get<SampleProject>('/api/cloud/sampleProject/list').then((e) => e.data);
export const sampleFileBlob = (id: string) =>
  fileBlob(`/api/cloud/sampleProject/view?id=${encodeURIComponent(id)}`);
export const sampleModelView = (id: string) =>
  http
    .get<SampleModelView>('/api/cloud/sampleProject/modelView', { id }, { silent: true })
    .then((e) => e.data);
