import {
  DEFAULT_LANGUAGE,
  MODEL_STATE,
  PARSE_PROGRESS,
  type ParseStage,
  translate,
  UPGRADE_STATE,
} from '@loopline/shared';
import { stagePercent } from '../content/index.ts';
import { deletePrefix, runPrefix } from '../derived/index.ts';
import { entry } from '../entities/entry.ts';
import { conditionFailed, ifCondition } from '../entities/errors.ts';
import { parseRefund } from '../entities/parseRefund.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import type { Entry } from '../file/index.ts';
import { refundParseItem } from '../membership/index.ts';
import { TransientError } from './errors.ts';
import { noticeFacts, noticeModelOutcome } from './notices.ts';
import { settleRecord, settleRecordItem } from './records.ts';
import { endVersion, pushedVersion, stageVersion, versionField } from './stateVersion.ts';
import { pushStatus, statusAudience } from './status.ts';

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
  /**
   * The stored object the route saw on the entry, so the create stage looks it up alongside its
   * write; runs started without it (older inputs) read it from the entry.
   */
  fileId?: string;
  /**
   * The source's suffix the route saw, so the reader for it loads while the create stage's round
   * trips are under way; runs started without it load the reader when they convert.
   */
  suffix?: string;
  /** The model state version the start wrote (stateVersion.ts); absent in runs queued before versions. */
  stateVersion?: number;
}

export interface UpgradeJob {
  projectId: string;
  entryId: string;
  runId: string;
  /** Who started it: told how it ended (a notice). Absent in runs queued before it was carried. */
  userId?: string;
  /** The model state version the start wrote (stateVersion.ts); absent in runs queued before versions. */
  stateVersion?: number;
}

/** The stage lost its run: the file was deleted or another run took over. Nothing more to write. */
export class StaleRun extends Error {
  constructor() {
    super('stale run');
    this.name = 'StaleRun';
  }
}

export async function readEntry(projectId: string, entryId: string): Promise<Entry | null> {
  const out = await entry.get({ projectId, id: entryId }).go({ consistent: true });
  return (out.data as Entry | null) ?? null;
}

/** The run conditions compare isModel, a string attribute, with these states. */
const PARSING: string = MODEL_STATE.parsing;
const PARSED: string = MODEL_STATE.parsed;

const entryOf = (job: { projectId: string; entryId: string }) => ({
  projectId: job.projectId,
  id: job.entryId,
});

/** The conditional write recording a stage: the run must still own the entry. */
const stageWrite = (job: ParseJob, stage: ParseStage) =>
  entry
    .patch(entryOf(job))
    .set({
      parseProgress: PARSE_PROGRESS[stage],
      parseStage: stage,
      ...versionField(stageVersion(job.stateVersion, stage)),
    })
    .where((a, op) => `${op.eq(a.isModel, PARSING)} AND ${op.eq(a.parseRunId, job.runId)}`);

/** The write of a parse's success (isModel 3, progress 100, the derivative), under the same condition. */
const parsedWrite = (job: ParseJob, derivative: NonNullable<Entry['derivative']>) =>
  entry
    .patch(entryOf(job))
    .set({
      isModel: MODEL_STATE.parsed,
      parseProgress: PARSE_PROGRESS.success,
      parseStage: 'success',
      derivative,
      parseMessage: '',
      parseMessageKey: '',
      isWlkModel: null,
      ...versionField(endVersion(job.stateVersion)),
    })
    .remove(['upgraded'])
    .where((a, op) => `${op.eq(a.isModel, PARSING)} AND ${op.eq(a.parseRunId, job.runId)}`);

/**
 * Builds, and never sends, the parameters of the writes every parse run makes (a stage, the
 * success transaction, the record, the entry read), once when the worker loads, as a Lambda's
 * init would: the first run of a fresh worker otherwise pays ElectroDB's first use of that code,
 * ≈ 30–50 ms of CPU (at load ≈ 20) spread over create, verify and finish (issue 14), which a warm
 * one does not. Only a warm-up: without a configured table (a bundle loaded bare) it does nothing.
 */
export function primeParseWrites() {
  if (!process.env.TABLE_NAME) return;
  const job = { projectId: 'p', entryId: 'e', runId: 'r', ownerId: 'u', userId: 'u', recordId: 'r' };
  const derivative = { glbKey: 'g', treeKey: 't', glbSize: 1, elementCount: 1, treeSize: 1 };
  stageWrite(job, 'create').params({ response: 'all_new' });
  txItem(parsedWrite(job, derivative));
  settleRecordItem('u', 'r', 'success');
  entry.get(entryOf(job)).params({ consistent: true });
}

/** What a stage does around the write that records it (see `reachStage`). */
export interface StageSteps<T = void> {
  /**
   * The stage's own last work (writing or checking its outputs), run alongside the write: the
   * stage is announced once both are done, and fails if either does.
   */
  alongside?: Promise<unknown>;
  /** Runs after the write, given the entry as written; a check that throws announces nothing. */
  check?: (reached: Entry) => T | Promise<T>;
  /** Whom the push reaches, when the caller looked it up already (it uses it again). */
  audience?: ReturnType<typeof statusAudience>;
  /**
   * Takes the push instead of awaiting it, so the caller's next write goes while it is posted; the
   * caller awaits it before its own push, so the percentages still arrive in order.
   */
  handPush?: (push: Promise<number>) => void;
}

/**
 * Records the stage a parse reached (the conditional write proves the run still owns the entry)
 * and tells the project (spec 1 §4 percentages). The push's audience is looked up alongside the
 * write, so announcing costs only the posts. Answers what `check` answers.
 */
export async function reachStage<T = void>(
  job: ParseJob,
  stage: ParseStage,
  steps: StageSteps<T> = {},
): Promise<T> {
  // The pushed percent comes from the back office's progress settings (defaults: create 30,
  // sendWlkx 60, readXml 90), cached per process for 10 s; the write records the stage's fixed
  // percent, so the setting is read alongside it (a run's first stage otherwise waits for it).
  const progress = stagePercent('parse', stage);
  progress.catch(() => undefined); // awaited below, unless the write fails first
  const audience = steps.audience ?? statusAudience(job.projectId);
  const write = stageWrite(job, stage).go({ response: 'all_new' });
  // Both settle before the stage answers: a stage never ends while its outputs are still being written.
  const [written, done] = await Promise.allSettled([write, steps.alongside]);
  if (written.status === 'rejected') {
    if (conditionFailed(written.reason)) throw new StaleRun();
    throw written.reason;
  }
  if (done.status === 'rejected') throw done.reason;
  const checked = (await steps.check?.(written.value.data as Entry)) as T;
  const percent = await progress;
  const push = pushStatus(
    {
      kind: 'parse',
      projectId: job.projectId,
      id: job.entryId,
      isModel: MODEL_STATE.parsing,
      progress: percent,
      ...pushedVersion(stageVersion(job.stateVersion, stage)),
    },
    audience,
  );
  if (steps.handPush) steps.handPush(push);
  else await push;
  return checked;
}

/** What the finish reads before its push and notice, and a stage's push still being posted. */
export interface FinishLookups {
  audience: ReturnType<typeof statusAudience>;
  facts: ReturnType<typeof noticeFacts>;
  /** The previous stage's push (see StageSteps.handPush), posted before this one. */
  earlierPush?: Promise<unknown>;
}

/**
 * The parse succeeded: isModel 3 with its derivative, progress 100, the record a success — entry
 * and record in one transaction (one round trip, and never one without the other), then the push.
 */
export async function finishParse(
  job: ParseJob,
  derivative: NonNullable<Entry['derivative']>,
  // Whom to push to and what the notice needs are read alongside the transaction (or earlier, by
  // the caller); after it only the push and the notice's own writes are left, and they go together.
  lookups: FinishLookups = { audience: statusAudience(job.projectId), facts: noticeFacts(job) },
) {
  const { audience, facts, earlierPush } = lookups;
  const parsed = () => parsedWrite(job, derivative);
  try {
    await transactWrite({
      entry: txItem(parsed()),
      record: settleRecordItem(job.userId, job.recordId, 'success'),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    // A conflict with another writer is worth a retry; the conditions say what else happened.
    if (!error.conditionsOnly) throw new TransientError(error.message, { cause: error });
    // The record alone failed: its user removed it, so the entry is written without it.
    const stale = error.failedOn('entry') || !(await ifCondition(() => parsed().go({ response: 'none' })));
    if (stale) {
      // The file went (or another run owns it): its outputs must not outlive it.
      await deletePrefix(runPrefix(job.projectId, job.entryId, job.runId));
      if (await refundDeletedRun(job))
        await settleRecord(job.userId, job.recordId, 'fail', 'model.fileDeleted');
      await earlierPush;
      return { stale: true };
    }
  }
  await earlierPush;
  await Promise.all([
    pushStatus(
      {
        kind: 'parse',
        projectId: job.projectId,
        id: job.entryId,
        isModel: MODEL_STATE.parsed,
        progress: PARSE_PROGRESS.success,
        parseMessage: '',
        ...pushedVersion(endVersion(job.stateVersion)),
      },
      audience,
    ),
    noticeModelOutcome(job, 'parsed', '', facts),
  ]);
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
    await transactWrite({
      entry: txItem(
        entry
          .patch(entryOf(job))
          .set({
            isModel: MODEL_STATE.failed,
            parseProgress: 0,
            parseStage: 'fail',
            parseMessage: message,
            parseMessageKey: messageKey,
            ...versionField(endVersion(job.stateVersion)),
          })
          .where((a, op) => `${op.eq(a.isModel, PARSING)} AND ${op.eq(a.parseRunId, job.runId)}`),
      ),
      refund: refundParseItem(job.ownerId),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
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
      ...pushedVersion(endVersion(job.stateVersion)),
    });
  if (settled) await noticeModelOutcome(job, 'parseFailed', messageKey);
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
    await transactWrite({
      marker: txItem(parseRefund.create({ runId: job.runId, entryId: job.entryId })),
      refund: refundParseItem(job.ownerId),
    });
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError) return false;
    throw error;
  }
}

/** The upgrade succeeded: isWlkModel 3 and the upgraded GLB recorded. */
export async function finishUpgrade(job: UpgradeJob, upgraded: NonNullable<Entry['upgraded']>) {
  try {
    await entry
      .patch(entryOf(job))
      .set({ isWlkModel: UPGRADE_STATE.upgraded, upgraded, ...versionField(endVersion(job.stateVersion)) })
      .where(
        (a, op) =>
          `${op.eq(a.isWlkModel, UPGRADE_STATE.upgrading)} AND ${op.eq(a.upgradeRunId, job.runId)} AND ${op.eq(a.isModel, PARSED)}`,
      )
      .go({ response: 'none' });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    await deletePrefix(runPrefix(job.projectId, job.entryId, job.runId));
    return { stale: true };
  }
  await pushStatus({
    kind: 'upgrade',
    projectId: job.projectId,
    id: job.entryId,
    isWlkModel: UPGRADE_STATE.upgraded,
    ...pushedVersion(endVersion(job.stateVersion)),
  });
  await noticeModelOutcome(job, 'upgraded');
  return { stale: false };
}

export async function failUpgrade(job: UpgradeJob, messageKey: string) {
  let settled = true;
  try {
    await entry
      .patch(entryOf(job))
      .set({
        isWlkModel: UPGRADE_STATE.failed,
        parseMessage: translate(messageKey, DEFAULT_LANGUAGE),
        parseMessageKey: messageKey,
        ...versionField(endVersion(job.stateVersion)),
      })
      .where(
        (a, op) =>
          `${op.eq(a.isWlkModel, UPGRADE_STATE.upgrading)} AND ${op.eq(a.upgradeRunId, job.runId)} AND ${op.eq(a.isModel, PARSED)}`,
      )
      .go({ response: 'none' });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    settled = false;
  }
  await deletePrefix(runPrefix(job.projectId, job.entryId, job.runId));
  if (settled)
    await pushStatus({
      kind: 'upgrade',
      projectId: job.projectId,
      id: job.entryId,
      isWlkModel: UPGRADE_STATE.failed,
      ...pushedVersion(endVersion(job.stateVersion)),
    });
  if (settled) await noticeModelOutcome(job, 'upgradeFailed', messageKey);
  return { settled, messageKey };
}
