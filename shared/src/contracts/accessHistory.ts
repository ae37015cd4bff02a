import { z } from 'zod';
import { blankToUndefined, calendarDay, paging } from './fragments.ts';
import { idListSchema } from './ids.ts';

/** cloud/accesshistory (spec 3 §7): users' accesses to projects and files, for administrators. */
export const ACCESS_SOURCE_TYPES = ['project', 'file'] as const;
export type AccessSourceType = (typeof ACCESS_SOURCE_TYPES)[number];
/** The longest range one page reads (one small partition per day). */
export const ACCESS_HISTORY_MAX_DAYS = 31;

const INVALID = { error: 'access.invalid' };
const sourceType = z.enum(ACCESS_SOURCE_TYPES, { error: 'access.sourceTypeInvalid' });
const day = z.preprocess(blankToUndefined, calendarDay({ error: 'operateLog.dateInvalid' }).optional());

export const AccessHistoryQuery = z.object({
  ...paging(INVALID),
  accessSourceType: z.preprocess(blankToUndefined, sourceType.default('project')),
  startDate: day,
  endDate: day,
  account: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(100, INVALID).optional()),
});
/** remove: the records' ids (each names its type and day, so a removal is a direct delete). */
export const AccessRemoveQuery = z.object({ ids: idListSchema({ min: 1, max: 1000 }) });
/** remove/all: every record of one source type. */
export const AccessRemoveAllQuery = z.object({ accessSourceType: sourceType });

export interface AccessHistoryView {
  id: string;
  accessSourceType: AccessSourceType;
  sourceId: string;
  /** The project's name, or the file's name (empty when it no longer exists). */
  sourceName: string;
  projectId: string;
  proName: string;
  account: string;
  remoteIp: string;
  operateSystem: string;
  accessTime: string;
}
