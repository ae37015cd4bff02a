import { PidStale } from '../pid/recognition/errors.ts';
import type { RecogniseJob } from '../pid/recognition/runs.ts';
import {
  type DrawingSource,
  failStage,
  finishStage,
  pageStage,
  prepareStage,
} from '../pid/recognition/stages.ts';

export type RecogniseInput =
  | { stage: 'prepare'; job: RecogniseJob }
  | { stage: 'page'; job: RecogniseJob; source: DrawingSource; page: number }
  | { stage: 'finish'; job: RecogniseJob; source: DrawingSource }
  | { stage: 'fail'; job: RecogniseJob; error?: { Error?: string; Cause?: string } };

/**
 * Step Functions task of statemachines/recognise.asl.json, one Lambda for every stage (named by the
 * state's Parameters). PidRefused and PidStale are caught by the machine into the failure stage.
 */
export async function handler(input: RecogniseInput) {
  switch (input.stage) {
    case 'prepare':
      return prepareStage(input.job);
    case 'page':
      return pageStage(input.job, input.source, input.page);
    case 'finish':
      return finishStage(input.job, input.source);
    case 'fail':
      return failStage(input.job, input.error);
  }
  throw new PidStale();
}
