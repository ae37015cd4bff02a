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
import { scheduledJobSpecs, stateMachineSpecs, workerSpecs } from '../../shared/src/manifest/index.ts';
import { LooplineFunction } from './constructs/loopline-function.ts';
import type { DataStack } from './data-stack.ts';
import { acknowledge } from './nag.ts';
import { STATE_MACHINES_DIR } from './paths.ts';
import type { RealtimeStack } from './realtime-stack.ts';
import { IMAGE_WORKERS, MODEL_WORKERS } from './settings.ts';

export interface WorkflowsStackProps extends StackProps {
  data: DataStack;
  realtime: RealtimeStack;
}

/**
 * The pipelines: one Lambda per worker (separate from the API functions: their dependencies are
 * large) and one Standard state machine per ASL file, its Task resources substituted with the
 * workers' ARNs. Machines and workers marked `localOnly` in the manifest (the smoke workflow) run
 * in the local cloud only and are not deployed.
 */
export class WorkflowsStack extends Stack {
  readonly workers = new Map<string, LambdaFunctionBase>();
  readonly jobs = new Map<string, LambdaFunctionBase>();
  readonly stateMachines = new Map<string, StateMachine>();

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const resources = { data: props.data, push: props.realtime };

    for (const [name, spec] of Object.entries(workerSpecs)) {
      if (spec.localOnly) continue;
      const image = IMAGE_WORKERS[name];
      const worker = new LooplineFunction(this, `Worker-${name}`, {
        code: image ?? { entry: spec.entry, vendored: MODEL_WORKERS[name]?.vendored },
        description: `Loopline workflow worker: ${name}${image ? ' (container image)' : ''}`,
        memorySize: image?.memorySize ?? MODEL_WORKERS[name]?.memorySize ?? 2048,
        timeout: Duration.minutes(15),
        uses: spec,
        resources,
      });
      this.workers.set(name, worker.function);
    }

    // Scheduled jobs: plain functions on an EventBridge rate rule.
    for (const job of scheduledJobSpecs) {
      const fn = new LooplineFunction(this, `Job-${job.name}`, {
        code: { entry: job.entry },
        description: `Loopline scheduled job: ${job.name}`,
        memorySize: 512,
        timeout: Duration.minutes(5),
        uses: job,
        resources,
      });
      this.jobs.set(job.name, fn.function);
      new Rule(this, `Job-${job.name}-Schedule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn.function)],
      });
    }

    for (const machine of stateMachineSpecs) {
      if (machine.localOnly) continue;
      const definitionSubstitutions: Record<string, string> = {};
      const invoked: string[] = [];
      for (const [substitution, workerName] of Object.entries(machine.tasks)) {
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
