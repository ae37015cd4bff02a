import type { Envelope, Page } from '@loopline/shared';
import type {
  CommentBody,
  Feedback,
  FeedbackFilters,
  FeedbackIdsBody,
  FeedbackInput,
  PictureUploadUrl,
  ReplyBody,
  ReplyTemplate,
  SaveFeedbackBody,
  SubmitTemplateBody,
  ThreadItem,
  UpdateReplyBody,
} from '@loopline/shared/contracts/feedback';
import type { RequestInput } from '@loopline/shared/contracts/input';
import { currentClientId } from '../app/clientId.ts';
import { currentLanguage } from '../i18n/index.ts';
import { http, tokens } from './client.ts';
import { readEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** cloud/feedback (spec 1 §7, 2 §7, 3 §7). */
const data = <T>(envelope: Envelope<T>) => envelope.data;

export type {
  Feedback,
  FeedbackFilters,
  FeedbackInput,
  ReplyTemplate,
  ThreadItem,
} from '@loopline/shared/contracts/feedback';

/**
 * Submits feedback the way that works for any set of up to 9 pictures of up to 10 MB: each picture
 * goes straight to storage through a presigned PUT, then the feedback is saved naming them.
 */
export async function submitFeedback(input: FeedbackInput, pictures: File[]): Promise<Envelope<Feedback>> {
  const keys: string[] = [];
  for (const picture of pictures) {
    const upload = await http
      .post<PictureUploadUrl>('/api/cloud/feedback/pictureUploadUrl', {
        contentType: picture.type,
        size: picture.size,
      })
      .then(data);
    const put = await window.fetch(upload.url, { method: 'PUT', headers: upload.headers, body: picture });
    if (!put.ok) throw new ApiError(put.status, '', false);
    keys.push(upload.key);
  }
  return http.post<Feedback>('/api/cloud/feedback/save', {
    ...input,
    type: 'web',
    pictures: keys,
  } satisfies RequestInput<typeof SaveFeedbackBody>);
}

export const myFeedbacks = (current: number, size: number) =>
  http
    .post<Page<Feedback>>('/api/cloud/feedback/myFeedbacks', { current, size, descs: 'create_time' })
    .then(data);

/** The author's comment (empty ones are refused before calling). */
export const commentFeedback = (feedbackId: string, content: string) =>
  http.post<ThreadItem>('/api/cloud/feedback/replyReply', { c4: feedbackId, content } satisfies RequestInput<
    typeof CommentBody
  >);

export const listFeedback = (query: FeedbackFilters & { current: number; size: number }) =>
  http.post<Page<Feedback>>('/api/cloud/feedback/list', query).then(data);
export const feedbackInfo = (id: string) =>
  http.get<Feedback>(`/api/cloud/feedback/info/${encodeURIComponent(id)}`).then(data);
export const replyFeedback = (feedbackId: string, content: string) =>
  http.post<ThreadItem>('/api/cloud/feedback/reply', { feedbackId, content } satisfies RequestInput<
    typeof ReplyBody
  >);
export const updateFeedbackReply = (feedbackId: string, id: string, content: string) =>
  http.post<ThreadItem>('/api/cloud/feedback/updateReply', { feedbackId, id, content } satisfies RequestInput<
    typeof UpdateReplyBody
  >);
export const deleteFeedback = (ids: string[]) =>
  http.post<null>('/api/cloud/feedback/delete', { ids: ids.join(',') } satisfies RequestInput<
    typeof FeedbackIdsBody
  >);

export const replyTemplates = () => http.get<ReplyTemplate[]>('/api/cloud/feedback/template/list').then(data);
export const saveReplyTemplate = (content: string, id?: string) =>
  http.post<ReplyTemplate>('/api/cloud/feedback/template/submit', {
    content,
    ...(id ? { id } : {}),
  } satisfies RequestInput<typeof SubmitTemplateBody>);
export const removeReplyTemplates = (ids: string[]) =>
  http.post<null>('/api/cloud/feedback/template/remove', { ids: ids.join(',') } satisfies RequestInput<
    typeof FeedbackIdsBody
  >);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]!);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * The xlsx export as a file (spec 3 §7). A file cannot go through the JSON client, so this is a
 * direct request; an expired token is refreshed through the client once. A JSON answer is an error.
 */
export async function exportFeedback(filters: FeedbackFilters): Promise<{ blob: Blob; fileName: string }> {
  for (let attempt = 0; ; attempt++) {
    const token = tokens.access();
    const response = await window.fetch('/api/cloud/feedback/export', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // API Gateway returns a binary body only when the first accepted type is a binary media type.
        Accept: `${XLSX}, application/json`,
        'Accept-Language': currentLanguage(),
        'Client-Id': currentClientId(),
        ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
      },
      body: JSON.stringify(filters),
      credentials: 'same-origin',
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && !type.includes('json')) {
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition'), 'feedback.xlsx'),
      };
    }
    const envelope = await readEnvelope<null>(response);
    if (envelope.code === 401 && attempt === 0) {
      // Any signed-in call refreshes the token on a 401; then the download is tried again.
      await http.get('/api/cloud/notice/count');
      continue;
    }
    throw new ApiError(envelope.code, envelope.msg, false);
  }
}
