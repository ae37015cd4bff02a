import { CHUNK_SIZE, chunkCount, UPLOAD_CONCURRENCY } from '@loopline/shared';
import type { FileIdentity, PartAddress, UploadApi } from './api.ts';
import { type HashCheckpoint, md5OfBlob, possessionProof } from './md5.ts';

/** Statuses of an upload item (spec 1 §4). */
export type UploadStatus = 'cmd5' | 'waiting' | 'uploading' | 'paused' | 'success' | 'error' | 'fileError';

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

export interface UploadJob {
  file: Blob;
  fileName: string;
  projectId: string;
  dirId: string;
  /** For a file of an uploaded folder: "Top/Sub/name.ext" (saved with its folders). */
  relativePath?: string;
  /** A known MD5 (hashed before), skipping the hash. */
  md5?: string;
}

export interface UploadHooks {
  signal: AbortSignal;
  onStatus?: (status: UploadStatus) => void;
  /** Hashed bytes while hashing, then uploaded bytes (of the whole file) while uploading. */
  onProgress?: (phase: 'hash' | 'upload', done: number, total: number) => void;
  /** The check answered code 5000: ask the user; false stops the upload. */
  confirm?: (message: string) => Promise<boolean>;
  /** Resume hashing from here, and receive checkpoints to save. */
  hashResume?: HashCheckpoint | null;
  onHashCheckpoint?: (checkpoint: HashCheckpoint) => void;
  onHashed?: (md5: string) => void;
  /** Skip checkFile (a folder's files: the folder was checked once). */
  skipCheck?: boolean;
}

export type Hasher = (
  file: Blob,
  options: {
    resume?: HashCheckpoint | null;
    signal: AbortSignal;
    onProgress?: (done: number) => void;
    onCheckpoint?: (checkpoint: HashCheckpoint) => void;
  },
) => Promise<string>;

export interface UploadOptions {
  /** Where the MD5 is computed: in the page by default, a Web Worker in the SPA. */
  hash?: Hasher;
  concurrency?: number;
  chunkSize?: number;
  sendPart?: PartSender;
}

export interface UploadOutcome {
  entryId: string;
  md5: string;
  instant: boolean;
  /** Part bytes sent in this run (resumed parts are not sent again). */
  bytesSent: number;
  declined?: boolean;
}

/**
 * One file through the whole flow: MD5 (resumable), check, identifier (instant upload after a
 * possession proof), multipart init, the missing parts at `concurrency` at a time, merge with the
 * parts' ETags, then the file record. Abort the signal to pause: a later run resumes from the
 * parts the server already holds.
 */
export async function runUpload(
  api: UploadApi,
  job: UploadJob,
  hooks: UploadHooks,
  options: UploadOptions = {},
): Promise<UploadOutcome> {
  const { signal } = hooks;
  const size = job.file.size;
  hooks.onStatus?.('cmd5');
  const md5 =
    job.md5 ??
    (await (options.hash ?? md5OfBlob)(job.file, {
      resume: hooks.hashResume,
      onCheckpoint: hooks.onHashCheckpoint,
      onProgress: (done) => hooks.onProgress?.('hash', done, size),
      signal,
    }));
  hooks.onHashed?.(md5);
  signal.throwIfAborted();
  if (!hooks.skipCheck) {
    const check = await api.checkFile({
      projectId: job.projectId,
      dirId: job.dirId,
      fileName: job.fileName,
      relativePath: job.relativePath,
      fileSize: size,
      md5,
    });
    if (check.code === 5000 && !(await (hooks.confirm?.(check.msg) ?? Promise.resolve(false))))
      return { entryId: '', md5, instant: false, bytesSent: 0, declined: true };
  }
  hooks.onStatus?.('waiting');
  let found = await api.identify(md5, size);
  if (found.challenge) {
    const proof = await possessionProof(job.file, found.challenge);
    found = await api.identify(md5, size, { challengeId: found.challenge.challengeId, proof });
  }
  let objectId = found.isSecond ? found.id : '';
  let bytesSent = 0;
  if (!objectId) {
    const chunkSize = options.chunkSize ?? CHUNK_SIZE;
    const identity: FileIdentity = {
      md5,
      fileName: job.fileName,
      fileSize: size,
      chunkSize,
      chunkNum: chunkCount(size, chunkSize),
    };
    const started = await api.init(identity);
    hooks.onStatus?.('uploading');
    const done = new Set(started.chunkList);
    const sent = await sendParts(job.file, identity, started.chunkUrlData.partList, done, hooks, options);
    bytesSent = sent.bytes;
    signal.throwIfAborted();
    objectId = (await api.merge({ ...identity, parts: sent.etags })).id;
  }
  const saved = job.relativePath?.includes('/')
    ? await api.saveFolderFile({
        projectId: job.projectId,
        dirId: job.dirId,
        fileId: objectId,
        filePath: job.relativePath,
      })
    : await api.saveFile({
        projectId: job.projectId,
        dirId: job.dirId,
        fileId: objectId,
        fileName: job.fileName,
      });
  hooks.onStatus?.('success');
  return { entryId: saved.id, md5, instant: found.isSecond, bytesSent };
}

async function sendParts(
  file: Blob,
  identity: FileIdentity,
  addresses: PartAddress[],
  done: Set<number>,
  hooks: UploadHooks,
  options: UploadOptions,
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
