import type { TagKind, TagMatcher } from '../../functions/src/pid/engine/classify.ts';

/**
 * Common tag forms as regular expressions: the naive baseline's reader, and the recogniser's matcher
 * in harness runs that do not use the dm2d rules.
 */
export const TAG_PATTERNS: Record<TagKind, RegExp> = {
  line: /^(\d+(?:\.\d+)?"?)-([A-Z]{1,4})-(\d{2,6})-([A-Z0-9]{1,5})$/,
  instrument: /^([A-Z]{2,5})-(\d{2,6})([A-Z]?)$/,
  valve: /^([A-Z]{1,4})-(\d{2,6})([A-Z]?)$/,
  equipment: /^([A-Z]{1,2})-(\d{2,6})([A-Z](?:\/[A-Z])*)?$/,
};

export const regexMatcher: TagMatcher = {
  match(kind, text) {
    const t = text.trim().toUpperCase();
    return TAG_PATTERNS[kind].test(t) ? { tag: t, fields: {} } : null;
  },
};
