import type { DataScopeModule } from '@loopline/shared/console/dataScopes';
import { dept } from '../../entities/dept.ts';
import type { Caller } from '../http/route.ts';
import { grantedKind, type RowScope, rowScope } from '../policies/dataScope.ts';
import { roleGrantsOf } from './roleGrants.ts';

/**
 * The rows the calling administrator may see in `module`'s list (their role's data scopes). The
 * tenant's departments are read only when a department scope applies.
 */
export async function callerRowScope(
  caller: Pick<Caller, 'tenantId' | 'roleId' | 'userId' | 'deptId'>,
  module: DataScopeModule,
): Promise<RowScope> {
  const grants = await roleGrantsOf(caller.tenantId, caller.roleId);
  const kind = grantedKind(module, grants);
  const depts =
    kind === 'deptTree'
      ? (await dept.query.byTenant({ tenantId: caller.tenantId }).go({ pages: 'all' })).data.map((d) => ({
          id: d.id,
          parentId: d.parentId || '0',
        }))
      : [];
  return rowScope(module, grants, caller, depts);
}
