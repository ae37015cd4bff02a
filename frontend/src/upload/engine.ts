import { CHUNK_SIZE } from '@loopline/shared';
import type { Identification, UploadApi } from './api.ts';
import { type HashCheckpoint, md5OfBlob, possessionProof } from './md5.ts';
import {
  type EarlyTransfer,
  type ObjectTransfer,
  type PartSender,
  presignedTransfer,
  type TransferInput,
} from './transfer.ts';

/** Statuses of an upload item (spec 1 §4). */
export type UploadStatus = 'cmd5' | 'waiting' | 'uploading' | 'paused' | 'success' | 'error' | 'fileError';

export { fetchPart, type PartSender } from './transfer.ts';

export interface UploadJob {
  file: Blob;
  fileName: string;
  projectId: string;
  dirId: string;
  /** For a file of an uploaded folder: "Top/Sub/name.ext" (saved with its folders). */
  relativePath?: string;
  /** A known MD5 (hashed before), skipping the hash. */
  md5?: string;
  /** The provisional upload begun for this file by an earlier run (its parts are not sent again). */
  uploadKey?: string;
}

export interface UploadHooks {
  signal: AbortSignal;
  onStatus?: (status: UploadStatus) => void;
  /** Hashed bytes while hashing, uploaded bytes (of the whole file) while uploading; the two overlap for large files. */
  onProgress?: (phase: 'hash' | 'upload', done: number, total: number) => void;
  /** The check answered code 5000: ask the user; false stops the upload. */
  confirm?: (message: string) => Promise<boolean>;
  /** Resume hashing from here, and receive checkpoints to save. */
  hashResume?: HashCheckpoint | null;
  onHashCheckpoint?: (checkpoint: HashCheckpoint) => void;
  onHashed?: (md5: string) => void;
  /** A provisional upload is about to start under this key: keep it to resume after a reload. */
  onUploadKey?: (uploadKey: string) => void;
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

/**
 * From this size on, parts start while the file is being hashed. Below it hashing takes about as
 * long as sending a part or two, and hashing first keeps an instant upload free of sent bytes.
 */
export const OVERLAP_FROM_BYTES = 8 * CHUNK_SIZE;

export interface UploadOptions {
  /** Where the MD5 is computed: in the page by default, a Web Worker in the SPA. */
  hash?: Hasher;
  concurrency?: number;
  chunkSize?: number;
  sendPart?: PartSender;
  /** How the bytes reach storage: presigned multipart through our API unless the upload type says otherwise. */
  transfer?: ObjectTransfer;
  /** Files of at least this size send while hashing (default OVERLAP_FROM_BYTES; Infinity: always hash first). */
  overlapFromBytes?: number;
}

export interface UploadOutcome {
  entryId: string;
  md5: string;
  instant: boolean;
  /** Part bytes sent in this run (resumed parts are not sent again; an instant upload may have sent some before its hash was known). */
  bytesSent: number;
  declined?: boolean;
}

/** 128 random bits in hex: a provisional upload's key (getRandomValues also works outside secure contexts). */
export function newUploadKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * One file through the whole flow: check, MD5 (resumable), identifier (instant upload after a
 * possession proof), the bytes to storage by the transfer (by default presigned multipart: init,
 * the missing parts at `concurrency` at a time, merge with the parts' ETags), then the file
 * record. Large files overlap hashing and sending (see `overlapped`). Abort the signal to pause:
 * a later run resumes where the hash and the transfer can.
 */
export async function runUpload(
  api: UploadApi,
  job: UploadJob,
  hooks: UploadHooks,
  options: UploadOptions = {},
): Promise<UploadOutcome> {
  const size = job.file.size;
  hooks.onStatus?.('cmd5');
  if (!hooks.skipCheck) {
    const check = await api.checkFile({
      projectId: job.projectId,
      dirId: job.dirId,
      fileName: job.fileName,
      relativePath: job.relativePath,
      fileSize: size,
      md5: job.md5,
    });
    if (check.code === 5000 && !(await (hooks.confirm?.(check.msg) ?? Promise.resolve(false))))
      return { entryId: '', md5: job.md5 ?? '', instant: false, bytesSent: 0, declined: true };
  }
  const stored = await storeContent(api, job, hooks, options);
  const saved = job.relativePath?.includes('/')
    ? await api.saveFolderFile({
        projectId: job.projectId,
        dirId: job.dirId,
        fileId: stored.objectId,
        filePath: job.relativePath,
      })
    : await api.saveFile({
        projectId: job.projectId,
        dirId: job.dirId,
        fileId: stored.objectId,
        fileName: job.fileName,
      });
  hooks.onStatus?.('success');
  return { entryId: saved.id, md5: stored.md5, instant: stored.instant, bytesSent: stored.bytesSent };
}

/** What storing a file's bytes needs: no folder, as nothing is saved into one. */
export type ContentJob = Pick<UploadJob, 'file' | 'fileName' | 'md5' | 'uploadKey'>;

export interface Stored {
  /** The stored object, to save by reference (a project file, an example file). */
  objectId: string;
  md5: string;
  instant: boolean;
  bytesSent: number;
}

/**
 * The bytes of a file to storage, without saving it anywhere: MD5, identifier (instant upload
 * after a possession proof) and the transfer, overlapping hashing and sending for large files.
 * runUpload saves the answer into a folder; the back office's example files save it as theirs.
 */
export async function storeContent(
  api: UploadApi,
  job: ContentJob,
  hooks: UploadHooks,
  options: UploadOptions = {},
): Promise<Stored> {
  const transfer = options.transfer ?? presignedTransfer;
  const overlap =
    !job.md5 &&
    !!transfer.begin &&
    (!!job.uploadKey || job.file.size >= (options.overlapFromBytes ?? OVERLAP_FROM_BYTES));
  return overlap
    ? overlapped(api, job, hooks, options, transfer)
    : hashFirst(api, job, hooks, options, transfer);
}

function hashOf(job: ContentJob, hooks: UploadHooks, options: UploadOptions, signal: AbortSignal) {
  if (job.md5) return Promise.resolve(job.md5);
  return (options.hash ?? md5OfBlob)(job.file, {
    resume: hooks.hashResume,
    onCheckpoint: hooks.onHashCheckpoint,
    onProgress: (done) => hooks.onProgress?.('hash', done, job.file.size),
    signal,
  });
}

/** The identifier, answering its possession challenge when the content is someone else's. */
async function identifyContent(api: UploadApi, file: Blob, md5: string): Promise<Identification> {
  const found = await api.identify(md5, file.size);
  if (!found.challenge) return found;
  const proof = await possessionProof(file, found.challenge);
  return api.identify(md5, file.size, { challengeId: found.challenge.challengeId, proof });
}

/** Hash, then ask the identifier, then send only when the content is not stored yet. */
async function hashFirst(
  api: UploadApi,
  job: ContentJob,
  hooks: UploadHooks,
  options: UploadOptions,
  transfer: ObjectTransfer,
): Promise<Stored> {
  const md5 = await hashOf(job, hooks, options, hooks.signal);
  hooks.onHashed?.(md5);
  hooks.signal.throwIfAborted();
  hooks.onStatus?.('waiting');
  const found = await identifyContent(api, job.file, md5);
  const input: TransferInput = { api, file: job.file, md5, fileName: job.fileName, hooks, options };
  if (found.isSecond) {
    // A provisional upload begun by an earlier run is not needed any more.
    if (job.uploadKey) await api.abortProvisional(job.uploadKey, job.file.size).catch(() => undefined);
    return { objectId: found.id, md5, instant: true, bytesSent: 0 };
  }
  // The hash finished in an earlier run, its parts did not: go on with that provisional upload.
  const early = job.uploadKey ? await transfer.begin?.({ ...input, uploadKey: job.uploadKey }) : null;
  // A transfer that cannot take over those parts (the upload type changed) leaves them behind.
  if (job.uploadKey && !early)
    await api.abortProvisional(job.uploadKey, job.file.size).catch(() => undefined);
  const sent = early ? await early.finish(md5) : await transfer.send(input);
  return { objectId: sent.objectId, md5, instant: false, bytesSent: sent.bytesSent };
}

/**
 * Hashing and sending at once: parts go to a provisional upload (keyed by a random upload key, not
 * by the MD5) while the file is hashed; once the MD5 is known the identifier is asked at once and,
 * when the content is stored already, the transfer is abandoned (its provisional upload aborted)
 * and the file saved by reference; otherwise the parts are merged as that MD5. Either side failing
 * or the signal aborting stops the other.
 */
async function overlapped(
  api: UploadApi,
  job: ContentJob,
  hooks: UploadHooks,
  options: UploadOptions,
  transfer: ObjectTransfer,
): Promise<Stored> {
  const uploadKey = job.uploadKey ?? newUploadKey();
  if (!job.uploadKey) hooks.onUploadKey?.(uploadKey);
  const stop = new AbortController();
  const signal = AbortSignal.any([hooks.signal, stop.signal]);
  const halt = (error: unknown): never => {
    stop.abort(error);
    throw error;
  };
  const hashing = hashOf(job, hooks, options, signal).catch(halt);
  const beginning = (transfer.begin as NonNullable<ObjectTransfer['begin']>)({
    api,
    file: job.file,
    fileName: job.fileName,
    uploadKey,
    hooks: { ...hooks, signal },
    options,
  })
    .then((early) => {
      early?.parts.catch((error) => stop.abort(error));
      return early;
    })
    .catch(halt);
  let early: EarlyTransfer | null = null;
  try {
    const [md5, begun] = await Promise.all([hashing, beginning]);
    early = begun;
    hooks.onHashed?.(md5);
    signal.throwIfAborted();
    const found = await identifyContent(api, job.file, md5);
    if (found.isSecond) {
      const abandoned = early ? await early.abandon() : { bytesSent: 0 };
      return { objectId: found.id, md5, instant: true, bytesSent: abandoned.bytesSent };
    }
    const input: TransferInput = { api, file: job.file, md5, fileName: job.fileName, hooks, options };
    const sent = early ? await early.finish(md5) : await transfer.send(input);
    return { objectId: sent.objectId, md5, instant: false, bytesSent: sent.bytesSent };
  } catch (error) {
    // Nothing may keep sending after this run ended.
    stop.abort(error);
    throw error;
  }
}
