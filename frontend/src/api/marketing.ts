import type { Envelope, Page } from '@loopline/shared';
import type {
  Coupon,
  CouponIssueBody,
  CouponIssueInput,
  CouponRule,
  CouponRuleInput,
  CouponRuleSaveBody,
  IssueOutcome,
} from '@loopline/shared/contracts/coupon';
import type {
  EventIdsBody,
  EventInput,
  EventSaveBody,
  MarketingEvent,
  TemplateReadOutcome,
} from '@loopline/shared/contracts/event';
import type { RequestInput } from '@loopline/shared/contracts/input';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** The marketing centre: cloud/coupon-rule, cloud/coupon, cloud/event (spec 3 §7). */
export type {
  Coupon,
  CouponRule,
  CouponRuleInput,
  EventInput,
  IssueOutcome,
  MarketingEvent,
  TemplateReadOutcome,
};

const data = <T>(envelope: Envelope<T>) => envelope.data;

export const listCouponRules = (query: { current: number; size: number; name?: string }) =>
  http.get<Page<CouponRule>>('/api/cloud/coupon-rule/list', query).then(data);
export const validCouponRules = () => http.get<CouponRule[]>('/api/cloud/coupon-rule/list/valid').then(data);
export const saveCouponRule = (rule: CouponRuleInput) =>
  http.post<CouponRule>(
    '/api/cloud/coupon-rule/save',
    rule satisfies RequestInput<typeof CouponRuleSaveBody>,
  );
export const updateCouponRule = (id: string, rule: CouponRuleInput) =>
  http.post<CouponRule>('/api/cloud/coupon-rule/update', { ...rule, id });
export const removeCouponRules = (ids: string[]) =>
  http.request<null>('/api/cloud/coupon-rule/remove', { method: 'DELETE', query: { ids: ids.join(',') } });

export const issueCoupons = (input: CouponIssueInput) =>
  http.request<IssueOutcome>('/api/cloud/coupon/issue', {
    method: 'PUT',
    body: input satisfies RequestInput<typeof CouponIssueBody>,
  });
export const cancelCoupon = (id: string) =>
  http.request<Coupon>(`/api/cloud/coupon/cancel/${encodeURIComponent(id)}`, { method: 'PUT' });
export const issuedCoupons = (query: { current: number; size: number; ruleId?: string }) =>
  http.get<Page<Coupon>>('/api/cloud/equity/coupon/list', query).then(data);

export const listEvents = (query: { current: number; size: number; eventName?: string }) =>
  http.get<Page<MarketingEvent>>('/api/cloud/event/list', query).then(data);
export const saveEvent = (event: EventInput) =>
  http.post<MarketingEvent>('/api/cloud/event/save', event satisfies RequestInput<typeof EventSaveBody>);
export const updateEvent = (id: string, event: EventInput) =>
  http.post<MarketingEvent>('/api/cloud/event/update', { ...event, id });
export const removeEvents = (ids: string[]) =>
  http.request<null>('/api/cloud/event/remove', { method: 'DELETE', query: { ids: ids.join(',') } });

/** start (also resumes a paused one), puase (the spec's spelling), finish. */
export type EventAction = 'start' | 'puase' | 'finish';
export const changeEvents = (action: EventAction, ids: string[]) =>
  http.request<null>(`/api/cloud/event/${action}`, {
    method: 'PUT',
    body: { ids } satisfies RequestInput<typeof EventIdsBody>,
  });

function fileHeaders(): Record<string, string> {
  const token = tokens.access();
  return {
    'Accept-Language': currentLanguage(),
    'Client-Id': currentClientId(),
    ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
  };
}

/** A file request outside the JSON client; a 401 refreshes through the client once, then retries. */
async function fileRequest(path: string, body?: FormData): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await window.fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: fileHeaders(),
      body,
      credentials: 'same-origin',
    });
    if (response.status === 401 && attempt === 0) {
      await http.get('/api/cloud/notice/count', undefined, { silent: true }).catch(() => undefined);
      continue;
    }
    return response;
  }
}

/** An xlsx download with the file name the server gives it. */
async function download(path: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fileRequest(path);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = await readEnvelope<null>(response);
    throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : 'download.xlsx' };
}

async function upload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const envelope = await readEnvelope<T>(await fileRequest(path, form));
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, false, envelope.data);
  return envelope.data;
}

export const userTemplate = () => download('/api/cloud/event/export/user/template');
export const errorLog = (id: string) =>
  download(`/api/cloud/event/export/error/log?id=${encodeURIComponent(id)}`);
export const readUserTemplate = (file: File) =>
  upload<TemplateReadOutcome>('/api/cloud/event/read/user/template', file);
export const uploadEventPicture = (file: File) => upload<{ image: string }>('/api/cloud/event/picture', file);
