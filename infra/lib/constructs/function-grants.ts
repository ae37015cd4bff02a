import { Aws } from 'aws-cdk-lib';
import { Effect, type IManagedPolicy, type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IConstruct } from 'constructs';
import {
  type AwsResource,
  type FunctionUses,
  stateMachineEnvName,
} from '../../../shared/src/manifest/index.ts';
import { DEFAULT_EMAIL_FROM } from '../settings.ts';

/**
 * What the stacks offer a function: the stores of the data stack (each with its managed policy),
 * the socket API once it exists, and the deployed state machines. The socket function itself is
 * built before its API, so `push` is absent there, and so are the machines outside the API stack.
 */
export interface LooplineResources {
  data: {
    table: { tableName: string };
    connectionsTable: { tableName: string };
    filesBucket: { bucketName: string };
    directUploadRole: IRole;
    settingsKey: { keyArn: string };
    settingsKeyAccess: IManagedPolicy;
    tableAccess: IManagedPolicy;
    connectionsAccess: IManagedPolicy;
    filesAccess: IManagedPolicy;
  };
  push?: { managementEndpoint: string; pushAccess: IManagedPolicy };
  machines?: ReadonlyMap<string, IStateMachine>;
}

/** A cdk-nag finding a grant brings to the function's role, and why it is acceptable. */
export interface Acknowledgement {
  id: string;
  reason: string;
}

const ANY_RESOURCE = 'AwsSolutions-IAM5[Resource::*]';
const SES_IDENTITIES =
  'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]';

/**
 * Grants a function exactly the resources its manifest entry declares, each with the environment
 * variable naming it, and nothing else: a function without `files` has neither FILES_BUCKET nor
 * s3 permissions. Returns the cdk-nag findings these grants bring, with their reasons.
 */
export function grantUses(
  fn: LambdaFunction,
  uses: FunctionUses,
  resources: LooplineResources,
): Acknowledgement[] {
  const { data } = resources;
  const acknowledgements: Acknowledgement[] = [];
  const grant: Record<AwsResource, () => void> = {
    table: () => {
      fn.addEnvironment('TABLE_NAME', data.table.tableName);
      fn.role!.addManagedPolicy(data.tableAccess);
    },
    connections: () => {
      fn.addEnvironment('CONNECTIONS_TABLE_NAME', data.connectionsTable.tableName);
      fn.role!.addManagedPolicy(data.connectionsAccess);
    },
    files: () => {
      fn.addEnvironment('FILES_BUCKET', data.filesBucket.bucketName);
      fn.role!.addManagedPolicy(data.filesAccess);
    },
    push: () => {
      const push = required(resources.push, fn, 'the socket API (push)');
      fn.addEnvironment('WS_MANAGEMENT_ENDPOINT', push.managementEndpoint);
      fn.role!.addManagedPolicy(push.pushAccess);
    },
    sms: () => {
      allowSms(fn);
      acknowledgements.push({
        id: ANY_RESOURCE,
        reason:
          'SMS verification codes are published to phone numbers, which have no resource ARN; a Deny statement beside it rules out every SNS topic.',
      });
    },
    email: () => {
      allowEmail(fn);
      acknowledgements.push({
        id: SES_IDENTITIES,
        reason:
          'SES checks both the sender identity and each recipient address as identities; recipients are only known at run time.',
      });
    },
    directUploads: () => {
      data.directUploadRole.grantAssumeRole(fn.role!);
      fn.addEnvironment('UPLOAD_ROLE_ARN', data.directUploadRole.roleArn);
    },
    settingsKey: () => {
      fn.addEnvironment('SETTINGS_KEY_ID', data.settingsKey.keyArn);
      fn.role!.addManagedPolicy(data.settingsKeyAccess);
    },
  };
  for (const use of uses.uses) grant[use]();
  for (const name of uses.starts ?? []) {
    const machine = required(resources.machines?.get(name), fn, `state machine ${name}`);
    machine.grantStartExecution(fn);
    fn.addEnvironment(stateMachineEnvName(name), machine.stateMachineArn);
  }
  return acknowledgements;
}

function required<T>(value: T | undefined, fn: IConstruct, what: string): T {
  if (value === undefined) throw new Error(`${fn.node.path} uses ${what}, which this stack does not offer`);
  return value;
}

/** Text messages go to phone numbers, which have no ARN; publishing to topics is denied. */
function allowSms(fn: LambdaFunction): void {
  fn.addEnvironment('SMS_PROVIDER', 'sns');
  fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
  fn.addToRolePolicy(
    new PolicyStatement({
      effect: Effect.DENY,
      actions: ['sns:Publish'],
      resources: [`arn:${Aws.PARTITION}:sns:*:*:*`],
    }),
  );
}

/** E-mail goes through SES from the configured sender identity (context `loopline:emailFrom`). */
function allowEmail(fn: LambdaFunction): void {
  const from = (fn.node.tryGetContext('loopline:emailFrom') as string | undefined) ?? DEFAULT_EMAIL_FROM;
  fn.addEnvironment('EMAIL_PROVIDER', 'ses');
  fn.addEnvironment('EMAIL_FROM', from);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
    }),
  );
}
