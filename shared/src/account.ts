import { z } from 'zod';
import { displayWidth, emailRule } from './validation.ts';

/** Account constants of spec 2 §5, §9 shared by the API and the SPA. */
export const AVATAR_MAX_BYTES = 500 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const DELETION_COOLING_DAYS = 7;
export const SENSITIVE_CHANGE_BLOCK_DAYS = 3;
export const USERNAME_CHANGE_DAYS = 365;
export const ACTIVITY_LIST_SIZE = 999;
/** Identity tickets (password or code checked) allow sensitive changes for this long. */
export const IDENTITY_TICKET_SECONDS = 600;

/** Nickname: up to 10 Chinese or 20 characters (a Chinese character counts as 2). */
export const nickNameRule = z
  .string()
  .trim()
  .refine((v) => displayWidth(v) <= 20, { error: 'profile.nickNameLength' });

export const realNameRule = z.string().trim().max(20, { error: 'profile.realNameLength' });

export const shortTextRule = (max: number) => z.string().trim().max(max, { error: 'profile.textTooLong' });

/** YYYY-MM-DD, a real date, not in the future; empty clears it. */
export const birthdayRule = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) &&
        v <= new Date().toISOString().slice(0, 10)),
    { error: 'profile.birthdayInvalid' },
  );

export const requiredEmailRule = z.string({ error: 'login.tip4' }).trim().toLowerCase().pipe(emailRule);

/** Gender: 0 not said, 1 male, 2 female. */
export const GENDERS = [0, 1, 2] as const;

/** Membership tiers (spec 2 §3); `nonMember` is everybody's default. */
export const MEMBER_TIERS = ['nonMember', 'member', 'superMember', 'enterpriseMember'] as const;
export type MemberTier = (typeof MEMBER_TIERS)[number];

/** Storage progress colour (spec 2 §9): green up to 80 %, red at 100 %, percentage rounded down. */
export function storageUsage(
  used: number,
  total: number,
): { percent: number; status: 'ok' | 'warn' | 'full' } {
  if (total <= 0) return { percent: used > 0 ? 100 : 0, status: used > 0 ? 'full' : 'ok' };
  const percent = Math.min(100, Math.floor((used / total) * 100));
  return { percent, status: percent >= 100 ? 'full' : percent > 80 ? 'warn' : 'ok' };
}
