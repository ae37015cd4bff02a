import { INSUFFICIENT_PARSE_REASON, type MessageKey, MODEL_STATE, UPGRADE_STATE } from '@loopline/shared';
import type { ConvertAnswer, UpgradeStarted } from '@loopline/shared/contracts/file';
import { entry as entryEntity } from '../entities/entry.ts';
import { conditionFailed } from '../entities/errors.ts';
import { addToCounter } from '../entities/opsCounter.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { type EntryView, loadEntry, type ProjectAccess, requireMember } from '../file/index.ts';
import { startWorkflow } from '../lib/aws/sfn.ts';
import { sortableId } from '../lib/db/ids.ts';
import { AppError, BadRequestError, ConflictError, ForbiddenError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { consumeParseItem, quotaOf } from '../membership/index.ts';
import { failParse, failUpgrade, type ParseJob, type UpgradeJob } from './jobs.ts';
import { attributeRefusal, parseRefusal, publishRefusal, type Refusal, upgradeRefusal } from './policy.ts';
import { parseRecordItem } from './records.ts';
import { nextRunBase } from './stateVersion.ts';
import { pushStatus, queueStatus, statusAudience } from './status.ts';

/** No parse count left (spec 1 §8): the client opens the parse-quota dialog on `data.reason`. */
export class ParseQuotaError extends AppError {
  constructor() {
    super(400, 'model.parseInsufficient');
    this.data = { reason: INSUFFICIENT_PARSE_REASON };
  }
}

export function refuse(refusal: Refusal) {
  if (!refusal) return;
  if (refusal.kind === 'forbidden') throw new ForbiddenError();
  if (refusal.kind === 'conflict') throw new ConflictError(refusal.key as MessageKey);
  throw new BadRequestError(refusal.key);
}

/** A conditional entry update; losing the race to another change is a 409 with the given error. */
async function updateOr(conflict: AppError, update: () => Promise<unknown>) {
  try {
    await update();
  } catch (error) {
    if (conditionFailed(error)) throw conflict;
    throw error;
  }
}

/**
 * Starts a parse: isModel → 2, the uploader's parse count taken and the starter's record written in
 * one transaction (no count left: 400 with the reason and nothing changed), then the parse state
 * machine. If the run cannot start, the failure stage puts everything back.
 */
async function startParseOf(caller: Caller, access: ProjectAccess, entry: EntryView) {
  refuse(parseRefusal(entry));
  await quotaOf(entry.ownerId, caller.tenantId);
  const runId = sortableId();
  const stateVersion = nextRunBase(entry.modelStateVersion);
  const job: ParseJob = {
    projectId: access.project.id,
    entryId: entry.id,
    runId,
    ownerId: entry.ownerId,
    userId: caller.userId,
    recordId: runId,
    fileId: entry.fileId,
    suffix: entry.fileSuffix,
    stateVersion,
  };
  const audience = statusAudience(job.projectId);
  try {
    await transactWrite({
      entry: txItem(
        entryEntity
          .patch({ projectId: job.projectId, id: entry.id })
          .set({
            isModel: MODEL_STATE.parsing,
            parseProgress: 0,
            parseStage: 'queued',
            parseRunId: runId,
            parseMessage: '',
            parseMessageKey: '',
            modelStateVersion: stateVersion,
          })
          .where(
            (a, op) =>
              `${op.eq(a.isModel, entry.isModel)} AND ${op.ne(a.publishStatus, '1')} AND ${entry.modelStateVersion === undefined ? op.notExists(a.modelStateVersion) : op.eq(a.modelStateVersion, entry.modelStateVersion)}`,
          ),
      ),
      parseCount: consumeParseItem(entry.ownerId),
      record: parseRecordItem(caller.userId, {
        id: runId,
        projectId: job.projectId,
        proName: access.project.projectName,
        entryId: entry.id,
        fileName: entry.fileName,
        fileSize: entry.fileSize,
        fileSuffix: entry.fileSuffix,
      }),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.failedOn('parseCount')) throw new ParseQuotaError();
    if (error.failedOn('entry')) throw new ConflictError('model.alreadyParsing');
    throw error;
  }
  await addToCounter({
    tenantId: caller.tenantId,
    metric: 'model.parse',
    day: new Date().toISOString().slice(0, 10),
  });
  await pushStatus(
    {
      kind: 'parse',
      projectId: job.projectId,
      id: entry.id,
      isModel: MODEL_STATE.parsing,
      progress: 0,
      stateVersion,
    },
    audience,
  );
  try {
    await startWorkflow('parse', { job }, runId);
  } catch (error) {
    await failParse(job, 'model.parseFailed');
    throw error;
  }
  return { id: entry.id, isModel: MODEL_STATE.parsing, stateVersion } satisfies ConvertAnswer;
}

export async function startParse(caller: Caller, projectId: string, fileId: string) {
  const access = await requireMember(caller, projectId);
  return startParseOf(caller, access, await loadEntry(access, fileId));
}

/**
 * Associates (or with '-1' clears) the attribute file of a .vue/.rvm model. The attribute must be a
 * file the caller can view (selectAttributeTip otherwise); nothing changes while the model parses.
 */
export async function setAttribute(caller: Caller, projectId: string, modelId: string, attId: string) {
  const access = await requireMember(caller, projectId);
  const model = await loadEntry(access, modelId);
  const attribute = attId === '-1' ? null : await loadEntry(access, attId);
  refuse(attributeRefusal(model, attribute));
  if (attribute?.id === model.id) throw new BadRequestError('model.selectAttributeTip');
  const value = attribute ? attribute.id : -1;
  await updateOr(new ConflictError('model.alreadyParsing'), () =>
    entryEntity
      .patch({ projectId: access.project.id, id: model.id })
      .set({ attributeId: value })
      .where((a, op) => op.ne(a.isModel, MODEL_STATE.parsing as string))
      .go({ response: 'none' }),
  );
  return { access, model: { ...model, attributeId: value } };
}

/** modelConvertVueRvm: associate the attribute file, then parse with it. */
export async function startParseWithAttribute(
  caller: Caller,
  projectId: string,
  fileId: string,
  attId: string,
) {
  const { access, model } = await setAttribute(caller, projectId, fileId, attId);
  return startParseOf(caller, access, model);
}

/** Upgrade (convertModelWlk) of parsed models: isWlkModel → 2 and the upgrade state machine. */
export async function startUpgrades(caller: Caller, projectId: string, ids: string[]) {
  const access = await requireMember(caller, projectId);
  if (!ids.length) throw new BadRequestError('file.nothingSelected');
  const entries = await Promise.all(ids.map((id) => loadEntry(access, id)));
  for (const e of entries) refuse(upgradeRefusal(e));
  const started: UpgradeStarted[] = [];
  for (const e of entries) {
    const job: UpgradeJob = {
      projectId: access.project.id,
      entryId: e.id,
      runId: sortableId(),
      userId: caller.userId,
      stateVersion: nextRunBase(e.modelStateVersion),
    };
    await updateOr(new ConflictError('model.upgrading'), () =>
      entryEntity
        .patch({ projectId: job.projectId, id: e.id })
        .set({
          isWlkModel: UPGRADE_STATE.upgrading,
          upgradeRunId: job.runId,
          modelStateVersion: job.stateVersion,
        })
        .where(
          (a, op) =>
            `${op.eq(a.isModel, MODEL_STATE.parsed as string)} AND (${op.notExists(a.isWlkModel)} OR ${op.eq(a.isWlkModel, null)} OR ${op.eq(a.isWlkModel, UPGRADE_STATE.failed)}) AND ${e.modelStateVersion === undefined ? op.notExists(a.modelStateVersion) : op.eq(a.modelStateVersion, e.modelStateVersion)}`,
        )
        .go({ response: 'none' }),
    );
    await pushStatus({
      kind: 'upgrade',
      projectId: job.projectId,
      id: e.id,
      isWlkModel: UPGRADE_STATE.upgrading,
      stateVersion: job.stateVersion,
    });
    try {
      await startWorkflow('upgrade', { job }, job.runId);
    } catch (error) {
      await failUpgrade(job, 'model.upgradeFailed');
      throw error;
    }
    started.push({ id: e.id, isWlkModel: UPGRADE_STATE.upgrading, stateVersion: job.stateVersion! });
  }
  return started;
}

/** Publish or unpublish parsed files (project creator only); the publish sort key moves with it. */
export async function setPublished(caller: Caller, projectId: string, ids: string[], to: '0' | '1') {
  const access = await requireMember(caller, projectId);
  if (!ids.length) throw new BadRequestError('file.nothingSelected');
  const entries = await Promise.all(ids.map((id) => loadEntry(access, id)));
  for (const e of entries) refuse(publishRefusal(e, access.project, caller.userId, to));
  for (const e of entries) {
    // The publish order's sort key moves with the status: the entry's other key parts are given.
    await updateOr(new ConflictError(to === '1' ? 'model.published' : 'model.unpublished'), () =>
      entryEntity
        .patch({ projectId: access.project.id, id: e.id })
        .set({ publishStatus: to })
        .composite({ isFile: e.isFile, nameLower: e.fileName.toLowerCase(), parentId: e.parentId })
        .where(
          (a, op) =>
            `${op.eq(a.isModel, MODEL_STATE.parsed as string)} AND ${op.eq(a.publishStatus, e.publishStatus)}`,
        )
        .go({ response: 'none' }),
    );
    await queueStatus({ kind: 'publish', projectId: access.project.id, id: e.id, publishStatus: to });
  }
  return entries.map((e) => ({ id: e.id, publishStatus: to }));
}
