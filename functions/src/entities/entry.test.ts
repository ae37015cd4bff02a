import { describe, expect, it } from 'vitest';
import { storedItem } from './commit.ts';
import { entry, parseEntries } from './entry.ts';
import { entryGrants } from './entryGrants.ts';

const base = {
  projectId: 'p1',
  id: 'e1',
  parentId: 'p1',
  ancestorIds: ['p1'],
  isFile: 1,
  fileName: 'Plan A.DWG',
  fileSize: 1234,
  time: '2026-01-01T00:00:00.000Z',
  ownerId: 'u1',
  publishStatus: '0' as const,
};

describe('parseEntries', () => {
  it('answers what ElectroDB parses: declared attributes but the hidden, only the entity’s items (by tag or by key)', () => {
    const items = [
      storedItem(entry.put(base)),
      storedItem(
        entry.put({
          ...base,
          id: 'e2',
          isFile: 0,
          state: null,
          isWlkModel: 2,
          attributeId: 'a9',
          derivative: { glb: 'k' },
          thumbnailKey: 't',
          parseProgress: 60,
        }),
      ),
      { ...storedItem(entry.put({ ...base, id: 'e3' })), type: 'grants' },
      { ...storedItem(entry.put({ ...base, id: 'e4' })), typeVersion: '2' },
      storedItem(entryGrants.put({ projectId: 'p1', entryId: 'e1', grants: {} })),
      { ...storedItem(entry.put({ ...base, id: 'e5' })), sk: 'DIRCOUNT#e5' },
      { ...storedItem(entry.put({ ...base, id: 'e6' })), sk: 'DIRCOUNT#e6', type: 'folderCount' },
    ];
    const lean = parseEntries(items);
    expect(lean.map((r) => r.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    const parsed = entry.parse({ Items: items })?.data ?? [];
    expect(lean).toEqual(parsed);
    // The same text once serialised: the attributes come in the same order.
    expect(JSON.stringify(lean)).toBe(JSON.stringify(parsed));
    expect(lean[0]).not.toHaveProperty('nameLower');
    expect(lean[0]).not.toHaveProperty('pk');
  });
});
