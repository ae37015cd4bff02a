import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminOrderFilter,
  adminOrderDetail,
  adminOrders,
  capacityRecords,
  rechargeProportion,
  rechargeStatistics,
} from '../../../api/payAdmin.ts';
import { payKeys } from '../queries.ts';

/** Query keys of the order screens and the capacity tab, under the pay area's key (issue 18). */
export const payAdminKeys = {
  orders: (filter: AdminOrderFilter) => [...payKeys.all, 'admin', 'orders', filter] as const,
  order: (id: string) => [...payKeys.all, 'admin', 'order', id] as const,
  stats: (from: string, to: string) => [...payKeys.all, 'admin', 'stats', from, to] as const,
  proportion: (from: string, to: string) => [...payKeys.all, 'admin', 'proportion', from, to] as const,
  capacity: (current: number, size: number) => [...payKeys.all, 'capacity', current, size] as const,
};

export const useAdminOrders = (filter: AdminOrderFilter) =>
  useQuery({
    queryKey: payAdminKeys.orders(filter),
    queryFn: () => adminOrders(filter),
    placeholderData: keepPreviousData,
  });

export const useAdminOrder = (id: string | null) =>
  useQuery({
    queryKey: payAdminKeys.order(id ?? ''),
    queryFn: () => adminOrderDetail(id!),
    enabled: Boolean(id),
  });

export const useRechargeStats = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: payAdminKeys.stats(range.from, range.to),
    queryFn: () => rechargeStatistics(range),
  });

export const useRechargeProportion = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: payAdminKeys.proportion(range.from, range.to),
    queryFn: () => rechargeProportion(range),
  });

export const useCapacity = (current: number, size: number) =>
  useQuery({
    queryKey: payAdminKeys.capacity(current, size),
    queryFn: () => capacityRecords({ current, size }),
  });
