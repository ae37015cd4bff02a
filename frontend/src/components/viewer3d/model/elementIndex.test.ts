import { describe, expect, it } from 'vitest';
import { ElementIndex, elementIdOf, fallbackElementId, type ObjectLike } from './elementIndex.ts';
import { flattenTree } from './flatTree.ts';
import { sampleTree } from './testTree.ts';

const flat = flattenTree(sampleTree());

function object(
  name: string,
  userData: Record<string, unknown>,
  parent: ObjectLike | null = null,
): ObjectLike {
  return { name, userData, parent };
}

describe('ElementIndex', () => {
  it('uses the pre-order index for tree elements and appends GLB-only ones', () => {
    const index = new ElementIndex(flat);
    expect(index.resolve('w2')).toBe(4);
    expect(index.resolve('orphan')).toBe(flat.size);
    expect(index.resolve('orphan')).toBe(flat.size);
    expect(index.resolve('another')).toBe(flat.size + 1);
    expect(index.count).toBe(flat.size + 2);
    expect(index.idAt(4)).toBe('w2');
    expect(index.idAt(flat.size + 1)).toBe('another');
    expect(index.lookup('missing')).toBeUndefined();
    expect([index.isInTree(4), index.isInTree(flat.size)]).toEqual([true, false]);
  });

  it('selects a container as its whole subtree and an extra element alone', () => {
    const index = new ElementIndex(flat);
    expect(index.subtreeRange(flat.indexOf.get('L1')!)).toEqual([2, 5]);
    expect(index.subtreeRange(index.resolve('orphan'))).toEqual([flat.size, flat.size + 1]);
  });
});

describe('elementIdOf', () => {
  const known = (id: string) => flat.indexOf.has(id);

  it('prefers extras.elementId, on the object or the nearest ancestor', () => {
    const node = object('w1', { elementId: 'w1', name: 'w1' });
    const primitive = object('w1_1', {}, node);
    expect(elementIdOf(primitive, known)).toBe('w1');
    expect(elementIdOf(object('x', { elementId: 'not-in-tree' }), known)).toBe('not-in-tree');
  });

  it('falls back to the original glTF node name (GLTFLoader sanitises `name`)', () => {
    const tree = flattenTree({ root: { id: 'a.b:c', name: '', type: '', hasGeometry: true, children: [] } });
    const loaded = object('abc', { name: 'a.b:c' });
    expect(elementIdOf(loaded, (id) => tree.indexOf.has(id))).toBe('a.b:c');
    expect(elementIdOf(object('w3', {}), known)).toBe('w3');
  });

  it('finds nothing when no id is known, and names such geometry by its node or position', () => {
    const orphan = object('mesh_0', {}, object('Group', { name: 'Body' }));
    expect(elementIdOf(orphan, known)).toBeUndefined();
    expect(fallbackElementId(orphan, 7)).toBe('Body');
    expect(fallbackElementId(object('', {}), 7)).toBe('#7');
  });
});
