import { z } from 'zod';

/** Characters a file or folder name may not contain (spec 1 §5). */
export const FORBIDDEN_NAME_CHARS = /[/\\*:?<>|"]/;
export const FILE_NAME_MAX = 200;
export const FILE_PAGE_SIZE = 50;

/** The message key of what is wrong with a (trimmed) name, or null. An empty name is the caller's concern. */
export function fileNameProblem(name: string): 'fileNameDoesNotTip' | 'fileNameLengthTip' | null {
  const trimmed = name.trim();
  if (FORBIDDEN_NAME_CHARS.test(trimmed)) return 'fileNameDoesNotTip';
  if (trimmed.length > FILE_NAME_MAX) return 'fileNameLengthTip';
  return null;
}

/**
 * What a rename comes to: 'cancel' when the new name is empty or unchanged (spec 1 §5), otherwise
 * the trimmed name or the message key of the rule it breaks.
 */
export function renameOutcome(
  oldName: string,
  newName: string,
):
  | { kind: 'cancel' }
  | { kind: 'rename'; name: string }
  | { kind: 'invalid'; key: 'fileNameDoesNotTip' | 'fileNameLengthTip' } {
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
  .refine((v) => !FORBIDDEN_NAME_CHARS.test(v), { error: 'fileNameDoesNotTip' })
  .refine((v) => v.length <= FILE_NAME_MAX, { error: 'fileNameLengthTip' });

export const LIST_MODES = ['list', 'thumbnail'] as const;
export type ListMode = (typeof LIST_MODES)[number];
