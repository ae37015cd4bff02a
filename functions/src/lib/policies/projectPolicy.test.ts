import { describe, expect, it } from 'vitest';
import type { ProjectRole } from './filePerms.ts';
import {
  canDeleteProject,
  canEditGroup,
  canEditProject,
  canManageMembers,
  canQuit,
  canRemoveFromGroup,
} from './projectPolicy.ts';

const roles: (ProjectRole | null)[] = ['creator', 'admin', 'user', null];
const project = (isDefault: 0 | 1 | 2) => ({ createUser: 'c', isDefault });

describe('project policy', () => {
  it.each([
    // [rule, isDefault, allowed roles]
    ['edit', 0, ['creator']],
    ['edit', 1, ['creator']],
    ['edit', 2, []],
    ['delete', 0, ['creator']],
    ['delete', 1, []],
    ['delete', 2, []],
    ['manage', 0, ['creator', 'admin']],
    ['manage', 1, []],
    ['manage', 2, []],
    ['quit', 0, ['admin', 'user']],
    ['quit', 1, ['admin', 'user']],
    ['quit', 2, []],
  ] as const)('%s in a project with isDefault %s: %j', (rule, isDefault, allowed) => {
    const check = { edit: canEditProject, delete: canDeleteProject, manage: canManageMembers, quit: canQuit }[
      rule
    ];
    const actual = roles.filter((r) => check(project(isDefault), r));
    expect(actual).toEqual(allowed);
  });

  it('keeps built-in groups fixed and admins pinned to read-write', () => {
    expect(canEditGroup(null)).toBe(true);
    for (const init of ['create', 'read', 'readWrite']) expect(canEditGroup(init)).toBe(false);
    expect(canRemoveFromGroup('create', 'user')).toBe(false);
    expect(canRemoveFromGroup('readWrite', 'admin')).toBe(false);
    expect(canRemoveFromGroup('readWrite', 'user')).toBe(true);
    expect(canRemoveFromGroup(null, 'admin')).toBe(true);
    expect(canRemoveFromGroup('read', 'user')).toBe(true);
  });
});
