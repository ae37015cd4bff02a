import { z } from 'zod';
import type { Sign } from '../signs.ts';
import { IdSchema, idListSchema } from './ids.ts';

/** The cloud/project group (spec 2 §7 "Projects, teams, groups, members"): requests and answers. */

// ---- Requests ----

const projectFields = {
  projectName: z
    .string({ error: 'project.nameRequired' })
    .trim()
    .min(1, { error: 'project.nameRequired' })
    .max(100, { error: 'project.nameLength' }),
  memo: z.string().trim().max(200, { error: 'project.memoLength' }).default(''),
  avatar: z
    .string()
    .max(14 * 1024 * 1024)
    .optional(),
  avatarType: z.enum(['add', 'edit', 'delete']).optional(),
  // Accepted and not used (spec 2 §3 sends 0); bounded so no number beyond a safe integer gets through.
  projectSpace: z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
};

const groupFields = {
  groupName: z
    .string({ error: 'project.groupNameRequired' })
    .trim()
    .min(1, { error: 'project.groupNameRequired' })
    .max(200, { error: 'project.groupNameLength' }),
  memo: z.string().trim().max(200, { error: 'project.groupMemoLength' }).default(''),
};

/** Member ids: at least one, at most 1,000, as an array or comma-joined. */
const userIds = idListSchema({ min: 1 });

/** A path naming one project, group or member by `{id}`. */
export const IdParams = z.object({ id: IdSchema });
/** A path naming a project by `{projectId}`. */
export const ProjectIdParams = z.object({ projectId: IdSchema });
/** `{a}/{b}`: a project and a member. */
export const ProjectMemberParams = z.object({ a: IdSchema, b: IdSchema });

export const SaveProjectBody = z.object(projectFields);
export const UpdateProjectBody = z.object({ id: IdSchema, ...projectFields });

/** The project tabs of /myproject and the list type the server knows them by. */
const PROJECT_LIST_TYPES = ['all', 'index', 'participated', 'recentlyVisited'] as const;
export const ProjectListQuery = z.object({
  type: z.enum(PROJECT_LIST_TYPES).default('all'),
  current: z.coerce.number<number | string>().int().min(1).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(100).optional(),
});

export const HiddenStateBody = z.object({
  projectId: IdSchema,
  hidden: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});

export const DeleteProjectsBody = z.object({ ids: userIds });

/** Member tables: page sizes 100/200/500/1000 (default 100), sorted by account either way. */
export const MemberPageQuery = z.object({
  current: z.coerce.number<number | string>().int().min(1).default(1),
  size: z.coerce
    .number<number | string>()
    .int()
    .refine((v) => [100, 200, 500, 1000].includes(v))
    .default(100),
  searchValue: z.string().trim().max(100).optional(),
  cursor: z.string().max(2048).optional(),
  ascs: z.string().max(50).optional(),
  descs: z.string().max(50).optional(),
});

const MemberAssignmentSchema = z.object({
  userId: IdSchema,
  groupId: z.string().max(64).default(''),
  roleStatus: z.enum(['user', 'admin']).default('user'),
});

export const AddMembersBody = z.object({
  projectId: IdSchema,
  users: z.array(MemberAssignmentSchema).min(1).max(1000),
});
export const UpdateMemberBody = MemberAssignmentSchema.extend({ projectId: IdSchema });
export const RemoveMembersBody = z.object({ projectId: IdSchema, userIds });

export const SaveGroupBody = z.object({ fkProjectId: IdSchema, ...groupFields });
export const UpdateGroupBody = z.object({ id: IdSchema, ...groupFields });
export const SaveGroupUsersBody = z.object({ projectId: IdSchema, groupId: IdSchema, userIds });
/** Form: userIds or fkUserIds, groupId, projectId. */
export const AddGroupUsersBody = z
  .object({
    projectId: IdSchema,
    groupId: IdSchema,
    userIds: userIds.optional(),
    fkUserIds: userIds.optional(),
  })
  .refine((v) => (v.userIds ?? v.fkUserIds)?.length, { error: 'common.required', path: ['userIds'] });
export const RemoveGroupUsersBody = z.object({ projectId: IdSchema, groupId: IdSchema, fkUserIds: userIds });

export const ProjectIdBody = z.object({ projectId: IdSchema });
export const ProjectIdQuery = z.object({ projectId: IdSchema });
export const JudgeSpaceBody = z.object({
  projectId: IdSchema,
  fileSize: z.coerce.number<number | string>().int().min(0),
});

/** The invite and records lists: newest first, by cursor. */
export const MembershipLogQuery = z.object({
  size: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  cursor: z.string().max(2048).optional(),
});

export type ProjectListType = (typeof PROJECT_LIST_TYPES)[number];
export type ProjectInput = z.input<typeof SaveProjectBody>;
export type MemberAssignment = z.input<typeof MemberAssignmentSchema>;
export type MembershipLogInput = z.input<typeof MembershipLogQuery>;
export type MemberPageInput = z.input<typeof MemberPageQuery>;
export type ProjectListInput = z.input<typeof ProjectListQuery>;

// ---- Answers ----

/** isDefault: 0 normal, 1 the user's own default project, 2 special read-only. */
export type ProjectKind = 0 | 1 | 2;
export type RoleStatus = 'user' | 'admin';
export type GroupInit = 'create' | 'read' | 'readWrite' | null;

/** A project as the lists answer it, with the caller's membership. */
export interface ProjectRow {
  id: string;
  projectName: string;
  memo: string;
  /** Address of the cover (served to members only, with the token), or ''. */
  avatar: string;
  createUser: string;
  isDefault: ProjectKind;
  status: number;
  createTime: string;
  updateTime: string;
  roleStatus: RoleStatus;
  isCreator: boolean;
  hidden: boolean;
  joinTime: string;
  lastVisit: string | null;
}

export interface MemberRow {
  id: string;
  userId: string;
  account: string;
  memberName: string;
  email: string;
  phone: string;
  roleStatus: RoleStatus;
  isCreator: boolean;
  groupId: string;
  /** 1 normal, otherwise forbidden. */
  status: number;
  joinTime: string;
}

export interface ProjectGroup {
  id: string;
  groupName: string;
  fkProjectId: string;
  memo: string;
  groupInit: GroupInit;
  createTime: string;
}

export interface TreeUser {
  id: string;
  account: string;
  memberName: string;
  roleStatus: RoleStatus;
  isCreator: boolean;
}

/** The group member picker: members outside the group, everyone, and the group's members. */
export interface GroupTree {
  group: ProjectGroup;
  noGroupUserList: TreeUser[];
  allList: TreeUser[];
  groupUser: TreeUser[];
}

/** A project opened by a member: the project and one membership. */
export interface ProjectWithMember {
  project: ProjectRow;
  member: MemberRow;
}

export type MembershipAction = 'added' | 'removed' | 'quit' | 'roleChanged' | 'groupChanged';

/** One change to a project's membership (the invite list and the records list of project settings). */
export interface MembershipLog {
  id: string;
  projectId: string;
  action: MembershipAction;
  userId: string;
  account: string;
  memberName: string;
  roleStatus: RoleStatus;
  groupId: string;
  byUserId: string;
  byAccount: string;
  createTime: string;
}

/** The caller's standing in a project, for the permission dialog and the root folder's signs. */
export interface ProjectPerm {
  projectId: string;
  isDefault: ProjectKind;
  roleStatus: RoleStatus;
  isCreator: boolean;
  groupId: string;
  canChangePerm: boolean;
  filePerms: Sign[];
}
