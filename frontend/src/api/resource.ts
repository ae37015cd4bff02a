import type { Envelope, Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  OssSubmitBody,
  ResourceConfigView,
  ResourceKind,
  SendMessageBody,
  SmsSubmitBody,
} from '@loopline/shared/contracts/resource';
import { http } from './client.ts';

/** blade-resource (spec 3 §7): SMS and OSS configs, enabling one, a test message. */
export type { ResourceConfigView, ResourceKind } from '@loopline/shared/contracts/resource';

const data = <T>(envelope: Envelope<T>) => envelope.data;
const base = (kind: ResourceKind) => `/api/blade-resource/${kind}`;

export const listResourceConfigs = (
  kind: ResourceKind,
  query: { current: number; size: number; code?: string },
) => http.get<Page<ResourceConfigView>>(`${base(kind)}/list`, query).then(data);
export const submitSmsConfig = (body: RequestInput<typeof SmsSubmitBody>) =>
  http.post<ResourceConfigView>(`${base('sms')}/submit`, body);
export const submitOssConfig = (body: RequestInput<typeof OssSubmitBody>) =>
  http.post<ResourceConfigView>(`${base('oss')}/submit`, body);
export const removeResourceConfigs = (kind: ResourceKind, ids: string[]) =>
  http.post<boolean>(`${base(kind)}/remove`, { ids });
export const enableResourceConfig = (kind: ResourceKind, id: string) =>
  http.post<boolean>(`${base(kind)}/enable`, { id });
export const sendTestSms = (body: RequestInput<typeof SendMessageBody>) =>
  http.post<{ sent: number; text: string }>(`${base('sms')}/endpoint/send-message`, body);
