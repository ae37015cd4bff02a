import {
  IdsBody,
  SaveWordsBody,
  SensitiveListQuery,
  UpdateWordBody,
  WordStatusBody,
} from '@loopline/shared/contracts/console';
import { z } from 'zod';
import { BadRequestError } from '../lib/errors.ts';
import { attachmentName } from '../lib/http/attachment.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import {
  importWords,
  listWords,
  removeWords,
  saveWords,
  setWordStatus,
  updateWord,
  wordTemplate,
} from './sensitiveWords.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const multipartBody = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(z.custom<UploadedFile>()),
});

/** cloud/sensitiveWord (spec 3 §7): the word list the matcher is built from. */
export const sensitiveRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/sensitiveWord/list',
    auth: 'admin',
    summary: 'A page of sensitive words, newest first (current, size; contentWord, wordStatus)',
    query: SensitiveListQuery,
    handler: async ({ query, caller }) => listWords(caller.tenantId, query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/sensitiveWord/saveSensitiveWords',
    auth: 'admin',
    summary: 'Add sensitive words (contentWords: an array or a comma/new-line separated string), active',
    body: SaveWordsBody,
    handler: async ({ body, caller }) => {
      await saveWords(caller.tenantId, caller.account, body.contentWords);
      return new Reply(true, 'console.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/sensitiveWord/updateSensitiveWord',
    auth: 'admin',
    summary: 'Change a sensitive word (id, contentWord)',
    body: UpdateWordBody,
    handler: async ({ body, caller }) => {
      await updateWord(caller.tenantId, body.id, body.contentWord);
      return new Reply(true, 'console.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/sensitiveWord/updateSensitiveWordStatus',
    auth: 'admin',
    summary: 'Switch a sensitive word on (1) or off (0) (id, wordStatus)',
    body: WordStatusBody,
    handler: async ({ body, caller }) => {
      await setWordStatus(caller.tenantId, body.id, body.wordStatus);
      return new Reply(true, 'console.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/sensitiveWord/deleteSensitiveWord',
    auth: 'admin',
    summary: 'Delete sensitive words (ids)',
    body: IdsBody,
    handler: async ({ body, caller }) => {
      await removeWords(caller.tenantId, body.ids);
      return new Reply(true, 'console.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/sensitiveWord/importSensitiveWord',
    auth: 'admin',
    summary:
      'Import sensitive words from the first column of an xlsx (multipart file); answers added, duplicate, invalid',
    body: multipartBody,
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: IMPORT_MAX_BYTES, files: 1 },
    handler: async ({ body, caller }) => {
      const file = body.files[0];
      if (!file) throw new BadRequestError('sensitive.importFile');
      return new Reply(await importWords(caller.tenantId, caller.account, file.data), 'sensitive.imported');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/sensitiveWord/exportSensitiveWord',
    auth: 'admin',
    summary: 'The sensitive-word import template (xlsx)',
    handler: async ({ request }) =>
      new RawReply(await wordTemplate(request.lang), XLSX, {
        'content-disposition': attachmentName('sensitive.template.name', request.lang),
      }),
  }),
];
