import { z } from 'zod';

/**
 * Pieces of request schemas that many contract groups share. Each group passes its own message key
 * (`{ error: '<group>.invalid' }`), so a refusal still reads in that group's words.
 */
type Problem = { error: string };

/** An empty string or null sent for a field counts as the field left out (forms send empty inputs as ''). */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A whole number from `min` to `max`, sent as a number or as its text; any problem reads `invalid`. */
export const intIn = (invalid: Problem, min: number, max: number) =>
  z.coerce.number<number | string>(invalid).int(invalid).min(min, invalid).max(max, invalid);

/** A list request's page: `current` from 1 (default 1) and `size` up to `maxSize` (default `defaultSize`); blank is the default. */
export const paging = (invalid: Problem, { maxSize = 1000, defaultSize = 100 } = {}) => ({
  current: z.preprocess(blankToUndefined, intIn(invalid, 1, 100_000).default(1)),
  size: z.preprocess(blankToUndefined, intIn(invalid, 1, maxSize).default(defaultSize)),
});

/** True for a day that exists (YYYY-MM-DD, UTC): not 2024-13-45, not 2024-02-31 (which Date.parse rolls into March). */
export const isCalendarDay = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

/** A calendar day as YYYY-MM-DD that exists; any problem reads `invalid`. */
export const calendarDay = (invalid: Problem | string) =>
  z
    .string(invalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
    .refine(isCalendarDay, invalid);

/** A comma-joined list or an array, as form posts and JSON send them: one comma-joined text. */
export const commaList = (value: unknown) =>
  Array.isArray(value)
    ? value.map(String).join(',')
    : value === undefined || value === null
      ? ''
      : String(value);

/** The items of a comma-joined list or an array, trimmed, empty ones left out. */
export const commaItems = (value: unknown) =>
  commaList(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
