import { type FileNameProblem, fileNameProblem, renameOutcome } from '@loopline/shared';
import type { FileEntry, PathCrumb, Sign } from '../../../api/files.ts';

/** The file manager's rules (spec 1 §5, §6, §9), kept pure so they can be tested. */

export type EntryAction = 'download' | 'move' | 'delete' | 'rename' | 'permission' | 'share';

const SIGN: Record<Exclude<EntryAction, 'permission'>, { dir: Sign; file: Sign }> = {
  download: { dir: 'downDir', file: 'downFile' },
  share: { dir: 'shareDir', file: 'shareFile' },
  move: { dir: 'moveDir', file: 'moveFile' },
  delete: { dir: 'removeDir', file: 'removeFile' },
  rename: { dir: 'renameDir', file: 'renameFile' },
};

export interface ActionContext {
  /** 0 normal, 1 the user's default project, 2 the special read-only project. */
  isDefault: 0 | 1 | 2;
  /** The creator of a normal project (queryProjectPerm's canChangePerm). */
  canChangePerm: boolean;
}

export type ActionState = 'hidden' | 'enabled' | 'disabled';

export function hasSign(entry: Pick<FileEntry, 'isFile' | 'filePerms'>, action: keyof typeof SIGN): boolean {
  const sign = entry.isFile ? SIGN[action].file : SIGN[action].dir;
  return entry.filePerms.includes(sign);
}

/**
 * What the toolbar offers for a selection (spec 1 §6): an action is shown only when every selected
 * entry's signs allow it; rename and permission are disabled for more than one entry; the
 * permission dialog is the creator's of a normal project; the special project shows nothing.
 */
export function actionState(
  action: EntryAction,
  selection: readonly Pick<FileEntry, 'isFile' | 'filePerms'>[],
  context: ActionContext,
): ActionState {
  if (context.isDefault === 2 || selection.length === 0) return 'hidden';
  const single = action === 'rename' || action === 'permission';
  if (action === 'permission') {
    if (!context.canChangePerm) return 'hidden';
  } else if (!selection.every((e) => hasSign(e, action))) return 'hidden';
  return single && selection.length > 1 ? 'disabled' : 'enabled';
}

/** Creating folders and uploading need addDir and upload on the folder shown; never in the special project. */
export function folderActions(folderPerms: readonly Sign[], isDefault: 0 | 1 | 2) {
  const special = isDefault === 2;
  return {
    newFolder: !special && folderPerms.includes('addDir'),
    upload: !special && folderPerms.includes('upload'),
  };
}

/** The dragged set (spec 1 §2): the selection when the dragged entry is in it, else that entry alone. */
export function draggedSet<T extends { id: string }>(entry: T, selection: readonly T[]): T[] {
  return selection.some((s) => s.id === entry.id) ? [...selection] : [entry];
}

/** May these entries be dropped on that folder? Not on one of themselves, not where they already are. */
export function canDropOn(
  target: Pick<FileEntry, 'id' | 'isFile'>,
  dragged: readonly Pick<FileEntry, 'id' | 'parentId'>[],
): boolean {
  if (target.isFile || dragged.length === 0) return false;
  if (dragged.some((d) => d.id === target.id)) return false;
  return !dragged.every((d) => d.parentId === target.id);
}

export type CrumbItem = { kind: 'crumb'; crumb: PathCrumb } | { kind: 'ellipsis'; hidden: PathCrumb[] };

/** The path bar (spec 1 §2): from 5 levels on, the first and the last 3 with an ellipsis between. */
export function collapsePath(path: readonly PathCrumb[]): CrumbItem[] {
  const crumb = (c: PathCrumb): CrumbItem => ({ kind: 'crumb', crumb: c });
  if (path.length < 5) return path.map(crumb);
  const [first, ...rest] = path as [PathCrumb, ...PathCrumb[]];
  return [
    crumb(first),
    { kind: 'ellipsis', hidden: rest.slice(0, rest.length - 3) },
    ...rest.slice(-3).map(crumb),
  ];
}

/** A file's name split for editing (spec 1 §5): the suffix (with its dot) is kept aside. Folders keep it all. */
export function splitName(entry: Pick<FileEntry, 'isFile' | 'fileName'>): { base: string; suffix: string } {
  const dot = entry.fileName.lastIndexOf('.');
  if (!entry.isFile || dot <= 0) return { base: entry.fileName, suffix: '' };
  return { base: entry.fileName.slice(0, dot), suffix: entry.fileName.slice(dot) };
}

/**
 * An inline rename's outcome: an empty or unchanged base name cancels; otherwise the whole name with
 * its suffix re-attached, or the message key of the rule it breaks.
 */
export function inlineRename(entry: Pick<FileEntry, 'isFile' | 'fileName'>, editedBase: string) {
  const { suffix } = splitName(entry);
  if (!editedBase.trim()) return { kind: 'cancel' } as const;
  return renameOutcome(entry.fileName, `${editedBase.trim()}${suffix}`);
}

/** The message key of what is wrong with a new folder's name, or null. */
export function folderNameProblem(name: string): 'fileNameRequired' | FileNameProblem | null {
  if (!name.trim()) return 'fileNameRequired';
  return fileNameProblem(name);
}

/** A function that runs its argument at most once per `ms` (open and double-click: spec 1 §9). */
export function throttle(ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (run: () => void) => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    run();
    return true;
  };
}

export const OPEN_THROTTLE_MS = 3000;

/** Sizes in B, KB, MB or GB with two decimals, 1024 steps (spec 1 §9). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A time relative to now (spec 1 §9): just now, minutes, hours or days ago; after 30 days (or in
 * the future) the date and time.
 */
export function relativeTime(iso: string, language: string, now: number = Date.now()) {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return { kind: 'none' as const };
  const ago = now - at;
  if (ago < 0 || ago >= 30 * DAY) return { kind: 'date' as const, text: absoluteTime(at) };
  if (ago < MINUTE) return { kind: 'now' as const };
  const format = new Intl.RelativeTimeFormat(language === 'zh' ? 'zh-CN' : 'en', { numeric: 'always' });
  if (ago < HOUR) return { kind: 'ago' as const, text: format.format(-Math.floor(ago / MINUTE), 'minute') };
  if (ago < DAY) return { kind: 'ago' as const, text: format.format(-Math.floor(ago / HOUR), 'hour') };
  return { kind: 'ago' as const, text: format.format(-Math.floor(ago / DAY), 'day') };
}

export function absoluteTime(at: number | string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** What the zip of a selection is called: one entry's name, else the folder's. */
export function zipName(selection: readonly Pick<FileEntry, 'isFile' | 'fileName'>[], folderName: string) {
  const [only] = selection;
  if (selection.length === 1 && only) return splitName(only).base;
  return folderName;
}
