import { describe, expect, it } from 'vitest';
import type { EntryPerm } from '../../../../api/files.ts';
import { gridSigns, initialGrants, toggleGrant } from './grants.ts';

const groups: EntryPerm['groups'] = [
  { groupId: 'g1', groupName: 'Read', groupInit: 'read', filePerms: ['viewDir', 'downDir'] },
  { groupId: 'g2', groupName: 'Survey', groupInit: null, filePerms: ['viewDir'] },
];

describe('permission grid', () => {
  it('offers a folder its own signs and those of its files; a file only its own', () => {
    expect(gridSigns(false).dir).toContain('addDir');
    expect(gridSigns(false).file).toContain('editFile');
    expect(gridSigns(true).dir).toEqual([]);
  });

  it('starts from the explicit grants of the entry', () => {
    const perm: EntryPerm = {
      id: 'e',
      isFile: 0,
      explicit: { g1: ['viewDir', 'addDir'] },
      inheritedFrom: 'e',
      groups,
    };
    expect(initialGrants(perm, null)).toEqual({
      source: 'explicit',
      grants: { g1: ['viewDir', 'addDir'], g2: [] },
    });
  });

  it('starts from the nearest grants above, else the group defaults', () => {
    const perm: EntryPerm = { id: 'f', isFile: 1, explicit: {}, inheritedFrom: 'd', groups };
    expect(initialGrants(perm, { g1: ['viewDir', 'viewFile', 'renameFile'] })).toEqual({
      source: 'inherited',
      grants: { g1: ['viewFile', 'renameFile'], g2: [] },
    });
    const none: EntryPerm = { ...perm, inheritedFrom: null };
    expect(initialGrants(none, null)).toEqual({
      source: 'defaults',
      grants: { g1: ['viewFile', 'downFile'], g2: ['viewFile'] },
    });
  });

  it('toggles one sign of one group', () => {
    const on = toggleGrant({ g1: ['viewDir'] }, 'g1', 'addDir', true);
    expect(on).toEqual({ g1: ['viewDir', 'addDir'] });
    expect(toggleGrant(on, 'g1', 'viewDir', false)).toEqual({ g1: ['addDir'] });
  });
});
