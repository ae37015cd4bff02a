import { LANGUAGES, NOTICE_PAGE_SIZE, parseLanguages, parseMessageTypes } from '@loopline/shared';
import { z } from 'zod';
import { SORTABLE_ID } from '../lib/db/ids.ts';
import { Reply, route } from '../lib/http/route.ts';
import { noticePop } from './noticeDelivery.ts';
import { listNotices, markAllRead, markRead, unreadCount } from './notices.ts';
import {
  cancelPublishing,
  createNotice,
  noticeRow,
  publishNotices,
  queryNotices,
  removeNotices,
  updateNotice,
} from './platformNotices.ts';
import { isBlankHtml, sanitizeNoticeHtml } from './sanitize.ts';
import { getSettings, noticeLanguagesOf, saveSettings, settingsView } from './settings.ts';
import { isShareLinkRemoved } from './shareLinks.ts';

const INVALID = { error: 'notice.invalid' };
/** Form values arrive as strings; an empty one means "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const intIn = (min: number, max: number) =>
  z.coerce.number(INVALID).int(INVALID).min(min, INVALID).max(max, INVALID);
const readStatus = z.preprocess(
  blankToUndefined,
  z.coerce
    .number(INVALID)
    .refine((v) => v === 0 || v === 1, INVALID)
    .transform((v) => v as 0 | 1)
    .optional(),
);
const noticeId = z.string(INVALID).regex(SORTABLE_ID, INVALID);

/** A comma-joined list or an array, as form posts and JSON send them. */
const commaList = (value: unknown) =>
  Array.isArray(value)
    ? value.map(String).join(',')
    : value === undefined || value === null
      ? ''
      : String(value);

const idsRule = z.preprocess(
  (v) =>
    commaList(v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
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

const title = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: 'platformNotice.titleLength' });
const html = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(20_000, { error: 'platformNotice.contentLength' })
    .transform(sanitizeNoticeHtml)
    .refine((v) => !isBlankHtml(v), { error: 'platformNotice.contentEmpty' });

const noticeInput = z.object({
  title: title('platformNotice.titleRequired'),
  titleEn: title('platformNotice.titleEnRequired'),
  content: html('platformNotice.contentRequired'),
  contentEn: html('platformNotice.contentEnRequired'),
  languages: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? LANGUAGES.join(',') : v),
    languagesRule('notice.languagesInvalid'),
  ),
});

export const noticeRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/notice/count',
    auth: 'user',
    summary: 'Unread notices of the signed-in user (the bell; badge max 99 in the SPA)',
    handler: async ({ caller }) => unreadCount(caller.userId),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/list',
    auth: 'user',
    summary: 'A page of the user’s notices, newest first (form: status, current, size; optional cursor)',
    body: z.object({
      status: readStatus,
      current: z.preprocess(blankToUndefined, intIn(1, 100_000).default(1)),
      size: z.preprocess(blankToUndefined, intIn(1, 100).default(NOTICE_PAGE_SIZE)),
      cursor: z.preprocess(blankToUndefined, z.string(INVALID).max(2048, INVALID).optional()),
    }),
    handler: async ({ body, caller, request }) => listNotices(caller.userId, body, request.lang),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/readAll',
    auth: 'user',
    summary: 'Mark every notice of the user read',
    handler: async ({ caller }) => new Reply(await markAllRead(caller.userId), 'notice.allRead'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/update',
    auth: 'user',
    summary: 'Mark one notice read (id)',
    body: z.object({ id: noticeId }),
    handler: async ({ body, caller }) => {
      await markRead(caller.userId, body.id);
      return new Reply(null, 'notice.markedRead');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/user/message/query',
    auth: 'user',
    summary: 'Message settings: switched-off types (comma-joined), notice languages, every type by group',
    handler: async ({ caller, request }) => {
      const settings = await getSettings(caller.userId);
      return settingsView(settings, await noticeLanguagesOf(settings), request.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/message/setUserMessage',
    auth: 'user',
    summary: 'Save message settings: messageTypes (switched-off types, comma-joined), noticeLanguages',
    body: z.object({
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
    }),
    handler: async ({ body, caller, request }) => {
      const settings = await saveSettings(caller.userId, body.messageTypes, body.noticeLanguages);
      return new Reply(
        settingsView(settings, await noticeLanguagesOf(settings), request.lang),
        'notice.settingsSaved',
      );
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/receive/send/link/getLinkIsRemove',
    auth: 'public',
    summary: 'Is a share link gone (cancelled, expired or unknown)? data true = removed (id)',
    body: z.preprocess(
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
    ),
    bodyFormat: 'json-or-form',
    handler: async ({ body }) => isShareLinkRemoved(body.id),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/notice/setting/queryNoticePop',
    auth: 'user',
    summary: 'The notice dialog: platform notices for this user still valid, with isRead',
    handler: async ({ caller }) => noticePop(caller),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/setting/query',
    auth: 'admin',
    summary: 'Platform notices of the tenant (current, size; filters title, status)',
    body: z.object({
      current: z.preprocess(blankToUndefined, intIn(1, 100_000).default(1)),
      size: z.preprocess(blankToUndefined, intIn(1, 1000).default(100)),
      title: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
      status: readStatus,
    }),
    handler: async ({ body, caller }) => {
      const result = await queryNotices(caller, body);
      const now = new Date();
      return { ...result, records: result.records.map((n) => noticeRow(n, now)) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/setting/save',
    auth: 'admin',
    summary: 'Create a platform notice (title/titleEn, content/contentEn HTML, languages)',
    body: noticeInput,
    handler: async ({ body, caller }) =>
      new Reply(noticeRow(await createNotice(caller, body)), 'platformNotice.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/setting/update',
    auth: 'admin',
    summary: 'Change an unpublished platform notice',
    body: noticeInput.extend({ id: noticeId }),
    handler: async ({ body, caller }) => {
      const { id, ...input } = body;
      return new Reply(noticeRow(await updateNotice(caller, id, input)), 'platformNotice.updated');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/setting/remove',
    auth: 'admin',
    summary: 'Delete platform notices (ids); published ones are taken back from the users',
    body: z.object({ ids: idsRule }),
    handler: async ({ body, caller }) => {
      await removeNotices(caller, body.ids);
      return new Reply(null, 'platformNotice.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/setting/publishNotice',
    auth: 'admin',
    summary: 'Publish platform notices (ids, endTime, language: zh, en or zh,en)',
    body: z.object({
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
    }),
    handler: async ({ body, caller }) => {
      const notices = await publishNotices(caller, {
        ids: body.ids,
        endTime: body.endTime,
        languages: body.language,
      });
      return new Reply({ notices }, 'platformNotice.published', { notices });
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/setting/cancelPublishing',
    auth: 'admin',
    summary: 'Cancel publishing (ids): the notices leave the users’ lists and dialogs',
    body: z.object({ ids: idsRule }),
    handler: async ({ body, caller }) => {
      await cancelPublishing(caller, body.ids);
      return new Reply(null, 'platformNotice.cancelled');
    },
  }),
];
