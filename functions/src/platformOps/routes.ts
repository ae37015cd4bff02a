import { PlatformProjectQuery, ProjectStatusParams } from '@loopline/shared/contracts/platformOps';
import { Reply, route } from '../lib/http/route.ts';
import { listTenantProjects, setProjectStatus } from './projects.ts';

/** The back office's projects, login log, access history and statistics (spec 3 §7); all admin-only. */
export const platformOpsRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/project/list',
    auth: 'admin',
    summary: "The tenant's projects for the back office (current, size; projectName, status)",
    query: PlatformProjectQuery,
    handler: async ({ query, caller }) => listTenantProjects(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/project/updateStatus/{id}/{status}',
    auth: 'admin',
    summary: 'Disable (0) or enable (1) a project; a disabled project is read-only for its members',
    params: ProjectStatusParams,
    bodyFormat: 'none',
    handler: async ({ params, caller }) =>
      new Reply(await setProjectStatus(caller, params.id, params.status), 'platformOps.projectStatusSaved'),
  }),
];
