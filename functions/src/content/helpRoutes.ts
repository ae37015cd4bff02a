import {
  ClientExplainBody,
  ExplainDetailQuery,
  ExplainListQuery,
  ExplainRemoveBody,
  ExplainSubmitBody,
} from '@loopline/shared/contracts/content';
import { roleGrantsOf } from '../lib/console/roleGrants.ts';
import { pageOf } from '../lib/envelope.ts';
import { type Caller, Reply, route } from '../lib/http/route.ts';
import { scopeAccess } from '../lib/policies/apiScope.ts';
import {
  type AreaLimit,
  clientExplains,
  explainDetail,
  listExplains,
  removeExplains,
  submitExplain,
} from './helpContent.ts';

/**
 * The help areas the calling administrator may touch on `path` (the pipeline has already refused those
 * with no access): every area under helpContent, membership and fees under Charges (AREA_GRANTS).
 */
async function areaLimitOf(caller: Caller, path: string): Promise<AreaLimit> {
  const access = scopeAccess(path, await roleGrantsOf(caller.tenantId, caller.roleId));
  return access.kind === 'areas' ? access.areas : undefined;
}

/** cloudExplain (spec 3 §7): help content for administrators, and the client's read of it. */
export const helpRoutes = [
  route({
    method: 'GET',
    path: '/api/cloudExplain/explainManage/list',
    auth: 'admin',
    summary: 'Help questions, paged (current, size; question, area and status filters)',
    query: ExplainListQuery,
    handler: async ({ query, caller }) =>
      pageOf(
        await listExplains(
          caller.tenantId,
          query,
          await areaLimitOf(caller, '/api/cloudExplain/explainManage/list'),
        ),
        query.current,
        query.size,
      ),
  }),
  route({
    method: 'GET',
    path: '/api/cloudExplain/explainManage/detail',
    auth: 'admin',
    summary: 'One help question (id)',
    query: ExplainDetailQuery,
    handler: async ({ query, caller }) =>
      explainDetail(
        caller.tenantId,
        query.id,
        await areaLimitOf(caller, '/api/cloudExplain/explainManage/detail'),
      ),
  }),
  route({
    method: 'POST',
    path: '/api/cloudExplain/explainManage/submit',
    auth: 'admin',
    summary: 'Add a help question, or change one (id); both languages, area, sort and status required',
    body: ExplainSubmitBody,
    handler: async ({ body, caller }) =>
      new Reply(
        await submitExplain(
          caller.tenantId,
          { ...body, status: body.status },
          new Date(),
          await areaLimitOf(caller, '/api/cloudExplain/explainManage/submit'),
        ),
        'explain.saved',
      ),
  }),
  route({
    method: 'POST',
    path: '/api/cloudExplain/explainManage/remove',
    auth: 'admin',
    summary: 'Remove help questions (ids): all or none',
    body: ExplainRemoveBody,
    handler: async ({ body, caller }) => {
      await removeExplains(
        caller.tenantId,
        body.ids,
        await areaLimitOf(caller, '/api/cloudExplain/explainManage/remove'),
      );
      return new Reply(null, 'explain.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloudExplain/explainManage/getClientExplain',
    auth: 'user',
    summary: 'The help centre: shown questions (of one area) in the caller’s language',
    body: ClientExplainBody,
    handler: async ({ body, caller, request }) => clientExplains(caller.tenantId, request.lang, body.area),
  }),
];
