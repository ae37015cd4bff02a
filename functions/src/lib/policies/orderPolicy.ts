/**
 * Who may read an order's refund parts (querySplitOrder): its buyer, or an administrator of the
 * order's tenant. Another tenant's order is not there at all ('missing'); another user's order of
 * the same tenant is refused ('forbidden').
 */
export function orderReadAccess(
  caller: { userId: string; tenantId: string; isAdmin: boolean },
  order: { userId: string; tenantId: string },
): 'allowed' | 'forbidden' | 'missing' {
  if (order.tenantId !== caller.tenantId) return 'missing';
  if (order.userId === caller.userId || caller.isAdmin) return 'allowed';
  return 'forbidden';
}
