import { PID_STATE } from '@loopline/shared';
import type { SubmitAnswer } from '@loopline/shared/contracts/recognition';
import { deletePidDetails, deletePrefix, pidRunPrefix } from '../../derived/index.ts';
import { entry as entryEntity } from '../../entities/entry.ts';
import { pidFile } from '../../entities/pidFile.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../../entities/transaction.ts';
import {
  childrenOf,
  type EntryView,
  loadEntry,
  need,
  type ProjectAccess,
  requireMember,
  suffixOf,
  withPerms,
} from '../../file/index.ts';
import { startWorkflow } from '../../lib/aws/sfn.ts';
import { sortableId } from '../../lib/db/ids.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { logger } from '../../lib/logger.ts';
import { isRecognisable } from './kinds.ts';
import { mirrorOf, mirrorOnEntry, moveRun, type RecogniseJob, readPidFile } from './runs.ts';

const isDrawing = (e: EntryView) => e.isFile === 1 && isRecognisable(e.fileSuffix || suffixOf(e.fileName));

/** Every file below a folder that the caller can see, with signs. */
async function filesBelow(access: ProjectAccess, folder: EntryView): Promise<EntryView[]> {
  const files: EntryView[] = [];
  let level = [folder.id];
  while (level.length) {
    const children = (await Promise.all(level.map((id) => childrenOf(access.project.id, id)))).flat();
    const views = await withPerms(access, children);
    files.push(...views.filter((v) => v.isFile === 1));
    level = views.filter((v) => v.isFile === 0 && v.filePerms.includes('viewDir')).map((v) => v.id);
  }
  return files;
}

/**
 * The drawings a submit names: the files given (each must be a drawing the caller may edit) and every
 * pdf/png/jpg below the folders given that the caller may edit. Refused whole before anything is written.
 */
async function drawingsOf(caller: Caller, projectId: string, fileIds: string[], dirIds: string[]) {
  const access = await requireMember(caller, projectId);
  const chosen = new Map<string, EntryView>();
  for (const id of fileIds) {
    const file = await loadEntry(access, id);
    if (!file.isFile) throw new NotFoundError('file.notFound');
    need(file, 'editFile');
    if (!isDrawing(file)) throw new BadRequestError('pid.notDrawing');
    chosen.set(file.id, file);
  }
  for (const id of dirIds) {
    const folder = await loadEntry(access, id);
    if (folder.isFile) throw new BadRequestError('file.notFolder');
    need(folder, 'viewDir');
    for (const file of await filesBelow(access, folder))
      if (isDrawing(file) && file.filePerms.includes('editFile')) chosen.set(file.id, file);
  }
  if (!chosen.size) throw new BadRequestError('pid.nothingToRecognise');
  return [...chosen.values()];
}

/**
 * A run that has not written for this long lost its execution (a stage waits at most 10 minutes, three
 * times over): the drawing may be claimed again, so no state hangs for ever.
 */
const SILENT_RUN_MS = 60 * 60 * 1000;

/**
 * Claims the drawing for a new run: the record goes to 20 only when there is none, or when the last run
 * ended (90 or 99: a retry) or went silent; one that waits or runs keeps its run. The entry shows 20 in the same write.
 * Answers the run, or null when another run holds the drawing.
 */
async function claim(
  caller: Caller,
  file: EntryView,
): Promise<{ job: RecogniseJob; stateVersion: number } | null> {
  const previous = await readPidFile(file.projectId, file.id);
  const job: RecogniseJob = { projectId: file.projectId, fileId: file.id, runId: sortableId() };
  // Goes on from the last run's (the condition below holds it unchanged), so the new run's "waiting"
  // orders after everything the last one wrote.
  const stateVersion = (previous?.stateVersion ?? 0) + 1;
  const now = new Date().toISOString();
  const silentSince = new Date(Date.now() - SILENT_RUN_MS).toISOString();
  try {
    await transactWrite({
      record: txItem(
        pidFile
          .put({
            projectId: file.projectId,
            fileId: file.id,
            tenantId: caller.tenantId,
            fileName: file.fileName,
            state: PID_STATE.waiting,
            runId: job.runId,
            numPage: 0,
            numSuccess: 0,
            stateVersion,
            reason: '',
            reasonParams: {},
            ruleHash: '',
            counts: {},
            submitUser: caller.userId,
            submitTime: now,
            finishTime: '',
            beatTime: now,
          })
          .where((a, o) =>
            previous
              ? `${o.eq(a.runId, previous.runId)} AND (${o.eq(a.state, PID_STATE.identified as number)} OR ${o.eq(a.state, PID_STATE.failed as number)} OR ${o.lt(a.beatTime, silentSince)})`
              : o.notExists(a.runId),
          ),
      ),
      entry: txItem(
        entryEntity
          .patch({ projectId: file.projectId, id: file.id })
          .set({ state: PID_STATE.waiting, numSuccess: 0, numPage: 0, stateVersion }),
      ),
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.failedOn('record')) return null;
    if (error instanceof TransactionCancelledError && error.failedOn('entry'))
      throw new NotFoundError('file.notFound');
    throw error;
  }
  // The ended run's results make way for the new one's.
  if (previous) {
    await deletePrefix(pidRunPrefix(file.projectId, file.id, previous.runId));
    await deletePidDetails(file.projectId, file.id, previous.runId);
  }
  return { job, stateVersion };
}

/** recTask/submit: one run per drawing; a drawing already waiting or running is answered as running. */
export async function submitRecognition(
  caller: Caller,
  input: { projectId: string; fileIds: string[]; dirIds: string[] },
): Promise<SubmitAnswer> {
  const files = await drawingsOf(caller, input.projectId, input.fileIds, input.dirIds);
  const answer: SubmitAnswer = { started: [], running: [], versions: {} };
  for (const file of files) {
    const claimed = await claim(caller, file);
    if (!claimed) {
      answer.running.push(file.id);
      continue;
    }
    const { job } = claimed;
    try {
      await startWorkflow('recognise', { job }, job.runId);
    } catch (error) {
      logger.error('recognition did not start', { job, error: error as Error });
      // Never a hung 20: the drawing fails with a reason and can be submitted again.
      const failed = await moveRun(job, [PID_STATE.waiting], {
        state: PID_STATE.failed,
        reason: 'pid.recognitionFailed',
      });
      await mirrorOnEntry(job, mirrorOf(failed));
      throw error;
    }
    answer.started.push(file.id);
    answer.versions[file.id] = claimed.stateVersion;
  }
  return answer;
}
