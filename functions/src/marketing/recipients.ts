import { phoneRule } from '@loopline/shared';
import type { UserGroup } from '@loopline/shared/contracts/coupon';
import { userDirectory } from '../access/index.ts';
import { getMany } from '../entities/batch.ts';
import { quota } from '../entities/quota.ts';
import { user } from '../entities/user.ts';
import { BadRequestError } from '../lib/errors.ts';

/** Who coupons go to: phones (registered or not) or a user group, resolved to users or phones. */

/** The most people one group issue reaches (one request's work). */
export const GROUP_MAX = 5000;

export interface Recipient {
  /** '' while the phone is not registered: the coupon waits, unbound, for its owner. */
  userId: string;
  phone: string;
}

export interface RefusedRow {
  row: number;
  phone: string;
  reason: 'invalid' | 'duplicate';
}

/** Valid, distinct phones with the users they belong to, and the rows refused (1-based positions). */
export async function resolvePhones(
  tenantId: string,
  phones: readonly string[],
  firstRow = 1,
): Promise<{ recipients: Recipient[]; refused: RefusedRow[] }> {
  const recipients: Recipient[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of phones.entries()) {
    const phone = raw.trim();
    const row = firstRow + i;
    if (!phoneRule.safeParse(phone).success) refused.push({ row, phone, reason: 'invalid' });
    else if (seen.has(phone)) refused.push({ row, phone, reason: 'duplicate' });
    else {
      seen.add(phone);
      const found = await userDirectory.findByPhone(tenantId, phone);
      recipients.push({ userId: found && found.tenantId === tenantId ? found.userId : '', phone });
    }
  }
  return { recipients, refused };
}

/** The tenant's active users, all of them or those whose current tier is the group's. */
export async function resolveGroup(tenantId: string, group: UserGroup): Promise<Recipient[]> {
  const { data } = await user.query
    .byTenant({ tenantId })
    .where((attr, op) => op.eq(attr.status, 1))
    .go({ pages: 'all', attributes: ['userId', 'phone'] });
  if (data.length > GROUP_MAX) throw new BadRequestError('coupon.groupTooLarge', { max: GROUP_MAX });
  const people = data.map((u) => ({ userId: u.userId, phone: u.phone }));
  if (group === 'all') return people;
  const quotas = await getMany(
    quota,
    people.map((p) => ({ userId: p.userId })),
  );
  const tierOf = new Map(quotas.map((q) => [q.userId, q.tier]));
  // No quota yet means the free tier: quotas are created on first use.
  return people.filter((p) => (tierOf.get(p.userId) ?? 'nonMember') === group);
}
