import { MODEL_STATE, type ParseStage } from '@loopline/shared';
import { stagePercent } from '../content/index.ts';
import { deletePrefix } from '../derived/index.ts';
import { conditionFailed, ifCondition } from '../entities/errors.ts';
import { exampleFile } from '../entities/exampleFile.ts';
import {
  checkDerivative,
  type Derivative,
  deriveModel,
  failureKey,
  ModelFailed,
  type ParseSource,
} from '../model/index.ts';
import { getObject } from '../objects/index.ts';
import { EXAMPLE_SCOPE, exampleRunPrefix, suffixOf } from './storage.ts';

/**
 * An example file's parse run: it goes through the project files' parse state machine
 * (statemachines/parse.asl.json, worker workers/parseModel.ts), which tells the two apart by
 * `target`. The conversion and its check are the project files' own (model/); only where a stage
 * is recorded differs: on the example file's record rather than on a project's entry, and with no
 * parse count, parse record or project push (the platform's file belongs to nobody's quota).
 */
export interface ExampleParseJob {
  target: 'example';
  exampleId: string;
  runId: string;
  /** The administrator who started it. */
  userId: string;
}

export const isExampleJob = (job: unknown): job is ExampleParseJob =>
  typeof job === 'object' && job !== null && (job as { target?: unknown }).target === 'example';

const PARSING: string = MODEL_STATE.parsing;

/** A stage lost its run: the file was deleted, published-and-reset or parsed by a newer run. */
export class StaleExampleRun extends Error {
  constructor() {
    super('stale example parse run');
    this.name = 'StaleExampleRun';
  }
}

type RunChanges = Parameters<ReturnType<typeof exampleFile.patch>['set']>[0];

/** A write that holds only while this run owns the file. */
const whileOwned = (job: ExampleParseJob, changes: RunChanges) =>
  exampleFile
    .patch({ scope: EXAMPLE_SCOPE, id: job.exampleId })
    .set(changes)
    .where((a, op) => `${op.eq(a.isModel, PARSING)} AND ${op.eq(a.parseRunId, job.runId)}`);

/** Records the stage (percent from the progress settings) if the run still owns the file. */
async function reach(job: ExampleParseJob, stage: ParseStage, alongside?: Promise<unknown>) {
  const progress = await stagePercent('parse', stage);
  const write = whileOwned(job, { parseProgress: progress, parseStage: stage }).go({ response: 'all_new' });
  const [written, done] = await Promise.allSettled([write, alongside]);
  if (written.status === 'rejected') {
    if (conditionFailed(written.reason)) throw new StaleExampleRun();
    throw written.reason;
  }
  if (done.status === 'rejected') throw done.reason;
  return written.value.data;
}

/** "create" (30%): the run owns the file and its bytes exist. */
export async function createExampleStage(job: ExampleParseJob): Promise<ParseSource> {
  const file = await reach(job, 'create');
  const object = file.objectId ? await getObject(file.objectId) : null;
  const s3Key = object?.s3Key ?? file.objectKey;
  if (!s3Key) throw new ModelFailed('model.parseFailed');
  return {
    s3Key,
    size: file.size,
    suffix: suffixOf(file.fileName),
    fileName: file.fileName,
    attribute: null,
  };
}

/** "sendWlkx" (60%): the project files' conversion, written under the example run's prefix. */
export const convertExampleStage = (job: ExampleParseJob, source: ParseSource) =>
  deriveModel(source, exampleRunPrefix(job.exampleId, job.runId), (outputs) =>
    reach(job, 'sendWlkx', outputs),
  );

/** "create" (30%) and "sendWlkx" (60%) as one task, as a project run's (model/stages.ts). */
export async function createAndConvertExampleStage(job: ExampleParseJob) {
  return convertExampleStage(job, await createExampleStage(job));
}

/**
 * "readXml" (90%) and "success" (100%) as one task: the outputs were proven whole when written
 * (deriveModel), so 90% is only its write.
 */
export async function verifyAndFinishExampleStage(job: ExampleParseJob, derivative: Derivative) {
  await reach(job, 'readXml');
  return finishExampleStage(job, derivative);
}

/** "readXml" (90%), for runs on the earlier four-task definition: the stored outputs are whole. */
export async function verifyExampleStage(job: ExampleParseJob, derivative: Derivative) {
  await reach(job, 'readXml', checkDerivative(derivative));
  return derivative;
}

/** "success" (100%): parsed with its derivative; a run that lost the file removes its outputs. */
export async function finishExampleStage(job: ExampleParseJob, derivative: Derivative) {
  const written = await ifCondition(() =>
    whileOwned(job, {
      isModel: MODEL_STATE.parsed,
      parseProgress: 100,
      parseStage: 'success',
      parseMessageKey: '',
      derivative,
    }).go({ response: 'none' }),
  );
  if (!written) await deletePrefix(exampleRunPrefix(job.exampleId, job.runId));
  return { stale: !written };
}

/** The run failed: isModel -1 with the reason (if it still owns the file); its outputs go. */
export async function failExampleStage(job: ExampleParseJob, messageKey: string) {
  const settled = await ifCondition(() =>
    whileOwned(job, {
      isModel: MODEL_STATE.failed,
      parseProgress: 0,
      parseStage: 'fail',
      parseMessageKey: messageKey,
    }).go({ response: 'none' }),
  );
  await deletePrefix(exampleRunPrefix(job.exampleId, job.runId));
  return { settled, messageKey };
}

/** What the parse state machine hands the worker for an example file (see workers/parseModel.ts). */
export type ExampleParseInput =
  | { stage: 'createAndConvert'; job: ExampleParseJob }
  | { stage: 'verifyAndFinish'; job: ExampleParseJob; derivative: Derivative }
  | { stage: 'create'; job: ExampleParseJob }
  | { stage: 'convert'; job: ExampleParseJob; source: ParseSource }
  | { stage: 'verify' | 'finish'; job: ExampleParseJob; derivative: Derivative }
  | { stage: 'fail'; job: ExampleParseJob; error?: { Error?: string; Cause?: string } };

/** One stage of an example file's run; errors are classified by the worker as a project run's. */
export async function exampleParseStage(input: ExampleParseInput) {
  switch (input.stage) {
    case 'createAndConvert':
      return createAndConvertExampleStage(input.job);
    case 'verifyAndFinish':
      return verifyAndFinishExampleStage(input.job, input.derivative);
    case 'create':
      return createExampleStage(input.job);
    case 'convert':
      return convertExampleStage(input.job, input.source);
    case 'verify':
      return verifyExampleStage(input.job, input.derivative);
    case 'finish':
      return finishExampleStage(input.job, input.derivative);
    case 'fail':
      return failExampleStage(input.job, failureKey(input.error));
  }
}
