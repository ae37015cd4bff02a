import type { HelpArea } from '@loopline/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkOrderStatus, mergeOffered, ownOrders, paymentList, tierEquities } from '../../api/pay.ts';
import { petalOffered } from '../../api/payPetal.ts';
import { areaExplains, clientPrivileges } from '../../api/privilege.ts';

/** Query keys of the member centre and the order records (issue 18). */
export const payKeys = {
  all: ['pay'] as const,
  catalogue: () => ['pay', 'catalogue'] as const,
  tiers: () => ['pay', 'tiers'] as const,
  privileges: (lang: string) => ['pay', 'privileges', lang] as const,
  explains: (area: HelpArea, lang: string) => ['pay', 'explains', area, lang] as const,
  order: (id: string) => ['pay', 'order', id] as const,
  /** An order's refund parts (querySplitOrder). */
  split: (id: string) => ['pay', 'split', id] as const,
  orders: (current: number, size: number) => ['pay', 'orders', current, size] as const,
  mergeOffered: () => ['pay', 'mergeOffered'] as const,
  petalOffered: () => ['pay', 'petalOffered'] as const,
};

/** Which Huawei Petal Pay kinds are offered: its QR code (PC) and H5 (phone), as hwconfig switches them on. */
export const usePetalOffered = (enabled = true) =>
  useQuery({ queryKey: payKeys.petalOffered(), queryFn: petalOffered, enabled, staleTime: 60_000 });

/** Whether the merged payment's QR codes are offered on a PC (read once per visit). */
export const useMergeOffered = (enabled = true) =>
  useQuery({ queryKey: payKeys.mergeOffered(), queryFn: mergeOffered, enabled, staleTime: 60_000 });

export const useCatalogue = () => useQuery({ queryKey: payKeys.catalogue(), queryFn: paymentList });
export const useTierEquities = (enabled = true) =>
  useQuery({ queryKey: payKeys.tiers(), queryFn: tierEquities, enabled });

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

/** The comparison's privilege rows and one help area (explanation, fee rules), in the reader's language. */
export const usePrivilegeRows = (enabled = true) => {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: payKeys.privileges(i18n.language), queryFn: clientPrivileges, enabled });
};
export const useAreaExplains = (area: HelpArea, enabled = true) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: payKeys.explains(area, i18n.language),
    queryFn: () => areaExplains(area),
    enabled,
  });
};
