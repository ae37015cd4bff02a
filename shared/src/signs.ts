/** Permission signs of spec 1 §3 (files and folders have their own) and the dialog's extra signs. */
export const DIR_SIGNS = [
  'viewDir',
  'downDir',
  'shareDir',
  'renameDir',
  'moveDir',
  'removeDir',
  'addDir',
  'upload',
] as const;
export const FILE_SIGNS = [
  'viewFile',
  'downFile',
  'shareFile',
  'renameFile',
  'moveFile',
  'removeFile',
  'editFile',
] as const;
export const ALL_SIGNS = [...DIR_SIGNS, ...FILE_SIGNS] as const;

export type DirSign = (typeof DIR_SIGNS)[number];
export type FileSign = (typeof FILE_SIGNS)[number];
export type Sign = (typeof ALL_SIGNS)[number];

export function isSign(value: string): value is Sign {
  return (ALL_SIGNS as readonly string[]).includes(value);
}

/** The signs that mean anything on an entry of this kind. */
export function signsFor(isFile: boolean): readonly Sign[] {
  return isFile ? FILE_SIGNS : DIR_SIGNS;
}

/** Built-in groups of every project (spec 2 §6): not editable. */
export const BUILT_IN_GROUPS = ['create', 'read', 'readWrite'] as const;
export type BuiltInGroup = (typeof BUILT_IN_GROUPS)[number];

/** What a built-in group may do where no folder on the way has explicit grants. */
export const GROUP_DEFAULTS: Record<BuiltInGroup | 'custom', readonly Sign[]> = {
  create: ALL_SIGNS,
  readWrite: ALL_SIGNS,
  read: ['viewDir', 'viewFile', 'downDir', 'downFile'],
  custom: ['viewDir', 'viewFile'],
};
