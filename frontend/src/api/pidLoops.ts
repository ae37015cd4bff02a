import type { Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  AllLoopQuery,
  BatchImportAnswer,
  BatchImportBody,
  CheckLoopNumAnswer,
  CheckLoopNumQuery,
  DeleteLoopBody,
  DexpiExportQuery,
  EditLoopNumBody,
  ExcelHeadAnswer,
  ExcelHeadQuery,
  IndexListQuery,
  IndexRecord,
  LoopRecord,
  PidDrawingScope,
  ProjectXlsFile,
  ProjectXlsFileQuery,
  RemoveTagBody,
  SaveLoopBody,
  UpdateIndexBody,
  UpdateLoopBody,
} from '@loopline/shared/contracts/pidLoops';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** Instrument loops, the instrument index with its xlsx import/export, and DEXPI export of a drawing. */

export type {
  BatchImportAnswer,
  ExcelHeadAnswer,
  IndexField,
  IndexRecord,
  LoopMember,
  LoopRecord,
} from '@loopline/shared/contracts/pidLoops';
export { INDEX_FIELDS } from '@loopline/shared/contracts/pidLoops';

export interface Drawing {
  projectId: string;
  pfileId: string;
}

const scope = ({ projectId, pfileId }: Drawing) =>
  ({ projectId, pfileId }) satisfies RequestInput<typeof PidDrawingScope>;

export function allLoops(drawing: Drawing) {
  return http
    .get<LoopRecord[]>('/api/instrumentLoop/allLoop', { ...scope(drawing) } satisfies RequestInput<
      typeof AllLoopQuery
    >)
    .then((e) => e.data);
}

export function saveLoop(drawing: Drawing, loopNum: string, tags: string[]) {
  return http.post<LoopRecord>('/api/instrumentLoop/saveLoop', {
    ...scope(drawing),
    loopNum,
    tags,
  } satisfies RequestInput<typeof SaveLoopBody>);
}

/** Replaces a loop's tags (a tag dragged in joins the ones it has). */
export function updateLoopTags(drawing: Drawing, id: string, tags: string[]) {
  return http.post<LoopRecord>('/api/instrumentLoop/updateLoop', {
    ...scope(drawing),
    id,
    tags,
  } satisfies RequestInput<typeof UpdateLoopBody>);
}

/** Whether a loop number is taken by a loop other than `id`. Silent: the form shows the answer inline. */
export function checkLoopNum(drawing: Drawing, loopNum: string, id?: string) {
  return http
    .get<CheckLoopNumAnswer>(
      '/api/instrumentLoop/checkLoopNum',
      { ...scope(drawing), loopNum, id } satisfies RequestInput<typeof CheckLoopNumQuery>,
      { silent: true },
    )
    .then((e) => e.data);
}

export function renameLoop(drawing: Drawing, id: string, loopNum: string) {
  return http.request<LoopRecord>('/api/instrumentLoop/editLoopNum', {
    method: 'PUT',
    body: { ...scope(drawing), id, loopNum } satisfies RequestInput<typeof EditLoopNumBody>,
  });
}

export function deleteLoop(drawing: Drawing, id: string) {
  return http.request<null>('/api/instrumentLoop/deleteLoop', {
    method: 'DELETE',
    body: { ...scope(drawing), id } satisfies RequestInput<typeof DeleteLoopBody>,
  });
}

export function removeLoopTag(drawing: Drawing, id: string, tag: string) {
  return http.request<LoopRecord>('/api/instrumentLoop/removeTag', {
    method: 'DELETE',
    body: { ...scope(drawing), id, tag } satisfies RequestInput<typeof RemoveTagBody>,
  });
}

/** Silent: the index page's table shows the failure (a drawing not recognised yet) in its own body. */
export function indexPage(drawing: Drawing, current: number, size: number, keyword: string) {
  return http
    .get<Page<IndexRecord>>(
      '/api/instrumentIndex/list',
      {
        ...scope(drawing),
        current,
        size,
        keyword: keyword || undefined,
      } satisfies RequestInput<typeof IndexListQuery>,
      { silent: true },
    )
    .then((e) => e.data);
}

export function updateIndex(drawing: Drawing, rows: RequestInput<typeof UpdateIndexBody>['rows']) {
  return http.post<IndexRecord[]>('/api/instrumentIndex/updateIndex', {
    ...scope(drawing),
    rows,
  } satisfies RequestInput<typeof UpdateIndexBody>);
}

export function excelHead(projectId: string, fileId: string) {
  return http
    .get<ExcelHeadAnswer>('/api/pidFile/getDataExcelHead', {
      projectId,
      fileId,
    } satisfies RequestInput<typeof ExcelHeadQuery>)
    .then((e) => e.data);
}

/** The project's workbooks the caller may view, for the import dialog's file picker. */
export function projectXlsFiles(projectId: string, keyword: string) {
  return http
    .get<Page<ProjectXlsFile>>('/api/pidFile/queryProjectXlsFile', {
      projectId,
      ...(keyword ? { keyword } : {}),
      size: 50,
    } satisfies RequestInput<typeof ProjectXlsFileQuery>)
    .then((e) => e.data);
}

export function batchImport(input: RequestInput<typeof BatchImportBody>) {
  return http.post<BatchImportAnswer>('/api/pidFile/batchImportData', input);
}

/**
 * A file answer (not an envelope), asked for with the token; a refusal is an envelope whose translated
 * message becomes the error. An expired token is refreshed by one envelope call, then asked again.
 */
async function fileAnswer(path: string, init: { query?: Record<string, string>; json?: unknown }) {
  const url = init.query ? `${path}?${new URLSearchParams(init.query)}` : path;
  const send = () => {
    const token = tokens.access();
    return window.fetch(url, {
      method: init.json === undefined ? 'GET' : 'POST',
      headers: {
        'Accept-Language': currentLanguage(),
        'Client-Id': currentClientId(),
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      credentials: 'same-origin',
    });
  };
  let response = await send();
  if (response.status === 401) {
    await http.get('/api/cloud/notice/count', undefined, { silent: true }).catch(() => undefined);
    response = await send();
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const envelope = await readEnvelope<unknown>(response);
  throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
}

/** The name the server gave a download (content-disposition), or the fallback. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** exportIndex: the drawing's instrument index as xlsx. */
export async function exportIndex(drawing: Drawing, fallbackName: string) {
  const response = await fileAnswer('/api/instrumentIndex/exportIndex', { json: scope(drawing) });
  return { blob: await response.blob(), fileName: fileNameOf(response, fallbackName) };
}

/** exportDexpi: the recognised drawing as DEXPI XML. */
export async function exportDexpi(projectId: string, fileId: string, fallbackName: string) {
  const response = await fileAnswer('/api/pidFile/exportDexpi', {
    query: { projectId, fileId } satisfies RequestInput<typeof DexpiExportQuery>,
  });
  return { blob: await response.blob(), fileName: fileNameOf(response, fallbackName) };
}
