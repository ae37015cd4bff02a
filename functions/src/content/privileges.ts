import type { Language } from '@loopline/shared';
import type { ClientPrivilege, Privilege, PrivilegeLimits } from '@loopline/shared/contracts/privilege';
import { conditionFailed } from '../entities/errors.ts';
import { privilege } from '../entities/privilege.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';

/**
 * cloudPrivilege: the membership privileges administrators keep (member-privilege, privilege-contrast),
 * shown to users in the membership comparison after the tiers' own equities.
 */

export interface PrivilegeFilter {
  name?: string;
  status?: number;
}

export type PrivilegeInput = Omit<Privilege, 'id' | 'createTime' | 'updateTime' | 'status'> & {
  id?: string;
  status: number;
};

function recordOf(item: Privilege): Privilege {
  const { limits } = item;
  return {
    id: item.id,
    name: item.name,
    nameEn: item.nameEn,
    unit: item.unit,
    unitEn: item.unitEn,
    description: item.description,
    descriptionEn: item.descriptionEn,
    limits: {
      nonMember: limits.nonMember,
      member: limits.member,
      superMember: limits.superMember,
      enterpriseMember: limits.enterpriseMember,
    },
    sort: item.sort,
    status: item.status === 1 ? 1 : 0,
    createTime: item.createTime,
    updateTime: item.updateTime,
  };
}

const byOrder = (a: Privilege, b: Privilege) => a.sort - b.sort || a.createTime.localeCompare(b.createTime);

export async function listPrivileges(tenantId: string, filter: PrivilegeFilter): Promise<Privilege[]> {
  const { data } = await privilege.query.byTenant({ tenantId }).go({ pages: 'all' });
  const needle = filter.name?.toLowerCase();
  return (data as Privilege[])
    .map(recordOf)
    .sort(byOrder)
    .filter(
      (p) =>
        (!needle || `${p.name} ${p.nameEn}`.toLowerCase().includes(needle)) &&
        (filter.status === undefined || p.status === filter.status),
    );
}

export async function privilegeDetail(tenantId: string, id: string): Promise<Privilege> {
  const { data } = await privilege.get({ tenantId, id }).go();
  if (!data) throw new NotFoundError('privilege.notFound');
  return recordOf(data as Privilege);
}

/** Adds a privilege, or changes one (`id`) as it was read: a change made meanwhile is refused. */
export async function submitPrivilege(
  tenantId: string,
  input: PrivilegeInput,
  now = new Date(),
): Promise<Privilege> {
  const stamp = now.toISOString();
  const { id, ...fields } = input;
  const status = fields.status === 1 ? 1 : 0;
  const limits: PrivilegeLimits = { ...fields.limits };
  if (!id) {
    const created: Privilege = {
      id: sortableId(now),
      ...fields,
      limits,
      status,
      createTime: stamp,
      updateTime: stamp,
    };
    await privilege.create({ tenantId, ...created }).go();
    return created;
  }
  const previous = await privilegeDetail(tenantId, id);
  const next: Privilege = { ...previous, ...fields, limits, status, id, updateTime: stamp };
  try {
    await privilege
      .put({ tenantId, ...next })
      .where((attr, op) => op.eq(attr.updateTime, previous.updateTime))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('privilege.changed');
    throw error;
  }
  return next;
}

/** Removes the privileges (all or none: a missing one refuses the lot). */
export async function removePrivileges(tenantId: string, ids: string[]): Promise<void> {
  try {
    await transactWrite(
      Object.fromEntries(
        ids.map((id) => [
          id,
          txItem(privilege.delete({ tenantId, id }).where((attr, op) => op.exists(attr.id))),
        ]),
      ),
    );
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new NotFoundError('privilege.notFound');
    throw error;
  }
}

/** The shown privileges in the reader's language, in order (the comparison's extra rows). */
export async function clientPrivileges(tenantId: string, lang: Language): Promise<ClientPrivilege[]> {
  return (await listPrivileges(tenantId, { status: 1 })).map((p) => ({
    id: p.id,
    name: lang === 'en' ? p.nameEn : p.name,
    unit: lang === 'en' ? p.unitEn : p.unit,
    description: lang === 'en' ? p.descriptionEn : p.description,
    limits: p.limits,
  }));
}
