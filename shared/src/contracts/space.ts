import { z } from 'zod';
import { MEMBER_TIERS } from '../account.ts';
import { clientIdRule } from '../validation.ts';
import { calendarDay } from './fragments.ts';
import { IdSchema } from './ids.ts';

/** cloudUserSpace (and the app-permission check): the user space card. Requests and answers. */

/** A user's space for administrators: by id, or by account name (the user-tier screen looks people up so). */
export const SpaceUserQuery = z
  .object({
    userId: z.string().min(1).max(64).optional(),
    account: z.string().trim().min(1).max(64).optional(),
  })
  .refine((query) => query.userId !== undefined || query.account !== undefined, {
    message: 'common.required',
    path: ['userId'],
  });
export const AppPermissionBody = z.object({ clientId: clientIdRule });

/**
 * A platform administrator sets a user's membership tier and its validity (issue 15; the console's
 * user page will send more of the user's fields to this route). A paid tier needs `memberDate`, the
 * last day it is valid (YYYY-MM-DD, through the end of that day UTC); the free tier has none.
 */
export const UserTierBody = z
  .object({
    userId: IdSchema,
    memberTier: z.enum(MEMBER_TIERS),
    memberDate: calendarDay('space.memberDateInvalid').optional(),
  })
  .refine((body) => body.memberTier === 'nonMember' || body.memberDate !== undefined, {
    message: 'space.memberDateRequired',
    path: ['memberDate'],
  });
export type UserTierInput = z.input<typeof UserTierBody>;

/** The user space card (spec 2 §2, §3): membership, storage, parse balance. */
export interface UserSpace {
  userId: string;
  account: string;
  avatar: string;
  memberName: string;
  memberNameEn: string;
  memberTier: string;
  memberDate: string;
  personalSpace: number;
  occupySpace: number;
  /** -1: unlimited. */
  parseCount: number;
  canBindInviteCode: boolean;
}
