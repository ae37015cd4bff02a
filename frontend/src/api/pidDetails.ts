import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  AddRectBoxAnswer,
  AddRectBoxBody,
  CircuitRemoveQuery,
  EditRectBoxBody,
  PidDetailScope,
  PipelineRemoveQuery,
  SuspectQuery,
  ThresholdAnswer,
  ThresholdQuery,
  TopoRelationBody,
  TopoStatusAnswer,
  UpdateThresholdBody,
} from '@loopline/shared/contracts/pidDetail';
import type { PidAttribute, PidAttrQuery } from '@loopline/shared/contracts/pidRules';
import type {
  PidDetailPageQuery,
  PidDetailRow,
  PidFileQuery,
  PidFileRecord,
  PidTreeQuery,
} from '@loopline/shared/contracts/recognition';
import { PID_DETAIL_PAGE_MAX } from '@loopline/shared/contracts/recognition';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';
import type { RequestOptions } from './http.ts';

/** A recognised drawing's results and their corrections (spec 1 §7: pidFile, pidDetail, pidAttr). */

export type { AddRectBoxAnswer, DetailBox, TagSuggestion } from '@loopline/shared/contracts/pidDetail';
export type { DetailTypeName, PidDetailRow, PidFileRecord } from '@loopline/shared/contracts/recognition';

const data = <T>(envelope: Envelope<T>) => envelope.data;

/** The drawing's P&ID record; null when it was never submitted. */
export function pidFileOf(projectId: string, fileId: string, options?: RequestOptions) {
  return http
    .get<PidFileRecord | null>(
      '/api/pidFile/selectByFileId',
      { ...({ projectId, fileId } satisfies RequestInput<typeof PidFileQuery>) },
      options,
    )
    .then(data);
}

/**
 * Every detail of one page (the spec's 5,000 per request; a page never holds more). Silent: the page
 * shows a failure itself (it is read alongside the record, before the drawing is known to be recognised).
 */
export function pageDetails(
  projectId: string,
  pfileId: string,
  pageNum: number,
  options: RequestOptions = { silent: true },
) {
  return http
    .get<Page<PidDetailRow>>(
      '/api/pidDetail/page',
      {
        ...({
          projectId,
          pfileId,
          pageNum,
          current: 1,
          size: PID_DETAIL_PAGE_MAX,
        } satisfies RequestInput<typeof PidDetailPageQuery>),
      },
      options,
    )
    .then((envelope) => envelope.data.records);
}

/** The attributes a drawing's fields are named by (built-in plus the project's own). */
export function pidAttributes(projectId: string) {
  return http
    .get<PidAttribute[]>('/api/pidAttr', { ...({ projectId } satisfies RequestInput<typeof PidAttrQuery>) })
    .then(data);
}

/** Per page, the line numbers with the items their pipe runs join, and the instrument loops. */
export interface TreePage {
  pageNum: number;
  pipelines: (PidDetailRow & { children: PidDetailRow[] })[];
  unconnected: PidDetailRow[];
  loops: { loopNumber: string; tags: string[] }[];
}

export function detailTree(projectId: string, pfileId: string) {
  return http
    .get<TreePage[]>('/api/pidDetail/tree', {
      ...({ projectId, pfileId } satisfies RequestInput<typeof PidTreeQuery>),
    })
    .then(data);
}

export function addRectBox(input: RequestInput<typeof AddRectBoxBody>) {
  return http.post<AddRectBoxAnswer>('/api/pidDetail/addRectBox', input).then(data);
}

export function editRectBox(input: RequestInput<typeof EditRectBoxBody>) {
  return http.request<PidDetailRow>('/api/pidDetail/editRectBox', { method: 'PUT', body: input }).then(data);
}

export function deleteDetail(projectId: string, pfileId: string, id: string) {
  return http.request<unknown>(`/api/pidDetail/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    query: { projectId, pfileId },
  });
}

/**
 * A file answer (not an envelope), fetched with the token; a refusal is an envelope whose translated
 * message becomes the error.
 */
async function fetchFile(path: string, query: Record<string, string>, signal?: AbortSignal) {
  const url = `${path}?${new URLSearchParams(query)}`;
  const send = () => {
    const token = tokens.access();
    return window.fetch(url, {
      headers: {
        'Accept-Language': currentLanguage(),
        'Client-Id': currentClientId(),
        ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
      signal,
    });
  };
  let response = await send();
  if (response.status === 401) {
    // An expired token: one envelope call refreshes it through the API client, then try again.
    await pidFileOf(query.projectId ?? '', query.fileId ?? query.pfileId ?? '');
    response = await send();
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const envelope = await readEnvelope<unknown>(response);
  throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
}

/** One page's drawing as SVG text (downloadSvg). */
export async function pageSvgText(projectId: string, fileId: string, pageNum: number, signal?: AbortSignal) {
  const response = await fetchFile(
    '/api/cloud/file/info/downloadSvg',
    { projectId, fileId, pageNum: String(pageNum) },
    signal,
  );
  return response.text();
}

/** exportRelationshipTree: the pipe runs and what they join, as an xlsx. */
export async function exportRelationshipTree(projectId: string, pfileId: string) {
  const response = await fetchFile('/api/pidDetail/exportRelationshipTree', { projectId, pfileId });
  return response.blob();
}

export function topoStatus(projectId: string, pfileId: string) {
  return http
    .get<TopoStatusAnswer>('/api/recTask/topoStatus', {
      ...({ projectId, pfileId } satisfies RequestInput<typeof PidDetailScope>),
    })
    .then(data);
}

/** Recomputes the pipe runs of a page from its lines and the corrected boxes. */
export function recomputeTopology(input: RequestInput<typeof TopoRelationBody>) {
  return http.post<unknown>('/api/recTask/topoRelation', input);
}

/** A pipe run goes (its line number's items stay, on no run). */
export function removePipeline(projectId: string, pfileId: string, id: string) {
  return http.request<unknown>('/api/pidDetail/pipeline/remove', {
    method: 'DELETE',
    query: { projectId, pfileId, id } satisfies RequestInput<typeof PipelineRemoveQuery>,
  });
}

/** An item leaves its pipe run. */
export function removeFromPipeline(projectId: string, pfileId: string, id: string) {
  return http.request<unknown>('/api/pidDetail/pipeline/circuit/remove', {
    method: 'DELETE',
    query: { projectId, pfileId, id } satisfies RequestInput<typeof CircuitRemoveQuery>,
  });
}

/** The suspect threshold in force for a drawing, and the level it comes from. */
export function thresholdOf(projectId: string, pfileId: string) {
  return http
    .get<ThresholdAnswer>('/api/pidFile/getThreshold', {
      ...({ projectId, pfileId } satisfies RequestInput<typeof ThresholdQuery>),
    })
    .then(data);
}

export function updateThreshold(input: RequestInput<typeof UpdateThresholdBody>) {
  return http.post<ThresholdAnswer>('/api/pidFile/updateThreshold', input).then(data);
}

/** A page's details below the drawing's threshold, least sure first. */
export function suspectedErrors(projectId: string, pfileId: string, pageNum: number) {
  return http
    .get<Page<PidDetailRow> & { threshold: number }>('/api/pidFile/suspectedError', {
      ...({
        projectId,
        pfileId,
        pageNum,
        current: 1,
        size: PID_DETAIL_PAGE_MAX,
      } satisfies RequestInput<typeof SuspectQuery>),
    })
    .then(data);
}
