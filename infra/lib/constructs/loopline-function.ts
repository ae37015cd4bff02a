import { join } from 'node:path';
import { Duration, RemovalPolicy, Size } from 'aws-cdk-lib';
import {
  DockerImageFunction,
  type Function as LambdaFunction,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionUses } from '../../../shared/src/manifest/index.ts';
import { acknowledge, LAMBDA_BASIC_EXECUTION } from '../nag.ts';
import { FUNCTIONS_SRC, LOCK_FILE, REPO_ROOT } from '../paths.ts';
import { COMMON_ENV } from '../settings.ts';
import { bundling, type FunctionCode, imageCode, isImage } from './function-code.ts';
import { type Acknowledgement, grantUses, type LooplineResources } from './function-grants.ts';

export interface LooplineFunctionProps {
  code: FunctionCode;
  description: string;
  /** The function's entry in the data-only manifest: the resources and state machines it may use. */
  uses: FunctionUses;
  resources: LooplineResources;
  memorySize?: number;
  timeout?: Duration;
}

/** Why X-Ray's statement names no resource. */
const TRACING: Acknowledgement = {
  id: 'AwsSolutions-IAM5[Resource::*]',
  reason:
    'X-Ray trace writes (xray:PutTraceSegments, xray:PutTelemetryRecords) have no resource-level permissions; CDK adds exactly these for active tracing.',
};

/**
 * Every Loopline Lambda function (API groups, authorizer, socket, workers, scheduled jobs): Node 22
 * code bundled from functions/src or a container image, the common environment, active X-Ray
 * tracing, a log group kept for a month, and exactly the grants its manifest entry declares.
 *
 * The Lambda itself is the child `Default`, which CDK leaves out of logical ids: the functions keep
 * the ids they had before this construct existed, and `function` is what callers wire up.
 */
export class LooplineFunction extends Construct {
  readonly function: LambdaFunction;
  /** Where the function's output goes (log subscriptions read the API groups' lines from here). */
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: LooplineFunctionProps) {
    super(scope, id);
    // A sibling of this construct, as it was before, so its logical id (and its logs) stay.
    this.logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const common = {
      description: props.description,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      environment: { ...COMMON_ENV },
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
    };
    const { code } = props;
    if (isImage(code)) {
      this.function = new DockerImageFunction(this, 'Default', {
        ...common,
        code: imageCode(code),
        ephemeralStorageSize: Size.mebibytes(code.ephemeralStorageMiB),
      });
    } else {
      this.function = new NodejsFunction(this, 'Default', {
        ...common,
        entry: join(FUNCTIONS_SRC, code.entry),
        handler: 'handler',
        runtime: Runtime.NODEJS_22_X,
        projectRoot: REPO_ROOT,
        depsLockFilePath: LOCK_FILE,
        bundling: bundling(code),
      });
      acknowledge(
        this.function,
        'AwsSolutions-L1',
        'Node.js 22 is the platform the design fixes for every part (local cloud, tests, Lambda); moving to a newer runtime is a deliberate, tested upgrade, not a synth-time default.',
      );
    }

    const findings = [TRACING, ...grantUses(this.function, props.uses, props.resources)];
    const role = this.function.role!;
    acknowledge(
      role,
      LAMBDA_BASIC_EXECUTION,
      'AWSLambdaBasicExecutionRole grants only CloudWatch Logs stream creation and writes for this function.',
    );
    // One acknowledgement per finding id: several grants may share one (Resource::*).
    for (const findingId of new Set(findings.map((finding) => finding.id))) {
      const reasons = findings.filter((finding) => finding.id === findingId).map((finding) => finding.reason);
      acknowledge(role, findingId, reasons.join(' '));
    }
  }
}
