import type { UploadApi } from './api.ts';
import { type HashCheckpoint, md5OfBlob, possessionProof } from './md5.ts';
import { type ObjectTransfer, type PartSender, presignedTransfer } from './transfer.ts';

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
  /** How the bytes reach storage: presigned multipart through our API unless the upload type says otherwise. */
  transfer?: ObjectTransfer;
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
 * possession proof), the bytes to storage by the transfer (by default presigned multipart: init,
 * the missing parts at `concurrency` at a time, merge with the parts' ETags), then the file
 * record. Abort the signal to pause: a later run resumes where the transfer can.
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
    const sent = await (options.transfer ?? presignedTransfer).send({
      api,
      file: job.file,
      md5,
      fileName: job.fileName,
      hooks,
      options,
    });
    objectId = sent.objectId;
    bytesSent = sent.bytesSent;
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
