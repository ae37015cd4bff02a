import type { Envelope, Page } from '@loopline/shared';
import type { PlatformProjectRow } from '@loopline/shared/contracts/platformOps';
import { http } from './client.ts';

/** The back office's projects, login log, access history and statistics (spec 3 §7). */
export type { PlatformProjectRow };

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
