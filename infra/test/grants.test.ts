import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AwsResource,
  apiGroupSpecs,
  authorizerSpec,
  type FunctionUses,
  logSubscriberSpecs,
  scheduledJobSpecs,
  socketSpec,
  stateMachineEnvName,
  stateMachineSpecs,
  workerSpecs,
} from '../../shared/src/manifest/index.ts';
import { SOCKET_STAGE } from '../lib/settings.ts';
import { testApp } from './support/app.ts';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

interface Deployed {
  name: string;
  uses: FunctionUses;
  env: Record<string, unknown>;
  tracing: unknown;
  managedPolicies: string;
  statements: Statement[];
}

/** Every deployed function with its manifest entry, environment, managed policies and inline statements. */
let deployed: Deployed[];
beforeAll(() => {
  const { api, realtime, workflows } = testApp();
  const templates = new Map<Stack, Template>();
  const templateOf = (stack: Stack) => {
    if (!templates.has(stack)) templates.set(stack, Template.fromStack(stack));
    return templates.get(stack)!;
  };
  const inspect = (name: string, fn: LambdaFunction, uses: FunctionUses): Deployed => {
    const stack = Stack.of(fn);
    const resources = templateOf(stack).toJSON().Resources;
    const props = resources[stack.getLogicalId(fn.node.defaultChild as CfnElement)].Properties;
    const roleId = stack.getLogicalId(fn.role!.node.defaultChild as CfnElement);
    const statements = Object.values(templateOf(stack).findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    return {
      name,
      uses,
      env: props.Environment?.Variables ?? {},
      tracing: props.TracingConfig,
      managedPolicies: JSON.stringify(resources[roleId].Properties.ManagedPolicyArns ?? []),
      statements,
    };
  };
  deployed = [
    ...apiGroupSpecs.map((g) => inspect(`group ${g.name}`, api.groupFunctions.get(g.name)!, g)),
    inspect('authorizer', api.authorizerFunction, authorizerSpec),
    inspect('socket', realtime.socketFunction, socketSpec),
    ...[...workflows.workers].map(([name, fn]) =>
      inspect(`worker ${name}`, fn, workerSpecs[name as keyof typeof workerSpecs]),
    ),
    ...scheduledJobSpecs.map((job) => inspect(`job ${job.name}`, workflows.jobs.get(job.name)!, job)),
    ...logSubscriberSpecs.map((s) => inspect(`log subscriber ${s.name}`, api.logSubscribers.get(s.name)!, s)),
  ];
});

const actionsOf = (d: Deployed) => d.statements.flatMap((s) => [s.Action].flat());
const has = (d: Deployed, use: AwsResource) => d.uses.uses.includes(use);

/** The managed policy (data or realtime stack) and the environment variable that come with a resource. */
const STORES = [
  ['table', 'TableAccess', 'TABLE_NAME'],
  ['connections', 'ConnectionsAccess', 'CONNECTIONS_TABLE_NAME'],
  ['files', 'FilesAccess', 'FILES_BUCKET'],
  ['push', 'PushAccess', 'WS_MANAGEMENT_ENDPOINT'],
  ['settingsKey', 'SettingsKeyAccess', 'SETTINGS_KEY_ID'],
] as const;

describe('least privilege per function, from the data-only manifest', () => {
  it('deploys every function of the manifest except the local-only ones', () => {
    const localOnly = Object.entries(workerSpecs).filter(([, spec]) => spec.localOnly);
    expect(localOnly.map(([name]) => name)).toEqual(['smoke']);
    expect(deployed).toHaveLength(
      apiGroupSpecs.length +
        2 +
        Object.keys(workerSpecs).length -
        localOnly.length +
        scheduledJobSpecs.length +
        logSubscriberSpecs.length,
    );
  });

  it.each(STORES)(
    'attaches %s access (%s) and names it (%s) only where the manifest says so',
    (use, policy, env) => {
      for (const d of deployed) {
        expect({ fn: d.name, policy: d.managedPolicies.includes(policy) }).toEqual({
          fn: d.name,
          policy: has(d, use),
        });
        expect({ fn: d.name, env: env in d.env }).toEqual({ fn: d.name, env: has(d, use) });
      }
    },
  );

  it("points every pushing function at the socket stage's https management endpoint", () => {
    for (const d of deployed.filter((fn) => has(fn, 'push'))) {
      const endpoint = JSON.stringify(d.env.WS_MANAGEMENT_ENDPOINT);
      expect(endpoint, d.name).toContain('https://');
      expect(endpoint, d.name).toContain(`/${SOCKET_STAGE}`);
    }
  });

  it('lets a function start exactly the state machines it declares, and a function with none start nothing', () => {
    for (const d of deployed) {
      const starts = [...(d.uses.starts ?? [])].sort();
      const statements = d.statements.filter((s) => [s.Action].flat().includes('states:StartExecution'));
      const granted = stateMachineSpecs
        .filter((m) => statements.some((s) => JSON.stringify(s.Resource).includes(`StateMachine${m.name}`)))
        .map((m) => m.name)
        .sort();
      expect({ fn: d.name, granted }).toEqual({ fn: d.name, granted: starts });
      const machineEnv = Object.keys(d.env).filter((name) => /^STATE_MACHINE_\w+_ARN$/.test(name));
      expect({ fn: d.name, env: machineEnv.sort() }).toEqual({
        fn: d.name,
        env: starts.map(stateMachineEnvName).sort(),
      });
      if (starts.length === 0) expect(actionsOf(d), d.name).not.toContain('states:StartExecution');
    }
    expect(
      deployed
        .filter((d) => actionsOf(d).includes('states:StartExecution'))
        .map((d) => d.name)
        .sort(),
    ).toEqual([
      'group example',
      'group file',
      'group notice',
      'group oss',
      'group pid',
      'group project',
      'group share',
    ]);
  });

  it('allows SMS, e-mail and direct-upload credentials only to the functions that use them', () => {
    for (const d of deployed) {
      const actions = actionsOf(d);
      expect({ fn: d.name, sms: actions.includes('sns:Publish') }).toEqual({
        fn: d.name,
        sms: has(d, 'sms'),
      });
      expect({ fn: d.name, email: actions.includes('ses:SendEmail') }).toEqual({
        fn: d.name,
        email: has(d, 'email'),
      });
      expect({ fn: d.name, sts: actions.includes('sts:AssumeRole') }).toEqual({
        fn: d.name,
        sts: has(d, 'directUploads'),
      });
      if (has(d, 'sms')) {
        expect(d.statements).toContainEqual(
          expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish' }),
        );
        expect(d.env.SMS_PROVIDER).toBe('sns');
      }
      if (has(d, 'email')) expect(d.env.EMAIL_PROVIDER).toBe('ses');
    }
  });

  it('grants nothing beyond those, X-Ray trace writes and the managed policies', () => {
    const allowed = new Set([
      'states:StartExecution',
      'sns:Publish',
      'ses:SendEmail',
      'sts:AssumeRole',
      'xray:PutTraceSegments',
      'xray:PutTelemetryRecords',
    ]);
    for (const d of deployed)
      expect(
        actionsOf(d).filter((a) => !allowed.has(a)),
        d.name,
      ).toEqual([]);
  });

  it('traces every function with X-Ray (active) and gives each the common environment', () => {
    for (const d of deployed) {
      expect(d.tracing, d.name).toEqual({ Mode: 'Active' });
      expect(actionsOf(d), d.name).toContain('xray:PutTraceSegments');
      expect(d.env, d.name).toMatchObject({ LOG_LEVEL: 'INFO', LOOPLINE_MAX_DEVICES: '5' });
    }
  });
});
