import { z } from 'zod';

/**
 * Every id the product issues is URL-safe: UUIDs (users, projects, groups), sortable ids (entries,
 * runs: base 36 and hex), and base64url codes (share links, team links). 64 characters leave room
 * for all of them while keeping any id well inside DynamoDB's key limits.
 */
const ID_MAX_LENGTH = 64;
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The most ids one request may name (a comma-joined form value or an array). */
export const ID_LIST_MAX = 1000;

const ID_INVALID = { error: 'common.idInvalid' };

/** One id, in a path, a query or a body. */
export const IdSchema = z
  .string(ID_INVALID)
  .trim()
  .min(1, ID_INVALID)
  .max(ID_MAX_LENGTH, ID_INVALID)
  .regex(ID_PATTERN, ID_INVALID);

const splitIds = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** The request body limit (1 MB) bounds the raw list; the count is checked once it is split. */
const rawIds = z.union([z.array(z.string(ID_INVALID)), z.string(ID_INVALID)]);

/**
 * Ids as an array or comma-joined (form posts), each a valid id, at most `max` of them (1,000 by
 * default) and at least `min`.
 */
export function idListSchema({ min = 0, max = ID_LIST_MAX }: { min?: number; max?: number } = {}) {
  const ids = z
    .array(IdSchema)
    .max(max, { error: 'common.idListTooLong' })
    .min(min, { error: 'common.required' });
  return rawIds.transform(splitIds).pipe(ids);
}

/** A list that must be given (it may be empty). */
export const IdListSchema = idListSchema();
/** A list that may be missing: missing or empty is []. */
export const OptionalIdListSchema = rawIds
  .optional()
  .transform((v) => splitIds(v ?? []))
  .pipe(z.array(IdSchema).max(ID_LIST_MAX, { error: 'common.idListTooLong' }));

/** An id that may be left out, or sent empty (forms send '' for "none"). */
export const OptionalIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  IdSchema.optional(),
);

/** Ids made by `sortableId()` (notices, feedback, entries): base-36 time then 40 random bits in hex. */
export const SORTABLE_ID = /^[0-9a-z]{9}[0-9a-f]{10}$/;
