import {
  ProgressDetailQuery,
  ProgressResetBody,
  ProgressSubmitBody,
} from '@loopline/shared/contracts/content';
import { Reply, route } from '../lib/http/route.ts';
import { allProgress, progressOf, resetProgress, saveProgress } from './progress.ts';

/**
 * progress-settings (spec 3 §2): paths are proposed (the spec names only the pages). Administrators
 * edit the stages; a signed-in user reads one kind, for the time left under a bar.
 */
export const progressRoutes = [
  route({
    method: 'GET',
    path: '/api/progress-settings/list',
    auth: 'admin',
    summary: 'Every progress bar’s stages: percent reached and expected seconds',
    handler: async () => allProgress(),
  }),
  route({
    method: 'POST',
    path: '/api/progress-settings/submit',
    auth: 'admin',
    summary: 'Change one progress bar’s stages (kind, stages in order, rising percents ending at 100)',
    body: ProgressSubmitBody,
    handler: async ({ body }) => new Reply(await saveProgress(body.kind, body.stages), 'progress.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/progress-settings/reset',
    auth: 'admin',
    summary: 'Restore one progress bar’s default stages (kind)',
    body: ProgressResetBody,
    handler: async ({ body }) => new Reply(await resetProgress(body.kind), 'progress.reset'),
  }),
  route({
    method: 'GET',
    path: '/api/progress-settings/detail',
    auth: 'user',
    summary: 'One progress bar’s stages (kind), for the time left',
    query: ProgressDetailQuery,
    handler: async ({ query }) => progressOf(query.kind),
  }),
];
