import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  LinkRemovedBody,
  MessageSettings,
  MessageSettingsBody,
  Notice,
  NoticeIdBody,
  NoticeIdsBody,
  NoticeListInput,
  PlatformNotice,
  PlatformNoticeInput,
  PlatformNoticeQueryInput,
  PopNotice,
  Published,
} from '@loopline/shared/contracts/notice';
import { http } from './client.ts';

/** cloud/notice and the message settings of cloud/user (spec 2 §7), platform notices (spec 3 §7). */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type {
  MessageSettings,
  MessageType,
  Notice,
  PlatformNotice,
  PlatformNoticeInput,
  PlatformNoticeText,
  PopNotice,
} from '@loopline/shared/contracts/notice';

export const noticeCount = () => http.get<number>('/api/cloud/notice/count').then(data);

/** The drawer says 'Failed to fetch notice list' itself, so the call is silent. */
export const noticeList = (query: NoticeListInput & { status?: 0; current: number; size: number }) =>
  http.post<Page<Notice>>('/api/cloud/notice/list', query, { silent: true }).then(data);

/** Whether the share link of a category-5 notice is gone (cancelled, expired or unknown). */
export const isShareLinkRemoved = (id: string) =>
  http
    .post<boolean>('/api/cloud/receive/send/link/getLinkIsRemove', { id })
    .then(data) satisfies RequestInput<typeof LinkRemovedBody>;

export const markNoticeRead = (id: string) =>
  http.post<null>('/api/cloud/notice/update', { id } satisfies RequestInput<typeof NoticeIdBody>);
export const markAllNoticesRead = () => http.post<number>('/api/cloud/notice/readAll');

export const messageSettings = () => http.get<MessageSettings>('/api/cloud/user/message/query').then(data);
export const saveMessageSettings = (messageTypes: string, noticeLanguages: string) =>
  http.post<MessageSettings>('/api/cloud/user/message/setUserMessage', {
    messageTypes,
    noticeLanguages,
  } satisfies RequestInput<typeof MessageSettingsBody>);

export const queryNoticePop = () =>
  http.get<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', undefined, { silent: true }).then(data);

export const queryPlatformNotices = (
  query: PlatformNoticeQueryInput & { current: number; size: number; status?: 0 | 1 },
) => http.post<Page<PlatformNotice>>('/api/cloud/notice/setting/query', query).then(data);
export const savePlatformNotice = (input: PlatformNoticeInput) =>
  http.post<PlatformNotice>('/api/cloud/notice/setting/save', input);
export const updatePlatformNotice = (id: string, input: PlatformNoticeInput) =>
  http.post<PlatformNotice>('/api/cloud/notice/setting/update', { id, ...input });
export const removePlatformNotices = (ids: string[]) =>
  http.post<null>('/api/cloud/notice/setting/remove', { ids: ids.join(',') } satisfies RequestInput<
    typeof NoticeIdsBody
  >);
export const publishPlatformNotices = (ids: string[], endTime: string, language: string) =>
  http.post<Published>('/api/cloud/notice/setting/publishNotice', {
    ids: ids.join(','),
    endTime,
    language,
  });
export const cancelPublishing = (ids: string[]) =>
  http.post<null>('/api/cloud/notice/setting/cancelPublishing', { ids: ids.join(',') } satisfies RequestInput<
    typeof NoticeIdsBody
  >);
