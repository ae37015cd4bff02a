import { useQuery } from '@tanstack/react-query';
import { checkOrderStatus, ownOrders, paymentList, tierEquities } from '../../api/pay.ts';

/** Query keys of the member centre and the order records (issue 18). */
export const payKeys = {
  all: ['pay'] as const,
  catalogue: () => ['pay', 'catalogue'] as const,
  tiers: () => ['pay', 'tiers'] as const,
  order: (id: string) => ['pay', 'order', id] as const,
  orders: (current: number, size: number) => ['pay', 'orders', current, size] as const,
};

export const useCatalogue = () => useQuery({ queryKey: payKeys.catalogue(), queryFn: paymentList });
export const useTierEquities = () => useQuery({ queryKey: payKeys.tiers(), queryFn: tierEquities });

/** An order while its payment dialog is open: read again every 2 s until it leaves "unpaid". */
export function useOrderStatus(orderId: string | undefined) {
  return useQuery({
    queryKey: payKeys.order(orderId ?? ''),
    queryFn: () => checkOrderStatus(orderId!),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'unpaid' ? false : 2000),
  });
}

export const useOwnOrders = (current: number, size: number) =>
  useQuery({ queryKey: payKeys.orders(current, size), queryFn: () => ownOrders({ current, size }) });
