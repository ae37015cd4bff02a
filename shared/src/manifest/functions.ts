import type {
  ApiGroupSpec,
  FunctionSpec,
  LogSubscriberSpec,
  ScheduledJobSpec,
  StateMachineSpec,
  WorkerSpec,
} from './types.ts';

/**
 * Every Lambda function of Loopline and what it may touch, as data. The runtime manifest
 * (functions/src/manifest.ts) binds the API groups to their route declarations; the CDK app reads
 * this file alone, so synth never loads function code. `uses`/`starts` are the least privilege each
 * function gets: infra/test/grants.test.ts bundles every entry and fails when the code reads a
 * resource that is not declared here, or when a declared one is no longer read.
 */

/** The REST API: each group is one Lambda function serving the routes declared in its folders. */
const groups = [
  {
    name: 'auth',
    entry: 'auth/handler.ts',
    folders: ['auth'],
    uses: ['table', 'connections', 'push', 'sms', 'email'],
  },
  {
    name: 'user',
    entry: 'user/handler.ts',
    folders: ['user'],
    uses: ['table', 'connections', 'files', 'push', 'sms', 'email'],
  },
  { name: 'system', entry: 'system/handler.ts', folders: ['system'], uses: ['table'] },
  // The back office's system settings: parameters, dictionaries, whitelist, login backgrounds (issue 19).
  { name: 'settings', entry: 'settings/handler.ts', folders: ['settings'], uses: ['table', 'files'] },
  // The back office's content: help (cloudExplain), eip-preferences, progress settings (issue 19).
  { name: 'content', entry: 'content/handler.ts', folders: ['content'], uses: ['table'] },
  // Example files and the users' read-only sample project (issue 19 item 10).
  // Its models parse on the project files' parse state machine.
  {
    name: 'example',
    entry: 'example/handler.ts',
    folders: ['example'],
    uses: ['table', 'files'],
    starts: ['parse'],
  },
  {
    name: 'notice',
    entry: 'notice/handler.ts',
    folders: ['notice'],
    uses: ['table', 'connections', 'push'],
    starts: ['noticeFanout'],
  },
  {
    name: 'feedback',
    entry: 'feedback/handler.ts',
    folders: ['feedback'],
    uses: ['table', 'connections', 'files', 'push'],
  },
  // The back office's departments, posts and regions (issue 19 item 7).
  { name: 'org', entry: 'org/handler.ts', folders: ['org'], uses: ['table', 'connections', 'push'] },
  // SMS and OSS resource configs (blade-resource; issue 19 item 7).
  {
    name: 'resource',
    entry: 'resource/handler.ts',
    folders: ['resource'],
    uses: ['table', 'sms', 'settingsKey'],
  },
  { name: 'space', entry: 'space/handler.ts', folders: ['space'], uses: ['table'] },
  { name: 'activity', entry: 'activity/handler.ts', folders: ['activity'], uses: ['table'] },
  // Coupon rules, coupons and activities in the back office; a user's own coupons.
  { name: 'marketing', entry: 'marketing/handler.ts', folders: ['marketing'], uses: ['table'] },
  // The back office's projects, login log, access history and statistics (spec 3 §7).
  { name: 'platformOps', entry: 'platformOps/handler.ts', folders: ['platformOps'], uses: ['table'] },
  {
    name: 'project',
    entry: 'project/handler.ts',
    folders: ['project'],
    uses: ['table', 'connections', 'files', 'push'],
    starts: ['pushFanout'],
  },
  {
    name: 'team',
    entry: 'team/handler.ts',
    folders: ['team'],
    uses: ['table', 'connections', 'push', 'sms'],
  },
  {
    // `/api/cloud/file/*`: entries and downloads (file/), multipart uploads (upload/),
    // previews and markup (rendition/), model parse/upgrade (model/).
    name: 'file',
    entry: 'file/handler.ts',
    folders: ['file', 'upload', 'rendition', 'model'],
    uses: ['table', 'connections', 'files', 'push'],
    starts: ['deleteSubtree', 'parse', 'preview', 'pushFanout', 'upgrade', 'verifyUpload'],
  },
  {
    // `/api/oss/file/*`: the same multipart uploads under the oss prefix, plus direct uploads.
    name: 'oss',
    entry: 'upload/ossHandler.ts',
    folders: ['upload'],
    uses: ['table', 'files', 'directUploads'],
    starts: ['preview', 'verifyUpload'],
  },
  { name: 'order', entry: 'membership/handler.ts', folders: ['membership'], uses: ['table'] },
  {
    // The back office's roles and menus, operation log and sensitive words (issue 19).
    name: 'console',
    entry: 'console/handler.ts',
    folders: ['console'],
    // sms/email: an administrator's own phone and e-mail change codes (cloud/platformUser).
    uses: ['table', 'connections', 'push', 'sms', 'email'],
  },
  {
    name: 'share',
    entry: 'share/handler.ts',
    folders: ['share'],
    uses: ['table', 'connections', 'files', 'push'],
    starts: ['preview'],
  },
  {
    // P&ID recognition: tag rules (`/api/cloud/dm2d/*`), attributes (`/api/pidAttr`), dictionaries (`/api/dic`).
    name: 'pid',
    entry: 'pid/handler.ts',
    folders: ['pid'],
    uses: ['table', 'files'],
    starts: ['recognise'],
  },
  {
    // Membership catalogue, orders and payments (`/api/blade-pay/*`, cloud/charge, cloud/equity; issue 18).
    name: 'pay',
    entry: 'pay/handler.ts',
    folders: ['pay'],
    // files: the PDF invoices an administrator attaches (pay/invoices.ts); settingsKey: the KMS
    // envelope of the provider settings (pay/configCipher.ts).
    uses: ['table', 'connections', 'files', 'push', 'settingsKey'],
  },
] as const satisfies readonly ApiGroupSpec[];

export type ApiGroupName = (typeof groups)[number]['name'];
export const apiGroupSpecs: readonly (ApiGroupSpec & { name: ApiGroupName })[] = groups;

/** The REST API's REQUEST authorizer (Blade-Auth token and live session). */
export const authorizerSpec: FunctionSpec = { entry: 'lib/auth/authorizer.ts', uses: ['table'] };

/** The WebSocket API's one function: $connect, $disconnect, heartbeat, $default. It never pushes. */
export const socketSpec: FunctionSpec = { entry: 'ws/handler.ts', uses: ['table', 'connections'] };

/** Workers the state machines call. */
const workers = {
  // Proves the local Step Functions runner (Task, Choice, Catch: test/integration/workflow.test.ts).
  // It does no work of the product, so it is not deployed.
  smoke: { entry: 'workers/smoke.ts', uses: [], localOnly: true },
  verifyUpload: { entry: 'workers/verifyUpload.ts', uses: ['table', 'files'] },
  deleteSubtree: { entry: 'workers/deleteSubtree.ts', uses: ['table', 'files'] },
  parseModel: { entry: 'workers/parseModel.ts', uses: ['table', 'connections', 'files', 'push'] },
  upgradeModel: { entry: 'workers/upgradeModel.ts', uses: ['table', 'connections', 'files', 'push'] },
  previewConvert: { entry: 'workers/previewConvert.ts', uses: ['table', 'connections', 'files', 'push'] },
  previewFailed: { entry: 'workers/previewFailed.ts', uses: ['table', 'connections', 'files', 'push'] },
  noticeFanout: { entry: 'workers/noticeFanout.ts', uses: ['table', 'connections', 'push'] },
  pushFanout: { entry: 'workers/pushFanout.ts', uses: ['table', 'connections', 'push'] },
  recognisePid: { entry: 'workers/recognisePid.ts', uses: ['table', 'connections', 'files', 'push'] },
} satisfies Record<string, WorkerSpec>;

type WorkerName = keyof typeof workers;
export const workerSpecs: Readonly<Record<WorkerName, WorkerSpec>> = workers;

/** Jobs run on a schedule (EventBridge in the stack; a timer in the local cloud). */
export const scheduledJobSpecs: readonly ScheduledJobSpec[] = [
  {
    name: 'accountDeletion',
    entry: 'workers/accountDeletion.ts',
    everyMinutes: 60,
    uses: ['table', 'connections', 'push'],
  },
  { name: 'sweepUploads', entry: 'workers/sweepUploads.ts', everyMinutes: 60, uses: ['table', 'files'] },
  // Unpaid orders are payable for 15 minutes (pay/orders.ts); the sweep closes them at the provider and
  // cancels them soon after (one paid meanwhile is settled: ORDER_PAID push), and asks about open refunds;
  // closing and asking go to the providers, so it opens their sealed settings (settingsKey).
  {
    name: 'expireOrders',
    entry: 'workers/expireOrders.ts',
    everyMinutes: 5,
    uses: ['table', 'connections', 'push', 'settingsKey'],
  },
  // Memberships whose validity ended go back to the free tier's equities (membership/lapse.ts).
  { name: 'lapseMemberships', entry: 'workers/lapseMemberships.ts', everyMinutes: 60, uses: ['table'] },
  // Reconciles the live users-by-tier counts, keeps the day's snapshot (platformOps/tierRollup.ts).
  { name: 'rollUpUserTiers', entry: 'workers/rollUpUserTiers.ts', everyMinutes: 60, uses: ['table'] },
];

/**
 * Consumers of the API groups' log lines. The operation log's records and counters, and the access
 * history, are written here, off the request path: the pipeline only prints one audit line per call
 * (lib/console/auditLine.ts).
 */
export const logSubscriberSpecs: readonly LogSubscriberSpec[] = [
  {
    name: 'ingestAudit',
    entry: 'workers/ingestAudit.ts',
    match: { field: 'audit', anyOf: ['operation', 'access'] },
    uses: ['table'],
  },
  // Socket pushes a request hands off its path (lib/realtime/pushLine.ts; the payment notify's ORDER_PAID).
  {
    name: 'deliverPushes',
    entry: 'workers/deliverPushes.ts',
    match: { field: 'push', anyOf: ['users'] },
    uses: ['table', 'connections', 'push'],
  },
];

/** State machines in statemachines/, with the workers their Task states call (by substitution name). */
export const stateMachineSpecs: readonly (StateMachineSpec & {
  tasks: Readonly<Record<string, WorkerName>>;
})[] = [
  { name: 'smoke', file: 'smoke.asl.json', tasks: { SmokeWorkerArn: 'smoke' }, localOnly: true },
  { name: 'verifyUpload', file: 'verifyUpload.asl.json', tasks: { VerifyUploadWorkerArn: 'verifyUpload' } },
  {
    name: 'deleteSubtree',
    file: 'deleteSubtree.asl.json',
    tasks: { DeleteSubtreeWorkerArn: 'deleteSubtree' },
  },
  { name: 'parse', file: 'parse.asl.json', tasks: { ParseWorkerArn: 'parseModel' } },
  { name: 'upgrade', file: 'upgrade.asl.json', tasks: { UpgradeWorkerArn: 'upgradeModel' } },
  {
    name: 'preview',
    file: 'preview.asl.json',
    tasks: { PreviewConvertWorkerArn: 'previewConvert', PreviewFailedWorkerArn: 'previewFailed' },
  },
  { name: 'noticeFanout', file: 'noticeFanout.asl.json', tasks: { NoticeFanoutWorkerArn: 'noticeFanout' } },
  { name: 'pushFanout', file: 'pushFanout.asl.json', tasks: { PushFanoutWorkerArn: 'pushFanout' } },
  { name: 'recognise', file: 'recognise.asl.json', tasks: { RecogniseWorkerArn: 'recognisePid' } },
];

/** Environment variable holding a state machine's ARN, for the functions that start it. */
export function stateMachineEnvName(name: string): string {
  return `STATE_MACHINE_${name.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}_ARN`;
}
