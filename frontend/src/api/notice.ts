import type { Envelope, Page } from '@loopline/shared';
import { http } from './client.ts';

/** cloud/notice and the message settings of cloud/user (spec 2 §7), platform notices (spec 3 §7). */
const data = <T>(envelope: Envelope<T>) => envelope.data;

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

export interface PlatformNoticeText {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

export const noticeCount = () => http.get<number>('/api/cloud/notice/count').then(data);

/** The drawer says 'Failed to fetch notice list' itself, so the call is silent. */
export const noticeList = (query: { status?: 0; current: number; size: number; cursor?: string }) =>
  http.post<Page<Notice>>('/api/cloud/notice/list', query, { silent: true }).then(data);

/** Whether the share link of a category-5 notice is gone (cancelled, expired or unknown). */
export const isShareLinkRemoved = (id: string) =>
  http.post<boolean>('/api/cloud/receive/send/link/getLinkIsRemove', { id }).then(data);

export const markNoticeRead = (id: string) => http.post<null>('/api/cloud/notice/update', { id });
export const markAllNoticesRead = () => http.post<number>('/api/cloud/notice/readAll');

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

export const messageSettings = () => http.get<MessageSettings>('/api/cloud/user/message/query').then(data);
export const saveMessageSettings = (messageTypes: string, noticeLanguages: string) =>
  http.post<MessageSettings>('/api/cloud/user/message/setUserMessage', { messageTypes, noticeLanguages });

export interface PopNotice extends PlatformNoticeText {
  /** The user's notice (marked read through markNoticeRead). */
  id: string;
  noticeId: string;
  isRead: boolean;
  createTime: string;
  endTime: string;
}

export const queryNoticePop = () =>
  http.get<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', undefined, { silent: true }).then(data);

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

export interface PlatformNoticeInput extends PlatformNoticeText {
  languages: string;
}

export const queryPlatformNotices = (query: {
  current: number;
  size: number;
  title?: string;
  status?: 0 | 1;
}) => http.post<Page<PlatformNotice>>('/api/cloud/notice/setting/query', query).then(data);
export const savePlatformNotice = (input: PlatformNoticeInput) =>
  http.post<PlatformNotice>('/api/cloud/notice/setting/save', input);
export const updatePlatformNotice = (id: string, input: PlatformNoticeInput) =>
  http.post<PlatformNotice>('/api/cloud/notice/setting/update', { id, ...input });
export const removePlatformNotices = (ids: string[]) =>
  http.post<null>('/api/cloud/notice/setting/remove', { ids: ids.join(',') });
export const publishPlatformNotices = (ids: string[], endTime: string, language: string) =>
  http.post<{ notices: number }>('/api/cloud/notice/setting/publishNotice', {
    ids: ids.join(','),
    endTime,
    language,
  });
export const cancelPublishing = (ids: string[]) =>
  http.post<null>('/api/cloud/notice/setting/cancelPublishing', { ids: ids.join(',') });
