import { type DeptNode, type DeptView, ROOT_PARENT } from '@loopline/shared/contracts/org';
import { deptAndBelow } from '../lib/policies/dataScope.ts';

/** Pure tree work over a tenant's departments (read whole: a tenant has at most a few hundred). */

const bySort = (a: DeptView, b: DeptView) => a.sort - b.sort || a.deptName.localeCompare(b.deptName);

/** The departments as a tree, siblings by sort then name; a department whose parent is gone is a root. */
export function deptTree(depts: readonly DeptView[]): DeptNode[] {
  const nodes = new Map(depts.map((d) => [d.id, { ...d, hasChildren: false, children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== ROOT_PARENT ? nodes.get(node.parentId) : undefined;
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  const order = (list: DeptNode[]): DeptNode[] => {
    list.sort(bySort);
    for (const n of list) order(n.children);
    return list;
  };
  return order(roots);
}

/** One level of the tree (lazy-tree / lazy-list): the children of `parentId`, each saying whether it has any. */
export function deptChildren(depts: readonly DeptView[], parentId: string): DeptNode[] {
  const ids = new Set(depts.map((d) => d.id));
  const parentOf = (d: DeptView) =>
    d.parentId !== ROOT_PARENT && ids.has(d.parentId) ? d.parentId : ROOT_PARENT;
  return depts
    .filter((d) => parentOf(d) === parentId)
    .sort(bySort)
    .map((d) => ({ ...d, hasChildren: depts.some((c) => c.parentId === d.id), children: [] }));
}

/** May `id` hang under `parentId`? The parent must exist and not be the department itself or below it. */
export function validParent(depts: readonly DeptView[], id: string | undefined, parentId: string): boolean {
  if (parentId === ROOT_PARENT) return true;
  if (!depts.some((d) => d.id === parentId)) return false;
  return !id || !deptAndBelow(depts, id).has(parentId);
}
