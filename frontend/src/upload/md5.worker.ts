/// <reference lib="webworker" />
import { type HashCheckpoint, md5OfBlob } from './md5.ts';

/** Messages in: a file to hash (optionally from a checkpoint). Out: progress, checkpoints, the digest. */
export type HashRequest = { file: Blob; resume?: HashCheckpoint | null };
export type HashMessage =
  | { kind: 'progress'; done: number }
  | { kind: 'checkpoint'; checkpoint: HashCheckpoint }
  | { kind: 'done'; md5: string }
  | { kind: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<HashRequest>) => {
  const post = (message: HashMessage) => scope.postMessage(message);
  try {
    let last = 0;
    const md5 = await md5OfBlob(event.data.file, {
      resume: event.data.resume,
      onProgress: (done) => post({ kind: 'progress', done }),
      // Saving state costs a little; every 8 slices (16 MB) is enough to resume without much rework.
      onCheckpoint: (checkpoint) => {
        if (checkpoint.offset - last >= 16 * 1024 * 1024 || checkpoint.offset === event.data.file.size) {
          last = checkpoint.offset;
          post({ kind: 'checkpoint', checkpoint });
        }
      },
    });
    post({ kind: 'done', md5 });
  } catch (error) {
    post({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
