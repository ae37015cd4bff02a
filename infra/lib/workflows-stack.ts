import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunctionBase } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { otherFunctions, scheduledJobs, stateMachines } from '../../functions/src/manifest.ts';
import { ImageWorker } from './constructs/image-worker.ts';
import { ServiceFunction } from './constructs/service-function.ts';
import type { DataStack } from './data-stack.ts';
import { acknowledge } from './nag.ts';
import { STATE_MACHINES_DIR } from './paths.ts';
import type { RealtimeStack } from './realtime-stack.ts';
import { IMAGE_WORKERS, MODEL_WORKERS } from './settings.ts';

export interface WorkflowsStackProps extends StackProps {
  data: DataStack;
  realtime: RealtimeStack;
}

type WorkerName = keyof typeof otherFunctions.workers;

/**
 * The pipelines: one Lambda per worker (separate from the API functions: their dependencies are
 * large) and one Standard state machine per ASL file, its Task resources substituted with the
 * workers' ARNs. Workers push STATUS_UPDATE, so they get the socket endpoint and push access.
 */
export class WorkflowsStack extends Stack {
  readonly workers = new Map<string, LambdaFunctionBase>();
  readonly stateMachines = new Map<string, StateMachine>();

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const { data, realtime } = props;

    for (const [name, entry] of Object.entries(otherFunctions.workers)) {
      const image = IMAGE_WORKERS[name];
      const environment = {
        TABLE_NAME: data.table.tableName,
        CONNECTIONS_TABLE_NAME: data.connectionsTable.tableName,
        FILES_BUCKET: data.filesBucket.bucketName,
        WS_MANAGEMENT_ENDPOINT: realtime.managementEndpoint,
      };
      const worker = image
        ? new ImageWorker(this, `Worker-${name}`, {
            ...image,
            description: `Loopline workflow worker: ${name} (container image)`,
            timeout: Duration.minutes(15),
            environment,
          })
        : new ServiceFunction(this, `Worker-${name}`, {
            entry,
            description: `Loopline workflow worker: ${name}`,
            memorySize: MODEL_WORKERS[name]?.memorySize ?? 2048,
            vendored: MODEL_WORKERS[name]?.vendored,
            timeout: Duration.minutes(15),
            environment,
          });
      for (const policy of [
        data.tableAccess,
        data.connectionsAccess,
        data.filesAccess,
        realtime.pushAccess,
      ]) {
        worker.role!.addManagedPolicy(policy);
      }
      this.workers.set(name, worker);
    }

    // Scheduled jobs: plain functions on an EventBridge rate rule.
    for (const job of scheduledJobs) {
      const fn = new ServiceFunction(this, `Job-${job.name}`, {
        entry: job.entry,
        description: `Loopline scheduled job: ${job.name}`,
        memorySize: 512,
        timeout: Duration.minutes(5),
        environment: {
          TABLE_NAME: data.table.tableName,
          CONNECTIONS_TABLE_NAME: data.connectionsTable.tableName,
          FILES_BUCKET: data.filesBucket.bucketName,
          WS_MANAGEMENT_ENDPOINT: realtime.managementEndpoint,
        },
      });
      for (const policy of [
        data.tableAccess,
        data.connectionsAccess,
        data.filesAccess,
        realtime.pushAccess,
      ]) {
        fn.role!.addManagedPolicy(policy);
      }
      new Rule(this, `Job-${job.name}-Schedule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn)],
      });
    }

    for (const machine of stateMachines) {
      const tasks: Record<string, WorkerName> = machine.tasks;
      const definitionSubstitutions: Record<string, string> = {};
      const invoked: string[] = [];
      for (const [substitution, workerName] of Object.entries(tasks)) {
        const worker = this.workers.get(workerName);
        if (!worker) throw new Error(`State machine ${machine.name} calls unknown worker ${workerName}`);
        definitionSubstitutions[substitution] = worker.functionArn;
        invoked.push(worker.functionArn);
      }
      const stateMachine = new StateMachine(this, `StateMachine-${machine.name}`, {
        stateMachineType: StateMachineType.STANDARD,
        definitionBody: DefinitionBody.fromString(
          readFileSync(join(STATE_MACHINES_DIR, machine.file), 'utf8'),
        ),
        definitionSubstitutions,
        tracingEnabled: true,
        logs: {
          destination: new LogGroup(this, `StateMachine-${machine.name}-Logs`, {
            retention: RetentionDays.THREE_MONTHS,
            removalPolicy: RemovalPolicy.DESTROY,
          }),
          level: LogLevel.ALL,
          includeExecutionData: true,
        },
      });
      // The unqualified ARNs the definition calls, and nothing else (no `:*` versions).
      stateMachine.addToRolePolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [...new Set(invoked)] }),
      );
      acknowledge(
        stateMachine.role,
        'AwsSolutions-IAM5[Resource::*]',
        'Step Functions log delivery (logs:*LogDelivery, DescribeLogGroups, resource policies) and X-Ray trace writes have no resource-level permissions; CDK adds exactly these statements for logging and tracing.',
      );
      this.stateMachines.set(machine.name, stateMachine);
    }
  }
}
