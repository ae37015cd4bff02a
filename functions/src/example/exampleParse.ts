import { type Language, MODEL_STATE, uploadSizeProblem } from '@loopline/shared';
import type { ExampleFile } from '@loopline/shared/contracts/exampleFile';
import { conditionFailed } from '../entities/errors.ts';
import { exampleFile } from '../entities/exampleFile.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { exampleFileRefusal } from '../lib/policies/exampleFilePolicy.ts';
import { isModelSuffix } from '../model/index.ts';
import { getObject, referenceItem } from '../objects/index.ts';
import { hasProof } from '../upload/index.ts';
import { found, newRecord, shown } from './exampleFiles.ts';
import { type ExampleParseJob, failExampleStage } from './parseStages.ts';
import { EXAMPLE_SCOPE, suffixOf } from './storage.ts';

/**
 * Starts parsing an example file's model on the project files' parse state machine. Refused while
 * published (the file users see keeps its parsed form), for a file that is not a model, and while
 * it parses or once parsed. The state is written conditionally (still unpublished, not parsing),
 * so a publish or a second start racing this one loses cleanly.
 */
export async function startExampleParse(caller: Caller, id: string) {
  const file = await found(id);
  const refusal = exampleFileRefusal('parse', file);
  if (refusal) throw new ForbiddenError(refusal);
  if (!isModelSuffix(suffixOf(file.fileName))) throw new BadRequestError('model.notParsable');
  if (file.isModel === MODEL_STATE.parsing) throw new ConflictError('model.alreadyParsing');
  if (file.isModel === MODEL_STATE.parsed) throw new ConflictError('model.alreadyParsed');
  const job: ExampleParseJob = {
    target: 'example',
    exampleId: id,
    runId: sortableId(),
    userId: caller.userId,
  };
  try {
    await exampleFile
      .patch({ scope: EXAMPLE_SCOPE, id })
      .set({
        isModel: MODEL_STATE.parsing,
        parseProgress: 0,
        parseStage: 'queued',
        parseRunId: job.runId,
        parseMessageKey: '',
      })
      .where(
        (a, op) =>
          `${op.eq(a.publishStatus, 0)} AND (${op.notExists(a.isModel)} OR (${op.ne(a.isModel, MODEL_STATE.parsing as string)} AND ${op.ne(a.isModel, MODEL_STATE.parsed as string)}))`,
      )
      .go({ response: 'none' });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const now = await found(id);
    if (now.publishStatus === 1) throw new ForbiddenError('exampleFile.publishedLocked');
    throw new ConflictError('model.alreadyParsing');
  }
  try {
    await startWorkflow('parse', { job }, `example-${job.runId}`);
  } catch (error) {
    await failExampleStage(job, 'model.parseFailed');
    throw error;
  }
  return { id, isModel: MODEL_STATE.parsing };
}

/**
 * Saves an example file whose bytes came the project files' way (identifier, presigned multipart,
 * merge): it references the stored object, as a saved project file does, in the same transaction
 * as its record. Someone else's content (an instant upload) needs the possession proof the
 * identifier asked for.
 */
export async function saveExampleFromObject(
  caller: Caller,
  objectId: string,
  fileName: string,
  lang: Language,
): Promise<ExampleFile> {
  const object = await getObject(objectId);
  if (!object) throw new NotFoundError('upload.sessionNotFound');
  const own = object.uploaderId === caller.userId;
  if (!own && !(await hasProof(caller.userId, objectId))) throw new NotFoundError('upload.sessionNotFound');
  const sizeProblem = uploadSizeProblem(object.size);
  if (sizeProblem) throw new BadRequestError(sizeProblem);
  const record = newRecord(sortableId(), fileName, object.size, new Date().toISOString());
  try {
    await transactWrite({
      file: txItem(
        exampleFile.create({
          scope: EXAMPLE_SCOPE,
          ...record,
          objectKey: object.s3Key,
          objectId,
          createUser: caller.userId,
        }),
      ),
      // Someone else's content is referenced only while alive; a fresh merge has no reference yet.
      object: referenceItem(objectId, !own),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('object'))
      throw new NotFoundError('upload.sessionNotFound');
    throw error;
  }
  return shown({ ...record, objectKey: object.s3Key, objectId, parseMessageKey: '' }, lang);
}
