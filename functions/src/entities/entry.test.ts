import { describe, expect, it } from 'vitest';
import { storedItem } from './commit.ts';
import { childrenQuery, entry, parseEntries } from './entry.ts';
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

describe('childrenQuery', () => {
  type Options = { order: 'asc' | 'desc'; table: string };
  type Params = Record<string, unknown>;
  const folder = (isFile: 0 | 1) => ({ projectId: 'p1', parentId: 'f1', isFile });
  const electro = {
    size: (isFile: 0 | 1, o: Options) => entry.query.bySize(folder(isFile)).params<Params>(o),
    time: (isFile: 0 | 1, o: Options) => entry.query.byTime(folder(isFile)).params<Params>(o),
    name: (isFile: 0 | 1, o: Options) => entry.query.byName(folder(isFile)).params<Params>(o),
    publish: (isFile: 0 | 1, o: Options) => entry.query.byPublish(folder(isFile)).params<Params>(o),
  };
  it.each(['size', 'time', 'name', 'publish'] as const)(
    'reads the range ElectroDB’s %s query reads, in both directions',
    (order) => {
      for (const isFile of [0, 1] as const)
        for (const asc of [true, false]) {
          const ours = childrenQuery({ projectId: 'p1', folderId: 'f1', order, isFile, asc });
          const theirs = electro[order](isFile, { order: asc ? 'asc' : 'desc', table: 'unit' });
          const names = theirs.ExpressionAttributeNames as Record<string, string>;
          expect(ours.IndexName).toBe(theirs.IndexName);
          expect(ours.KeyConditionExpression).toBe(theirs.KeyConditionExpression);
          expect(ours.ExpressionAttributeValues).toEqual(theirs.ExpressionAttributeValues);
          expect({
            '#pk': ours.ExpressionAttributeNames['#pk'],
            '#sk1': ours.ExpressionAttributeNames['#sk1'],
          }).toEqual(names);
          expect(ours.ScanIndexForward ?? true).toBe(theirs.ScanIndexForward ?? true);
          expect(theirs.FilterExpression).toBeUndefined();
        }
    },
  );

  it('projects the listing’s attributes: the record’s but the pipelines’, the tag and both keys of the order', () => {
    const q = childrenQuery({ projectId: 'p1', folderId: 'f1', order: 'name', isFile: 1, asc: true });
    const names: Record<string, string> = q.ExpressionAttributeNames;
    const projected = q.ProjectionExpression.split(', ').map((n) => names[n]);
    expect(projected).toEqual(
      expect.arrayContaining(['type', 'typeVersion', 'pk', 'sk', 'gsi3pk', 'gsi3sk']),
    );
    expect(projected).toEqual(
      expect.arrayContaining(['fileName', 'thumbnailKey', 'parseStage', 'ancestorIds']),
    );
    for (const left of [
      'derivative',
      'upgraded',
      'parseRunId',
      'upgradeRunId',
      'nameLower',
      'gsi1pk',
      'gsi2sk',
    ])
      expect(projected).not.toContain(left);
  });

  it('reads folders then files in one ascending range (thenFiles): from "0#" to just past every "1#" key', () => {
    const q = childrenQuery({
      projectId: 'p1',
      folderId: 'f1',
      order: 'time',
      isFile: 0,
      asc: true,
      thenFiles: true,
    });
    expect(q.KeyConditionExpression).toBe('#pk = :pk and #sk1 between :sk1 and :sk2');
    expect(q.ExpressionAttributeValues).toEqual({ ':pk': 'DIR#p1#f1', ':sk1': '0#', ':sk2': '1$' });
    expect(q.ScanIndexForward ?? true).toBe(true);
    const keys = ['0#', '0#2026-01-01T00:00:00.000Z#a', '1#2026-01-01T00:00:00.000Z#b', '1#\u{10ffff}'];
    // Byte order, as DynamoDB compares strings: every folder and file key is in the range.
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    for (const key of keys) {
      expect(Buffer.compare(bytes(key), bytes('0#'))).toBeGreaterThanOrEqual(0);
      expect(Buffer.compare(bytes(key), bytes('1$'))).toBeLessThan(0);
    }
    expect(() =>
      childrenQuery({
        projectId: 'p1',
        folderId: 'f1',
        order: 'time',
        isFile: 0,
        asc: false,
        thenFiles: true,
      }),
    ).toThrow();
  });
});
