import { PID_STATE, type StatusUpdate } from '@loopline/shared';
import type { FileEntry } from '../../../api/files.ts';
import type { ParseProgress } from '../../../api/models.ts';
import type { PidFileRecord } from '../../../api/recognition.ts';

/** How often rows that are parsing are polled while the socket is down (spec 2 §4 is the push path). */
export const PARSE_POLL_MS = 3000;

export type EntryPatch = Partial<
  Pick<
    FileEntry,
    | 'isModel'
    | 'isWlkModel'
    | 'parseProgress'
    | 'parseMessage'
    | 'preview'
    | 'publishStatus'
    | 'state'
    | 'numSuccess'
    | 'numPage'
  >
>;

/** The fields a STATUS_UPDATE changes in its row: only those it carries. */
export function statusPatch(update: StatusUpdate): EntryPatch {
  const patch: EntryPatch = {};
  if (update.isModel !== undefined) patch.isModel = update.isModel;
  if (update.isWlkModel !== undefined) patch.isWlkModel = update.isWlkModel;
  if (update.progress !== undefined) patch.parseProgress = update.progress;
  if (update.parseMessage !== undefined) patch.parseMessage = update.parseMessage;
  if (update.preview !== undefined) patch.preview = update.preview;
  if (update.publishStatus !== undefined) patch.publishStatus = update.publishStatus;
  // P&ID recognition (kind 'recognise'): the row's state and pages done.
  if (update.state !== undefined) patch.state = update.state;
  if (update.numSuccess !== undefined) patch.numSuccess = update.numSuccess;
  if (update.numPage !== undefined) patch.numPage = update.numPage;
  return patch;
}

/** The fields a polled parse progress changes. */
export function progressPatch(progress: ParseProgress): EntryPatch {
  return {
    isModel: progress.isModel,
    parseProgress: progress.progress,
    parseMessage: progress.parseMessage,
  };
}

/** The ids of the rows being parsed, as a stable key (a poll restarts only when the set changes). */
export function parsingKey(entries: readonly Pick<FileEntry, 'id' | 'isFile' | 'isModel'>[]): string {
  return entries
    .filter((e) => e.isFile === 1 && e.isModel === '2')
    .map((e) => e.id)
    .sort()
    .join(',');
}

/** The fields a read-back recognition record changes (identifyProgress answers the pushed values). */
export function recognitionPatch(
  record: Pick<PidFileRecord, 'state' | 'numSuccess' | 'numPage'>,
): EntryPatch {
  return { state: record.state, numSuccess: record.numSuccess, numPage: record.numPage };
}

/** The ids of the rows waiting or being recognised, as a stable key (their read-back restarts only when it changes). */
export function recognisingKey(entries: readonly Pick<FileEntry, 'id' | 'isFile' | 'state'>[]): string {
  return entries
    .filter((e) => e.isFile === 1 && (e.state === PID_STATE.waiting || e.state === PID_STATE.recognising))
    .map((e) => e.id)
    .sort()
    .join(',');
}
