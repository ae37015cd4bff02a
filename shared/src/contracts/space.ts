import { z } from 'zod';
import { clientIdRule } from '../validation.ts';

/** cloudUserSpace (and the app-permission check): the user space card. Requests and answers. */

export const SpaceUserQuery = z.object({ userId: z.string().min(1).max(64) });
export const AppPermissionBody = z.object({ clientId: clientIdRule });

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
