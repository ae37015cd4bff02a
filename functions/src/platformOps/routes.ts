import {
  DayRangeQuery,
  FileHistoryQuery,
  LoginBehaviorQuery,
  PlatformProjectQuery,
  ProjectStatusParams,
} from '@loopline/shared/contracts/platformOps';
import { callerRowScope } from '../lib/console/dataScopes.ts';
import { Reply, route } from '../lib/http/route.ts';
import { fileHistoryPage } from './fileHistory.ts';
import { accessInfo, loginBehavior, loginStatistics, onlineProportion, onlineUsers } from './loginLog.ts';
import { listTenantProjects, setProjectStatus } from './projects.ts';
import { cycleStatistics, dailyStatistics, modelFormats, modelSizes } from './statistics.ts';
import { usersByTier } from './tierRollup.ts';

/** The back office's projects, login log, access history and statistics (spec 3 §7); all admin-only. */
export const platformOpsRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/project/list',
    auth: 'admin',
    summary: "The tenant's projects for the back office (current, size; projectName, status)",
    query: PlatformProjectQuery,
    handler: async ({ query, caller }) =>
      listTenantProjects(caller, { ...query, scope: await callerRowScope(caller, 'project') }),
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

  // The login log: written by the sign-in path (account/loginLog.ts); no route changes it.
  route({
    method: 'GET',
    path: '/api/cloud/loginLog/behavior',
    auth: 'admin',
    summary: "One day's sign-in attempts, newest first (current, size; day, account, result)",
    query: LoginBehaviorQuery,
    handler: async ({ query, caller }) => loginBehavior(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/loginLog/online',
    auth: 'admin',
    summary: 'Users signed in within the last two hours, latest first',
    handler: async ({ caller }) => onlineUsers(caller),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/loginLog/statistics',
    auth: 'admin',
    summary: 'Sign-ins by result and distinct users per day (startDay, endDay; ≤ 366 days)',
    query: DayRangeQuery,
    handler: async ({ query, caller }) => loginStatistics(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/loginLog/accessInfo',
    auth: 'admin',
    summary: 'Successful sign-ins per client over a day range',
    query: DayRangeQuery,
    handler: async ({ query, caller }) => accessInfo(caller, query),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/loginLog/onlineProportion',
    auth: 'admin',
    summary: "Online users against today's signed-in users",
    handler: async ({ caller }) => onlineProportion(caller),
  }),

  // Statistics: read from the daily counters the writes keep (entities/opsCounter.ts).
  route({
    method: 'POST',
    path: '/api/cloud/statistics/page',
    auth: 'admin',
    summary: 'Users, uploads and parses per day (startDay, endDay; ≤ 366 days)',
    body: DayRangeQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => dailyStatistics(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/statistics/statisticsModelOper',
    auth: 'admin',
    summary: 'Model uploads and parses per day (startDay, endDay)',
    body: DayRangeQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => dailyStatistics(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/statistics/cycleStatistics',
    auth: 'admin',
    summary: "The range's totals: new users, active user-days, uploads, bytes, parses",
    body: DayRangeQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => cycleStatistics(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/statistics/userTier',
    auth: 'admin',
    summary: 'Users per membership tier, from the latest daily roll-up in the range (startDay, endDay)',
    body: DayRangeQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => usersByTier(caller, body),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/fileHis/page',
    auth: 'admin',
    summary: "One day's uploads, newest first (current, size; day, account, fileName, fileSuffix, isModel)",
    query: FileHistoryQuery,
    handler: async ({ query, caller }) => fileHistoryPage(caller, query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/fileHis/collectFiles',
    auth: 'admin',
    summary: 'Uploads and uploaded bytes per day (startDay, endDay)',
    body: DayRangeQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => dailyStatistics(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/fileHis/statisticsModelFormat',
    auth: 'admin',
    summary: 'Uploaded models by format over the range',
    body: DayRangeQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => modelFormats(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/fileHis/statisticsModelSize',
    auth: 'admin',
    summary: 'Uploaded models by size bucket over the range',
    body: DayRangeQuery,
    bodyFormat: 'json-or-form',
    handler: async ({ body, caller }) => modelSizes(caller, body),
  }),
];
