import { type Duration, IgnoreMode, RemovalPolicy, Size } from 'aws-cdk-lib';
import { DockerImageCode, DockerImageFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledge, LAMBDA_BASIC_EXECUTION } from '../nag.ts';
import { REPO_ROOT } from '../paths.ts';
import { COMMON_ENV } from '../settings.ts';

export interface ImageWorkerProps {
  /** Dockerfile path relative to the repository root (the build context). */
  dockerfile: string;
  description: string;
  memorySize: number;
  /** /tmp size: a conversion holds the original and its rendition there. */
  ephemeralStorageMiB: number;
  timeout: Duration;
  environment?: Record<string, string>;
}

/**
 * Only what the image build reads goes into the asset (Docker ignore rules: everything, then the
 * workspace manifests, the lockfile, the functions and shared sources and the image's own folder).
 * `cdk synth` stages these files without Docker; `cdk deploy` builds and pushes the image.
 */
const CONTEXT_EXCLUDE = [
  '**',
  '!package.json',
  '!package-lock.json',
  '!*/package.json',
  '!functions/src/**',
  '!shared/src/**',
  '!infra/preview-image/**',
  '**/*.test.ts',
  '**/node_modules',
];

/** A workflow worker shipped as a Lambda container image (converters too large for a zip package). */
export class ImageWorker extends DockerImageFunction {
  constructor(scope: Construct, id: string, props: ImageWorkerProps) {
    super(scope, id, {
      code: DockerImageCode.fromImageAsset(REPO_ROOT, {
        file: props.dockerfile,
        exclude: CONTEXT_EXCLUDE,
        ignoreMode: IgnoreMode.DOCKER,
      }),
      description: props.description,
      memorySize: props.memorySize,
      ephemeralStorageSize: Size.mebibytes(props.ephemeralStorageMiB),
      timeout: props.timeout,
      environment: { ...COMMON_ENV, ...props.environment },
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    acknowledge(
      this.role!,
      LAMBDA_BASIC_EXECUTION,
      'AWSLambdaBasicExecutionRole grants only CloudWatch Logs stream creation and writes for this function.',
    );
  }
}
