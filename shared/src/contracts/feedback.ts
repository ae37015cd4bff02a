import { z } from 'zod';
import {
  commentRule,
  FEEDBACK_PICTURE_MAX_BYTES,
  FEEDBACK_PICTURES_MAX,
  FEEDBACK_TYPES,
  feedbackTextRule,
  isFeedbackPictureType,
  optionalEmailRule,
  replyRule,
  urgencyRule,
} from '../feedback.ts';
import { blankToUndefined, calendarDay, commaItems, paging } from './fragments.ts';
import { SORTABLE_ID } from './ids.ts';

/** cloud/feedback (spec 1 §7, 2 §7, 3 §7): requests and answers. */

// ---- Requests ----

const INVALID = { error: 'feedback.invalid' };
const id = z.string(INVALID).regex(SORTABLE_ID, INVALID);
/** `{id}` of one feedback. */
export const FeedbackIdParams = z.object({ id });
const ids = z.preprocess(commaItems, z.array(id).min(1, { error: 'feedback.idsRequired' }).max(100, INVALID));

/** What a feedback says (spec 2 §3 submit payload); `type` is fixed to web by the SPA. */
export const FeedbackInputBody = z.object({
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
const sortedPaging = (defaultSize: number, maxSize: number) => ({
  ...paging(INVALID, { maxSize, defaultSize }),
  ascs: sortColumn,
  descs: sortColumn,
});

const day = z.preprocess(blankToUndefined, calendarDay(INVALID).optional());
const adminFilters = z
  .object({
    replyStatus: z.preprocess(
      blankToUndefined,
      z.coerce
        .number<number | string>(INVALID)
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

/** The feedback a reply or comment is about: `feedbackId`, or `c4` / `id` as older clients send it. */
const feedbackRef = (value: unknown) =>
  value && typeof value === 'object'
    ? {
        ...value,
        feedbackId:
          (value as Record<string, unknown>).feedbackId ??
          (value as Record<string, unknown>).c4 ??
          (value as Record<string, unknown>).id,
      }
    : value;

export const PictureUploadUrlBody = z.object({
  contentType: z
    .string(INVALID)
    .refine((v) => isFeedbackPictureType(v), { error: 'feedback.pictureType' })
    .transform((v) => v.toLowerCase() as 'image/jpeg' | 'image/png'),
  size: z.coerce
    .number<number | string>(INVALID)
    .int(INVALID)
    .min(1, { error: 'feedback.pictureEmpty' })
    .max(FEEDBACK_PICTURE_MAX_BYTES - 1, { error: 'feedback.pictureSize' }),
});
export const SaveFeedbackBody = FeedbackInputBody.extend({
  pictures: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z
      .array(z.string(INVALID).max(300, INVALID))
      .max(FEEDBACK_PICTURES_MAX, { error: 'feedback.tooManyPictures' }),
  ),
});
export const MyFeedbacksBody = z.object(sortedPaging(10, 100));
export const CommentBody = z.preprocess(feedbackRef, z.object({ feedbackId: id, content: commentRule }));
export const FeedbackListBody = z.intersection(z.object(sortedPaging(100, 1000)), adminFilters);
export const ReplyBody = z.preprocess(feedbackRef, z.object({ feedbackId: id, content: replyRule }));
export const UpdateReplyBody = z.object({ feedbackId: id, id, content: replyRule });
export const FeedbackIdsBody = z.object({ ids });
export const ExportFeedbackBody = z.intersection(
  z.object({ ascs: sortColumn, descs: sortColumn }),
  adminFilters,
);
export const SubmitTemplateBody = z.object({
  id: z.preprocess(blankToUndefined, id.optional()),
  content: replyRule,
});

export type FeedbackInput = Omit<z.input<typeof FeedbackInputBody>, 'type'>;
export type FeedbackFilters = Omit<z.input<typeof FeedbackListBody>, 'current' | 'size' | 'ascs' | 'descs'>;

// ---- Answers ----

export interface ThreadItem {
  id: string;
  feedbackId: string;
  type: 'reply' | 'comment';
  content: string;
  userId: string;
  userName: string;
  createTime: string;
  updateTime: string;
}

export interface Feedback {
  id: string;
  userId: string;
  account: string;
  userName: string;
  feedback: string;
  emerg: number;
  type: 'web' | 'app';
  email: string;
  createTime: string;
  updateTime: string;
  /** 1 when the newest item is a reply (received), else 0. */
  replyStatus: 0 | 1;
  lastItem: 'none' | 'reply' | 'comment';
  attachInfo: { key: string; proxyUrl: string }[];
  replyFeedbackInfos?: ThreadItem[];
}

/** A presigned PUT for one picture. */
export interface PictureUploadUrl {
  key: string;
  url: string;
  headers: Record<string, string>;
}

export interface ReplyTemplate {
  id: string;
  content: string;
}
