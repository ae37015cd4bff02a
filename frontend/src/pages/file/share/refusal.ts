import { isApiError } from '../../../api/errors.ts';

/** What the link page shows instead of the tree. */
export type LinkBlock =
  | { kind: 'code'; error?: string }
  | {
      kind: 'gone';
      reason: 'cancelled' | 'expired' | 'notFound' | 'signIn' | 'forbidden' | 'failed';
      message?: string;
    };

/**
 * Turns a refused link call into what the page shows: the code form (with the server's message when
 * a typed code was wrong or attempts are exhausted), or a page for a link that is cancelled, expired,
 * unknown, members-only, or failed.
 */
export function blockFor(error: unknown): LinkBlock {
  if (!isApiError(error)) return { kind: 'gone', reason: 'failed' };
  const reason = (error.data as { reason?: string } | null)?.reason;
  if (error.code === 410) return { kind: 'gone', reason: reason === 'expired' ? 'expired' : 'cancelled' };
  if (error.code === 404) return { kind: 'gone', reason: 'notFound' };
  if (reason === 'code') return { kind: 'code' };
  if (reason === 'codeWrong' || error.code === 429) return { kind: 'code', error: error.message };
  if (reason === 'signIn') return { kind: 'gone', reason: 'signIn' };
  if (error.code === 403) return { kind: 'gone', reason: 'forbidden', message: error.message };
  return { kind: 'gone', reason: 'failed', message: error.message };
}

/** An extraction code as typed: 4 characters once trimmed (case is ignored by the server). */
export function codeLooksValid(code: string): boolean {
  return /^[A-Za-z0-9]{4}$/.test(code.trim());
}
