import { BadRequestError } from '../lib/errors.ts';

const DAY_MS = 86_400_000;
/** The longest range a statistics call may ask for. */
const MAX_DAYS = 366;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Every day from start to end inclusive (YYYY-MM-DD, UTC). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(start); t <= Date.parse(end); t += DAY_MS) days.push(dayOf(new Date(t)));
  return days;
}

/** A checked range: defaults to the 30 days up to today; start after end or over 366 days is a 400. */
export function dayRange(query: { startDay?: string; endDay?: string }, now = new Date()) {
  const endDay = query.endDay ?? dayOf(now);
  const startDay = query.startDay ?? dayOf(new Date(Date.parse(endDay) - 29 * DAY_MS));
  const start = Date.parse(startDay);
  const end = Date.parse(endDay);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end)
    throw new BadRequestError('platformOps.invalid');
  if ((end - start) / DAY_MS + 1 > MAX_DAYS) throw new BadRequestError('platformOps.rangeTooLong');
  return { startDay, endDay };
}
