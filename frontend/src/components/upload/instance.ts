import { type MessageKey, translate } from '@loopline/shared';
import { useSyncExternalStore } from 'react';
import { http } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { dataOf, uploadApi } from '../../upload/api.ts';
import { hashInWorker } from '../../upload/hashInWorker.ts';
import { type QueueItem, UploadQueue } from '../../upload/queue.ts';
import { resumeStore } from '../../upload/resumeStore.ts';
import { transferByUploadType } from '../../upload/uploadType.ts';
import { xhrPart } from '../../upload/xhrPart.ts';

const PENDING_KEY = 'loopline.uploads.pending';

/** A pending confirmation (check-file code 5000) shown by <UploadConfirm />. */
export interface ConfirmRequest {
  message: string;
  answer: (ok: boolean) => void;
}

let confirmRequest: ConfirmRequest | null = null;
const confirmListeners = new Set<() => void>();
function setConfirm(next: ConfirmRequest | null) {
  confirmRequest = next;
  for (const listener of confirmListeners) listener();
}

export function useConfirmRequest() {
  return useSyncExternalStore(
    (listener) => {
      confirmListeners.add(listener);
      return () => confirmListeners.delete(listener);
    },
    () => confirmRequest,
  );
}

const uploadedListeners = new Set<(item: QueueItem) => void>();
/** Called when an item finishes (the file manager refreshes its list). */
export function onUploaded(listener: (item: QueueItem) => void): () => void {
  uploadedListeners.add(listener);
  return () => {
    uploadedListeners.delete(listener);
  };
}

const api = uploadApi(
  (path, body) => http.post(path, body, { silent: true }),
  (path, query) => http.get(path, query, { silent: true }),
);

let queue: UploadQueue | null = null;

/** The SPA's one upload queue: MD5 in a Web Worker, parts by XHR, state kept across reloads. */
export function uploadQueue(): UploadQueue {
  queue ??= new UploadQueue({
    api,
    message: (key: MessageKey) => translate(key, currentLanguage()),
    confirm: (message) =>
      new Promise((resolve) =>
        setConfirm({
          message,
          answer: (ok) => {
            setConfirm(null);
            resolve(ok);
          },
        }),
      ),
    saveRecords: (lines) => http.post('/api/cloud/file/upload/list/save', lines, { silent: true }),
    resume: resumeStore,
    pending: {
      load: () => {
        try {
          return JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]') as QueueItem[];
        } catch {
          return [];
        }
      },
      save: (items) =>
        localStorage.setItem(PENDING_KEY, JSON.stringify(items.map(({ files: _files, ...rest }) => rest))),
    },
    hash: hashInWorker,
    sendPart: xhrPart,
    transfer: transferByUploadType({
      fetchType: async () =>
        (await dataOf(http.post<{ type: string }>('/api/cloud/file/getUploadType', {}, { silent: true })))
          .type,
      storage: localStorage,
      loadSts: async () =>
        (await import('../../upload/stsTransfer.ts')).directUploads((path, body) =>
          http.post(path, body, { silent: true }),
        ).transfer,
    }),
    onUploaded: (item) => {
      for (const listener of uploadedListeners) listener(item);
    },
  });
  return queue;
}

export function useUploadItems(): readonly QueueItem[] {
  const q = uploadQueue();
  return useSyncExternalStore(q.subscribe, q.getSnapshot);
}
