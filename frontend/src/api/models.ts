import type { Envelope } from '@loopline/shared';
import type {
  ConvertAnswer,
  FileRefBody,
  FileRefQuery,
  ModelConvertBody,
  ModelConvertWithAttributeBody,
  ModelDownload,
  ModelDownloadType,
  ModelView,
  ParseProgress,
  PublishStateBody,
  UpdateAttIdBody,
  UpgradeBody,
  UpgradeStarted,
} from '@loopline/shared/contracts/file';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { DownBenefits } from '@loopline/shared/contracts/order';
import { http } from './client.ts';
import type { RequestOptions } from './http.ts';

/** The model calls of issue 7 (spec 1 §6, §7): parse, upgrade, publish, attributes, downloads, viewer. */

export type {
  ConvertAnswer,
  ModelDownloadType,
  ModelView,
  ParseProgress,
  UpgradeStarted,
} from '@loopline/shared/contracts/file';
export type { DownBenefits } from '@loopline/shared/contracts/order';

const data = <T>(envelope: Envelope<T>) => envelope.data;
const post = <T>(path: string, body: unknown, options?: RequestOptions) =>
  http.post<T>(`/api/cloud${path}`, body, options);

/**
 * Starts a parse. Silent: the caller tells a missing parse count (data.reason) from other refusals
 * and shows either the quota dialog or the message.
 */
export function modelConvert(projectId: string, fileInfoId: string) {
  return post<ConvertAnswer>(
    '/file/info/modelConvert',
    { projectId, fileInfoId } satisfies RequestInput<typeof ModelConvertBody>,
    { silent: true },
  );
}

/** Parses a .vue/.rvm together with its attribute file; silent like modelConvert. */
export function modelConvertVueRvm(projectId: string, fileInfoId: string, attId: string) {
  return post<ConvertAnswer>(
    '/file/info/modelConvertVueRvm',
    { projectId, fileInfoId, attId } satisfies RequestInput<typeof ModelConvertWithAttributeBody>,
    { silent: true },
  );
}

/** Associates an attribute file with a model ('-1' clears it). */
export function updateAttId(projectId: string, modelId: string, attId: string) {
  return post<unknown>('/file/info/updateAttId', { projectId, modelId, attId } satisfies RequestInput<
    typeof UpdateAttIdBody
  >);
}

export function updatePublishState(projectId: string, fileIds: string[], publishStatus: '0' | '1') {
  return post<unknown>('/file/info/updatePublishState', {
    projectId,
    fileIds,
    publishStatus,
  } satisfies RequestInput<typeof PublishStateBody>);
}

/** Starts the upgrade of parsed models. */
export function convertModelWlk(projectId: string, ids: string[]): Promise<UpgradeStarted[]> {
  return post<UpgradeStarted[]>('/file/info/convertModelWlk', { projectId, ids } satisfies RequestInput<
    typeof UpgradeBody
  >).then(data);
}

export function queryDownBenefits(): Promise<DownBenefits> {
  return post<DownBenefits>('/order/user/rel/queryDownBenefits', {}, { silent: true }).then(data);
}

export function downloadFileModel(projectId: string, fileId: string, type: ModelDownloadType) {
  return post<ModelDownload>('/file/info/downloadFileModel', {
    projectId,
    fileId,
    type,
  }).then(data);
}

export function modelView(projectId: string, fileId: string, options?: RequestOptions): Promise<ModelView> {
  return post<ModelView>(
    '/file/info/modelView',
    { projectId, fileId } satisfies RequestInput<typeof FileRefBody>,
    options,
  ).then(data);
}

export function parseProgress(projectId: string, fileId: string): Promise<ParseProgress> {
  return http
    .get<ParseProgress>(
      '/api/cloud/file/schedule/parseProgress',
      { projectId, fileId } satisfies RequestInput<typeof FileRefQuery>,
      { silent: true },
    )
    .then(data);
}
