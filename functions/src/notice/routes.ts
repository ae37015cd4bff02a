import {
  LinkRemovedBody,
  MessageSettingsBody,
  NoticeIdBody,
  NoticeIdsBody,
  NoticeListBody,
  PlatformNoticeQueryBody,
  PublishNoticesBody,
  platformNoticeBody,
} from '@loopline/shared/contracts/notice';
import { Reply, route } from '../lib/http/route.ts';
import { deskRoutes } from './deskRoutes.ts';
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

const PlatformNoticeBody = platformNoticeBody(sanitizeNoticeHtml, isBlankHtml);

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
    body: NoticeListBody,
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
    body: NoticeIdBody,
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
    body: MessageSettingsBody,
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
    body: LinkRemovedBody,
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
    body: PlatformNoticeQueryBody,
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
    body: PlatformNoticeBody,
    handler: async ({ body, caller }) =>
      new Reply(noticeRow(await createNotice(caller, body)), 'platformNotice.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/notice/setting/update',
    auth: 'admin',
    summary: 'Change an unpublished platform notice',
    body: PlatformNoticeBody.extend(NoticeIdBody.shape),
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
    body: NoticeIdsBody,
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
    body: PublishNoticesBody,
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
    body: NoticeIdsBody,
    handler: async ({ body, caller }) => {
      await cancelPublishing(caller, body.ids);
      return new Reply(null, 'platformNotice.cancelled');
    },
  }),
  ...deskRoutes,
];
