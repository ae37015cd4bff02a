import { randomUUID } from 'node:crypto';
import { type DeptView, ROOT_PARENT } from '@loopline/shared/contracts/org';
import { BUILT_IN, getUser, setUserDepts, signOutOtherDevices } from '../account/index.ts';
import { dept } from '../entities/dept.ts';
import { firstMatches } from '../entities/paging.ts';
import { user } from '../entities/user.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import { deptAndBelow } from '../lib/policies/dataScope.ts';
import { validParent } from './deptTree.ts';

/** Departments of a tenant (blade-system/dept): read whole, kept as a tree by parentId. */
export async function tenantDepts(tenantId: string): Promise<DeptView[]> {
  const { data } = await dept.query.byTenant({ tenantId }).go({ pages: 'all' });
  return data.map((d) => ({
    id: d.id,
    parentId: d.parentId || ROOT_PARENT,
    deptName: d.deptName,
    fullName: d.fullName || d.deptName,
    sort: d.sort ?? 0,
    remark: d.remark ?? '',
    builtIn: d.id === BUILT_IN.dept.id,
  }));
}

export async function deptDetail(tenantId: string, id: string): Promise<DeptView> {
  const found = (await tenantDepts(tenantId)).find((d) => d.id === id);
  if (!found) throw new NotFoundError('org.deptNotFound');
  return found;
}

/** Filters of dept/list: parts of the name or full name (case-insensitive). */
export function matchesDept(d: DeptView, filter: { deptName?: string; fullName?: string }) {
  const has = (value: string, part?: string) => !part || value.toLowerCase().includes(part.toLowerCase());
  return has(d.deptName, filter.deptName) && has(d.fullName, filter.fullName);
}

export interface DeptInput {
  id?: string;
  parentId: string;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
}

/** Adds a department or changes one; it may move under another, never under itself or below. */
export async function submitDept(tenantId: string, input: DeptInput): Promise<DeptView> {
  const depts = await tenantDepts(tenantId);
  const existing = input.id ? depts.find((d) => d.id === input.id) : undefined;
  if (input.id && !existing) throw new NotFoundError('org.deptNotFound');
  if (existing?.builtIn && input.parentId !== existing.parentId) throw new BadRequestError('org.deptBuiltIn');
  if (!validParent(depts, input.id, input.parentId)) throw new BadRequestError('org.deptParentInvalid');
  const record = {
    tenantId,
    id: existing?.id ?? randomUUID(),
    parentId: input.parentId,
    deptName: input.deptName,
    fullName: input.fullName,
    sort: input.sort,
    remark: input.remark,
  };
  await dept.put(record).go();
  return { ...record, builtIn: existing?.builtIn ?? false };
}

/**
 * Removes departments that have none below them (other than ones removed with them) and no users;
 * the built-in department stays. Everything is checked before anything is removed.
 */
export async function removeDepts(tenantId: string, ids: string[]) {
  const depts = await tenantDepts(tenantId);
  const removing = new Set(ids);
  for (const id of ids) {
    const found = depts.find((d) => d.id === id);
    if (!found) throw new NotFoundError('org.deptNotFound');
    if (found.builtIn) throw new BadRequestError('org.deptBuiltIn');
    if ([...deptAndBelow(depts, id)].some((below) => !removing.has(below))) {
      throw new BadRequestError('org.deptHasChildren');
    }
  }
  // The tenant's user index, filtered, read until the first member (departments are removed rarely).
  const query = user.query
    .byTenant({ tenantId })
    .where((attr, op) => ids.map((id) => op.contains(attr.deptIds, id)).join(' OR '));
  const members = await query.go({ attributes: ['userId'], ...firstMatches(query, 1) });
  if (members.data.length > 0) throw new BadRequestError('org.deptHasUsers');
  await dept.delete(ids.map((id) => ({ tenantId, id }))).go();
}

/**
 * Puts users of the tenant in one department. Their devices are signed out: the token carries the
 * session department the data scopes read.
 */
export async function assignDept(tenantId: string, userIds: string[], deptId: string) {
  await deptDetail(tenantId, deptId);
  const users = await Promise.all(userIds.map((id) => getUser(id)));
  if (users.some((u) => !u || u.tenantId !== tenantId)) throw new NotFoundError('account.notFound');
  for (const userId of userIds) {
    await setUserDepts(userId, [deptId]);
    await signOutOtherDevices(userId);
  }
}
