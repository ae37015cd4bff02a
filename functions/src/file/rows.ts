import { type Language, translate } from '@loopline/shared';
import type { Entry } from './model.ts';

/** The entry's parse message in the reader's language (the stored key wins over the stored text). */
export function parseMessageFor(e: Pick<Entry, 'parseMessage' | 'parseMessageKey'>, lang: Language): string {
  return e.parseMessageKey ? translate(e.parseMessageKey, lang) : (e.parseMessage ?? '');
}

/** File-list rows with their parse messages in the reader's language. */
export function localiseRows<T extends Pick<Entry, 'parseMessage' | 'parseMessageKey'>>(
  rows: T[],
  lang: Language,
): T[] {
  return rows.map((r) => (r.parseMessageKey ? { ...r, parseMessage: parseMessageFor(r, lang) } : r));
}
