import type { Page } from '@loopline/shared';
import type {
  AccessHistoryView,
  AccessRemoveAllQuery,
  AccessSourceType,
} from '@loopline/shared/contracts/accessHistory';
import type { RequestInput } from '@loopline/shared/contracts/input';
import { http } from './client.ts';

/** cloud/accesshistory (spec 3 §7): accesses to projects and files. */
export type { AccessHistoryView, AccessSourceType } from '@loopline/shared/contracts/accessHistory';

const BASE = '/api/cloud/accesshistory';

export type AccessHistoryFilter = {
  current: number;
  size: number;
  accessSourceType: AccessSourceType;
  account?: string;
  startDate?: string;
  endDate?: string;
};

export const accessHistoryPage = (query: AccessHistoryFilter) =>
  http.get<Page<AccessHistoryView>>(`${BASE}/page`, query).then((r) => r.data);
export const removeAccessRecords = (ids: string[]) =>
  http.request<number>(`${BASE}/remove`, { method: 'DELETE', query: { ids: ids.join(',') } });
export const removeAllAccessRecords = (accessSourceType: AccessSourceType) =>
  http.request<number>(`${BASE}/remove/all`, {
    method: 'DELETE',
    query: { accessSourceType } satisfies RequestInput<typeof AccessRemoveAllQuery>,
  });
