import { z } from 'zod';
import { emailRule } from './validation.ts';

/** Feedback rules of spec 2 §5 (submit form) and §3 (payload), shared by the API and the SPA. */
export const FEEDBACK_TEXT_MIN = 3;
export const FEEDBACK_TEXT_MAX = 600;
/** Comments under a reply ("3 to 500 for comments" in one reading; we only refuse empty ones). */
export const FEEDBACK_COMMENT_MAX = 500;
/** Administrators' replies and reply templates. */
export const FEEDBACK_REPLY_MAX = 600;
export const FEEDBACK_PICTURES_MAX = 9;
/** Each picture must be under 10 MB. */
export const FEEDBACK_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const FEEDBACK_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export type FeedbackPictureType = (typeof FEEDBACK_PICTURE_TYPES)[number];
/**
 * What one multipart `insertFeedback` request may carry in total: a Lambda request payload is capped
 * at 6 MB and multipart bodies reach it base64-encoded, so larger sets go through presigned uploads.
 */
export const FEEDBACK_MULTIPART_MAX_BYTES = 4 * 1024 * 1024;
/** Urgency (emerg): 1 normal, 2 urgent, 3 very urgent. */
export const FEEDBACK_URGENCY = [1, 2, 3] as const;
export const FEEDBACK_TYPES = ['web', 'app'] as const;
/** replyStatus: 1 when the newest item of the thread is a reply (received), else 0 (not received). */
export const REPLY_STATUS = { waiting: 0, replied: 1 } as const;

export const feedbackTextRule = z
  .string({ error: 'feedback.textRequired' })
  .trim()
  .min(1, { error: 'feedback.textRequired' })
  .min(FEEDBACK_TEXT_MIN, { error: 'feedback.textLength' })
  .max(FEEDBACK_TEXT_MAX, { error: 'feedback.textLength' });

export const urgencyRule = z.coerce
  .number({ error: 'feedback.urgencyRequired' })
  .int({ error: 'feedback.urgencyRequired' })
  .refine((v) => (FEEDBACK_URGENCY as readonly number[]).includes(v), { error: 'feedback.urgencyRequired' });

/** The e-mail is optional; an empty string means none. */
export const optionalEmailRule = z
  .string()
  .trim()
  .max(100, { error: 'login.tip4' })
  .pipe(z.union([z.literal(''), emailRule]))
  .optional()
  .default('');

export const commentRule = z
  .string({ error: 'feedback.commentRequired' })
  .trim()
  .min(1, { error: 'feedback.commentRequired' })
  .max(FEEDBACK_COMMENT_MAX, { error: 'feedback.commentLength' });

export const replyRule = z
  .string({ error: 'feedback.replyRequired' })
  .trim()
  .min(1, { error: 'feedback.replyRequired' })
  .max(FEEDBACK_REPLY_MAX, { error: 'feedback.replyLength' });

export function isFeedbackPictureType(type: string): type is FeedbackPictureType {
  return (FEEDBACK_PICTURE_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** Why a picture cannot be attached, as a message key, or null when it can. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!isFeedbackPictureType(file.type)) return 'feedback.pictureType';
  if (file.size <= 0) return 'feedback.pictureEmpty';
  if (file.size >= FEEDBACK_PICTURE_MAX_BYTES) return 'feedback.pictureSize';
  return null;
}
