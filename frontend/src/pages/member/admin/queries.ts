import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ChargeInfoFilter, chargeDirs, queryCharges } from '../../../api/charge.ts';
import { allCharges } from '../../../api/pay.ts';
import { payKeys } from '../queries.ts';

/** Query keys of the price list page (charge directories and the filtered catalogue), under the pay area. */
const chargeKeys = {
  dirs: () => [...payKeys.all, 'admin', 'chargeDirs'] as const,
  all: () => [...payKeys.all, 'admin', 'charges'] as const,
  items: (filter: ChargeInfoFilter) => [...payKeys.all, 'admin', 'chargeQuery', filter] as const,
};

export const useChargeDirs = () => useQuery({ queryKey: chargeKeys.dirs(), queryFn: chargeDirs });

export const useChargeQuery = (filter: ChargeInfoFilter) =>
  useQuery({
    queryKey: chargeKeys.items(filter),
    queryFn: () => queryCharges(filter),
    placeholderData: keepPreviousData,
  });

/** The whole catalogue, whatever the filters (list/all): what each directory holds. */
export const useAllCharges = () => useQuery({ queryKey: chargeKeys.all(), queryFn: allCharges });
