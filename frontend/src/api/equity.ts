import type { MemberTier, Page } from '@loopline/shared';
import type {
  EquityFunctionItem,
  EquityItemsInput,
  EquityRow,
  FunctionItem,
  FunctionItemCode,
  FunctionItemUpdateInput,
} from '@loopline/shared/contracts/equityAdmin';
import type { AdminOrderView } from '@loopline/shared/contracts/payAdmin';
import type { RechargeOrderInput, RechargeOutline } from '@loopline/shared/contracts/rechargeStats';
import { http } from './client.ts';

/** personal-equity's equity family, the function items page and the recharge statistics (issue 18). */
export type { EquityFunctionItem, EquityRow, FunctionItem, FunctionItemCode, RechargeOutline };

export const functionItems = () =>
  http.get<FunctionItem[]>('/api/cloud/functionItem/list').then((e) => e.data);
export const updateFunctionItem = (input: FunctionItemUpdateInput) =>
  http.post<FunctionItem>('/api/cloud/functionItem/update', input);
export const publishFunctionItems = (ids: FunctionItemCode[], status: 0 | 1) =>
  http.post<null>('/api/cloud/functionItem/publish', { ids, status });

/** Every equity in the comparison's order, with its status (equity/sort). */
export const equityRows = () => http.get<EquityRow[]>('/api/cloud/equity/sort').then((e) => e.data);
export const publishEquities = (ids: MemberTier[], status: 0 | 1) =>
  http.post<null>('/api/cloud/equity/publish', { ids, status });
export const removeEquities = (ids: MemberTier[]) => http.post<null>('/api/cloud/equity/remove', { ids });
export const equityItems = (id: MemberTier) =>
  http.post<EquityFunctionItem[]>('/api/cloud/equity/functionItemList', { id }).then((e) => e.data);
export const setEquityItems = (input: EquityItemsInput, attach: boolean) =>
  http.post<EquityFunctionItem[]>(
    `/api/cloud/equity/${attach ? 'addFunctionItems' : 'removeFunctionItems'}`,
    input,
  );

export const rechargeOutline = (range: { from: string; to: string }) =>
  http.post<RechargeOutline>('/api/cloud/pay/success/count/outline', range).then((e) => e.data);
export const settledOrders = (query: RechargeOrderInput) =>
  http.post<Page<AdminOrderView>>('/api/cloud/pay/success/count/queryOrder', query).then((e) => e.data);
