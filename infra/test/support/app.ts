import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { buildLoopline, type Loopline } from '../../lib/loopline.ts';
import { CDK_JSON } from '../../lib/paths.ts';

/** The feature flags of cdk.json: `new App()` outside the CLI would otherwise use legacy defaults. */
export function cdkContext(): Record<string, unknown> {
  return (JSON.parse(readFileSync(CDK_JSON, 'utf8')) as { context: Record<string, unknown> }).context;
}

export interface TestAppOptions {
  /** Run esbuild for the functions (slow-ish); off by default, the templates do not need it. */
  bundle?: boolean;
  siteDir?: string;
  outdir?: string;
}

/** The whole app as `npm run synth` builds it, cdk-nag included (synth fails on any finding). */
export function testApp(options: TestAppOptions = {}): { app: App } & Loopline {
  const context = { ...cdkContext(), ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) };
  const app = new App({ context, outdir: options.outdir });
  return { app, ...buildLoopline(app, { siteDir: options.siteDir }) };
}

/** CloudFormation resources of a template of one type, as logical id → properties. */
export type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; DependsOn?: string[] }
>;
