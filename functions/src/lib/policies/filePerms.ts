import { ALL_SIGNS, type BuiltInGroup, GROUP_DEFAULTS, type Sign, signsFor } from './signs.ts';

export type ProjectRole = 'creator' | 'admin' | 'user';

export interface ProjectFacts {
  createUser: string;
  /** 0 normal, 1 the user's default project, 2 the special read-only project. */
  isDefault: 0 | 1 | 2;
  /** 0 when the platform disabled the project: read-only, like the special project. */
  status?: number;
}

export interface Membership {
  role: ProjectRole;
  groupId: string;
  /** The built-in kind of the member's group, or 'custom'. */
  groupKind: BuiltInGroup | 'custom';
}

/** Explicit grants on one entry: group id → signs. An entry with an empty map has no explicit grants. */
export type EntryGrants = Record<string, Sign[]>;

export interface EntryFacts {
  isFile: boolean;
  /** Grants along the way, nearest first: the entry itself, its parent, …, the project root folder. */
  grantsNearestFirst: (EntryGrants | undefined)[];
}

const VIEW_ONLY: readonly Sign[] = ['viewDir', 'viewFile'];

function applicable(signs: readonly Sign[], isFile: boolean): Sign[] {
  const allowed = new Set(signsFor(isFile));
  return ALL_SIGNS.filter((s) => signs.includes(s) && allowed.has(s));
}

/**
 * The effective permission signs (`filePerms`) of a user on one entry.
 * - No membership: nothing.
 * - The special project (isDefault 2) is read-only for everyone: view only.
 * - The creator has every sign; a member admin has every sign too (the readWrite group is forced on
 *   admins), but only the creator may change grants (see canChangeGrants).
 * - Other members: the grants of their group on the nearest entry (itself or an ancestor) that has
 *   explicit grants for any group; a group that entry does not list gets nothing there. With no
 *   explicit grants on the way, the group's defaults apply (read: view and download; readWrite:
 *   everything; custom groups: view).
 */
export function effectiveSigns(project: ProjectFacts, member: Membership | null, entry: EntryFacts): Sign[] {
  if (!member) return [];
  if (project.isDefault === 2 || project.status === 0) return applicable(VIEW_ONLY, entry.isFile);
  if (member.role === 'creator' || member.role === 'admin') return applicable(ALL_SIGNS, entry.isFile);
  const nearest = entry.grantsNearestFirst.find((grants) => grants && Object.keys(grants).length > 0);
  if (nearest) return applicable(nearest[member.groupId] ?? [], entry.isFile);
  return applicable(GROUP_DEFAULTS[member.groupKind], entry.isFile);
}

/** Only the creator of a normal project may change grants (spec 1 §6); the special project denies every change. */
export function canChangeGrants(project: ProjectFacts, userId: string): boolean {
  return project.isDefault === 0 && project.status !== 0 && project.createUser === userId;
}

export function hasSign(signs: readonly Sign[], sign: Sign): boolean {
  return signs.includes(sign);
}
