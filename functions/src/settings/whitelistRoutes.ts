import {
  WhitelistPageQuery,
  WhitelistRemoveBody,
  WhitelistSaveBody,
  WhitelistUpdateBody,
} from '@loopline/shared/contracts/settings';
import { pageOf } from '../lib/envelope.ts';
import { Reply, route } from '../lib/http/route.ts';
import { whitelist } from './index.ts';

const BASE = '/api/blade-demo/blade/whitelist';

/** blade-demo/blade/whitelist: phone numbers and prefixes sign-up and SMS codes are limited to when on. */
export const whitelistRoutes = [
  route({
    method: 'GET',
    path: `${BASE}/page`,
    auth: 'admin',
    summary: 'Whitelist entries, paged (current, size; phone filter)',
    query: WhitelistPageQuery,
    handler: async ({ query, caller }) =>
      pageOf(await whitelist.page(caller.tenantId, query.phone), query.current, query.size),
  }),
  route({
    method: 'POST',
    path: `${BASE}/save`,
    auth: 'admin',
    summary: 'Add a phone number or prefix (phone, remark)',
    body: WhitelistSaveBody,
    handler: async ({ body, caller }) =>
      new Reply(await whitelist.save(caller.tenantId, body.phone, body.remark), 'param.saved'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/update`,
    auth: 'admin',
    summary: 'Change an entry (id, phone, remark)',
    body: WhitelistUpdateBody,
    handler: async ({ body, caller }) =>
      new Reply(await whitelist.update(caller.tenantId, body.id, body.phone, body.remark), 'param.saved'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/remove`,
    auth: 'admin',
    summary: 'Remove entries (ids): all or none',
    body: WhitelistRemoveBody,
    handler: async ({ body, caller }) => {
      await whitelist.remove(caller.tenantId, body.ids);
      return new Reply(null, 'param.removed');
    },
  }),
];
