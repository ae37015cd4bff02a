import {
  DescribeExecutionCommand,
  SFNClient,
  StartExecutionCommand,
  StateMachineDoesNotExist,
} from '@aws-sdk/client-sfn';
import { describe, expect, inject, it } from 'vitest';
import { BACKGROUND_WORK_MS } from '../support/client.ts';

function sfnClient() {
  const env = inject('cloudEnv');
  return new SFNClient({
    endpoint: env.AWS_ENDPOINT_URL_SFN,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
}

async function runToEnd(input: unknown) {
  const sfn = sfnClient();
  const arn = `arn:aws:states:${inject('cloudEnv').AWS_REGION}:000000000000:stateMachine:smoke`;
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({ stateMachineArn: arn, input: JSON.stringify(input) }),
  );
  // A deadline in time, not in tries: on a loaded machine each try takes longer.
  const end = Date.now() + BACKGROUND_WORK_MS;
  while (Date.now() < end) {
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (execution.status !== 'RUNNING') return execution;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('execution did not finish');
}

describe('workflow path (Step Functions SDK → local runner → worker)', () => {
  it('runs the smoke machine to success through Task and Choice', async () => {
    const positive = await runToEnd({ numbers: [2, 3] });
    expect(positive.status).toBe('SUCCEEDED');
    expect(JSON.parse(positive.output!)).toEqual({ verdict: 'positive', sum: 5 });
    const negative = await runToEnd({ numbers: [-4, 1] });
    expect(JSON.parse(negative.output!)).toEqual({ verdict: 'not positive', sum: -3 });
  });

  it('catches a worker failure into the Fail state', async () => {
    const failed = await runToEnd({ numbers: [1], fail: true });
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBe('SmokeFailed');
  });

  it('answers the SDK error class for an unknown machine', async () => {
    await expect(
      sfnClient().send(
        new StartExecutionCommand({
          stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:nope',
        }),
      ),
    ).rejects.toBeInstanceOf(StateMachineDoesNotExist);
  });
});
