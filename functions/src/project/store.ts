import type {
  GroupRef,
  MemberPage,
  MemberQuery,
  MembershipLog,
  Project,
  ProjectGroup,
  ProjectMember,
} from './model.ts';

/**
 * The project domain's data: projects, members, groups and membership logs. The services take it as
 * a dependency (entityStore.ts on DynamoDB; a fake in unit tests). Conflicts are typed errors:
 * ConflictError('project.memberExists') / ('project.groupExists').
 */
export interface ProjectStore {
  loadAccess(projectId: string, userId: string): Promise<{ project?: Project; member?: ProjectMember }>;
  getProjects(ids: string[]): Promise<Map<string, Project>>;
  /** Writes the project, its groups (with their name holders and refs) and its creator in one transaction. */
  createProject(project: Project, groups: ProjectGroup[], creator: ProjectMember): Promise<void>;
  updateProject(
    projectId: string,
    changes: Pick<Project, 'projectName' | 'memo' | 'avatar'>,
    now: Date,
  ): Promise<Project>;
  /**
   * Deletes a project: its record first (from then on it is gone for everyone), then `between`
   * (the files' storage given back), then every other item of it. Answers who its members were.
   */
  removeProject(projectId: string, between: () => Promise<void>): Promise<{ memberIds: string[] }>;

  getMember(projectId: string, userId: string): Promise<ProjectMember | null>;
  getMembers(projectId: string, userIds: string[]): Promise<ProjectMember[]>;
  membershipsOf(userId: string): Promise<ProjectMember[]>;
  /** Members in account order; `memberCount` (when known and unfiltered) saves counting. */
  listMembers(projectId: string, query: MemberQuery, memberCount?: number): Promise<MemberPage>;
  /** Adds members and counts them on the project, all or nothing per batch. */
  addMembers(members: ProjectMember[]): Promise<void>;
  /** Sets role and group of a member who is not the creator. */
  updateMemberRole(projectId: string, userId: string, role: 'user' | 'admin', group: GroupRef): Promise<void>;
  /** Sets (or clears, with null) the group of a member who is not the creator. */
  updateGroupMembership(projectId: string, userId: string, group: GroupRef | null): Promise<void>;
  setHidden(projectId: string, userId: string, hidden: boolean): Promise<void>;
  recordVisit(projectId: string, userId: string, now: Date): Promise<void>;
  /** Removes a member who is not the creator and counts them off the project. */
  removeMember(projectId: string, userId: string): Promise<void>;

  listGroups(projectId: string): Promise<ProjectGroup[]>;
  getGroup(projectId: string, groupId: string): Promise<ProjectGroup | null>;
  projectOfGroup(groupId: string): Promise<string | null>;
  /** A custom group, its name held unique (case-insensitive) in the project. */
  createGroup(group: ProjectGroup): Promise<void>;
  updateGroup(group: ProjectGroup, groupName: string, memo: string): Promise<ProjectGroup>;
  deleteGroup(group: ProjectGroup): Promise<void>;

  logMembership(entries: Omit<MembershipLog, 'id' | 'createTime'>[], now: Date): Promise<void>;
  /** Newest first; `added` only for the invite list. */
  membershipLogs(
    projectId: string,
    onlyAdded: boolean,
    limit: number,
    cursor?: string,
  ): Promise<{ records: MembershipLog[]; cursor?: string }>;
}
