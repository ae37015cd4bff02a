import { type ExampleParseInput, exampleParseStage, isExampleJob } from '../example/parseStages.ts';
import { classified, failureKey } from '../model/errors.ts';
import { failParse, type ParseJob, primeParseWrites } from '../model/jobs.ts';
import {
  convertStage,
  createStage,
  type Derivative,
  finishStage,
  type ParseSource,
  verifyStage,
} from '../model/stages.ts';

export type ParseInput =
  | { stage: 'create'; job: ParseJob }
  | { stage: 'convert'; job: ParseJob; source: ParseSource }
  | { stage: 'verify' | 'finish'; job: ParseJob; derivative: Derivative }
  | { stage: 'fail'; job: ParseJob; error?: { Error?: string; Cause?: string } };

// When the worker loads (a Lambda's init, the local cloud's start), not in its first run.
primeParseWrites();

/**
 * Step Functions task of statemachines/parse.asl.json: one Lambda for every stage (they share the
 * converters' memory class), the stage named by the state's Parameters. Errors leave as
 * TransientError (retried), ModelFailed (caught into the failure stage) or as they are.
 */
export async function handler(input: ParseInput | ExampleParseInput) {
  try {
    // An example file of the back office, on the same state machine (example/parseStages.ts).
    if (isExampleJob(input.job)) return await exampleParseStage(input as ExampleParseInput);
    switch (input.stage) {
      case 'create':
        return await createStage(input.job);
      case 'convert':
        return await convertStage(input.job, input.source);
      case 'verify':
        return await verifyStage(input.job, input.derivative);
      case 'finish':
        return await finishStage(input.job, input.derivative);
      case 'fail':
        return await failParse(input.job, failureKey(input.error));
    }
  } catch (error) {
    throw classified(error);
  }
  throw new Error(`unknown parse stage ${(input as { stage: string }).stage}`);
}
