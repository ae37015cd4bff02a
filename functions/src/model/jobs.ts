import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_LANGUAGE,
  MODEL_STATE,
  PARSE_PROGRESS,
  type ParseStage,
  translate,
  UPGRADE_STATE,
} from '@loopline/shared';
import type { Entry } from '../file/model.ts';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';
import { refundParseItem } from '../membership/quota.ts';
import { deletePrefix, runPrefix } from './derivatives.ts';
import { settleRecord } from './records.ts';
import { pushStatus } from './status.ts';

/** What a parse run carries from the route through every stage. */
export interface ParseJob {
  projectId: string;
  entryId: string;
  runId: string;
  /** The uploader, whose parse count was taken (and is refunded on failure). */
  ownerId: string;
  /** Who started it: their load tab holds the record. */
  userId: string;
  recordId: string;
}

export interface UpgradeJob {
  projectId: string;
  entryId: string;
  runId: string;
}

/** The stage lost its run: the file was deleted or another run took over. Nothing more to write. */
export class StaleRun extends Error {
  constructor() {
    super('stale run');
    this.name = 'StaleRun';
  }
}

export async function readEntry(projectId: string, entryId: string): Promise<Entry | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.entry(projectId, entryId), ConsistentRead: true }),
  );
  return (out.Item as Entry | undefined) ?? null;
}

const parsingRun = 'isModel = :parsing AND parseRunId = :run';

/** Records the stage a parse reached and tells the project (spec 1 §4 percentages). */
export async function reachStage(job: ParseJob, stage: ParseStage) {
  const progress = PARSE_PROGRESS[stage];
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(job.projectId, job.entryId),
        UpdateExpression: 'SET parseProgress = :p, parseStage = :s',
        ConditionExpression: parsingRun,
        ExpressionAttributeValues: {
          ':p': progress,
          ':s': stage,
          ':parsing': MODEL_STATE.parsing,
          ':run': job.runId,
        },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleRun();
    throw error;
  }
  await pushStatus({
    kind: 'parse',
    projectId: job.projectId,
    id: job.entryId,
    isModel: MODEL_STATE.parsing,
    progress,
  });
}

/** The parse succeeded: isModel 3 with its derivative, progress 100, the record a success. */
export async function finishParse(job: ParseJob, derivative: NonNullable<Entry['derivative']>) {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(job.projectId, job.entryId),
        UpdateExpression:
          'SET isModel = :parsed, parseProgress = :p, parseStage = :s, derivative = :d, parseMessage = :e, parseMessageKey = :e, isWlkModel = :none REMOVE upgraded',
        ConditionExpression: parsingRun,
        ExpressionAttributeValues: {
          ':parsed': MODEL_STATE.parsed,
          ':p': PARSE_PROGRESS.success,
          ':s': 'success',
          ':d': derivative,
          ':e': '',
          ':none': null,
          ':parsing': MODEL_STATE.parsing,
          ':run': job.runId,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // The file went (or another run owns it): its outputs must not outlive it.
    await deletePrefix(runPrefix(job.projectId, job.entryId, job.runId));
    if (await refundDeletedRun(job))
      await settleRecord(job.userId, job.recordId, 'fail', 'model.fileDeleted');
    return { stale: true };
  }
  await settleRecord(job.userId, job.recordId, 'success');
  await pushStatus({
    kind: 'parse',
    projectId: job.projectId,
    id: job.entryId,
    isModel: MODEL_STATE.parsed,
    progress: PARSE_PROGRESS.success,
    parseMessage: '',
  });
  return { stale: false };
}

/**
 * The parse failed: isModel -1 with the reason and the parse count back in one transaction (a
 * retried failure stage finds the run already settled and refunds nothing twice), then the run's
 * partial outputs go.
 */
export async function failParse(job: ParseJob, messageKey: string) {
  const message = translate(messageKey, DEFAULT_LANGUAGE);
  let settled = true;
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.entry(job.projectId, job.entryId),
              UpdateExpression:
                'SET isModel = :failed, parseProgress = :zero, parseStage = :s, parseMessage = :m, parseMessageKey = :k',
              ConditionExpression: parsingRun,
              ExpressionAttributeValues: {
                ':failed': MODEL_STATE.failed,
                ':zero': 0,
                ':s': 'fail',
                ':m': message,
                ':k': messageKey,
                ':parsing': MODEL_STATE.parsing,
                ':run': job.runId,
              },
            },
          },
          refundParseItem(job.ownerId),
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    settled = false;
  }
  await deletePrefix(runPrefix(job.projectId, job.entryId, job.runId));
  const deleted = !settled && (await refundDeletedRun(job));
  await settleRecord(job.userId, job.recordId, 'fail', deleted ? 'model.fileDeleted' : messageKey);
  if (settled)
    await pushStatus({
      kind: 'parse',
      projectId: job.projectId,
      id: job.entryId,
      isModel: MODEL_STATE.failed,
      progress: 0,
      parseMessage: message,
    });
  return { settled, messageKey };
}

/**
 * A run whose file was deleted while it parsed gives the uploader's parse count back: nothing was
 * delivered. The marker item written in the same transaction makes a retried stage refund once;
 * a run that lost its file to a newer run (the file still exists) was settled by then and refunds
 * nothing here.
 */
async function refundDeletedRun(job: ParseJob): Promise<boolean> {
  if (await readEntry(job.projectId, job.entryId)) return false;
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.parseRefund(job.runId), type: 'parseRefund', entryId: job.entryId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          refundParseItem(job.ownerId),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

const upgradingRun = 'isWlkModel = :upgrading AND upgradeRunId = :run AND isModel = :parsed';

/** The upgrade succeeded: isWlkModel 3 and the upgraded GLB recorded. */
export async function finishUpgrade(job: UpgradeJob, upgraded: NonNullable<Entry['upgraded']>) {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(job.projectId, job.entryId),
        UpdateExpression: 'SET isWlkModel = :done, upgraded = :u',
        ConditionExpression: upgradingRun,
        ExpressionAttributeValues: {
          ':done': UPGRADE_STATE.upgraded,
          ':u': upgraded,
          ':upgrading': UPGRADE_STATE.upgrading,
          ':parsed': MODEL_STATE.parsed,
          ':run': job.runId,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await deletePrefix(runPrefix(job.projectId, job.entryId, job.runId));
    return { stale: true };
  }
  await pushStatus({
    kind: 'upgrade',
    projectId: job.projectId,
    id: job.entryId,
    isWlkModel: UPGRADE_STATE.upgraded,
  });
  return { stale: false };
}

export async function failUpgrade(job: UpgradeJob, messageKey: string) {
  let settled = true;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entry(job.projectId, job.entryId),
        UpdateExpression: 'SET isWlkModel = :failed, parseMessage = :m, parseMessageKey = :k',
        ConditionExpression: upgradingRun,
        ExpressionAttributeValues: {
          ':failed': UPGRADE_STATE.failed,
          ':m': translate(messageKey, DEFAULT_LANGUAGE),
          ':k': messageKey,
          ':upgrading': UPGRADE_STATE.upgrading,
          ':parsed': MODEL_STATE.parsed,
          ':run': job.runId,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    settled = false;
  }
  await deletePrefix(runPrefix(job.projectId, job.entryId, job.runId));
  if (settled)
    await pushStatus({
      kind: 'upgrade',
      projectId: job.projectId,
      id: job.entryId,
      isWlkModel: UPGRADE_STATE.failed,
    });
  return { settled, messageKey };
}
