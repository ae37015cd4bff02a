import { conditionFailed } from '../entities/errors.ts';
import { tenant } from '../entities/tenant.ts';
import { tenantSeats } from '../entities/tenantSeats.ts';
import { txItem } from '../entities/transaction.ts';
import { user as userEntity } from '../entities/user.ts';
import { BadRequestError } from '../lib/errors.ts';

/** A tenant's account limit: a positive number, or null for none (-1, 0 or not set: tenants made before limits). */
export function accountLimit(accountNumber: number | undefined | null): number | null {
  return typeof accountNumber === 'number' && accountNumber > 0 ? accountNumber : null;
}

/**
 * Makes sure the tenant's account count exists. Tenants made before the count get it from their
 * users (an index query, once): every account not deleted. Two first writers racing both count; the
 * first create wins and the other keeps it.
 */
export async function ensureSeats(tenantId: string): Promise<number> {
  const found = await tenantSeats.get({ tenantId }).go();
  if (found.data) return found.data.used;
  const { data } = await userEntity.query
    .byTenant({ tenantId })
    .go({ pages: 'all', attributes: ['userId', 'status'] });
  const used = data.filter((u) => u.status !== 2).length;
  try {
    await tenantSeats.create({ tenantId, used }).go();
    return used;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const again = await tenantSeats.get({ tenantId }).go();
    return again.data?.used ?? used;
  }
}

/** The tenant's account limit as stored now (null: none). */
export async function tenantAccountLimit(tenantId: string): Promise<number | null> {
  const { data } = await tenant.get({ tenantId }).go({ attributes: ['accountNumber'] });
  return accountLimit(data?.accountNumber);
}

/**
 * The transaction item that takes one account of the tenant: the count is raised only while it is
 * below the limit (always when there is none), so the creation it rides with fails as a whole when
 * the tenant is full. Call `ensureSeats` first.
 */
export function takeSeat(tenantId: string, limit: number | null) {
  const raise = tenantSeats.update({ tenantId }).add({ used: 1 });
  return txItem(
    limit === null
      ? raise.where((attr, op) => op.exists(attr.used))
      : raise.where((attr, op) => `${op.exists(attr.used)} AND ${op.lt(attr.used, limit)}`),
  );
}

/**
 * The transaction item that frees one account of the tenant (a deletion). Its only condition is that
 * the count exists (`ensureSeats` first): a deletion is never refused over the count.
 */
export function freeSeat(tenantId: string) {
  return txItem(
    tenantSeats
      .update({ tenantId })
      .subtract({ used: 1 })
      .where((attr, op) => op.exists(attr.used)),
  );
}

/** The 400 a creation gets when the tenant holds as many accounts as its limit allows. */
export const tenantFull = (limit: number) => new BadRequestError('account.tenantFull', { limit });

/**
 * A check before work that would be wasted on a full tenant (sending a sign-up code, spending it):
 * the transaction of the creation stays the rule that holds under concurrency.
 */
export async function requireSeatFree(tenantId: string) {
  const limit = await tenantAccountLimit(tenantId);
  if (limit === null) return;
  if ((await ensureSeats(tenantId)) >= limit) throw tenantFull(limit);
}
