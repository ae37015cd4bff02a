import { z } from 'zod';

/** Characters a file or folder name may not contain (spec 1 §5). */
export const FORBIDDEN_NAME_CHARS = /[/\\*:?<>|"]/;
/**
 * Control characters (C0, DEL, C1) are invisible in a list and break archives, paths and headers;
 * `.` and `..` mean "this folder" and "the parent" to every archiver and file system, so an entry
 * with such a name could climb out of its folder when extracted (zip slip).
 */
const CONTROL_CHARS = /\p{Cc}/u;
const RESERVED_NAMES = new Set(['.', '..']);
export const FILE_NAME_MAX = 200;
export const FILE_PAGE_SIZE = 50;
/** A folder upload's relative path has at most this many segments (the top folder, sub-folders, the file). */
export const RELATIVE_PATH_MAX_SEGMENTS = 64;

export type FileNameProblem =
  | 'fileNameDoesNotTip'
  | 'fileNameControlTip'
  | 'fileNameReserved'
  | 'fileNameLengthTip';

/** The message key of what is wrong with a (trimmed) name, or null. An empty name is the caller's concern. */
export function fileNameProblem(name: string): FileNameProblem | null {
  const trimmed = name.trim();
  if (FORBIDDEN_NAME_CHARS.test(trimmed)) return 'fileNameDoesNotTip';
  if (CONTROL_CHARS.test(trimmed)) return 'fileNameControlTip';
  if (RESERVED_NAMES.has(trimmed)) return 'fileNameReserved';
  if (trimmed.length > FILE_NAME_MAX) return 'fileNameLengthTip';
  return null;
}

/**
 * What is wrong with a folder upload's relative path ("Top/Sub/name.ext"), or null: at least a
 * folder and a file, no empty segment (a leading, doubled or trailing "/"), and every segment a
 * valid name (so no "." or ".." and no control character anywhere in the path).
 */
export function relativePathProblem(path: string): FileNameProblem | 'upload.pathInvalid' | null {
  const segments = path.split('/');
  if (segments.length < 2 || segments.length > RELATIVE_PATH_MAX_SEGMENTS) return 'upload.pathInvalid';
  if (segments.some((s) => !s.trim())) return 'upload.pathInvalid';
  for (const segment of segments) {
    const problem = fileNameProblem(segment);
    if (problem) return problem;
  }
  return null;
}

/**
 * What a rename comes to: 'cancel' when the new name is empty or unchanged (spec 1 §5), otherwise
 * the trimmed name or the message key of the rule it breaks.
 */
export function renameOutcome(
  oldName: string,
  newName: string,
): { kind: 'cancel' } | { kind: 'rename'; name: string } | { kind: 'invalid'; key: FileNameProblem } {
  const trimmed = newName.trim();
  if (!trimmed || trimmed === oldName) return { kind: 'cancel' };
  const problem = fileNameProblem(trimmed);
  return problem ? { kind: 'invalid', key: problem } : { kind: 'rename', name: trimmed };
}

/** A required entry name, trimmed, for zod schemas on both sides. */
export const fileNameRule = z
  .string({ error: 'fileNameRequired' })
  .trim()
  .min(1, { error: 'fileNameRequired' })
  .check((ctx) => {
    const problem = fileNameProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

export const LIST_MODES = ['list', 'thumbnail'] as const;
export type ListMode = (typeof LIST_MODES)[number];
