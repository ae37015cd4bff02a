import type { Envelope } from '@loopline/shared';
import type {
  ChargeDir,
  ChargeDirSortBody,
  ChargeDirUpdateInput,
  ChargeInfoFilter,
  ChargePublishBody,
  ChargeSortBody,
} from '@loopline/shared/contracts/chargeAdmin';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { ChargeItem, ChargeKind } from '@loopline/shared/contracts/pay';
import { http } from './client.ts';

/** The back office's charge directories and its catalogue query, ordering and publishing (issue 18). */
export type { ChargeDir, ChargeInfoFilter };

const data = <T>(envelope: Envelope<T>) => envelope.data;

export const chargeDirs = () => http.get<ChargeDir[]>('/api/cloud/charge/dir/query').then(data);
export const renameChargeDir = (input: ChargeDirUpdateInput) =>
  http.post<ChargeDir>('/api/cloud/charge/dir/update', input);
export const sortChargeDirs = (ids: ChargeKind[]) =>
  http.post<ChargeDir[]>('/api/cloud/charge/dir/sort', { ids } satisfies RequestInput<
    typeof ChargeDirSortBody
  >);

/** The catalogue with the page's filters (blank filters left out). */
export const queryCharges = (filter: ChargeInfoFilter) =>
  http
    .get<ChargeItem[]>(
      '/api/cloud/charge/info/query',
      Object.fromEntries(
        Object.entries(filter)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ),
    )
    .then(data);
export const sortCharges = (ids: string[]) =>
  http.post<ChargeItem[]>('/api/cloud/charge/info/updateSort', { ids } satisfies RequestInput<
    typeof ChargeSortBody
  >);
export const publishCharge = (id: string, published: boolean) =>
  http.post<null>('/api/cloud/charge/info/updatePublishState', {
    id,
    published,
  } satisfies RequestInput<typeof ChargePublishBody>);
