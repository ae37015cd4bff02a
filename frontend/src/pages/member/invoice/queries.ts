import { useQuery } from '@tanstack/react-query';
import { ordersWithoutInvoice, ownInvoices, tenantInvoices } from '../../../api/invoice.ts';

/** Query keys of the invoice screens (issue 18 item 6). */
export const invoiceKeys = {
  all: ['invoice'] as const,
  uninvoiced: () => ['invoice', 'uninvoiced'] as const,
  own: (current: number, size: number) => ['invoice', 'own', current, size] as const,
  tenant: (current: number, size: number) => ['invoice', 'tenant', current, size] as const,
};

export const useOrdersWithoutInvoice = () =>
  useQuery({ queryKey: invoiceKeys.uninvoiced(), queryFn: ordersWithoutInvoice });
export const useOwnInvoices = (current: number, size: number) =>
  useQuery({ queryKey: invoiceKeys.own(current, size), queryFn: () => ownInvoices({ current, size }) });
export const useTenantInvoices = (current: number, size: number) =>
  useQuery({ queryKey: invoiceKeys.tenant(current, size), queryFn: () => tenantInvoices({ current, size }) });
