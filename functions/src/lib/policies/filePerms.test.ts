import { describe, expect, it } from 'vitest';
import {
  canChangeGrants,
  type EntryFacts,
  effectiveSigns,
  type Membership,
  type ProjectFacts,
} from './filePerms.ts';
import { ALL_SIGNS, DIR_SIGNS, FILE_SIGNS, type Sign } from './signs.ts';

const normal: ProjectFacts = { createUser: 'owner', isDefault: 0 };
const special: ProjectFacts = { createUser: 'owner', isDefault: 2 };
const personal: ProjectFacts = { createUser: 'owner', isDefault: 1 };

const members: Record<string, Membership> = {
  creator: { role: 'creator', groupId: 'g-create', groupKind: 'create' },
  admin: { role: 'admin', groupId: 'g-rw', groupKind: 'readWrite' },
  readWrite: { role: 'user', groupId: 'g-rw', groupKind: 'readWrite' },
  read: { role: 'user', groupId: 'g-read', groupKind: 'read' },
  custom: { role: 'user', groupId: 'g-custom', groupKind: 'custom' },
};

const noGrants = (depth: number): EntryFacts['grantsNearestFirst'] =>
  Array.from({ length: depth }, () => undefined);

type Case = [
  who: string,
  isFile: boolean,
  grants: EntryFacts['grantsNearestFirst'],
  expected: readonly Sign[],
];

const READ_DIR: Sign[] = ['viewDir', 'downDir'];
const READ_FILE: Sign[] = ['viewFile', 'downFile'];
const customGrants = { 'g-custom': ['viewDir', 'viewFile', 'upload', 'addDir', 'renameFile'] as Sign[] };

describe('effective permission signs: every role × kind × inheritance case', () => {
  const cases: Case[] = [
    // No explicit grants anywhere: group defaults.
    ['creator', false, noGrants(3), DIR_SIGNS],
    ['creator', true, noGrants(3), FILE_SIGNS],
    ['admin', false, noGrants(3), DIR_SIGNS],
    ['admin', true, noGrants(3), FILE_SIGNS],
    ['readWrite', false, noGrants(3), DIR_SIGNS],
    ['readWrite', true, noGrants(3), FILE_SIGNS],
    ['read', false, noGrants(3), READ_DIR],
    ['read', true, noGrants(3), READ_FILE],
    ['custom', false, noGrants(3), ['viewDir']],
    ['custom', true, noGrants(3), ['viewFile']],
    // Grants on the entry itself.
    ['custom', false, [customGrants, undefined], ['viewDir', 'addDir', 'upload']],
    ['custom', true, [customGrants, undefined], ['viewFile', 'renameFile']],
    // Grants on an ancestor are inherited…
    ['custom', true, [undefined, undefined, customGrants], ['viewFile', 'renameFile']],
    // …from the nearest ancestor that has any: a nearer one that does not list the group gives nothing.
    ['custom', true, [undefined, { 'g-read': ['viewFile'] }, customGrants], []],
    [
      'read',
      true,
      [undefined, { 'g-read': ['viewFile'] }, { 'g-read': ALL_SIGNS as unknown as Sign[] }],
      ['viewFile'],
    ],
    // A read member not listed where grants exist loses the default.
    ['read', false, [{ 'g-custom': ['viewDir'] }], []],
    // Explicit grants restrict even readWrite members…
    ['readWrite', true, [{ 'g-rw': ['viewFile'] }], ['viewFile']],
    // …but never the creator or a member admin.
    ['creator', true, [{ 'g-rw': ['viewFile'] }], FILE_SIGNS],
    ['admin', true, [{}, { 'g-read': [] }], FILE_SIGNS],
    // An empty grants map is no explicit grant: keep looking up.
    ['custom', false, [{}, customGrants], ['viewDir', 'addDir', 'upload']],
    // File signs never appear on folders and folder signs never on files.
    ['readWrite', false, [{ 'g-rw': ['viewFile', 'downFile', 'viewDir'] }], ['viewDir']],
  ];

  it.each(cases)('%s on a %s', (who, isFile, grants, expected) => {
    const signs = effectiveSigns(normal, members[who]!, { isFile, grantsNearestFirst: grants });
    expect([...signs].sort()).toEqual([...expected].sort());
  });

  it('gives nothing to a non-member', () => {
    expect(effectiveSigns(normal, null, { isFile: true, grantsNearestFirst: [] })).toEqual([]);
  });

  it.each(Object.keys(members))('makes the special project view-only for %s', (who) => {
    expect(
      effectiveSigns(special, members[who]!, {
        isFile: true,
        grantsNearestFirst: [{ 'g-custom': ALL_SIGNS as unknown as Sign[] }],
      }),
    ).toEqual(['viewFile']);
    expect(effectiveSigns(special, members[who]!, { isFile: false, grantsNearestFirst: [] })).toEqual([
      'viewDir',
    ]);
  });

  it('applies the same rules in a personal default project', () => {
    expect(effectiveSigns(personal, members.read!, { isFile: true, grantsNearestFirst: [] }).sort()).toEqual(
      [...READ_FILE].sort(),
    );
  });
});

describe('who may change grants', () => {
  it('only the creator of a normal project', () => {
    expect(canChangeGrants(normal, 'owner')).toBe(true);
    expect(canChangeGrants(normal, 'someone')).toBe(false);
    expect(canChangeGrants(special, 'owner')).toBe(false);
    expect(canChangeGrants(personal, 'owner')).toBe(false);
  });
});

describe('a project the platform disabled (status 0)', () => {
  const disabled: ProjectFacts = { createUser: 'owner', isDefault: 0, status: 0 };

  it('is view-only for every member, the creator included, and nobody changes grants', () => {
    for (const member of Object.values(members)) {
      expect(effectiveSigns(disabled, member, { isFile: false, grantsNearestFirst: noGrants(1) })).toEqual([
        'viewDir',
      ]);
      expect(effectiveSigns(disabled, member, { isFile: true, grantsNearestFirst: noGrants(2) })).toEqual([
        'viewFile',
      ]);
    }
    expect(canChangeGrants(disabled, 'owner')).toBe(false);
    expect(canChangeGrants({ ...disabled, status: 1 }, 'owner')).toBe(true);
  });
});
