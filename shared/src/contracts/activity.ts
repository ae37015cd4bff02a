import { z } from 'zod';
import { ACTIVITY_LIST_SIZE } from '../account.ts';

/** Marketing activities and the invite code. Requests and answers. */

export const InviteCodeInput = z.object({
  code: z.string({ error: 'invite.codeRequired' }).trim().min(1, { error: 'invite.codeRequired' }).max(16),
});
export const ActiveListQuery = z.object({
  status: z.coerce.number<number | string>().int().default(1),
  size: z.coerce.number<number | string>().int().min(1).max(ACTIVITY_LIST_SIZE).default(ACTIVITY_LIST_SIZE),
  current: z.coerce.number<number | string>().int().min(1).default(1),
});
export const InviteCountQuery = z.object({ eventId: z.string().min(1).max(64) });

export interface Activity {
  id: string;
  eventName: string;
  eventNameEn: string;
  eventType: number;
  eventDesc: string;
  eventDescEn: string;
  rewardStorageBytes: number;
  rewardParseCount: number;
}

export interface InviteCode {
  code: string;
}

export interface InviteCount {
  count: number;
}
