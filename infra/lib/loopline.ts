import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.ts';
import { DataStack } from './data-stack.ts';
import { RealtimeStack } from './realtime-stack.ts';
import { APP_NAME } from './settings.ts';
import { WebStack } from './web-stack.ts';
import { WorkflowsStack } from './workflows-stack.ts';

export interface LooplineOptions {
  /** The built SPA to publish; see frontendDist(). */
  siteDir?: string;
  /** Origins allowed by the files bucket's CORS rule. */
  corsOrigins?: string[];
}

export interface Loopline {
  data: DataStack;
  realtime: RealtimeStack;
  workflows: WorkflowsStack;
  api: ApiStack;
  web: WebStack;
}

/**
 * The whole deployment, env-agnostic (no account/region lookups, so synth runs offline).
 * References only flow one way — data → realtime → workflows → api → web — so the stacks form no
 * cycle: grants are managed policies owned by the producing stack and attached by the consumer.
 */
export function buildLoopline(app: App, options: LooplineOptions = {}): Loopline {
  const data = new DataStack(app, `${APP_NAME}-Data`, {
    description: 'Loopline data: single table, connections table, files bucket',
    corsOrigins: options.corsOrigins,
  });
  const realtime = new RealtimeStack(app, `${APP_NAME}-Realtime`, {
    description: 'Loopline WebSocket API',
    data,
  });
  const workflows = new WorkflowsStack(app, `${APP_NAME}-Workflows`, {
    description: 'Loopline state machines and workers',
    data,
    realtime,
  });
  const api = new ApiStack(app, `${APP_NAME}-Api`, {
    description: 'Loopline REST API from the route manifest',
    data,
    realtime,
    workflows,
  });
  const web = new WebStack(app, `${APP_NAME}-Web`, {
    description: 'Loopline CloudFront distribution and SPA',
    restApi: api.api,
    socketApi: realtime.api,
    siteDir: options.siteDir,
  });
  Tags.of(app).add('app', 'loopline');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { data, realtime, workflows, api, web };
}
