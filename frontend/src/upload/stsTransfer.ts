import { uploadData } from '@aws-amplify/storage/internals';
import { Amplify } from 'aws-amplify';
import { isCancelError } from 'aws-amplify/storage';
import { dataOf, type EnvelopePost } from './api.ts';
import { type StsSession, type StsToken, stsSession } from './stsCredentials.ts';
import type { ObjectTransfer, TransferHooks } from './transfer.ts';

/** The server call that registers a directly uploaded object (POST /api/oss/file/copyFile). */
export type RegisterDirectUpload = (body: { key: string; md5: string; fileSize: number }) => Promise<{
  id: string;
}>;

/** Where a file's bytes go under the caller's prefix: by content, so a retry reuses the same key. */
const directKey = (token: Pick<StsToken, 'prefix'>, md5: string, fileSize: number) =>
  `${token.prefix}${md5}-${fileSize}`;

/**
 * Amplify's `customEndpoint` is `host[:port]` and Amplify always adds `https://` (DESIGN §6a):
 * the token's endpoint must be https, and on AWS it is '' (S3's own regional endpoint).
 */
function amplifyEndpoint(endpoint: string): string | undefined {
  if (!endpoint) return undefined;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:')
    throw new Error(`Amplify Storage reaches S3 over https only, not ${endpoint}`);
  return url.host;
}

type AmplifyTask = ReturnType<typeof uploadData>;

interface LiveTask {
  task: AmplifyTask;
  /** The hooks of the run waiting on it now (a resumed item runs again with new hooks). */
  hooks: TransferHooks;
  /** Bytes Amplify reports as sent so far (over all runs). */
  transferred: number;
}

/**
 * The 'sts' upload type (spec 1 §4, spec 2 §7) through Amplify Storage `uploadData`: temporary
 * credentials from the token route (through Amplify's credentials provider, without Cognito),
 * multipart above 5 MB with Amplify's own part size and concurrency, progress from Amplify, and
 * pause/resume/cancel on Amplify's task. The object lands under the caller's prefix; copyFile then
 * registers it and the engine saves the file record exactly as after a presigned merge.
 *
 * A pause (the queue aborts the run's signal) pauses the Amplify task and keeps it; the next run
 * of the same content resumes that task, so parts already sent are not sent again. Amplify keeps
 * that state in memory only: after a page reload the bytes are sent again (the MD5 is not
 * computed again: the queue keeps it).
 */
export function stsTransfer(session: StsSession, register: RegisterDirectUpload): ObjectTransfer {
  Amplify.configure({}, { Auth: { credentialsProvider: session.provider } });
  const live = new Map<string, LiveTask>();
  const keyOf = (md5: string, size: number) => `${md5}:${size}`;

  return {
    async send({ file, md5, hooks }) {
      const id = keyOf(md5, file.size);
      const token = await session.current();
      const path = directKey(token, md5, file.size);
      let entry = live.get(id);
      if (entry) {
        entry.hooks = hooks;
        if (entry.task.state === 'PAUSED') entry.task.resume();
      } else {
        const holder: LiveTask = { hooks, transferred: 0, task: undefined as unknown as AmplifyTask };
        holder.task = uploadData({
          path,
          data: file,
          options: {
            bucket: { bucketName: token.bucketName, region: token.region },
            customEndpoint: amplifyEndpoint(token.endpoint),
            contentType: 'application/octet-stream',
            onProgress: ({ transferredBytes, totalBytes }) => {
              holder.transferred = transferredBytes;
              holder.hooks.onProgress?.('upload', transferredBytes, totalBytes ?? file.size);
            },
          },
        });
        // A task cancelled while paused rejects with nobody waiting on it.
        holder.task.result.catch(() => undefined);
        entry = holder;
        live.set(id, entry);
      }
      hooks.onStatus?.('uploading');
      const { task } = entry;
      const sentBefore = entry.transferred;
      const onAbort = () => {
        // Only a multipart task can pause; a small one is sent again whole on resume.
        if (task.state === 'IN_PROGRESS' && file.size > AMPLIFY_SINGLE_PART_LIMIT) task.pause();
        else {
          live.delete(id);
          task.cancel();
        }
      };
      if (hooks.signal.aborted) onAbort();
      hooks.signal.addEventListener('abort', onAbort, { once: true });
      try {
        // A paused task's result stays pending: the abort below ends this run instead.
        await Promise.race([task.result, abortedPromise(hooks.signal)]);
      } catch (error) {
        if (!hooks.signal.aborted) live.delete(id);
        if (isCancelError(error) && hooks.signal.aborted) hooks.signal.throwIfAborted();
        throw error;
      } finally {
        hooks.signal.removeEventListener('abort', onAbort);
      }
      live.delete(id);
      const registered = await register({ key: path, md5, fileSize: file.size });
      return { objectId: registered.id, bytesSent: file.size - sentBefore };
    },
    async cancel(_api, md5, fileSize) {
      const id = keyOf(md5, fileSize);
      const entry = live.get(id);
      live.delete(id);
      // Amplify aborts the multipart upload on S3 as well.
      if (entry && entry.task.state !== 'SUCCESS') entry.task.cancel();
    },
  };
}

/** Amplify sends files up to 5 MiB with one PutObject (no pause), larger ones multipart. */
const AMPLIFY_SINGLE_PART_LIMIT = 5 * 1024 * 1024;

function abortedPromise(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The 'sts' transfer over the API: credentials from POST /api/oss/file/getStsTemporaryToken,
 * registration by POST /api/oss/file/copyFile.
 */
export function directUploads(post: EnvelopePost): { transfer: ObjectTransfer; session: StsSession } {
  const session = stsSession(() => dataOf(post<StsToken>('/api/oss/file/getStsTemporaryToken', {})));
  const transfer = stsTransfer(session, (body) =>
    dataOf(post<{ id: string }>('/api/oss/file/copyFile', body)),
  );
  return { transfer, session };
}
