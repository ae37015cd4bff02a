import { z } from 'zod';
import type { MemberTier } from '../account.ts';
import { blankToUndefined, calendarDay, paging } from './fragments.ts';
import { IdSchema } from './ids.ts';

/** The back office's projects (cloud/project admin rows), login log, access history and statistics (spec 3 §7). */

// ---- Requests ----

const INVALID = { error: 'platformOps.invalid' };
const status01 = z.coerce
  .number<number | string>(INVALID)
  .refine((v) => v === 0 || v === 1, INVALID)
  .transform((v) => v as 0 | 1);

const page = paging(INVALID);

/** `GET /api/cloud/project/list`: every project of the tenant, newest first, by name and status. */
export const PlatformProjectQuery = z.object({
  ...page,
  projectName: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
  status: z.preprocess(blankToUndefined, status01.optional()),
});

/** `POST /api/cloud/project/updateStatus/{id}/{status}`: 1 normal, 0 disabled (read-only for members). */
export const ProjectStatusParams = z.object({ id: IdSchema, status: status01 });

// ---- Answers ----

/** A project row of the back office. */
export interface PlatformProjectRow {
  id: string;
  projectName: string;
  memo: string;
  createUser: string;
  /** 0 normal, 1 a user's default project, 2 the special read-only project. */
  isDefault: number;
  /** 1 normal, 0 disabled by the platform. */
  status: 0 | 1;
  memberCount: number;
  createTime: string;
  updateTime: string;
}

const DAY = calendarDay(INVALID);

/** `GET /api/cloud/loginLog/behavior`: one day's sign-in attempts (default today), newest first. */
export const LoginBehaviorQuery = z.object({
  ...page,
  day: z.preprocess(blankToUndefined, DAY.optional()),
  account: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
  result: z.preprocess(blankToUndefined, z.enum(['success', 'fail'], INVALID).optional()),
});

/** A day range (inclusive) of the statistics, as a query or a POST body; both ends default to the last 30 days. */
export const DayRangeQuery = z.object({
  startDay: z.preprocess(blankToUndefined, DAY.optional()),
  endDay: z.preprocess(blankToUndefined, DAY.optional()),
});

/** A sign-in attempt as the back office lists it. */
export interface LoginRecord {
  id: string;
  at: string;
  account: string;
  userId: string;
  grantType: string;
  clientId: string;
  ip: string;
  userAgent: string;
  result: 'success' | 'fail';
  reason?: string;
}

/** A user signed in recently (the latest successful sign-in). */
export interface OnlineUser {
  userId: string;
  account: string;
  at: string;
  ip: string;
  clientId: string;
  userAgent: string;
}

/** Sign-in counts per day. */
export interface LoginDayStats {
  day: string;
  success: number;
  fail: number;
  active: number;
}

/** Successful sign-ins per client over the range. */
export interface AccessInfo {
  clientId: string;
  count: number;
}

export interface OnlineProportion {
  online: number;
  activeToday: number;
  /** online / activeToday, 0 when nobody signed in today. */
  proportion: number;
}

/** Users, uploads and parses per day (statistics/page, statisticsModelOper, fileHis/collectFiles). */
export interface PlatformDayStats {
  day: string;
  newUsers: number;
  activeUsers: number;
  uploads: number;
  uploadBytes: number;
  parses: number;
}

/** The range's totals (statistics/cycleStatistics). */
export interface PlatformCycleStats {
  startDay: string;
  endDay: string;
  newUsers: number;
  /** Sum of the daily distinct active users. */
  activeUserDays: number;
  uploads: number;
  uploadBytes: number;
  parses: number;
}

/** Uploaded models by format or size bucket over the range. */
export interface ModelShare {
  key: string;
  count: number;
}

/**
 * Users per membership tier. A range that reaches today answers the live counts (moved by the
 * writes that change a tier; `live`, day today); an earlier range, the day's snapshot the hourly
 * reconciliation (platformOps/tierRollup.ts) kept on or before its end; day '' when there is none.
 */
export interface UserTierStats {
  day: string;
  live: boolean;
  tiers: { key: MemberTier; count: number }[];
}

/** A page of one day's uploads (cloud/fileHis/page): newest first, filtered by account, format and models. */
export const FileHistoryQuery = z.object({
  ...page,
  day: z.preprocess(blankToUndefined, DAY.optional()),
  account: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
  fileName: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(255, INVALID).optional()),
  fileSuffix: z.preprocess(
    blankToUndefined,
    z
      .string(INVALID)
      .trim()
      .toLowerCase()
      .max(20, INVALID)
      .regex(/^[a-z0-9]+$/, INVALID)
      .optional(),
  ),
  isModel: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>(INVALID)
      .pipe(z.union([z.literal(0), z.literal(1)], INVALID))
      .optional(),
  ),
});

/** One saved upload in the file history. */
export interface FileHistoryRecord {
  id: string;
  at: string;
  userId: string;
  account: string;
  projectId: string;
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  isModel: 0 | 1;
}
