import { CHUNK_SIZE, chunkCount, UPLOAD_CONCURRENCY } from '@loopline/shared';
import type { PartAddress, ProvisionalIdentity, UploadApi } from './api.ts';

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

/** What an early transfer gets: the file before its MD5 is known, under a provisional upload key. */
export interface EarlyTransferInput extends Omit<TransferInput, 'md5'> {
  uploadKey: string;
}

/** A transfer started before the MD5 is known (hashing and sending overlap). */
export interface EarlyTransfer {
  /** Settles when every part is sent (or sending failed or stopped). */
  parts: Promise<unknown>;
  /** Waits for the parts, then merges them as the content `md5`. */
  finish(md5: string): Promise<{ objectId: string; bytesSent: number }>;
  /** The content turned out to be stored already: stop sending and drop what was sent. */
  abandon(): Promise<{ bytesSent: number }>;
}

/**
 * How an upload's bytes reach storage (spec 1 §4 "upload type"): it answers the stored object's id,
 * which the engine then saves as a file record the same way for every type.
 */
export interface ObjectTransfer {
  send(input: TransferInput): Promise<{ objectId: string; bytesSent: number }>;
  /** The item was removed: abandon what is stored of this content's unfinished upload. */
  cancel(api: UploadApi, md5: string, fileSize: number): Promise<void>;
  /**
   * Starts sending before the MD5 is known, when this transfer can (null when it cannot: the
   * engine then hashes first). Resumes the provisional upload of the same key.
   */
  begin?(input: EarlyTransferInput): Promise<EarlyTransfer | null>;
}

/** The part layout of a file (5 MB parts unless told otherwise). */
function layoutOf(file: Blob, fileName: string, options: TransferOptions) {
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  return { fileName, fileSize: file.size, chunkSize, chunkNum: chunkCount(file.size, chunkSize) };
}

/**
 * The default type ('oss'): multipart init through our API, the missing parts by PUT to presigned
 * part addresses, merge with the parts' ETags. Parts the server already holds are not sent again.
 */
export const presignedTransfer: ObjectTransfer = {
  async send({ api, file, md5, fileName, hooks, options }) {
    const identity = { ...layoutOf(file, fileName, options), md5 };
    const started = await api.init(identity);
    hooks.onStatus?.('uploading');
    const done = new Set(started.chunkList);
    const tally = { bytes: 0 };
    const sent = await sendParts(file, identity, started.chunkUrlData.partList, done, hooks, options, tally);
    hooks.signal.throwIfAborted();
    const merged = await api.merge({ ...identity, parts: sent.etags });
    return { objectId: merged.id, bytesSent: sent.bytes };
  },
  cancel: (api, md5, fileSize) => api.abort(md5, fileSize),
  /**
   * Parts go at once to a provisional multipart upload (init by upload key; the parts S3 holds for
   * that key are not sent again); merge names the MD5 once it is known.
   */
  async begin({ api, file, fileName, uploadKey, hooks, options }) {
    const identity: ProvisionalIdentity = { ...layoutOf(file, fileName, options), uploadKey };
    const started = await api.init(identity);
    hooks.onStatus?.('uploading');
    const stop = new AbortController();
    const tally = { bytes: 0 };
    const sending = sendParts(
      file,
      identity,
      started.chunkUrlData.partList,
      new Set(started.chunkList),
      { ...hooks, signal: AbortSignal.any([hooks.signal, stop.signal]) },
      options,
      tally,
    );
    // Whoever waits on the parts sees a failure; until then it must not count as unhandled.
    sending.catch(() => undefined);
    return {
      parts: sending,
      async finish(md5) {
        const sent = await sending;
        hooks.signal.throwIfAborted();
        const merged = await api.merge({ ...identity, md5, parts: sent.etags });
        return { objectId: merged.id, bytesSent: sent.bytes };
      },
      async abandon() {
        stop.abort(new DOMException('The content is stored already', 'AbortError'));
        await sending.catch(() => undefined);
        // Best effort: an upload left behind is aborted by the bucket's lifecycle rule anyway.
        await api.abortProvisional(uploadKey, file.size).catch(() => undefined);
        return { bytesSent: tally.bytes };
      },
    };
  },
};

/** Sends the parts not yet `done`, `concurrency` at a time; `tally` counts bytes sent as they go. */
async function sendParts(
  file: Blob,
  identity: { fileSize: number; chunkSize: number; chunkNum: number },
  addresses: PartAddress[],
  done: Set<number>,
  hooks: TransferHooks,
  options: TransferOptions,
  tally: { bytes: number },
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
  hooks.signal.throwIfAborted();
  report();
  const queue = addresses.filter((a) => !done.has(a.partNumber));
  const etags: { partNumber: number; etag: string }[] = [];
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
      tally.bytes += body.size;
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
  return { etags: etags.sort((a, b) => a.partNumber - b.partNumber), bytes: tally.bytes };
}
