import { deleteObject, staleUnreferenced } from '../objects/index.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Scheduled: deletes stored objects that no entry referenced within a day of their merge (uploads
 * abandoned between merge and save), bytes included. Unfinished multipart uploads are aborted by
 * the bucket's lifecycle rule after 7 days.
 */
export async function handler() {
  return sweepUnreferenced(new Date());
}

export async function sweepUnreferenced(now: Date) {
  const before = new Date(now.getTime() - DAY_MS).toISOString();
  let removed = 0;
  for (;;) {
    const stale = await staleUnreferenced(before);
    if (!stale.length) break;
    for (const object of stale) if (await deleteObject(object)) removed++;
    if (stale.length < 100) break;
  }
  return { removed };
}
