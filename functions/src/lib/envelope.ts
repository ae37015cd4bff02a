import type { Envelope, Page } from '@loopline/shared';

export function envelope<T>(data: T, msg = 'success', code = 200): Envelope<T> {
  return { code, success: code === 200, msg, data };
}

export function failure(code: number, msg: string, oauth = false, data: unknown = null): Envelope<unknown> {
  const body: Envelope<unknown> = { code, success: false, msg, data };
  if (oauth) body.error_description = msg;
  return body;
}

export function page<T>(
  records: T[],
  total: number,
  current: number,
  size: number,
  cursor?: string,
): Page<T> {
  return cursor ? { records, total, current, size, cursor } : { records, total, current, size };
}

/** A page of a list already held in memory (small per-user lists: my projects, my teams). */
export function pageOf<T>(rows: T[], current: number, size: number): Page<T> {
  const start = (current - 1) * size;
  return page(rows.slice(start, start + size), rows.length, current, size);
}
