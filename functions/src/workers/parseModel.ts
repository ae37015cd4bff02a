import { type ExampleParseInput, exampleParseStage, isExampleJob } from '../example/parseStages.ts';
import { classified, failureKey } from '../model/errors.ts';
import { failParse, type ParseJob, primeParseWrites } from '../model/jobs.ts';
import {
  convertStage,
  createAndConvertStage,
  createStage,
  type Derivative,
  finishStage,
  type ParseSource,
  verifyAndFinishStage,
  verifyStage,
} from '../model/stages.ts';

/**
 * The machine runs two stage tasks (createAndConvert, verifyAndFinish, issue 14); the four single
 * stages stay for executions started on the earlier definition, which keep running on it.
 */
export type ParseInput =
  | { stage: 'createAndConvert'; job: ParseJob }
  | { stage: 'verifyAndFinish'; job: ParseJob; derivative: Derivative }
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
      case 'createAndConvert':
        return await createAndConvertStage(input.job);
      case 'verifyAndFinish':
        return await verifyAndFinishStage(input.job, input.derivative);
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
