import {
  DictDetailQuery,
  DictionaryQuery,
  type DictKind,
  DictListQuery,
  DictRemoveBody,
  DictSubmitBody,
} from '@loopline/shared/contracts/settings';
import { pageOf } from '../lib/envelope.ts';
import { Reply, route } from '../lib/http/route.ts';
import { dicts } from './index.ts';

/** The four admin routes of one dictionary kind, under its path. */
function dictCrud(kind: DictKind, base: '/api/blade-system/dict' | '/api/blade-system/dict-biz') {
  const label = kind === 'system' ? 'System dictionary' : 'Business dictionary';
  return [
    route({
      method: 'GET',
      path: `${base}/list`,
      auth: 'admin',
      summary: `${label}: parents, or the children of parentId, paged (code, dictValue filters)`,
      query: DictListQuery,
      handler: async ({ query, caller }) =>
        pageOf(await dicts.list(caller.tenantId, kind, query), query.current, query.size),
    }),
    route({
      method: 'GET',
      path: `${base}/detail`,
      auth: 'admin',
      summary: `${label}: one entry (id)`,
      query: DictDetailQuery,
      handler: async ({ query, caller }) => dicts.detail(caller.tenantId, kind, query.id),
    }),
    route({
      method: 'POST',
      path: `${base}/submit`,
      auth: 'admin',
      summary: `${label}: add or change an entry (code, dictValue, sort, isSealed; dictKey for children)`,
      body: DictSubmitBody,
      handler: async ({ body, caller }) =>
        new Reply(await dicts.submit(caller.tenantId, kind, body), 'param.saved'),
    }),
    route({
      method: 'POST',
      path: `${base}/remove`,
      auth: 'admin',
      summary: `${label}: remove entries (ids) with the children of removed parents, all or none`,
      body: DictRemoveBody,
      handler: async ({ body, caller }) => {
        await dicts.remove(caller.tenantId, kind, body.ids);
        return new Reply(null, 'param.removed');
      },
    }),
  ];
}

export const dictRoutes = [
  ...dictCrud('system', '/api/blade-system/dict'),
  ...dictCrud('biz', '/api/blade-system/dict-biz'),
  route({
    method: 'GET',
    path: '/api/blade-system/dict-biz/dictionary',
    auth: 'user',
    summary: 'The unsealed options of a business dictionary by code (e.g. platform_version), by sort',
    query: DictionaryQuery,
    handler: async ({ query, caller }) => dicts.dictionary(caller.tenantId, 'biz', query.code),
  }),
];
