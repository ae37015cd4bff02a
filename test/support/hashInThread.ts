import { Worker } from 'node:worker_threads';
import type { Hasher } from '../../frontend/src/upload/engine.ts';
import type { ThreadMessage } from './md5Thread.ts';

/**
 * A hasher for the file at `path` that runs in a worker thread, as the SPA hashes in a Web Worker
 * (the bench runs under tsx, whose loader the thread inherits). Abort terminates the thread.
 */
export function hashFileInThread(path: string): Hasher {
  return (_file, options) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./md5Thread.ts', import.meta.url));
      const stop = () => {
        void worker.terminate();
        reject(options.signal.reason);
      };
      if (options.signal.aborted) return stop();
      options.signal.addEventListener('abort', stop, { once: true });
      worker.on('error', (error) => {
        options.signal.removeEventListener('abort', stop);
        reject(error);
      });
      worker.on('message', (message: ThreadMessage) => {
        if (message.kind === 'progress') return options.onProgress?.(message.done);
        options.signal.removeEventListener('abort', stop);
        void worker.terminate();
        resolve(message.md5);
      });
      worker.postMessage({ path });
    });
}
