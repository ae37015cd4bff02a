import type { PlatformProjectRow } from '@loopline/shared/contracts/platformOps';
import type { EntityItem } from 'electrodb';
import { conditionFailed } from '../entities/errors.ts';
import { entityPage } from '../entities/paging.ts';
import { project } from '../entities/project.ts';
import { pageOf } from '../lib/envelope.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { RowScope } from '../lib/policies/dataScope.ts';

type ProjectItem = EntityItem<typeof project>;

const toRow = (p: ProjectItem): PlatformProjectRow => ({
  id: p.id,
  projectName: p.projectName,
  memo: p.memo ?? '',
  createUser: p.createUser,
  isDefault: p.isDefault,
  status: p.status === 0 ? 0 : 1,
  memberCount: p.memberCount,
  createTime: p.createTime,
  updateTime: p.updateTime,
});

export interface ProjectFilter {
  current: number;
  size: number;
  projectName?: string;
  status?: 0 | 1;
  /** The caller's data scope of projects (spec 3 §6); all of the tenant's when absent. */
  scope?: RowScope;
}

/**
 * The tenant's projects, newest first: one query of the tenant's project index, with the name and
 * status as a filter on it (never a table scan).
 */
export async function listTenantProjects(caller: Pick<Caller, 'tenantId'>, filter: ProjectFilter) {
  const { projectName, status } = filter;
  const scope = filter.scope ?? { kind: 'all' };
  // Projects have no department: a department scope (not offered for projects) would see nothing.
  if (scope.kind === 'depts') return pageOf([], filter.current, filter.size);
  const query = project.query.tenantProjects({ tenantId: caller.tenantId }).where((attr, op) =>
    [
      projectName ? op.contains(attr.projectName, projectName) : '',
      // Items written before the status existed carry none: they are normal.
      status === 0
        ? op.eq(attr.status, 0)
        : status === 1
          ? `(${op.notExists(attr.status)} OR ${op.eq(attr.status, 1)})`
          : '',
      scope.kind === 'own' ? op.eq(attr.createUser, scope.userId) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
  const page = await entityPage(project, query, {
    current: filter.current,
    size: filter.size,
    order: 'desc',
  });
  return { ...page, records: page.records.map(toRow) };
}

/**
 * Disables (0) or re-enables (1) a project of the caller's tenant. A disabled project stays readable
 * for its members; every write is refused by the access checks (access/checks.ts).
 */
export async function setProjectStatus(
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  status: 0 | 1,
  now = new Date(),
) {
  const found = await project.get({ id }).go();
  if (!found.data || found.data.tenantId !== caller.tenantId) throw new NotFoundError('project.notFound');
  try {
    const updated = await project
      .patch({ id })
      .set({ status, updateTime: now.toISOString() })
      .where((attr, op) => op.eq(attr.tenantId, caller.tenantId))
      .go({ response: 'all_new' });
    return toRow(updated.data as ProjectItem);
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('project.notFound');
    throw error;
  }
}
