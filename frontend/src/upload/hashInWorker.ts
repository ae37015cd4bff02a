import type { HashCheckpoint } from './md5.ts';
import type { HashMessage } from './md5.worker.ts';

/** Hashes a file in a Web Worker (the page stays responsive); abort terminates the worker. */
export function hashInWorker(
  file: Blob,
  options: {
    resume?: HashCheckpoint | null;
    signal: AbortSignal;
    onProgress?: (done: number) => void;
    onCheckpoint?: (checkpoint: HashCheckpoint) => void;
  },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(options.signal.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    if (options.signal.aborted) return stop();
    options.signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<HashMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') options.onProgress?.(message.done);
      else if (message.kind === 'checkpoint') options.onCheckpoint?.(message.checkpoint);
      else {
        options.signal.removeEventListener('abort', stop);
        worker.terminate();
        if (message.kind === 'done') resolve(message.md5);
        else reject(new Error(message.message));
      }
    };
    worker.postMessage({ file, resume: options.resume });
  });
}
