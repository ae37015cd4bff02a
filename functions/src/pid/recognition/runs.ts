import { PID_STATE, type PidState, type StatusUpdate } from '@loopline/shared';
import { pushToProject } from '../../access/index.ts';
import { entry } from '../../entities/entry.ts';
import { conditionFailed } from '../../entities/errors.ts';
import { pidFile } from '../../entities/pidFile.ts';
import { logger } from '../../lib/logger.ts';
import { PidStale } from './errors.ts';

/** What a recognition run carries from the submit through every stage. */
export interface RecogniseJob {
  projectId: string;
  fileId: string;
  runId: string;
}

export type PidFileItem = NonNullable<Awaited<ReturnType<ReturnType<typeof pidFile.get>['go']>>['data']>;

export async function readPidFile(projectId: string, fileId: string): Promise<PidFileItem | null> {
  const out = await pidFile.get({ projectId, fileId }).go({ consistent: true });
  return out.data ?? null;
}

/** The record as this run left it, or PidStale when the drawing went or another run owns it. */
export async function currentRun(job: RecogniseJob, state: PidState): Promise<PidFileItem> {
  const record = await readPidFile(job.projectId, job.fileId);
  if (!record || record.runId !== job.runId || record.state !== state) throw new PidStale();
  return record;
}

/**
 * Moves the record of this run (and only this run, in the given states) with `set`, raising its state
 * version; PidStale when the condition fails. Answers the record as written.
 */
export async function moveRun(
  job: RecogniseJob,
  from: readonly PidState[],
  set: Partial<
    Pick<PidFileItem, 'state' | 'numPage' | 'reason' | 'reasonParams' | 'ruleHash' | 'counts' | 'finishTime'>
  >,
  add?: { numSuccess: number },
): Promise<PidFileItem> {
  try {
    const out = await pidFile
      .update({ projectId: job.projectId, fileId: job.fileId })
      .set({ ...set, beatTime: new Date().toISOString() })
      .add({ ...add, stateVersion: 1 })
      .where(
        (a, o) =>
          `${o.eq(a.runId, job.runId)} AND (${from.map((s) => o.eq(a.state, s as number)).join(' OR ')})`,
      )
      .go({ response: 'all_new' });
    return out.data as PidFileItem;
  } catch (error) {
    if (conditionFailed(error)) throw new PidStale();
    throw error;
  }
}

/** What the entry mirrors of a record: its state, pages done and the version they were written at. */
export const mirrorOf = (record: PidFileItem) => ({
  state: record.state as PidState,
  numSuccess: record.numSuccess ?? 0,
  numPage: record.numPage ?? 0,
  stateVersion: record.stateVersion ?? 0,
});

/**
 * Mirrors the run's state onto the file entry (the file manager's row shows it, spec 1 §3), unless the
 * entry already shows a later version: pages run in parallel, so two mirrors can land in either order.
 * The entry must still exist (ElectroDB's patch condition): a deleted drawing is left deleted. Answers
 * whether the entry is there.
 */
export async function mirrorOnEntry(
  job: RecogniseJob,
  values: ReturnType<typeof mirrorOf>,
): Promise<boolean> {
  const key = { projectId: job.projectId, id: job.fileId };
  try {
    await entry
      .patch(key)
      .set(values)
      .where((a, o) => `(${o.notExists(a.stateVersion)} OR ${o.lt(a.stateVersion, values.stateVersion)})`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    // Refused: the entry is gone, or it shows a later write already.
    const now = await entry.get(key).go({ consistent: true, attributes: ['id'] });
    return Boolean(now.data);
  }
}

/** Tells every connected member of the project how the drawing's run stands (STATUS_UPDATE, kind recognise). */
export async function pushProgress(job: RecogniseJob, record: PidFileItem, reason = ''): Promise<void> {
  const update: StatusUpdate = {
    kind: 'recognise',
    projectId: job.projectId,
    id: job.fileId,
    state: record.state as PidState,
    numSuccess: record.numSuccess ?? 0,
    numPage: record.numPage ?? 0,
    stateVersion: record.stateVersion ?? 0,
    ...(record.state === PID_STATE.failed ? { reason } : {}),
  };
  try {
    await pushToProject(job.projectId, { type: 'STATUS_UPDATE', content: JSON.stringify(update) });
  } catch (error) {
    // The progress is also readable by identifyProgress: a lost push never fails the run.
    logger.warn('recognition progress push failed', { update, error: error as Error });
  }
}
