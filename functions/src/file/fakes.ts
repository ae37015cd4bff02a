import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import type { EntryGrants, ProjectRole } from '../lib/policies/filePerms.ts';
import type { BuiltInGroup } from '../lib/policies/signs.ts';
import type { ChangeStore } from './changes.ts';
import { type Entry, newFolder } from './model.ts';
import type { ProjectAccess } from './projectAccess.ts';
import type { ViewStore } from './views.ts';

/**
 * In-memory stand-ins for the file services' dependencies, for unit tests of their rules: one
 * project, its members, and a table of entries, names and grants that records what is written.
 */
export const PROJECT_ID = 'p1';

export function caller(userId: string): Caller {
  return {
    userId,
    tenantId: 't1',
    sessionId: 's',
    account: userId,
    roles: ['user'],
    isAdmin: false,
    deptId: '1',
    roleId: '2',
    clientId: 'web',
  };
}

/** The project, whose creator is `owner`; other members are added with a role and a group kind. */
export function fakeProject(owner = 'owner') {
  const members = new Map<string, { role: ProjectRole; groupKind: BuiltInGroup | 'custom' }>([
    [owner, { role: 'creator', groupKind: 'readWrite' }],
  ]);
  const project = {
    id: PROJECT_ID,
    tenantId: 't1',
    projectName: 'Project',
    memo: '',
    avatar: '',
    createUser: owner,
    isDefault: 0 as const,
    status: 1 as const,
    memberCount: 1,
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
  };
  return {
    project,
    addMember(userId: string, role: ProjectRole, groupKind: BuiltInGroup | 'custom') {
      members.set(userId, { role, groupKind });
    },
    /** requireMember: outsiders get 404, as the real check answers. */
    async requireMember(who: Caller, projectId: string): Promise<ProjectAccess> {
      const m = members.get(who.userId);
      if (!m || projectId !== project.id) throw new NotFoundError('project.notFound');
      return {
        project,
        member: {
          projectId: project.id,
          userId: who.userId,
          account: who.userId,
          memberName: who.userId,
          email: '',
          phone: '',
          role: m.role,
          roleStatus: m.role === 'user' ? 'user' : 'admin',
          groupId: `g-${m.groupKind}`,
          groupKind: m.groupKind,
          status: 1,
          hidden: false,
          joinTime: project.createTime,
        },
      };
    },
  };
}

/** The entries table: entries by id, unique names by folder, explicit grants by entry. */
export class FakeEntries implements ViewStore, ChangeStore {
  readonly entries = new Map<string, Entry>();
  readonly grants = new Map<string, EntryGrants>();
  /** Every write, in order: 'insert <name>', 'replace <id>', 'remove <id>', 'ancestors <id>'. */
  readonly writes: string[] = [];

  private nameKey = (folderId: string, name: string) => `${folderId}/${name.trim().toLowerCase()}`;
  private nameTaken(folderId: string, name: string, except?: string) {
    return [...this.entries.values()].some(
      (e) => this.nameKey(e.parentId, e.fileName) === this.nameKey(folderId, name) && e.id !== except,
    );
  }

  /** Adds a folder (or, with `file`, a file) below a parent without a write being recorded. */
  seed(parent: { id: string; ancestorIds: string[] }, name: string, file?: Partial<Entry>): Entry {
    const entry: Entry = {
      ...newFolder(PROJECT_ID, parent, `e${this.entries.size + 1}`, name, {
        userId: 'owner',
        account: 'owner',
      }),
      ...(file ? { isFile: 1 as const, ...file } : {}),
    };
    this.entries.set(entry.id, entry);
    return entry;
  }

  get root() {
    return { id: PROJECT_ID, ancestorIds: [] as string[] };
  }

  async getEntries(_projectId: string, ids: string[]) {
    return ids.flatMap((id) => {
      const e = this.entries.get(id);
      return e ? [structuredClone(e)] : [];
    });
  }

  async grantsOf(_projectId: string, ids: string[]) {
    return ids.flatMap((entryId) => {
      const grants = this.grants.get(entryId);
      return grants ? [{ entryId, grants }] : [];
    });
  }

  async insertEntry(e: Entry) {
    if (this.nameTaken(e.parentId, e.fileName)) throw new ConflictError('file.nameExists');
    this.entries.set(e.id, structuredClone(e));
    this.writes.push(`insert ${e.fileName}`);
  }

  async replaceEntry(
    before: Entry,
    after: Entry,
    clashKey: 'file.nameExists' | 'file.nameExistsAt' = 'file.nameExists',
  ) {
    if (this.nameTaken(after.parentId, after.fileName, after.id))
      throw new ConflictError(clashKey, { name: after.fileName });
    const stored = this.entries.get(before.id);
    if (!stored || stored.parentId !== before.parentId || stored.fileName !== before.fileName)
      throw new Error('the entry changed meanwhile');
    this.entries.set(after.id, structuredClone(after));
    this.writes.push(`replace ${after.id}`);
  }

  async takenNames(_projectId: string, folderId: string, names: string[]) {
    return names.filter((n) => this.nameTaken(folderId, n));
  }

  async entryNamed(_projectId: string, folderId: string, name: string) {
    const found = [...this.entries.values()].find(
      (e) => this.nameKey(e.parentId, e.fileName) === this.nameKey(folderId, name),
    );
    return found?.id ?? null;
  }

  async descendantsOf(_projectId: string, folderId: string) {
    return [...this.entries.values()]
      .filter((e) => e.ancestorIds.includes(folderId))
      .map((e) => structuredClone(e));
  }

  async setAncestors(entries: Entry[]) {
    for (const e of entries) {
      const stored = this.entries.get(e.id);
      if (stored && stored.parentId === e.parentId) {
        stored.ancestorIds = e.ancestorIds;
        this.writes.push(`ancestors ${e.id}`);
      }
    }
  }

  async hasChildren(_projectId: string, folderId: string) {
    return [...this.entries.values()].some((e) => e.parentId === folderId);
  }

  async removeEntry(e: Entry) {
    if (!this.entries.delete(e.id)) return false;
    this.grants.delete(e.id);
    this.writes.push(`remove ${e.id}`);
    return true;
  }
}
