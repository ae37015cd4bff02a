import {
  DownloadModelBody,
  FileRefBody,
  FileRefQuery,
  ModelConvertBody,
  ModelConvertWithAttributeBody,
  PublishStateBody,
  RecordPageQuery,
  UpdateAttIdBody,
  UpgradeBody,
} from '@loopline/shared/contracts/file';
import { Reply, route } from '../lib/http/route.ts';
import { recordPage } from './records.ts';
import { setAttribute, setPublished, startParse, startParseWithAttribute, startUpgrades } from './service.ts';
import { downloadModel, modelView, parseProgress } from './view.ts';

/** Model parsing, upgrade, publishing, attributes, viewing and downloads (issue 7), in the 'file' group. */
export const modelRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/file/info/modelConvert',
    auth: 'user',
    summary:
      "Parses a model (editFile): isModel → 2, one of the uploader's parse counts taken (400 with data.reason when none is left)",
    body: ModelConvertBody,
    handler: async ({ body, caller }) =>
      new Reply(await startParse(caller, body.projectId, body.fileInfoId), 'model.parseStarted'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/modelConvertVueRvm',
    auth: 'user',
    summary: 'Associates an attribute file with a .vue/.rvm model and parses it with it (editFile)',
    body: ModelConvertWithAttributeBody,
    handler: async ({ body, caller }) =>
      new Reply(
        await startParseWithAttribute(caller, body.projectId, body.fileInfoId, body.attId),
        'model.parseStarted',
      ),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/updateAttId',
    auth: 'user',
    summary: "Sets a .vue/.rvm model's attribute file (a file, else selectAttributeTip); attId '-1' clears",
    body: UpdateAttIdBody,
    handler: async ({ body, caller }) => {
      const { model } = await setAttribute(caller, body.projectId, body.modelId, body.attId);
      const data = { id: model.id, attributeId: model.attributeId };
      return new Reply(data, body.attId === '-1' ? 'model.attributeCleared' : 'model.attributeSaved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/updatePublishState',
    auth: 'user',
    summary: 'Publishes (1) or unpublishes (0) parsed files (project creator only)',
    body: PublishStateBody,
    handler: async ({ body, caller }) =>
      new Reply(
        await setPublished(caller, body.projectId, body.fileIds, body.publishStatus),
        body.publishStatus === '1' ? 'model.published' : 'model.unpublished',
      ),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/convertModelWlk',
    auth: 'user',
    summary: 'Upgrades parsed models that are neither upgraded nor upgrading (editFile): isWlkModel → 2',
    body: UpgradeBody,
    handler: async ({ body, caller }) =>
      new Reply(await startUpgrades(caller, body.projectId, body.ids), 'model.upgradeStarted'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/downloadFileModel',
    auth: 'user',
    summary:
      'A presigned GET of the parsed GLB (downFile + downSpeed) or the upgraded GLB (downFile + downAnalysis)',
    body: DownloadModelBody,
    handler: async ({ body, caller }) => downloadModel(caller, body.projectId, body.fileId, body.type),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/modelView',
    auth: 'user',
    summary:
      "The 3D viewer's sources of a parsed model (viewFile): GLB (upgraded when there is one) and tree URLs",
    body: FileRefBody,
    handler: async ({ body, caller }) => modelView(caller, body.projectId, body.fileId),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/file/schedule/parseProgress',
    auth: 'user',
    summary:
      "A file's parse state, progress (create 30, sendWlkx 60, readXml 90, success 100), stage and message",
    query: FileRefQuery,
    handler: async ({ query, caller, request }) =>
      parseProgress(caller, query.projectId, query.fileId, request.lang),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/convert/record/list',
    auth: 'user',
    summary: "The caller's parse records, newest first (modelStatus load, success or fail)",
    query: RecordPageQuery,
    handler: async ({ query, caller, request }) =>
      recordPage(caller.userId, request.lang, query.current, query.size),
  }),
];
