import { DATA_SCOPES, type DataScopeKind, type DataScopeModule } from '@loopline/shared/console/dataScopes';

/** Which rows of a list an administrator may see (spec 3 §6 data scopes), decided without I/O. */
export type RowScope =
  | { kind: 'all' }
  | { kind: 'depts'; deptIds: string[] }
  | { kind: 'own'; userId: string };

export interface DataGrants {
  superRole: boolean;
  dataScopes: ReadonlySet<string>;
}

const WIDTH: Record<DataScopeKind, number> = { all: 3, deptTree: 2, dept: 1, own: 0 };

/** `id` and every department below it, over a tenant's departments. */
export function deptAndBelow(depts: readonly { id: string; parentId: string }[], id: string): Set<string> {
  const found = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of depts) {
      if (!found.has(d.id) && found.has(d.parentId)) {
        found.add(d.id);
        grew = true;
      }
    }
  }
  return found;
}

/** The widest scope of `module` granted, or null when none is (then the list is not limited). */
export function grantedKind(module: DataScopeModule, grants: DataGrants | null): DataScopeKind | null {
  if (!grants || grants.superRole) return null;
  let widest: DataScopeKind | null = null;
  for (const scope of DATA_SCOPES) {
    if (scope.module !== module || !grants.dataScopes.has(scope.code)) continue;
    if (!widest || WIDTH[scope.kind] > WIDTH[widest]) widest = scope.kind;
  }
  return widest;
}

/**
 * The rows an administrator sees in `module`'s list. A caller with no department under a department
 * scope sees nothing of it (an empty department list), never everything.
 */
export function rowScope(
  module: DataScopeModule,
  grants: DataGrants | null,
  caller: { userId: string; deptId: string },
  depts: readonly { id: string; parentId: string }[],
): RowScope {
  const kind = grantedKind(module, grants);
  if (kind === null || kind === 'all') return { kind: 'all' };
  if (kind === 'own') return { kind: 'own', userId: caller.userId };
  if (!caller.deptId) return { kind: 'depts', deptIds: [] };
  const ids = kind === 'dept' ? new Set([caller.deptId]) : deptAndBelow(depts, caller.deptId);
  return { kind: 'depts', deptIds: [...ids].sort() };
}

/** Does `scope` let its holder see a row with these owners? (The lists apply the same rule as a filter.) */
export function scopeAllowsRow(
  scope: RowScope,
  row: { deptIds?: readonly string[]; ownerId?: string },
): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'own') return row.ownerId === scope.userId;
  return (row.deptIds ?? []).some((id) => scope.deptIds.includes(id));
}
