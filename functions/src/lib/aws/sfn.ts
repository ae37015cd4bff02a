import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { stateMachineEnvName } from '@loopline/shared/manifest';

/** The module's one Step Functions client; the endpoint comes from AWS_ENDPOINT_URL_SFN when set. */
export const sfn = new SFNClient({});

/** Environment variable holding a state machine's ARN (the CDK app sets it from the same function). */
export { stateMachineEnvName };

/** Starts a run of one of the manifest's state machines; `name` makes a start idempotent. */
export async function startWorkflow(machine: string, input: unknown, name?: string): Promise<string> {
  const arn = process.env[stateMachineEnvName(machine)];
  if (!arn) throw new Error(`${stateMachineEnvName(machine)} is not set`);
  const out = await sfn.send(
    new StartExecutionCommand({ stateMachineArn: arn, input: JSON.stringify(input), name }),
  );
  return out.executionArn ?? '';
}
