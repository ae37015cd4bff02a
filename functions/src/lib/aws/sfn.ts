import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';

/** The module's one Step Functions client; the endpoint comes from AWS_ENDPOINT_URL_SFN when set. */
export const sfn = new SFNClient({});

/** Environment variable holding a state machine's ARN for the functions that start it. */
export function stateMachineEnvName(name: string): string {
  return `STATE_MACHINE_${name.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}_ARN`;
}

/** Starts a run of one of the manifest's state machines; `name` makes a start idempotent. */
export async function startWorkflow(machine: string, input: unknown, name?: string): Promise<string> {
  const arn = process.env[stateMachineEnvName(machine)];
  if (!arn) throw new Error(`${stateMachineEnvName(machine)} is not set`);
  const out = await sfn.send(
    new StartExecutionCommand({ stateMachineArn: arn, input: JSON.stringify(input), name }),
  );
  return out.executionArn ?? '';
}
