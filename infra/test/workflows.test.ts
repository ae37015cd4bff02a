import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  scheduledJobSpecs as scheduledJobs,
  stateMachineSpecs,
  workerSpecs,
} from '../../shared/src/manifest/index.ts';
import { STATE_MACHINES_DIR } from '../lib/paths.ts';
import { IMAGE_WORKERS, MODEL_WORKERS } from '../lib/settings.ts';
import type { WorkflowsStack } from '../lib/workflows-stack.ts';
import { testApp } from './support/app.ts';

/** What the stack deploys: everything but the local-only smoke workflow. */
const stateMachines = stateMachineSpecs.filter((machine) => !machine.localOnly);
const deployedWorkers = Object.entries(workerSpecs)
  .filter(([, spec]) => !spec.localOnly)
  .map(([name]) => name);

let workflows: WorkflowsStack;
let template: Template;
let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
const workerId = (name: string) =>
  workflows.getLogicalId(workflows.workers.get(name)!.node.defaultChild as never);

beforeAll(() => {
  workflows = testApp().workflows;
  template = Template.fromStack(workflows);
  resources = template.toJSON().Resources;
});

function machine(name: string) {
  return resources[workflows.getLogicalId(workflows.stateMachines.get(name)!.node.defaultChild as never)]!
    .Properties as {
    DefinitionString: string;
    DefinitionSubstitutions: Record<string, unknown>;
    RoleArn: unknown;
    TracingConfiguration: unknown;
    LoggingConfiguration: { Level: string };
  };
}

describe('workflows stack', () => {
  it('runs every scheduled job on an EventBridge rate rule targeting its own function', () => {
    const rules = Object.values(resources).filter((r) => r.Type === 'AWS::Events::Rule');
    expect(rules).toHaveLength(scheduledJobs.length);
    for (const job of scheduledJobs) {
      const expected =
        job.everyMinutes % 60 === 0
          ? `rate(${job.everyMinutes / 60} hour${job.everyMinutes === 60 ? '' : 's'})`
          : `rate(${job.everyMinutes} minutes)`;
      expect(
        rules.some(
          (r) => r.Properties.ScheduleExpression === expected && Array.isArray(r.Properties.Targets),
        ),
      ).toBe(true);
    }
  });

  it('leaves the smoke workflow and its worker to the local cloud', () => {
    expect(workflows.stateMachines.has('smoke')).toBe(false);
    expect(workflows.workers.has('smoke')).toBe(false);
    expect(JSON.stringify(template.toJSON())).not.toMatch(/smoke/i);
  });

  it('has one Node 22 worker per deployed manifest worker, separate from the API functions', () => {
    const workers = deployedWorkers;
    expect([...workflows.workers.keys()]).toEqual(workers);
    for (const name of workers) {
      const props = resources[workerId(name)]!.Properties as Record<string, unknown>;
      // Container-image workers (IMAGE_WORKERS) have no runtime or handler; infra/test/preview.test.ts checks them.
      if (IMAGE_WORKERS[name]) expect(props).toMatchObject({ PackageType: 'Image', Timeout: 900 });
      else expect(props).toMatchObject({ Runtime: 'nodejs22.x', Handler: 'index.handler', Timeout: 900 });
    }
    template.resourceCountIs('AWS::Lambda::Function', workers.length + scheduledJobs.length);
  });

  it.each(stateMachines.map((m) => [m.name, m] as const))(
    'builds the %s state machine from its ASL file with every task bound to its worker',
    (name, spec) => {
      const props = machine(name);
      const asl = readFileSync(join(STATE_MACHINES_DIR, spec.file), 'utf8');
      expect(props.DefinitionString).toBe(asl);
      const placeholders = new Set([...asl.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
      expect(new Set(Object.keys(props.DefinitionSubstitutions))).toEqual(placeholders);

      // The definition as Step Functions will see it: each Task resource is its worker's ARN.
      const effective = JSON.parse(
        asl.replace(/"\$\{(\w+)\}"/g, (_, key: string) => JSON.stringify(props.DefinitionSubstitutions[key])),
      );
      const tasks = Object.values(
        effective.States as Record<string, { Type: string; Resource?: unknown }>,
      ).filter((state) => state.Type === 'Task');
      expect(tasks.length).toBeGreaterThan(0);
      const workerArns = Object.entries(spec.tasks).map(([, worker]) => ({
        'Fn::GetAtt': [workerId(worker), 'Arn'],
      }));
      for (const task of tasks) expect(workerArns).toContainEqual(task.Resource);
    },
  );

  it.each(stateMachines.map((m) => [m.name, m] as const))(
    'traces and logs the %s state machine and lets it invoke only its workers',
    (name, spec) => {
      const props = machine(name);
      expect(props.TracingConfiguration).toEqual({ Enabled: true });
      expect(props.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
      const roleId = (props.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const invoke = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
        .filter((statement) => statement.Action === 'lambda:InvokeFunction');
      expect(invoke).toHaveLength(1);
      const granted = [invoke[0].Resource].flat();
      const workers = [...new Set(Object.values(spec.tasks))];
      expect(granted).toEqual(workers.map((worker) => ({ 'Fn::GetAtt': [workerId(worker), 'Arn'] })));
    },
  );

  it("sizes the model workers for the 50k-element class and bundles the readers' wasm", () => {
    for (const name of ['parseModel', 'upgradeModel']) {
      const props = resources[workerId(name)]!.Properties as { MemorySize: number; Timeout: number };
      expect(props.MemorySize).toBeGreaterThanOrEqual(3072);
      expect(props.Timeout).toBe(900);
    }
    expect(MODEL_WORKERS.parseModel?.vendored).toEqual(
      expect.arrayContaining(['web-ifc', 'occt-import-js', '@mlightcad/libredwg-web']),
    );
  });

  it('lets every worker that handles files read and write them (the rest of each grant: grants.test.ts)', () => {
    // The two fan-out workers only read the table and push to sockets.
    const fileless = new Set(['noticeFanout', 'pushFanout']);
    for (const name of workflows.workers.keys()) {
      if (fileless.has(name)) continue;
      const worker = resources[workerId(name)]!.Properties as {
        Role: { 'Fn::GetAtt': [string, string] };
        Environment: { Variables: Record<string, unknown> };
      };
      const role = resources[worker.Role['Fn::GetAtt'][0]]!.Properties;
      const managed = JSON.stringify(role.ManagedPolicyArns);
      for (const policy of ['TableAccess', 'FilesAccess']) expect(managed).toContain(policy);
      expect(Object.keys(worker.Environment.Variables)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'FILES_BUCKET']),
      );
    }
  });
});
