import { normalizeSuffix, PID_STATE } from '@loopline/shared';
import type { FileEntry } from '../../../api/files.ts';
import type { ActionContext } from './rules.ts';

/** The file manager's AI recognition rules (spec 1 §4, §6), kept pure so they can be tested. */

/** The drawings recognition reads (spec 1 §6: png, jpg and pdf; jpeg is the same format). */
const DRAWING_SUFFIXES = new Set(['pdf', 'png', 'jpg', 'jpeg']);
/** A failed recognition: 99, and -1 as older records wrote it (spec 1 §6). */
const FAILED_STATES = new Set<number>([PID_STATE.failed, -1]);

type RecognitionEntry = Pick<FileEntry, 'isFile' | 'fileName' | 'fileSuffix' | 'filePerms' | 'state'>;

const suffixOf = (entry: Pick<FileEntry, 'fileSuffix' | 'fileName'>) =>
  normalizeSuffix(entry.fileSuffix || entry.fileName.slice(entry.fileName.lastIndexOf('.') + 1));

export const isDrawingSuffix = (suffix: string) => DRAWING_SUFFIXES.has(normalizeSuffix(suffix));

export function isDrawing(entry: Pick<FileEntry, 'isFile' | 'fileSuffix' | 'fileName'>): boolean {
  return entry.isFile === 1 && isDrawingSuffix(suffixOf(entry));
}

/** Never submitted: the entry has no recognition state (null, or 0 as an unset number). */
const isEmptyState = (state: number | null | undefined) =>
  state === null || state === undefined || state === 0;

const isFailedState = (state: number | null | undefined) =>
  state !== null && state !== undefined && FAILED_STATES.has(state);

/**
 * Whether one entry may be sent to recognition: a drawing whose state is failed or empty (spec 1 §6)
 * that the caller may edit; a folder the caller may write into (the server then takes the drawings
 * below it that the caller may edit: a folder carries no file signs of its own).
 */
export function canRecognise(entry: RecognitionEntry): boolean {
  if (!entry.isFile) return entry.filePerms.includes('upload');
  if (!isDrawing(entry) || !entry.filePerms.includes('editFile')) return false;
  return isEmptyState(entry.state) || isFailedState(entry.state);
}

/** The toolbar's AI recognition action: every selected entry must allow it; never in the special project. */
export function recognitionActionShown(
  selection: readonly RecognitionEntry[],
  context: Pick<ActionContext, 'isDefault'>,
): boolean {
  if (context.isDefault === 2 || selection.length === 0) return false;
  return selection.every(canRecognise);
}

type RecognitionBadge =
  | { kind: 'none' }
  | { kind: 'waiting' }
  | { kind: 'recognising'; numSuccess: number; numPage: number }
  | { kind: 'identified'; numPage: number }
  | { kind: 'failed' };

/** What a row shows of its recognition (spec 1 §4: 10 recognising with numSuccess/numPage, 20, 90, 99). */
export function recognitionBadge(
  entry: Pick<FileEntry, 'isFile' | 'state' | 'numSuccess' | 'numPage'>,
): RecognitionBadge {
  if (!entry.isFile || isEmptyState(entry.state)) return { kind: 'none' };
  if (entry.state === PID_STATE.waiting) return { kind: 'waiting' };
  if (entry.state === PID_STATE.recognising)
    return { kind: 'recognising', numSuccess: entry.numSuccess ?? 0, numPage: entry.numPage ?? 0 };
  if (entry.state === PID_STATE.identified) return { kind: 'identified', numPage: entry.numPage ?? 0 };
  if (isFailedState(entry.state)) return { kind: 'failed' };
  return { kind: 'none' };
}
