import { activityRoutes } from './activity/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { fileRoutes } from './fileGroup.ts';
import type { ApiGroup } from './lib/http/route.ts';
import { orderRoutes } from './membership/routes.ts';
import { noticeRoutes } from './notice/routes.ts';
import { projectRoutes } from './project/routes.ts';
import { shareRoutes } from './share/index.ts';
import { spaceRoutes } from './space/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { teamRoutes } from './team/routes.ts';
import { ossRoutes } from './upload/index.ts';
import { userRoutes } from './user/routes.ts';

/**
 * The single source of truth for the REST API: each group is one Lambda function.
 * CDK builds API Gateway from it and the local adapter mounts the same handlers from it.
 */
export const apiGroups: ApiGroup[] = [
  { name: 'auth', entry: 'auth/handler.ts', routes: authRoutes },
  { name: 'user', entry: 'user/handler.ts', routes: userRoutes },
  { name: 'system', entry: 'system/handler.ts', routes: systemRoutes },
  { name: 'notice', entry: 'notice/handler.ts', routes: noticeRoutes },
  { name: 'feedback', entry: 'feedback/handler.ts', routes: feedbackRoutes },
  { name: 'space', entry: 'space/handler.ts', routes: spaceRoutes },
  { name: 'activity', entry: 'activity/handler.ts', routes: activityRoutes },
  { name: 'project', entry: 'project/handler.ts', routes: projectRoutes },
  { name: 'team', entry: 'team/handler.ts', routes: teamRoutes },
  { name: 'file', entry: 'file/handler.ts', routes: fileRoutes },
  { name: 'oss', entry: 'upload/ossHandler.ts', routes: ossRoutes },
  { name: 'order', entry: 'membership/handler.ts', routes: orderRoutes },
  { name: 'share', entry: 'share/handler.ts', routes: shareRoutes },
];

/** Functions outside the REST API: the authorizer, the socket, and the workflow workers. */
export const otherFunctions = {
  authorizer: 'lib/auth/authorizer.ts',
  socket: 'ws/handler.ts',
  workers: {
    smoke: 'workers/smoke.ts',
    verifyUpload: 'workers/verifyUpload.ts',
    deleteSubtree: 'workers/deleteSubtree.ts',
    parseModel: 'workers/parseModel.ts',
    upgradeModel: 'workers/upgradeModel.ts',
    previewConvert: 'workers/previewConvert.ts',
    previewFailed: 'workers/previewFailed.ts',
  },
} as const;

/** Jobs run on a schedule (EventBridge in the stack; a timer in the local cloud). Rate in minutes. */
export const scheduledJobs = [
  { name: 'accountDeletion', entry: 'workers/accountDeletion.ts', everyMinutes: 60 },
  { name: 'sweepUploads', entry: 'workers/sweepUploads.ts', everyMinutes: 60 },
] as const;

/** State machines in statemachines/, with the workers their Task states call (by substitution name). */
export const stateMachines = [
  { name: 'smoke', file: 'smoke.asl.json', tasks: { SmokeWorkerArn: 'smoke' } },
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
] as const;
