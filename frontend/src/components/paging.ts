/** Paging and people-matching rules shared by every member, team and project list (spec 2 §2/§5/§9). */

/** Member lists page by 100, 200, 500 or 1000 rows, 100 by default. */
export const MEMBER_PAGE_SIZES = [100, 200, 500, 1000] as const;
export const DEFAULT_MEMBER_PAGE_SIZE = 100;

/** Case-insensitive match on account or name (spec 2 §5). */
export function matchesPerson(person: { account: string; memberName?: string }, filter: string): boolean {
  const text = filter.trim().toLowerCase();
  if (!text) return true;
  return (
    person.account.toLowerCase().includes(text) || (person.memberName ?? '').toLowerCase().includes(text)
  );
}

/** One page of a list (1-based). */
export function pageOf<T>(items: readonly T[], current: number, size: number): T[] {
  return items.slice((current - 1) * size, current * size);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
