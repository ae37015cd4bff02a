import {
  FEEDBACK_MULTIPART_MAX_BYTES,
  FEEDBACK_PICTURE_MAX_BYTES,
  FEEDBACK_PICTURES_MAX,
  translate,
} from '@loopline/shared';
import {
  CommentBody,
  ExportFeedbackBody,
  FeedbackIdParams,
  FeedbackIdsBody,
  FeedbackInputBody,
  FeedbackListBody,
  MyFeedbacksBody,
  PictureUploadUrlBody,
  ReplyBody,
  SaveFeedbackBody,
  SubmitTemplateBody,
  UpdateReplyBody,
} from '@loopline/shared/contracts/feedback';
import { z } from 'zod';
import { mapLimit } from '../lib/concurrency.ts';
import { BadRequestError, PayloadTooLargeError } from '../lib/errors.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { Reply, route } from '../lib/http/route.ts';
import { parseInput } from '../lib/http/router.ts';
import { xlsxReply } from '../lib/http/xlsxReply.ts';
import { feedbackWorkbook } from './export.ts';
import {
  allFeedback,
  authorAvatar,
  comment,
  createFeedback,
  deleteFeedback,
  feedbackFor,
  feedbackView,
  listFeedback,
  myFeedbacks,
  reply,
  threadOf,
  updateReply,
} from './feedback.ts';
import {
  checkUploadedFiles,
  deletePictures,
  presignUpload,
  storeFiles,
  verifyUploadedKeys,
} from './pictures.ts';
import { listTemplates, removeTemplates, submitTemplate } from './templates.ts';

const multipartBody = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(z.custom<UploadedFile>()),
});

/** insertFeedback's form: a JSON `param` part (or the same fields as plain parts). */
function multipartInput(fields: Record<string, string>) {
  if (fields.param === undefined) return parseInput(FeedbackInputBody, fields);
  let param: unknown;
  try {
    param = JSON.parse(fields.param);
  } catch {
    throw new BadRequestError('feedback.paramInvalid');
  }
  if (!param || typeof param !== 'object' || Array.isArray(param))
    throw new BadRequestError('feedback.paramInvalid');
  return parseInput(FeedbackInputBody, param);
}

export const feedbackRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/feedback/insertFeedback',
    auth: 'user',
    summary: 'Submit feedback as multipart: multipartFiles (≤ 9 JPEG/PNG, 4 MB in all) and a JSON param part',
    body: multipartBody,
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: FEEDBACK_PICTURE_MAX_BYTES - 1, files: FEEDBACK_PICTURES_MAX },
    handler: async ({ body, caller }) => {
      const input = multipartInput(body.fields);
      const total = body.files.reduce((sum, f) => sum + f.data.length, 0);
      if (total > FEEDBACK_MULTIPART_MAX_BYTES) throw new PayloadTooLargeError('4 MB');
      const pictures = checkUploadedFiles(body.files);
      const keys = await storeFiles(caller, pictures);
      try {
        const record = await createFeedback(caller, input, keys);
        return new Reply(await feedbackView(record, []), 'feedback.submitted');
      } catch (error) {
        await deletePictures(keys);
        throw error;
      }
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/pictureUploadUrl',
    auth: 'user',
    summary: 'A presigned PUT for one feedback picture (contentType image/jpeg or image/png, size < 10 MB)',
    body: PictureUploadUrlBody,
    handler: async ({ body, caller }) => presignUpload(caller, body.contentType, body.size),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/save',
    auth: 'user',
    summary: 'Submit feedback as JSON, naming pictures uploaded through pictureUploadUrl',
    body: SaveFeedbackBody,
    handler: async ({ body, caller }) => {
      const { pictures, ...input } = body;
      await verifyUploadedKeys(caller, pictures);
      const record = await createFeedback(caller, input, pictures);
      return new Reply(await feedbackView(record, []), 'feedback.submitted');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/myFeedbacks',
    auth: 'user',
    summary: 'The user’s feedback with replies and comments (current, size, ascs, descs)',
    body: MyFeedbacksBody,
    handler: async ({ body, caller }) =>
      myFeedbacks(caller, { current: body.current, size: body.size, ascending: !!body.ascs && !body.descs }),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/replyReply',
    auth: 'user',
    summary: 'The author comments under the last reply (content, c4 = the feedback id)',
    body: CommentBody,
    handler: async ({ body, caller }) =>
      new Reply(await comment(caller, body.feedbackId, body.content), 'feedback.commented'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/list',
    auth: 'admin',
    summary:
      'Feedback of the tenant (current, size, ascs, descs; replyStatus, emerg, keyword, startDate, endDate)',
    body: FeedbackListBody,
    handler: async ({ body, caller }) =>
      listFeedback(caller, { ...body, ascending: !!body.ascs && !body.descs }),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/feedback/info/{id}',
    params: FeedbackIdParams,
    auth: 'admin',
    summary: 'One feedback with its pictures and thread',
    handler: async ({ params, caller }) => {
      const feedbackId = params.id;
      return feedbackView(await feedbackFor(caller, feedbackId, true));
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/feedback/getAvatarId/{id}',
    params: FeedbackIdParams,
    auth: 'admin',
    summary: 'The author of a feedback and their avatar',
    handler: async ({ params, caller }) => authorAvatar(caller, params.id),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/reply',
    auth: 'admin',
    summary: 'Reply to a feedback (feedbackId or id, content); the author gets a category-18 notice',
    body: ReplyBody,
    handler: async ({ body, caller }) =>
      new Reply(await reply(caller, body.feedbackId, body.content), 'feedback.replied'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/updateReply',
    auth: 'admin',
    summary: 'Change a reply (feedbackId, id of the reply, content)',
    body: UpdateReplyBody,
    handler: async ({ body, caller }) =>
      new Reply(await updateReply(caller, body.feedbackId, body.id, body.content), 'feedback.replyUpdated'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/delete',
    auth: 'admin',
    summary: 'Delete feedback (ids) with their threads and pictures',
    body: FeedbackIdsBody,
    handler: async ({ body, caller }) => {
      await deleteFeedback(caller, body.ids);
      return new Reply(null, 'feedback.deleted');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/export',
    auth: 'admin',
    summary: 'Export the filtered feedback as xlsx, named with the date (YYYY-MM-DD)',
    body: ExportFeedbackBody,
    handler: async ({ body, caller, request }) => {
      const records = await allFeedback(caller, { ...body, ascending: !!body.ascs && !body.descs });
      const rows = await mapLimit(records, 10, async (record) => ({
        record,
        thread: await threadOf(record.id),
      }));
      const file = await feedbackWorkbook(rows, request.lang);
      return xlsxReply(file, translate('feedback.exportName', request.lang));
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/feedback/template/list',
    auth: 'admin',
    summary: 'Reply templates of the tenant',
    handler: async ({ caller }) => listTemplates(caller),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/template/submit',
    auth: 'admin',
    summary: 'Add a reply template, or change one (id)',
    body: SubmitTemplateBody,
    handler: async ({ body, caller }) =>
      new Reply(await submitTemplate(caller, body.content, body.id), 'feedback.templateSaved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/template/remove',
    auth: 'admin',
    summary: 'Remove reply templates (ids)',
    body: FeedbackIdsBody,
    handler: async ({ body, caller }) => {
      await removeTemplates(caller, body.ids);
      return new Reply(null, 'feedback.templateRemoved');
    },
  }),
];
