import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Runtime, type Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledge, LAMBDA_BASIC_EXECUTION } from '../nag.ts';
import { FUNCTIONS_SRC, LOCK_FILE, REPO_ROOT } from '../paths.ts';
import { COMMON_ENV } from '../settings.ts';
import { copyCommands, dependencyClosure } from './vendor.ts';

export interface ServiceFunctionProps {
  /** Module path relative to functions/src exporting `handler` (as in the manifest). */
  entry: string;
  description: string;
  environment?: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
  /** X-Ray tracing (the API groups trace with Powertools Tracer). */
  tracing?: Tracing;
  /** Packages kept out of the bundle and copied beside it (see FILE_READING_PACKAGES). */
  vendored?: readonly string[];
}

/**
 * ESM shim: bundled CommonJS code may `require` Node built-ins, which an ES module cannot do
 * without a `require` of its own. (Packages that read files beside their code are vendored instead.)
 */
const ESM_BANNER =
  "import { createRequire as __looplineCreateRequire } from 'node:module'; const require = __looplineCreateRequire(import.meta.url);";

/**
 * A Lambda function from functions/src: Node 22, ESM, bundled by the local esbuild (never Docker),
 * with the AWS SDK v3 left to the runtime, source maps, and a log group kept for a month.
 */
export class ServiceFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const vendored = props.vendored ?? [];
    const closure = dependencyClosure(vendored, join(REPO_ROOT, 'functions'));
    super(scope, id, {
      entry: join(FUNCTIONS_SRC, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      tracing: props.tracing,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: { ...COMMON_ENV, ...props.environment },
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        externalModules: ['@aws-sdk/*', ...vendored],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        banner: ESM_BANNER,
        forceDockerBundling: false,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => copyCommands(closure, outputDir),
        },
      },
    });
    acknowledge(
      this.role!,
      LAMBDA_BASIC_EXECUTION,
      'AWSLambdaBasicExecutionRole grants only CloudWatch Logs stream creation and writes for this function.',
    );
    acknowledge(
      this,
      'AwsSolutions-L1',
      'Node.js 22 is the platform the design fixes for every part (local cloud, tests, Lambda); moving to a newer runtime is a deliberate, tested upgrade, not a synth-time default.',
    );
  }
}
