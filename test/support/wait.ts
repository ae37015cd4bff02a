import { BACKGROUND_WORK_MS } from './client.ts';

/**
 * Reads until `done` holds, for up to `timeoutMs`: work the local cloud finishes in the background
 * (a provider's notify, a refund's settlement). The deadline is in time, not in tries: on a loaded
 * machine each read takes longer, and a count of tries ran out after a few seconds.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = BACKGROUND_WORK_MS,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
