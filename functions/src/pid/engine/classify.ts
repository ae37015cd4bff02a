/**
 * The narrow seam between the recogniser and the tag rules: for a kind of item, does a text match
 * the active rules, and with which fields. The rules themselves (compiled from the dm2d rule rows)
 * live in pid/rules; the recogniser decides the kind from the symbol a text belongs to.
 */
export type TagKind = 'line' | 'equipment' | 'valve' | 'instrument';

export interface TagReading {
  /** The tag as the rules normalise it. */
  tag: string;
  fields: Record<string, string>;
}

export interface TagMatcher {
  match(kind: TagKind, text: string): TagReading | null;
}

/** Splits an ISA instrument tag into function letters, loop number and suffix. */
export function isaParts(tag: string): { letters: string; number: string; suffix: string } | null {
  const m = /^([A-Z]{1,5})[- ]?(\d{1,6})([A-Z]{0,2})$/.exec(tag.trim().toUpperCase());
  if (!m) return null;
  return { letters: m[1] ?? '', number: m[2] ?? '', suffix: m[3] ?? '' };
}

/** Letters that start an ISA-5.1 function (the measured or initiating variable). */
const MEASURED = new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

/** The loop a tag belongs to: the measured variable and the loop number (`F-101`). */
export function loopKey(tag: string): string | null {
  const p = isaParts(tag);
  if (!p || !MEASURED.has(p.letters[0] ?? '')) return null;
  return `${p.letters[0]}-${p.number}`;
}
