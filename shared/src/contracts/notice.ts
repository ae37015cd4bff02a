import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { NOTICE_PAGE_SIZE, parseLanguages, parseMessageTypes } from '../notices.ts';
import { blankToUndefined, commaItems, commaList, paging } from './fragments.ts';
import { SORTABLE_ID } from './ids.ts';

/** cloud/notice, the message settings of cloud/user (spec 2 §7) and platform notices (spec 3 §7). */

// ---- Requests ----

const INVALID = { error: 'notice.invalid' };
const readStatus = z.preprocess(
  blankToUndefined,
  z.coerce
    .number<number | string>(INVALID)
    .refine((v) => v === 0 || v === 1, INVALID)
    .transform((v) => v as 0 | 1)
    .optional(),
);
const noticeId = z.string(INVALID).regex(SORTABLE_ID, INVALID);

const idsRule = z.preprocess(
  commaItems,
  z
    .array(noticeId)
    .min(1, { error: 'platformNotice.idsRequired' })
    .max(100, { error: 'platformNotice.tooManyIds' }),
);

const languagesRule = (key: string) =>
  z.preprocess(
    commaList,
    z.string().transform((v, ctx) => {
      const parsed = parseLanguages(v);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return parsed;
    }),
  );

export const NoticeListBody = z.object({
  status: readStatus,
  ...paging(INVALID, { maxSize: 100, defaultSize: NOTICE_PAGE_SIZE }),
  cursor: z.preprocess(blankToUndefined, z.string(INVALID).max(2048, INVALID).optional()),
});
export const NoticeIdBody = z.object({ id: noticeId });
export const MessageSettingsBody = z.object({
  messageTypes: z.preprocess(
    commaList,
    z.string().transform((v, ctx) => {
      const parsed = parseMessageTypes(v);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: 'notice.messageTypesInvalid' });
        return z.NEVER;
      }
      return parsed;
    }),
  ),
  noticeLanguages: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : v),
    languagesRule('notice.languagesInvalid').optional(),
  ),
});
/** `id` (or `linkId`) of a share link. */
export const LinkRemovedBody = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('id' in v) && 'linkId' in v
      ? { id: (v as { linkId: unknown }).linkId }
      : v,
  z.object({
    id: z
      .string(INVALID)
      .trim()
      .min(1, INVALID)
      .max(128, INVALID)
      .regex(/^[\w-]+$/, INVALID),
  }),
);
export const PlatformNoticeQueryBody = z.object({
  ...paging(INVALID),
  title: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
  status: readStatus,
});

const title = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: 'platformNotice.titleLength' });

/**
 * A platform notice's fields. The HTML is cleaned on the server (`sanitize` and `isBlank` come from
 * there, so the contract does not carry the sanitizer to the browser).
 */
export function platformNoticeBody(sanitize: (html: string) => string, isBlank: (html: string) => boolean) {
  const html = (required: string) =>
    z
      .string({ error: required })
      .min(1, { error: required })
      .max(20_000, { error: 'platformNotice.contentLength' })
      .transform(sanitize)
      .refine((v) => !isBlank(v), { error: 'platformNotice.contentEmpty' });
  return z.object({
    title: title('platformNotice.titleRequired'),
    titleEn: title('platformNotice.titleEnRequired'),
    content: html('platformNotice.contentRequired'),
    contentEn: html('platformNotice.contentEnRequired'),
    languages: z.preprocess(
      (v) => (blankToUndefined(v) === undefined ? LANGUAGES.join(',') : v),
      languagesRule('notice.languagesInvalid'),
    ),
  });
}
export const NoticeIdsBody = z.object({ ids: idsRule });
export const PublishNoticesBody = z.object({
  ids: idsRule,
  endTime: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'platformNotice.endTimeRequired' })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'platformNotice.endTimeRequired' })
      .transform((v) => new Date(Date.parse(v)))
      .refine((d) => d.getTime() > Date.now(), { error: 'platformNotice.endTimePast' }),
  ),
  language: languagesRule('platformNotice.languageInvalid'),
});

/** The drawer's query. */
export type NoticeListInput = z.input<typeof NoticeListBody>;
export type PlatformNoticeQueryInput = z.input<typeof PlatformNoticeQueryBody>;

// ---- Answers ----

export interface PlatformNoticeText {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

/** A notice in the user's drawer. */
export interface Notice {
  id: string;
  category: number;
  categoryName: string;
  groupName: string;
  content: string;
  relContent: string;
  /** 0 unread, 1 read. */
  status: 0 | 1;
  createTime: string;
  creator: { id: string; name: string; avatar: string } | null;
  termType: string;
  notice?: PlatformNoticeText;
}

export interface MessageType {
  messageType: string;
  messageName: string;
  group: string;
  groupName: string;
  /** 'true' means on. */
  messageContent: 'true' | 'false';
}

export interface MessageSettings {
  /** Switched-off types, comma-joined. */
  messageTypes: string;
  noticeLanguages: string;
  list: MessageType[];
}

export interface PopNotice extends PlatformNoticeText {
  /** The user's notice (marked read through the notice update call). */
  id: string;
  noticeId: string;
  isRead: boolean;
  createTime: string;
  endTime: string;
}

export interface PlatformNotice extends PlatformNoticeText {
  id: string;
  /** Comma-joined: zh, en. */
  languages: string;
  status: 0 | 1;
  expired: boolean;
  endTime?: string;
  publishTime?: string;
  recipients?: number;
  createTime: string;
  updateTime: string;
  createUserName: string;
}

/** What the notice editor sends (languages comma-joined). */
export interface PlatformNoticeInput extends PlatformNoticeText {
  languages: string;
}

/** How many notices were published; delivery to the users runs in the background. */
export interface Published {
  notices: number;
}
