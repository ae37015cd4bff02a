import { openAsBlob } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { md5OfBlob } from '../../frontend/src/upload/md5.ts';

/**
 * The Node stand-in for the SPA's hashing Web Worker: the same `md5OfBlob` in a worker thread. It
 * opens the file by path itself, because file-backed Blobs cannot be posted to a thread.
 */
export type ThreadMessage = { kind: 'progress'; done: number } | { kind: 'done'; md5: string };

parentPort?.once('message', async ({ path }: { path: string }) => {
  const md5 = await md5OfBlob(await openAsBlob(path), {
    onProgress: (done) => parentPort?.postMessage({ kind: 'progress', done } satisfies ThreadMessage),
  });
  parentPort?.postMessage({ kind: 'done', md5 } satisfies ThreadMessage);
});
