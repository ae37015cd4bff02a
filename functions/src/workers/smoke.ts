/**
 * The smoke workflow's task: proves a state machine can call a worker and branch on its answer.
 * It echoes its input with a computed sum, and fails on purpose when asked (to exercise Catch).
 */
export interface SmokeInput {
  numbers: number[];
  fail?: boolean;
}

export class SmokeFailure extends Error {
  override name = 'SmokeFailure';
}

export async function handler(input: SmokeInput): Promise<{ sum: number; count: number }> {
  if (input.fail) throw new SmokeFailure('asked to fail');
  if (!Array.isArray(input.numbers) || input.numbers.some((n) => typeof n !== 'number')) {
    throw new SmokeFailure('numbers must be an array of numbers');
  }
  return { sum: input.numbers.reduce((a, b) => a + b, 0), count: input.numbers.length };
}
