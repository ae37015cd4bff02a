import {
  EXAMPLE_FILE_MAX_BYTES,
  ExampleFileIdQuery,
  ExampleFileListQuery,
  ExampleFileParseBody,
  ExampleFileRemoveBody,
  ExampleFileRenameBody,
  ExampleFileSaveBody,
  type PublishStatus,
  UpdatePublishStateBody,
} from '@loopline/shared/contracts/exampleFile';
import { z } from 'zod';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { contentHeaders } from './contentTypes.ts';
import {
  exampleFileContent,
  listExampleFiles,
  removeExampleFiles,
  renameExampleFile,
  updatePublishState,
  uploadExampleFile,
} from './exampleFiles.ts';
import { saveExampleFromObject, startExampleParse } from './exampleParse.ts';
import { sampleFileContent, sampleModelView, sampleProject } from './sampleProject.ts';

/** Proposed family for the back office's example-file area (spec 3 §6); endpoints.tsv shows no paths. */
const BASE = '/api/cloud/exampleFile';
/** The users' read-only sample project (proposed). */
const SAMPLE = '/api/cloud/sampleProject';

const raw = ({ data, fileName, contentType }: { data: Buffer; fileName: string; contentType: string }) =>
  new RawReply(data, contentType, contentHeaders(fileName, contentType));

export const exampleFileRoutes = [
  route({
    method: 'GET',
    path: `${BASE}/list`,
    auth: 'admin',
    summary: 'Example files, newest first (fileName contains, publishStatus 0/1), paged',
    query: ExampleFileListQuery,
    handler: async ({ query, request }) => listExampleFiles(query, request.lang),
  }),
  route({
    method: 'POST',
    path: `${BASE}/upload`,
    auth: 'admin',
    summary: 'Upload an example file (multipart file, up to 4 MB); it starts unpublished',
    body: z.object({ fields: z.record(z.string(), z.string()), files: z.array(z.custom<UploadedFile>()) }),
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: EXAMPLE_FILE_MAX_BYTES + 1, files: 1 },
    handler: async ({ body, caller, request }) =>
      new Reply(await uploadExampleFile(body.files[0], caller.userId, request.lang), 'exampleFile.uploaded'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/save`,
    auth: 'admin',
    summary:
      'Save an example file (objectId, fileName) whose bytes were uploaded by presigned multipart (/api/cloud/file identifier, multipart/init, multipart/merge); any size within the upload limit',
    body: ExampleFileSaveBody,
    handler: async ({ body, caller, request }) =>
      new Reply(
        await saveExampleFromObject(caller, body.objectId, body.fileName, request.lang),
        'exampleFile.uploaded',
      ),
  }),
  route({
    method: 'POST',
    path: `${BASE}/parse`,
    auth: 'admin',
    summary:
      "Parse an example file's model (id) on the project files' parse state machine; refused while published",
    body: ExampleFileParseBody,
    handler: async ({ body, caller }) =>
      new Reply(await startExampleParse(caller, body.id), 'model.parseStarted'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/rename`,
    auth: 'admin',
    summary: 'Rename an example file (id, fileName); refused while it is published',
    body: ExampleFileRenameBody,
    handler: async ({ body }) => {
      await renameExampleFile(body.id, body.fileName);
      return new Reply(null, 'exampleFile.renamed');
    },
  }),
  route({
    method: 'POST',
    path: `${BASE}/remove`,
    auth: 'admin',
    summary: 'Delete example files (ids), published or not',
    body: ExampleFileRemoveBody,
    handler: async ({ body }) => new Reply(await removeExampleFiles(body.ids), 'exampleFile.removed'),
  }),
  route({
    method: 'GET',
    path: `${BASE}/download`,
    auth: 'admin',
    summary: "An example file's bytes (id)",
    query: ExampleFileIdQuery,
    handler: async ({ query }) => raw(await exampleFileContent(query.id)),
  }),
  route({
    method: 'POST',
    path: `${BASE}/updatePublishState`,
    auth: 'admin',
    summary: 'Publish (1) or unpublish (0) example files (fileIds, publishStatus), all or none',
    body: UpdatePublishStateBody,
    handler: async ({ body }) => {
      const status = body.publishStatus as PublishStatus;
      await updatePublishState(body.fileIds, status);
      return new Reply(null, status === 1 ? 'exampleFile.published' : 'exampleFile.unpublished');
    },
  }),
  route({
    method: 'GET',
    path: `${SAMPLE}/list`,
    auth: 'user',
    summary: 'The read-only sample project (isDefault 2): the published example files, view only',
    handler: async () => sampleProject(),
  }),
  route({
    method: 'GET',
    path: `${SAMPLE}/view`,
    auth: 'user',
    summary: 'View a published example file (id); unpublished ones are 404',
    query: ExampleFileIdQuery,
    handler: async ({ query }) => raw(await sampleFileContent(query.id)),
  }),
  route({
    method: 'GET',
    path: `${SAMPLE}/modelView`,
    auth: 'user',
    summary:
      "One published, parsed example model's 3D viewer sources (id): presigned GLB and element-hierarchy URLs; read-only",
    query: ExampleFileIdQuery,
    handler: async ({ query }) => sampleModelView(query.id),
  }),
];
