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
    | 'stateVersion'
    | 'modelStateVersion'
  >
>;

/**
 * The row's versioned states: each a version field and the fields written with it. P&ID recognition
 * (`stateVersion`) and the model parse/upgrade (`modelStateVersion`) move independently.
 */
const VERSIONED = [
  { version: 'stateVersion', fields: ['state', 'numSuccess', 'numPage'] },
  { version: 'modelStateVersion', fields: ['isModel', 'isWlkModel', 'parseProgress', 'parseMessage'] },
] as const satisfies readonly { version: keyof FileEntry; fields: readonly (keyof FileEntry)[] }[];

type Versioned = Partial<Pick<FileEntry, (typeof VERSIONED)[number]['version']>>;
type VersionKey = keyof Versioned;

/**
 * Whether incoming values of one state are older than the row's: their version is lower (spec 2 §4
 * pushes and the reads of a row can arrive in any order; equal versions are one write). A row never
 * submitted carries none: version 0, below its first run's; so do values without one, which is why
 * every patch of a versioned state carries the version its answer or push gave.
 */
const older = (row: Versioned, incoming: Versioned, key: VersionKey) =>
  (incoming[key] ?? 0) < (row[key] ?? 0);

/** A row with `fields` merged in, but for the states whose values are older than the row's: they never go back. */
export function mergeEntry(row: FileEntry, fields: Partial<FileEntry>): FileEntry {
  const kept: Record<string, unknown> = { ...fields };
  for (const { version, fields: names } of VERSIONED)
    if (older(row, fields, version)) for (const name of [version, ...names]) delete kept[name];
  return { ...row, ...kept };
}

/** A row as read again, keeping the states whose values on the row shown are newer. */
export function newerOf(shown: FileEntry | undefined, read: FileEntry): FileEntry {
  if (!shown) return read;
  let row = read;
  for (const { version, fields: names } of VERSIONED)
    if (older(shown, read, version))
      row = { ...row, ...Object.fromEntries([version, ...names].map((name) => [name, shown[name]])) };
  return row;
}

/**
 * A listing read again (every page) over the one shown: a row keeps the recognition state that a push
 * or read-back delivered after the listing's read was answered on the server (issue: a row showed
 * "waiting" again after "recognising 0/2").
 */
export function keepNewerRows<T extends { pages: { records: FileEntry[] }[] }>(
  shown: T | undefined,
  read: T,
): T {
  if (!shown) return read;
  const rows = new Map<string, FileEntry>();
  for (const page of shown.pages) for (const row of page.records) rows.set(row.id, row);
  let changed = false;
  const pages = read.pages.map((page) => {
    const records = page.records.map((row) => {
      const kept = newerOf(rows.get(row.id), row);
      if (kept !== row) changed = true;
      return kept;
    });
    return { ...page, records };
  });
  return changed ? { ...read, pages } : read;
}

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
  // The version of whichever state the push is about: recognition, or the model parse/upgrade.
  if (update.stateVersion !== undefined) {
    if (update.kind === 'recognise') patch.stateVersion = update.stateVersion;
    else if (update.kind === 'parse' || update.kind === 'upgrade')
      patch.modelStateVersion = update.stateVersion;
  }
  return patch;
}

/** The fields a polled parse progress changes. */
export function progressPatch(progress: ParseProgress): EntryPatch {
  return {
    isModel: progress.isModel,
    parseProgress: progress.progress,
    parseMessage: progress.parseMessage,
    modelStateVersion: progress.stateVersion,
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
  record: Pick<PidFileRecord, 'state' | 'numSuccess' | 'numPage' | 'stateVersion'>,
): EntryPatch {
  return {
    state: record.state,
    numSuccess: record.numSuccess,
    numPage: record.numPage,
    stateVersion: record.stateVersion,
  };
}

/** The ids of the rows waiting or being recognised, as a stable key (their read-back restarts only when it changes). */
export function recognisingKey(entries: readonly Pick<FileEntry, 'id' | 'isFile' | 'state'>[]): string {
  return entries
    .filter((e) => e.isFile === 1 && (e.state === PID_STATE.waiting || e.state === PID_STATE.recognising))
    .map((e) => e.id)
    .sort()
    .join(',');
}
