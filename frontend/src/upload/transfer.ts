import { CHUNK_SIZE, chunkCount, UPLOAD_CONCURRENCY } from '@loopline/shared';
import type { FileIdentity, PartAddress, UploadApi } from './api.ts';

/** Sends one part; answers its ETag. */
export type PartSender = (
  url: string,
  body: Blob,
  signal: AbortSignal,
  onBytes: (sent: number) => void,
) => Promise<string>;

export const fetchPart: PartSender = async (url, body, signal, onBytes) => {
  const response = await fetch(url, { method: 'PUT', body, signal });
  if (!response.ok) throw new Error(`part upload answered ${response.status}`);
  onBytes(body.size);
  return response.headers.get('etag') ?? '';
};

/** The engine's hooks a transfer reports to (a subset of `UploadHooks`). */
export interface TransferHooks {
  signal: AbortSignal;
  onStatus?: (status: 'uploading') => void;
  onProgress?: (phase: 'upload', done: number, total: number) => void;
}

export interface TransferOptions {
  concurrency?: number;
  chunkSize?: number;
  sendPart?: PartSender;
}

/** What a transfer gets: one file whose MD5 is known and which the server does not hold yet. */
export interface TransferInput {
  api: UploadApi;
  file: Blob;
  md5: string;
  fileName: string;
  hooks: TransferHooks;
  options: TransferOptions;
}

/**
 * How an upload's bytes reach storage (spec 1 §4 "upload type"): it answers the stored object's id,
 * which the engine then saves as a file record the same way for every type.
 */
export interface ObjectTransfer {
  send(input: TransferInput): Promise<{ objectId: string; bytesSent: number }>;
  /** The item was removed: abandon what is stored of this content's unfinished upload. */
  cancel(api: UploadApi, md5: string, fileSize: number): Promise<void>;
}

/**
 * The default type ('oss'): multipart init through our API, the missing parts by PUT to presigned
 * part addresses, merge with the parts' ETags. Parts the server already holds are not sent again.
 */
export const presignedTransfer: ObjectTransfer = {
  async send({ api, file, md5, fileName, hooks, options }) {
    const chunkSize = options.chunkSize ?? CHUNK_SIZE;
    const identity: FileIdentity = {
      md5,
      fileName,
      fileSize: file.size,
      chunkSize,
      chunkNum: chunkCount(file.size, chunkSize),
    };
    const started = await api.init(identity);
    hooks.onStatus?.('uploading');
    const done = new Set(started.chunkList);
    const sent = await sendParts(file, identity, started.chunkUrlData.partList, done, hooks, options);
    hooks.signal.throwIfAborted();
    const merged = await api.merge({ ...identity, parts: sent.etags });
    return { objectId: merged.id, bytesSent: sent.bytes };
  },
  cancel: (api, md5, fileSize) => api.abort(md5, fileSize),
};

async function sendParts(
  file: Blob,
  identity: FileIdentity,
  addresses: PartAddress[],
  done: Set<number>,
  hooks: TransferHooks,
  options: TransferOptions,
) {
  const send = options.sendPart ?? fetchPart;
  const partSize = (n: number) =>
    n < identity.chunkNum
      ? identity.chunkSize
      : identity.fileSize - identity.chunkSize * (identity.chunkNum - 1);
  let uploaded = [...done].reduce((sum, n) => sum + partSize(n), 0);
  const inFlight = new Map<number, number>();
  const report = () =>
    hooks.onProgress?.(
      'upload',
      uploaded + [...inFlight.values()].reduce((a, b) => a + b, 0),
      identity.fileSize,
    );
  report();
  const queue = addresses.filter((a) => !done.has(a.partNumber));
  const etags: { partNumber: number; etag: string }[] = [];
  let bytes = 0;
  // One failing part stops the others (they would only be sent again on the next attempt).
  const stop = new AbortController();
  const onAbort = () => stop.abort(hooks.signal.reason);
  hooks.signal.addEventListener('abort', onAbort, { once: true });
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      stop.signal.throwIfAborted();
      const start = (next.partNumber - 1) * identity.chunkSize;
      const body = file.slice(start, start + partSize(next.partNumber));
      const partNumber = next.partNumber;
      const etag = await send(next.url, body, stop.signal, (sent) => {
        inFlight.set(partNumber, sent);
        report();
      });
      inFlight.delete(partNumber);
      uploaded += body.size;
      bytes += body.size;
      etags.push({ partNumber, etag });
      report();
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? UPLOAD_CONCURRENCY, queue.length || 1));
  try {
    await Promise.all(
      Array.from({ length: workers }, () =>
        worker().catch((error) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
  } finally {
    hooks.signal.removeEventListener('abort', onAbort);
  }
  return { etags: etags.sort((a, b) => a.partNumber - b.partNumber), bytes };
}
