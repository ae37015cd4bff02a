import { describe, expect, it } from 'vitest';
import type { ProjectGroup } from '../../api/projects.ts';
import {
  assignableGroups,
  coverChange,
  coverFileProblem,
  coverOutputType,
  defaultGroupId,
  groupAddVisible,
  groupEditable,
  groupMemberDeletable,
  groupMemoProblem,
  groupNameProblem,
  groupSelectionDisabled,
  mayChangeRecognitionRules,
  pickBlock,
  projectActions,
  projectMemoProblem,
  projectNameProblem,
  selectAllState,
  withRole,
} from './rules.ts';

const group = (id: string, groupInit: ProjectGroup['groupInit']): ProjectGroup => ({
  id,
  groupName: groupInit ?? id,
  fkProjectId: 'p',
  memo: '',
  groupInit,
  createTime: '2026-01-01T00:00:00.000Z',
});
const groups = [group('c', 'create'), group('rw', 'readWrite'), group('r', 'read'), group('x', null)];

describe('project form rules (spec 2 §5)', () => {
  it('requires a trimmed name of at most 100 characters', () => {
    expect(projectNameProblem('   ')).toBe('project.nameRequired');
    expect(projectNameProblem(` ${'a'.repeat(100)} `)).toBeUndefined();
    expect(projectNameProblem('a'.repeat(101))).toBe('project.nameLength');
  });

  it('allows a trimmed description of at most 200 characters, line breaks included', () => {
    expect(projectMemoProblem(`line one\nline two${' '.repeat(50)}`)).toBeUndefined();
    expect(projectMemoProblem('a'.repeat(200))).toBeUndefined();
    expect(projectMemoProblem('a'.repeat(201))).toBe('project.memoLength');
  });

  it('takes JPG and PNG covers up to 10 MB and keeps PNG as PNG', () => {
    expect(coverFileProblem({ type: 'image/png', size: 10_240 * 1024 })).toBeUndefined();
    expect(coverFileProblem({ type: 'image/jpeg', size: 10_240 * 1024 + 1 })).toBe('project.coverSize');
    expect(coverFileProblem({ type: 'image/gif', size: 10 })).toBe('project.coverType');
    expect(coverOutputType('image/png')).toBe('image/png');
    expect(coverOutputType('image/jpg')).toBe('image/jpeg');
  });

  it('says add, edit or delete about the cover as spec 2 §4 says, and nothing when it stays', () => {
    const dataUrl = 'data:image/png;base64,AAAA';
    expect(coverChange(false, { kind: 'new', dataUrl })).toEqual({ avatar: dataUrl, avatarType: 'add' });
    expect(coverChange(true, { kind: 'new', dataUrl })).toEqual({ avatar: dataUrl, avatarType: 'edit' });
    expect(coverChange(true, { kind: 'cleared' })).toEqual({ avatarType: 'delete' });
    expect(coverChange(false, { kind: 'cleared' })).toEqual({});
    expect(coverChange(true, { kind: 'unchanged' })).toEqual({});
  });
});

describe('project actions (spec 2 §5–§6)', () => {
  it('lets the creator edit and delete a normal project, and nobody quit it who created it', () => {
    expect(projectActions({ isCreator: true, isDefault: 0 }, 'admin')).toMatchObject({
      edit: true,
      delete: true,
      quit: false,
      manageMembers: true,
    });
  });

  it('never deletes a default project, and keeps the special project read-only', () => {
    expect(projectActions({ isCreator: true, isDefault: 1 })).toMatchObject({ edit: true, delete: false });
    expect(projectActions({ isCreator: true, isDefault: 2 })).toMatchObject({ edit: false, delete: false });
    expect(projectActions({ isCreator: false, isDefault: 2 })).toMatchObject({ quit: false });
  });

  it('lets members quit joined projects but not delete or edit them; admins manage members', () => {
    expect(projectActions({ isCreator: false, isDefault: 0 }, 'user')).toMatchObject({
      edit: false,
      delete: false,
      quit: true,
      manageMembers: false,
    });
    expect(projectActions({ isCreator: false, isDefault: 0 }, 'admin').manageMembers).toBe(true);
  });

  it('offers hide for shown projects and show for hidden ones', () => {
    expect(projectActions({ isCreator: false, isDefault: 0, hidden: true })).toMatchObject({
      hide: false,
      show: true,
    });
    expect(projectActions({ isCreator: false, isDefault: 0 })).toMatchObject({ hide: true, show: false });
  });
});

describe('group rules (spec 2 §5–§6)', () => {
  it('keeps built-in groups fixed and checks names and memos', () => {
    expect(groupEditable('create')).toBe(false);
    expect(groupEditable('readWrite')).toBe(false);
    expect(groupEditable(null)).toBe(true);
    expect(groupNameProblem(' ')).toBe('project.groupNameRequired');
    expect(groupNameProblem('a'.repeat(201))).toBe('project.groupNameLength');
    expect(groupMemoProblem('a'.repeat(201))).toBe('project.groupMemoLength');
    expect(groupNameProblem(' Design ')).toBeUndefined();
  });

  it('locks the creator group: no selection, no add; add hides while rows are selected', () => {
    expect(groupSelectionDisabled('create')).toBe(true);
    expect(groupSelectionDisabled('read')).toBe(false);
    expect(groupAddVisible('create', 0)).toBe(false);
    expect(groupAddVisible('read', 2)).toBe(false);
    expect(groupAddVisible(null, 0)).toBe(true);
  });

  it('deletes group members except from the create group and admins from read-write', () => {
    expect(groupMemberDeletable('create', 'user')).toBe(false);
    expect(groupMemberDeletable('readWrite', 'admin')).toBe(false);
    expect(groupMemberDeletable('readWrite', 'user')).toBe(true);
    expect(groupMemberDeletable('read', 'user')).toBe(true);
    expect(groupMemberDeletable(null, 'user')).toBe(true);
    expect(groupMemberDeletable('read', 'admin', true)).toBe(false);
  });

  it('starts new members in read, pins admins to read-write, and never offers the create group', () => {
    expect(defaultGroupId(groups, 'user')).toBe('r');
    expect(defaultGroupId(groups, 'admin')).toBe('rw');
    expect(assignableGroups(groups).map((g) => g.id)).toEqual(['rw', 'r', 'x']);
    expect(withRole(groups, 'x', 'admin')).toBe('rw');
    expect(withRole(groups, 'rw', 'user')).toBe('rw');
    expect(withRole(groups, 'c', 'user')).toBe('r');
    expect(withRole(groups, 'gone', 'user')).toBe('r');
  });
});

describe('pickers', () => {
  const facts = { creatorId: 'owner', myUserId: 'me', memberIds: new Set(['m1']) };

  it('refuses the creator, yourself and existing members', () => {
    expect(pickBlock('owner', facts)).toBe('creator');
    expect(pickBlock('me', facts)).toBe('self');
    expect(pickBlock('m1', facts)).toBe('member');
    expect(pickBlock('new', facts)).toBeNull();
  });

  it('tells all, partial or none for select-all', () => {
    expect(selectAllState(['a', 'b'], new Set())).toBe('none');
    expect(selectAllState(['a', 'b'], new Set(['a']))).toBe('partial');
    expect(selectAllState(['a', 'b'], new Set(['a', 'b', 'z']))).toBe('all');
    expect(selectAllState([], new Set(['a']))).toBe('none');
  });
});

describe('recognition rules (issue 17 item 7)', () => {
  it('lets the creator and member admins change them, not members or anyone in the special project', () => {
    const normal = { isCreator: false, isDefault: 0 as const };
    expect(mayChangeRecognitionRules({ ...normal, isCreator: true })).toBe(true);
    expect(mayChangeRecognitionRules(normal, 'admin')).toBe(true);
    expect(mayChangeRecognitionRules(normal, 'user')).toBe(false);
    expect(mayChangeRecognitionRules({ isCreator: true, isDefault: 2 })).toBe(false);
  });
});
