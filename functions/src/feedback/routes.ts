import {
  commentRule,
  FEEDBACK_MULTIPART_MAX_BYTES,
  FEEDBACK_PICTURE_MAX_BYTES,
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_TYPES,
  feedbackTextRule,
  isFeedbackPictureType,
  optionalEmailRule,
  replyRule,
  urgencyRule,
} from '@loopline/shared';
import { z } from 'zod';
import { mapLimit } from '../lib/concurrency.ts';
import { SORTABLE_ID } from '../lib/db/ids.ts';
import { BadRequestError, PayloadTooLargeError } from '../lib/errors.ts';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import { parseInput } from '../lib/http/router.ts';
import { attachment, exportFileName, feedbackWorkbook } from './export.ts';
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

const INVALID = { error: 'feedback.invalid' };
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const intIn = (min: number, max: number) =>
  z.coerce.number(INVALID).int(INVALID).min(min, INVALID).max(max, INVALID);
const id = z.string(INVALID).regex(SORTABLE_ID, INVALID);
const commaList = (value: unknown) =>
  Array.isArray(value)
    ? value.map(String).join(',')
    : value === undefined || value === null
      ? ''
      : String(value);
const ids = z.preprocess(
  (v) =>
    commaList(v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  z.array(id).min(1, { error: 'feedback.idsRequired' }).max(100, INVALID),
);

/** What a feedback says (spec 2 §3 submit payload); `type` is fixed to web by the SPA. */
const feedbackInput = z.object({
  feedback: feedbackTextRule,
  emerg: urgencyRule,
  type: z.preprocess(blankToUndefined, z.enum(FEEDBACK_TYPES, INVALID).default('web')),
  email: z.preprocess((v) => (v === null ? undefined : v), optionalEmailRule),
});

/** Lists sort by submission time only: ascs/descs name the column (BladeX style). */
const sortColumn = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((v) => ['createTime', 'create_time'].includes(v), { error: 'feedback.sortInvalid' })
    .optional(),
);
const paging = (defaultSize: number, maxSize: number) => ({
  current: z.preprocess(blankToUndefined, intIn(1, 100_000).default(1)),
  size: z.preprocess(blankToUndefined, intIn(1, maxSize).default(defaultSize)),
  ascs: sortColumn,
  descs: sortColumn,
});

const day = z.preprocess(
  blankToUndefined,
  z
    .string(INVALID)
    .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID)
    .refine((v) => !Number.isNaN(Date.parse(v)), INVALID)
    .optional(),
);
const adminFilters = z
  .object({
    replyStatus: z.preprocess(
      blankToUndefined,
      z.coerce
        .number(INVALID)
        .refine((v) => v === 0 || v === 1, INVALID)
        .transform((v) => v as 0 | 1)
        .optional(),
    ),
    emerg: z.preprocess(blankToUndefined, urgencyRule.optional()),
    keyword: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
    startDate: day,
    endDate: day,
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    error: 'feedback.dateRangeInvalid',
    path: ['startDate'],
  });

const multipartBody = z.object({
  fields: z.record(z.string(), z.string()),
  files: z.array(z.custom<UploadedFile>()),
});

/** insertFeedback's form: a JSON `param` part (or the same fields as plain parts). */
function multipartInput(fields: Record<string, string>) {
  if (fields.param === undefined) return parseInput(feedbackInput, fields);
  let param: unknown;
  try {
    param = JSON.parse(fields.param);
  } catch {
    throw new BadRequestError('feedback.paramInvalid');
  }
  if (!param || typeof param !== 'object' || Array.isArray(param))
    throw new BadRequestError('feedback.paramInvalid');
  return parseInput(feedbackInput, param);
}

const feedbackRef = (value: Record<string, unknown>) => ({
  ...value,
  feedbackId: value.feedbackId ?? value.c4 ?? value.id,
});

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
    body: z.object({
      contentType: z
        .string(INVALID)
        .refine((v) => isFeedbackPictureType(v), { error: 'feedback.pictureType' })
        .transform((v) => v.toLowerCase() as 'image/jpeg' | 'image/png'),
      size: z.coerce
        .number(INVALID)
        .int(INVALID)
        .min(1, { error: 'feedback.pictureEmpty' })
        .max(FEEDBACK_PICTURE_MAX_BYTES - 1, { error: 'feedback.pictureSize' }),
    }),
    handler: async ({ body, caller }) => presignUpload(caller, body.contentType, body.size),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/save',
    auth: 'user',
    summary: 'Submit feedback as JSON, naming pictures uploaded through pictureUploadUrl',
    body: feedbackInput.extend({
      pictures: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? [] : v),
        z
          .array(z.string(INVALID).max(300, INVALID))
          .max(FEEDBACK_PICTURES_MAX, { error: 'feedback.tooManyPictures' }),
      ),
    }),
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
    body: z.object(paging(10, 100)),
    handler: async ({ body, caller }) =>
      myFeedbacks(caller, { current: body.current, size: body.size, ascending: !!body.ascs && !body.descs }),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/replyReply',
    auth: 'user',
    summary: 'The author comments under the last reply (content, c4 = the feedback id)',
    body: z.preprocess(
      (v) => (v && typeof v === 'object' ? feedbackRef(v as Record<string, unknown>) : v),
      z.object({ feedbackId: id, content: commentRule }),
    ),
    handler: async ({ body, caller }) =>
      new Reply(await comment(caller, body.feedbackId, body.content), 'feedback.commented'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/list',
    auth: 'admin',
    summary:
      'Feedback of the tenant (current, size, ascs, descs; replyStatus, emerg, keyword, startDate, endDate)',
    body: z.intersection(z.object(paging(100, 1000)), adminFilters),
    handler: async ({ body, caller }) =>
      listFeedback(caller, { ...body, ascending: !!body.ascs && !body.descs }),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/feedback/info/{id}',
    auth: 'admin',
    summary: 'One feedback with its pictures and thread',
    handler: async ({ params, caller }) => {
      const feedbackId = parseInput(id, params.id);
      return feedbackView(await feedbackFor(caller, feedbackId, true));
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/feedback/getAvatarId/{id}',
    auth: 'admin',
    summary: 'The author of a feedback and their avatar',
    handler: async ({ params, caller }) => authorAvatar(caller, parseInput(id, params.id)),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/reply',
    auth: 'admin',
    summary: 'Reply to a feedback (feedbackId or id, content); the author gets a category-18 notice',
    body: z.preprocess(
      (v) => (v && typeof v === 'object' ? feedbackRef(v as Record<string, unknown>) : v),
      z.object({ feedbackId: id, content: replyRule }),
    ),
    handler: async ({ body, caller }) =>
      new Reply(await reply(caller, body.feedbackId, body.content), 'feedback.replied'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/updateReply',
    auth: 'admin',
    summary: 'Change a reply (feedbackId, id of the reply, content)',
    body: z.object({ feedbackId: id, id, content: replyRule }),
    handler: async ({ body, caller }) =>
      new Reply(await updateReply(caller, body.feedbackId, body.id, body.content), 'feedback.replyUpdated'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/delete',
    auth: 'admin',
    summary: 'Delete feedback (ids) with their threads and pictures',
    body: z.object({ ids }),
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
    body: z.intersection(z.object({ ascs: sortColumn, descs: sortColumn }), adminFilters),
    handler: async ({ body, caller, request }) => {
      const records = await allFeedback(caller, { ...body, ascending: !!body.ascs && !body.descs });
      const rows = await mapLimit(records, 10, async (record) => ({
        record,
        thread: await threadOf(record.id),
      }));
      const file = await feedbackWorkbook(rows, request.lang);
      return new RawReply(file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', {
        'content-disposition': attachment(exportFileName(request.lang)),
        'cache-control': 'no-store',
      });
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
    body: z.object({ id: z.preprocess(blankToUndefined, id.optional()), content: replyRule }),
    handler: async ({ body, caller }) =>
      new Reply(await submitTemplate(caller, body.content, body.id), 'feedback.templateSaved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/feedback/template/remove',
    auth: 'admin',
    summary: 'Remove reply templates (ids)',
    body: z.object({ ids }),
    handler: async ({ body, caller }) => {
      await removeTemplates(caller, body.ids);
      return new Reply(null, 'feedback.templateRemoved');
    },
  }),
];
