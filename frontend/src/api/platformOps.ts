import type { Envelope, Page } from '@loopline/shared';
import type {
  AccessInfo,
  FileHistoryRecord,
  LoginDayStats,
  LoginRecord,
  ModelShare,
  OnlineProportion,
  OnlineUser,
  PlatformCycleStats,
  PlatformDayStats,
  PlatformProjectRow,
  UserTierStats,
} from '@loopline/shared/contracts/platformOps';
import { http } from './client.ts';

/** The back office's projects, login log, access history and statistics (spec 3 §7). */
export type { AccessInfo, LoginDayStats, LoginRecord, OnlineProportion, OnlineUser, PlatformProjectRow };

const data = <T>(envelope: Envelope<T>) => envelope.data;

/** PlatformProjectQuery's fields (its schema reads strings, so its zod input type is `unknown`). */
export interface PlatformProjectFilter {
  current: number;
  size: number;
  projectName?: string;
  status?: '0' | '1';
}

export const platformProjects = (query: PlatformProjectFilter) =>
  http.get<Page<PlatformProjectRow>>('/api/cloud/project/list', { ...query }).then(data);

export const setPlatformProjectStatus = (id: string, status: 0 | 1) =>
  http.post<PlatformProjectRow>(`/api/cloud/project/updateStatus/${encodeURIComponent(id)}/${status}`);

export interface LoginBehaviorFilter {
  current: number;
  size: number;
  day?: string;
  account?: string;
  result?: 'success' | 'fail';
}

export interface DayRange {
  startDay: string;
  endDay: string;
}

export const loginBehavior = (query: LoginBehaviorFilter) =>
  http.get<Page<LoginRecord>>('/api/cloud/loginLog/behavior', { ...query }).then(data);
export const onlineUsers = () => http.get<OnlineUser[]>('/api/cloud/loginLog/online').then(data);
export const loginStatistics = (range: DayRange) =>
  http.get<LoginDayStats[]>('/api/cloud/loginLog/statistics', { ...range }).then(data);
export const loginAccessInfo = (range: DayRange) =>
  http.get<AccessInfo[]>('/api/cloud/loginLog/accessInfo', { ...range }).then(data);
export const loginOnlineProportion = () =>
  http.get<OnlineProportion>('/api/cloud/loginLog/onlineProportion').then(data);

export const dailyStatistics = (range: DayRange) =>
  http.post<PlatformDayStats[]>('/api/cloud/statistics/page', range).then(data);
export const cycleStatistics = (range: DayRange) =>
  http.post<PlatformCycleStats>('/api/cloud/statistics/cycleStatistics', range).then(data);
export const modelFormats = (range: DayRange) =>
  http.post<ModelShare[]>('/api/cloud/fileHis/statisticsModelFormat', range).then(data);
export const modelSizes = (range: DayRange) =>
  http.post<ModelShare[]>('/api/cloud/fileHis/statisticsModelSize', range).then(data);
export const usersByTier = (range: DayRange) =>
  http.post<UserTierStats>('/api/cloud/statistics/userTier', range).then(data);
export const collectFiles = (range: DayRange) =>
  http.post<PlatformDayStats[]>('/api/cloud/fileHis/collectFiles', range).then(data);

export type { FileHistoryRecord } from '@loopline/shared/contracts/platformOps';

/** FileHistoryQuery's fields (its schema reads strings, so its zod input type is `unknown`). */
export interface FileHistoryFilter {
  current: number;
  size: number;
  day?: string;
  account?: string;
  isModel?: 0 | 1;
}

/** One day's uploads, newest first (cloud/fileHis/page). */
export const fileHistory = (query: FileHistoryFilter) =>
  http.get<Page<FileHistoryRecord>>('/api/cloud/fileHis/page', { ...query }).then(data);
