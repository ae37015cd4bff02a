import {
  type ApiGroupName,
  apiGroupSpecs,
  authorizerSpec,
  logSubscriberSpecs,
  scheduledJobSpecs,
  socketSpec,
  stateMachineSpecs,
  workerSpecs,
} from '@loopline/shared/manifest';
import { activityRoutes } from './activity/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { consoleRoutes } from './console/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { exampleFileRoutes } from './example/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { fileRoutes } from './fileGroup.ts';
import type { ApiGroup, RouteDef } from './lib/http/route.ts';
import { marketingRoutes } from './marketing/routes.ts';
import { orderRoutes } from './membership/routes.ts';
import { noticeRoutes } from './notice/routes.ts';
import { orgRoutes } from './org/routes.ts';
import { adminOrderRoutes } from './pay/adminOrderRoutes.ts';
import { invoiceRoutes } from './pay/invoiceRoutes.ts';
import { refundRoutes } from './pay/refundRoutes.ts';
import { payRoutes } from './pay/routes.ts';
import { pidRoutes } from './pid/routes.ts';
import { platformOpsRoutes } from './platformOps/routes.ts';
import { projectRoutes } from './project/routes.ts';
import { resourceRoutes } from './resource/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { shareRoutes } from './share/index.ts';
import { spaceRoutes } from './space/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { teamRoutes } from './team/routes.ts';
import { ossRoutes } from './upload/index.ts';
import { userRoutes } from './user/routes.ts';

/**
 * The runtime manifest: the groups, functions and state machines of @loopline/shared/manifest, with
 * each API group bound to its route declarations (handlers and schemas). The local cloud mounts the
 * handlers from here. The CDK app reads the data-only manifest instead; its route table
 * (shared/src/manifest/routes.gen.ts) is generated from this one by `npm run routes:gen`, and
 * functions/src/manifest.test.ts fails when the two disagree.
 */
const routesOf: Record<ApiGroupName, RouteDef[]> = {
  auth: authRoutes,
  user: userRoutes,
  system: systemRoutes,
  settings: settingsRoutes,
  content: contentRoutes,
  example: exampleFileRoutes,
  notice: noticeRoutes,
  feedback: feedbackRoutes,
  org: orgRoutes,
  resource: resourceRoutes,
  space: spaceRoutes,
  activity: activityRoutes,
  marketing: marketingRoutes,
  project: projectRoutes,
  team: teamRoutes,
  file: fileRoutes,
  oss: ossRoutes,
  order: orderRoutes,
  share: shareRoutes,
  pid: pidRoutes,
  pay: [...payRoutes, ...invoiceRoutes, ...adminOrderRoutes, ...refundRoutes],

  console: consoleRoutes,

  platformOps: platformOpsRoutes,
};

/** Each group is one Lambda function (the CDK stack and the local adapter agree through the data manifest). */
export const apiGroups: ApiGroup[] = apiGroupSpecs.map((group) => ({
  name: group.name,
  entry: group.entry,
  routes: routesOf[group.name],
}));

/** Functions outside the REST API: the authorizer, the socket, and the workflow workers. */
export const otherFunctions = {
  authorizer: authorizerSpec.entry,
  socket: socketSpec.entry,
  workers: Object.fromEntries(Object.entries(workerSpecs).map(([name, spec]) => [name, spec.entry])) as {
    [name in keyof typeof workerSpecs]: (typeof workerSpecs)[name]['entry'];
  },
};

/** Jobs run on a schedule (EventBridge in the stack; a timer in the local cloud). Rate in minutes. */
export const scheduledJobs = scheduledJobSpecs;

/** State machines in statemachines/; the local cloud runs them all, the stack only those not `localOnly`. */
export const stateMachines = stateMachineSpecs;

/** Consumers of the API groups' log lines (CloudWatch Logs subscriptions; the local cloud's stdout tap). */
export const logSubscribers = logSubscriberSpecs;
