import { type FanoutInput, fanOut } from '../access/index.ts';

/** The pushFanout state machine's one task: the fan-out a request queued (see access/push.ts). */
export async function handler(input: FanoutInput) {
  return { reached: await fanOut(input) };
}
