import type { InviteItem, TeamLink } from '../../api/team.ts';

/**
 * The team rules the pages apply before asking the server (spec 2 §5): the phone search runs only
 * at exactly 11 digits, a person is picked once, and links are active, expired or cancelled.
 */

export const PHONE_LENGTH = 11;
const PHONE = /^1\d{10}$/;

/** The phone to search for: the box holds exactly 11 digits (spaces ignored), else null. */
export function searchablePhone(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d+$/.test(digits) && digits.length === PHONE_LENGTH ? digits : null;
}

/** A phone an SMS or invitation can go to: 1 followed by 10 digits. */
export const isPhone = (value: string) => PHONE.test(value);

/** Someone picked in the invite dialog: a registered user, or a phone nobody registered yet. */
export interface InviteEntry {
  phone: string;
  /** The registered user's id; absent for an unregistered phone. */
  userId?: string;
  account?: string;
  memberName?: string;
}

/** Adds a person once: the same user or the same phone twice is 'exists' ("user already exists"). */
export function addEntry(
  list: readonly InviteEntry[],
  entry: InviteEntry,
): { list: InviteEntry[]; problem?: 'exists' } {
  const exists = list.some(
    (item) => (entry.userId && item.userId === entry.userId) || (entry.phone && item.phone === entry.phone),
  );
  return exists ? { list: [...list], problem: 'exists' } : { list: [...list, entry] };
}

/** The body of inviteMembers: registered people by id, the others by phone. */
export function inviteItems(list: readonly InviteEntry[]): InviteItem[] {
  return list.map((entry) => (entry.userId ? { fkMemberId: entry.userId } : { phone: entry.phone }));
}

export type LinkState = 'active' | 'expired' | 'cancelled';

/** Whether a link can still be used: cancelled, past its expiry, or active. */
export function linkState(link: Pick<TeamLink, 'status' | 'expireTime'>, now = new Date()): LinkState {
  if (link.status === 'cancelled') return 'cancelled';
  if (link.expireTime && new Date(link.expireTime).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Newest first by an ISO time field. */
export function newestFirst<T>(rows: readonly T[], time: (row: T) => string): T[] {
  return [...rows].sort((a, b) => time(b).localeCompare(time(a)));
}
