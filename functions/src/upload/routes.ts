import {
  CheckFileBody,
  CheckFileNameBody,
  EmptyBody,
  LoadListBody,
  RecordIdBody,
  RecordTypeBody,
  RemoveRecordsBody,
  SaveFailMessageBody,
  SaveRecordsBody,
  UploadFileSaveBody,
  UploadFolderSaveBody,
  UploadLocalFileBody,
} from '@loopline/shared/contracts/file';
import {
  IdentifyQuery,
  Md5Params,
  MultipartAbortBody,
  MultipartInitBody,
  MultipartMergeBody,
} from '@loopline/shared/contracts/oss';
import { Reply, route } from '../lib/http/route.ts';
import { checkFileName, saveFailMessage, uploadLocalFile } from './local.ts';
import { abortMultipart, identify, initMultipart, mergeMultipart, sessionRef } from './multipart.ts';
import { clearRecords, listRecords, removeRecords, saveRecords } from './records.ts';
import { uploadType } from './sts.ts';
import { checkUpload, saveUploadedFile, saveUploadedFolderFile, saveUploadedModelZip } from './wiring.ts';

/** Identifier, multipart init/merge and abort: the same calls under /api/cloud/file and /api/oss/file. */
export function multipartRoutes(prefix: '/api/cloud/file' | '/api/oss/file') {
  return [
    route({
      method: 'GET',
      path: `${prefix}/{id}`,
      auth: 'user',
      summary:
        'Identifier by MD5 ({id}; fileSize in the query): isSecond (instant upload) with the object id, a possession challenge, or the parts already stored (chunkList)',
      params: Md5Params,
      query: IdentifyQuery,
      handler: async ({ params, query, caller }) =>
        identify(
          caller,
          params.id,
          query.fileSize,
          query.challengeId && query.proof
            ? { challengeId: query.challengeId, proof: query.proof }
            : undefined,
        ),
    }),
    route({
      method: 'POST',
      path: `${prefix}/multipart/init`,
      auth: 'user',
      summary:
        'Starts or resumes a multipart upload: presigned PUT addresses of every part (chunkUrlData.partList)',
      body: MultipartInitBody,
      handler: async ({ body, caller }) => initMultipart(caller, sessionRef(body, body)),
    }),
    route({
      method: 'POST',
      path: `${prefix}/multipart/merge`,
      auth: 'user',
      summary: 'Completes a multipart upload after checking every part (ETags when given) and the total size',
      body: MultipartMergeBody,
      handler: async ({ body, caller }) => mergeMultipart(caller, body),
    }),
    route({
      method: 'POST',
      path: `${prefix}/multipart/abort`,
      auth: 'user',
      summary: "Cancels the caller's unfinished upload of this content (aborts the S3 multipart upload)",
      body: MultipartAbortBody,
      handler: async ({ body, caller }) => {
        await abortMultipart(caller, sessionRef(body, {}), body.fileSize);
        return new Reply(null, 'upload.cancelled');
      },
    }),
  ];
}

export const uploadRoutes = [
  ...multipartRoutes('/api/cloud/file'),
  route({
    method: 'POST',
    path: '/api/cloud/file/checkFile',
    auth: 'user',
    summary:
      'Checks an upload before it starts: upload sign, size limits, storage; a name already there answers code 5000 (confirm to continue)',
    body: CheckFileBody,
    handler: async ({ body, caller }) => {
      const conflict = await checkUpload(caller, body);
      return conflict ? new Reply(null, conflict.key, { name: conflict.name }, 5000) : true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/uploadFileSave',
    auth: 'user',
    summary:
      'Saves an uploaded (or instantly uploaded) object as a file in a folder; answers the entry (data.id)',
    body: UploadFileSaveBody,
    namesCheckedByHandler: ['fileName'],
    handler: async ({ body, caller }) => new Reply(await saveUploadedFile(caller, body), 'upload.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/uploadFolderSave',
    auth: 'user',
    summary: "Saves a folder upload's file at its relative path (filePath), creating the folders on the way",
    body: UploadFolderSaveBody,
    handler: async ({ body, caller }) =>
      new Reply(await saveUploadedFolderFile(caller, body), 'upload.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/uploadModelZipSave',
    auth: 'user',
    summary:
      'Saves an uploaded zip holding one model (ifcZIP: one IFC or other parsable model, with companions) as a model file whose parse converts the model inside; answers the entry (data.id)',
    body: UploadFileSaveBody,
    namesCheckedByHandler: ['fileName'],
    handler: async ({ body, caller }) => new Reply(await saveUploadedModelZip(caller, body), 'upload.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/info/uploadModelFolderSave',
    auth: 'user',
    summary:
      "Saves a model folder upload's main model (a parsable file) at its relative path (filePath), creating the folders on the way; companions go through uploadFolderSave",
    body: UploadFolderSaveBody,
    handler: async ({ body, caller }) =>
      new Reply(await saveUploadedFolderFile(caller, body, true), 'upload.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/checkFileName',
    auth: 'user',
    summary:
      'Checks a name and MD5 before an upload (projectId/dirId, else the default project): a name already there answers code 5000, saying when it is the same content',
    body: CheckFileNameBody,
    namesCheckedByHandler: ['fileName'],
    handler: async ({ body, caller }) => {
      const conflict = await checkFileName(caller, body);
      return conflict ? new Reply(null, conflict.key, { name: conflict.name }, 5000) : true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/uploadLocalFile',
    auth: 'user',
    summary:
      "Saves content already stored (the object fileId, matching md5 and fileSize; the caller's or proven) as a file (projectId/dirId, else the default project)",
    body: UploadLocalFileBody,
    namesCheckedByHandler: ['fileName'],
    handler: async ({ body, caller }) => new Reply(await uploadLocalFile(caller, body), 'upload.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/saveFailMessage',
    auth: 'user',
    summary:
      "Records an upload's save failure (fileName, fileSize, message) in the caller's Failed upload list",
    body: SaveFailMessageBody,
    handler: async ({ body, caller }) =>
      new Reply(await saveFailMessage(caller, body), 'upload.failRecorded'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/getUploadType',
    auth: 'user',
    summary: "The upload type: 'oss' (presigned multipart) unless the deployment sets another",
    body: EmptyBody,
    handler: async () => uploadType(),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/save',
    auth: 'user',
    summary: 'Saves upload-list lines (successes and failures with their message)',
    body: SaveRecordsBody,
    handler: async ({ body, caller }) =>
      saveRecords(caller.userId, Array.isArray(body) ? body : body.records),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/query',
    auth: 'user',
    summary: "The caller's upload-list lines of a type (upload, fail, load), newest first",
    body: RecordTypeBody,
    handler: async ({ body, caller }) => listRecords(caller.userId, body.type),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/queryLoadList',
    auth: 'user',
    summary: 'Parse-import lines (the load tab), optionally by modelStatus (load, success, fail)',
    body: LoadListBody,
    handler: async ({ body, caller }) => listRecords(caller.userId, 'load', body.modelStatus),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/clearAll',
    auth: 'user',
    summary: "Clears the caller's lines of a type",
    body: RecordTypeBody,
    handler: async ({ body, caller }) => {
      await clearRecords(caller.userId, body.type);
      return true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/remove',
    auth: 'user',
    summary: "Removes the caller's lines by id",
    body: RemoveRecordsBody,
    handler: async ({ body, caller }) => {
      await removeRecords(caller.userId, body.ids);
      return true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/file/upload/list/deleteById',
    auth: 'user',
    summary: "Removes one of the caller's lines",
    body: RecordIdBody,
    handler: async ({ body, caller }) => {
      await removeRecords(caller.userId, [body.id]);
      return true;
    },
  }),
];
