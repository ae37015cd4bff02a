import {
  ClientSettingBody,
  ClientSettingQuery,
  ClientVersionQuery,
} from '@loopline/shared/contracts/clientSetting';
import { Reply, route } from '../lib/http/route.ts';
import { checkClientVersion, clientSettingDetail, updateClientSetting } from './clientSettings.ts';
import { requireTenantManager } from './tenants.ts';

const BASE = '/api/cloud/client/setting';

/**
 * Client settings (spec 3 §7): the release each client app offers, kept like the OAuth clients by the
 * platform tenant's administrators; the check is public (the sign-in page reads it before anyone signs in).
 */
export const clientSettingRoutes = [
  route({
    method: 'GET',
    path: `${BASE}/detail`,
    auth: 'admin',
    summary: 'One client app’s release settings (clientId): latest and minimum version, download, notice',
    query: ClientSettingQuery,
    handler: async ({ query, caller }) => {
      requireTenantManager(caller);
      return clientSettingDetail(query.clientId);
    },
  }),
  route({
    method: 'POST',
    path: `${BASE}/update`,
    auth: 'admin',
    summary:
      'Save a client app’s release settings: clientId, latestVersion, minVersion (not above the latest), downloadUrl, updateNotice, updateNoticeEn',
    body: ClientSettingBody,
    handler: async ({ body, caller }) => {
      requireTenantManager(caller);
      return new Reply(await updateClientSetting(body, caller.account), 'clientSetting.saved');
    },
  }),
  route({
    method: 'GET',
    path: `${BASE}/check`,
    auth: 'public',
    summary:
      'What a client app should know of its release (clientId, version): the offered download and whether it must or may update',
    query: ClientVersionQuery,
    handler: async ({ query, request }) => checkClientVersion(query.clientId, query.version, request.lang),
  }),
];
