import { IdSchema } from '@loopline/shared/contracts/ids';
import {
  NoticeIdsBody,
  PlatformNoticeQueryBody,
  platformNoticeBody,
} from '@loopline/shared/contracts/notice';
import { z } from 'zod';
import { Reply, route } from '../lib/http/route.ts';
import {
  createNotice,
  getNotices,
  noticeRow,
  queryNotices,
  removeNotices,
  updateNotice,
} from './platformNotices.ts';
import { isBlankHtml, sanitizeNoticeHtml } from './sanitize.ts';

/**
 * blade-desk/notice (spec 3 §7 "/blade-desk/notice CRUD"), BladeX's desk notices, mapped onto the
 * platform notices of cloud/notice/setting: the same items, rules and messages, so there is one
 * notice system. Publishing stays on cloud/notice/setting/publishNotice (it needs endTime and language).
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const DeskSubmitBody = platformNoticeBody(sanitizeNoticeHtml, isBlankHtml).extend({
  id: z.preprocess(blankToUndefined, IdSchema.optional()),
});

export const deskRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-desk/notice/list',
    auth: 'admin',
    summary: 'Notices, paged (current, size; title, status): the platform notices',
    query: PlatformNoticeQueryBody,
    handler: async ({ query, caller }) => {
      const result = await queryNotices(caller, query);
      const now = new Date();
      return { ...result, records: result.records.map((n) => noticeRow(n, now)) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/blade-desk/notice/detail',
    auth: 'admin',
    summary: 'One notice (id)',
    query: z.object({ id: IdSchema }),
    handler: async ({ query, caller }) => {
      const [notice] = await getNotices(caller, [query.id]);
      return noticeRow(notice!);
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-desk/notice/submit',
    auth: 'admin',
    summary: 'Add a notice, or change an unpublished one (id): title/titleEn, content/contentEn, languages',
    body: DeskSubmitBody,
    handler: async ({ body, caller }) => {
      const { id, ...input } = body;
      if (id) return new Reply(noticeRow(await updateNotice(caller, id, input)), 'platformNotice.updated');
      return new Reply(noticeRow(await createNotice(caller, input)), 'platformNotice.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/blade-desk/notice/remove',
    auth: 'admin',
    summary: 'Delete notices (ids); published ones are taken back from the users',
    body: NoticeIdsBody,
    handler: async ({ body, caller }) => {
      await removeNotices(caller, body.ids);
      return new Reply(null, 'platformNotice.removed');
    },
  }),
];
