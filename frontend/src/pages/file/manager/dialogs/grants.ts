import { DIR_SIGNS, FILE_SIGNS, GROUP_DEFAULTS, type Sign } from '@loopline/shared';
import type { EntryPerm } from '../../../../api/files.ts';

export { DIR_SIGNS, FILE_SIGNS };

/** The signs the dialog offers: a file's own; a folder's and those of the files below it. */
export function gridSigns(isFile: boolean): { dir: readonly Sign[]; file: readonly Sign[] } {
  return isFile ? { dir: [], file: FILE_SIGNS } : { dir: DIR_SIGNS, file: FILE_SIGNS };
}

export type GrantSource = 'explicit' | 'inherited' | 'defaults';

/**
 * Where the grid starts: the entry's explicit grants; else those of the nearest entry above that
 * has some (its explicit map, read separately); else each group's defaults. Only the signs the
 * entry's kind offers are kept.
 */
export function initialGrants(
  perm: EntryPerm,
  inherited: Record<string, Sign[]> | null,
): { source: GrantSource; grants: Record<string, Sign[]> } {
  const { dir, file } = gridSigns(perm.isFile === 1);
  const offered = new Set<Sign>([...dir, ...file]);
  const keep = (signs: readonly Sign[]) => signs.filter((s) => offered.has(s));
  const hasExplicit = Object.keys(perm.explicit).length > 0;
  const from = hasExplicit ? perm.explicit : perm.inheritedFrom && inherited ? inherited : null;
  const grants: Record<string, Sign[]> = {};
  for (const group of perm.groups) {
    grants[group.groupId] = keep(
      from ? (from[group.groupId] ?? []) : GROUP_DEFAULTS[group.groupInit ?? 'custom'],
    );
  }
  return { source: hasExplicit ? 'explicit' : from ? 'inherited' : 'defaults', grants };
}

export function toggleGrant(
  grants: Record<string, Sign[]>,
  groupId: string,
  sign: Sign,
  on: boolean,
): Record<string, Sign[]> {
  const current = grants[groupId] ?? [];
  const next = on ? [...new Set([...current, sign])] : current.filter((s) => s !== sign);
  return { ...grants, [groupId]: next };
}
