import type { GroupInit, ProjectGroup, ProjectKind, RoleStatus } from '../../api/projects.ts';

/**
 * The project rules the pages apply before asking the server (spec 2 §4–§6); the server decides
 * again on every call, so these only keep people from trying what will be refused.
 */

export const PROJECT_NAME_MAX = 100;
export const PROJECT_MEMO_MAX = 200;
export const GROUP_NAME_MAX = 200;
export const GROUP_MEMO_MAX = 200;
/** Spec 2 §5: jpeg, png, jpg up to 10240 KB; cropped 16:9 to 640×360. */
export const COVER_MAX_BYTES = 10_240 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;
/** Member tables (spec 2 §9). */

/** The i18n key of the problem with a project name, or undefined. */
export function projectNameProblem(name: string): string | undefined {
  const value = name.trim();
  if (!value) return 'project.nameRequired';
  if (value.length > PROJECT_NAME_MAX) return 'project.nameLength';
  return undefined;
}

export function projectMemoProblem(memo: string): string | undefined {
  return memo.trim().length > PROJECT_MEMO_MAX ? 'project.memoLength' : undefined;
}

export function groupNameProblem(name: string): string | undefined {
  const value = name.trim();
  if (!value) return 'project.groupNameRequired';
  if (value.length > GROUP_NAME_MAX) return 'project.groupNameLength';
  return undefined;
}

export function groupMemoProblem(memo: string): string | undefined {
  return memo.trim().length > GROUP_MEMO_MAX ? 'project.groupMemoLength' : undefined;
}

/** The i18n key of the problem with a picked cover file, or undefined. */
export function coverFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) return 'project.coverType';
  if (file.size > COVER_MAX_BYTES) return 'project.coverSize';
  return undefined;
}

/** The cropped cover keeps PNG as PNG; everything else becomes JPEG. */
export function coverOutputType(fileType: string): 'image/png' | 'image/jpeg' {
  return fileType === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** The cover in the add/edit dialog: as it was, a new crop, or cleared. */
export type CoverState = { kind: 'unchanged' } | { kind: 'new'; dataUrl: string } | { kind: 'cleared' };

/**
 * What to send about the cover (spec 2 §4): add if there was none and there is one now, delete if
 * there was one and it was cleared, edit if it changed; nothing when it stays as it was.
 */
export function coverChange(
  hadCover: boolean,
  cover: CoverState,
): { avatar?: string; avatarType?: 'add' | 'edit' | 'delete' } {
  if (cover.kind === 'new') return { avatar: cover.dataUrl, avatarType: hadCover ? 'edit' : 'add' };
  if (cover.kind === 'cleared' && hadCover) return { avatarType: 'delete' };
  return {};
}

export interface ProjectFacts {
  isCreator: boolean;
  isDefault: ProjectKind;
  hidden?: boolean;
}

export interface ProjectActions {
  edit: boolean;
  delete: boolean;
  quit: boolean;
  hide: boolean;
  show: boolean;
  manageMembers: boolean;
}

/**
 * What the caller may do with a project (spec 2 §5–§6): the creator edits (not the special
 * read-only project) and deletes normal projects only (default and joined projects cannot be
 * deleted); everybody else may quit, except from the special project; anyone may hide or show it.
 */
export function projectActions(project: ProjectFacts, roleStatus?: RoleStatus): ProjectActions {
  const { isCreator, isDefault } = project;
  return {
    edit: isCreator && isDefault !== 2,
    delete: isCreator && isDefault === 0,
    quit: !isCreator && isDefault !== 2,
    hide: !project.hidden,
    show: Boolean(project.hidden),
    manageMembers: (isCreator || roleStatus === 'admin') && isDefault === 0,
  };
}

/**
 * Who may change a project's P&ID recognition rules: its creator and member admins, not in the special
 * read-only project (the server's canChangeProjectRules); everybody else sees them read-only.
 */
export const mayChangeRecognitionRules = (project: ProjectFacts, roleStatus?: RoleStatus) =>
  (project.isCreator || roleStatus === 'admin') && project.isDefault !== 2;

/** Built-in groups (create, read, readWrite) cannot be edited or deleted. */
export const groupEditable = (groupInit: GroupInit) => groupInit === null;

/** No one is picked for, or taken out of, the creator's group. */
export const groupSelectionDisabled = (groupInit: GroupInit) => groupInit === 'create';

/** "Add members" is hidden for the creator's group and while rows are selected. */
export const groupAddVisible = (groupInit: GroupInit, selectedCount: number) =>
  groupInit !== 'create' && selectedCount === 0;

/** A member can leave a group unless it is the creator's group, or read-write for a member admin. */
export const groupMemberDeletable = (groupInit: GroupInit, roleStatus: RoleStatus, isCreator = false) =>
  !isCreator && groupInit !== 'create' && !(groupInit === 'readWrite' && roleStatus === 'admin');

/** The group a new member starts in: read, or read-write for a member admin (spec 2 §4). */
export function defaultGroupId(groups: readonly ProjectGroup[], role: RoleStatus): string {
  const kind = role === 'admin' ? 'readWrite' : 'read';
  return groups.find((group) => group.groupInit === kind)?.id ?? '';
}

/** The groups a member may be put in: every group but the creator's. */
export function assignableGroups(groups: readonly ProjectGroup[]): ProjectGroup[] {
  return groups.filter((group) => group.groupInit !== 'create');
}

/** Choosing a role: a member admin is forced into the read-write group; a member keeps a valid group. */
export function withRole(groups: readonly ProjectGroup[], groupId: string, role: RoleStatus): string {
  if (role === 'admin') return defaultGroupId(groups, 'admin');
  const current = groups.find((group) => group.id === groupId);
  return current && current.groupInit !== 'create' ? groupId : defaultGroupId(groups, 'user');
}

export type PickBlock = 'creator' | 'self' | 'member' | null;

/** Why a person cannot be picked as a new project member, or null when they can. */
export function pickBlock(
  userId: string,
  facts: { creatorId: string; myUserId: string; memberIds: ReadonlySet<string> },
): PickBlock {
  if (userId === facts.creatorId) return 'creator';
  if (userId === facts.myUserId) return 'self';
  if (facts.memberIds.has(userId)) return 'member';
  return null;
}

/** The state of a select-all checkbox over the selectable ids of a list. */
export function selectAllState(
  selectable: readonly string[],
  selected: ReadonlySet<string>,
): 'all' | 'partial' | 'none' {
  const count = selectable.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === selectable.length ? 'all' : 'partial';
}
