import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { StateMachine } from 'aws-local-stepfunctions';

type LocalHandlers = NonNullable<
  NonNullable<Parameters<StateMachine['run']>[1]>['overrides']
>['taskResourceLocalHandlers'];

export type TaskHandler = (input: unknown) => Promise<unknown>;

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  startDate: number;
  stopDate?: number;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  done: Promise<void>;
}

export interface MachineSpec {
  name: string;
  file: string;
  /** Substitution name in the ASL → local task handler. */
  tasks: Record<string, TaskHandler>;
}

const ACCOUNT = '000000000000';

/**
 * A Step Functions endpoint (JSON 1.0 protocol: StartExecution, DescribeExecution, ListStateMachines)
 * that runs the ASL files with aws-local-stepfunctions, Task resources bound to in-process workers.
 */
export function createStepFunctions(region: string, directory: string, specs: MachineSpec[]) {
  const machines = new Map<
    string,
    { machine: StateMachine; handlers: Record<string, TaskHandler>; name: string }
  >();
  const executions = new Map<string, Execution>();
  const machineArn = (name: string) => `arn:aws:states:${region}:${ACCOUNT}:stateMachine:${name}`;

  for (const spec of specs) {
    let text = readFileSync(join(directory, spec.file), 'utf8');
    const byArn: Record<string, TaskHandler> = {};
    for (const [substitution, handler] of Object.entries(spec.tasks)) {
      const arn = `arn:aws:lambda:${region}:${ACCOUNT}:function:loopline-${spec.name}-${substitution}`;
      text = text.replaceAll(`\${${substitution}}`, arn);
      byArn[arn] = handler;
    }
    const definition = JSON.parse(text) as AslMachine;
    machines.set(machineArn(spec.name), {
      machine: new StateMachine(JSON.parse(text)),
      handlers: taskHandlersByState(definition, byArn),
      name: spec.name,
    });
  }

  function start(body: { stateMachineArn?: string; name?: string; input?: string }) {
    const entry = body.stateMachineArn ? machines.get(body.stateMachineArn) : undefined;
    if (!entry)
      throw new ServiceError(
        'StateMachineDoesNotExist',
        `State Machine Does Not Exist: '${body.stateMachineArn}'`,
      );
    const name = body.name ?? randomUUID();
    const executionArn = `arn:aws:states:${region}:${ACCOUNT}:execution:${entry.name}:${name}`;
    if (executions.has(executionArn))
      throw new ServiceError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    const input = body.input ?? '{}';
    const run = entry.machine.run(JSON.parse(input), {
      overrides: { taskResourceLocalHandlers: entry.handlers as LocalHandlers },
    });
    const execution: Execution = {
      executionArn,
      stateMachineArn: body.stateMachineArn!,
      name,
      status: 'RUNNING',
      startDate: Date.now() / 1000,
      input,
      done: Promise.resolve(),
    };
    execution.done = run.result.then(
      (output) => {
        Object.assign(execution, {
          status: 'SUCCEEDED',
          output: JSON.stringify(output),
          stopDate: Date.now() / 1000,
        });
      },
      (error: Error & { cause?: unknown }) => {
        // The runner wraps the failing state's error; Step Functions reports the inner one.
        const inner = error.cause instanceof Error ? error.cause : error;
        Object.assign(execution, {
          status: 'FAILED',
          error: inner.name,
          cause: inner.message,
          stopDate: Date.now() / 1000,
        });
      },
    );
    executions.set(executionArn, execution);
    return { executionArn, startDate: execution.startDate };
  }

  function describe(body: { executionArn?: string }) {
    const execution = body.executionArn ? executions.get(body.executionArn) : undefined;
    if (!execution)
      throw new ServiceError('ExecutionDoesNotExist', `Execution Does Not Exist: '${body.executionArn}'`);
    const { done: _done, ...visible } = execution;
    return visible;
  }

  const operations: Record<string, (body: never) => unknown> = {
    StartExecution: start,
    DescribeExecution: describe,
    ListStateMachines: () => ({
      stateMachines: [...machines.entries()].map(([arn, m]) => ({
        stateMachineArn: arn,
        name: m.name,
        type: 'STANDARD',
        creationDate: 0,
      })),
    }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.split('.')[1] ?? '';
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(payload));
    };
    const op = operations[operation];
    if (!op)
      return reply(400, {
        __type: 'UnknownOperationException',
        message: `Unsupported operation ${operation}`,
      });
    try {
      reply(200, op(JSON.parse(body.toString('utf8') || '{}') as never));
    } catch (error) {
      if (error instanceof ServiceError) return reply(400, { __type: error.type, message: error.message });
      reply(500, { __type: 'InternalFailure', message: String(error) });
    }
  }

  /** Lets tests and shutdown wait for running executions. */
  async function settle() {
    await Promise.all([...executions.values()].map((e) => e.done));
  }

  return { handle, settle, machineArn };
}

interface AslMachine {
  States: Record<
    string,
    {
      Type: string;
      Resource?: string;
      Iterator?: AslMachine;
      ItemProcessor?: AslMachine;
      Branches?: AslMachine[];
    }
  >;
}

/** aws-local-stepfunctions binds local handlers by state name; ours are bound by Resource ARN. */
function taskHandlersByState(
  definition: AslMachine,
  byArn: Record<string, TaskHandler>,
): Record<string, TaskHandler> {
  const out: Record<string, TaskHandler> = {};
  for (const [name, state] of Object.entries(definition.States)) {
    if (state.Type === 'Task' && state.Resource && byArn[state.Resource]) out[name] = byArn[state.Resource]!;
    for (const nested of [state.Iterator, state.ItemProcessor, ...(state.Branches ?? [])]) {
      if (nested) Object.assign(out, taskHandlersByState(nested, byArn));
    }
  }
  return out;
}

class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}
