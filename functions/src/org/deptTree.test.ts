import type { DeptView } from '@loopline/shared/contracts/org';
import { describe, expect, it } from 'vitest';
import { deptChildren, deptTree, validParent } from './deptTree.ts';

const d = (id: string, parentId: string, sort = 0): DeptView => ({
  id,
  parentId,
  deptName: `d${id}`,
  fullName: `Dept ${id}`,
  sort,
  remark: '',
  builtIn: id === '1',
});
const depts = [d('1', '0'), d('2', '1', 2), d('3', '1', 1), d('4', '3'), d('5', 'gone')];

describe('department tree', () => {
  it('nests by parent, siblings by sort; an orphan is a root', () => {
    const tree = deptTree(depts);
    expect(tree.map((n) => n.id)).toEqual(['1', '5']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['3', '2']);
    expect(tree[0]!.children[0]!.children.map((n) => n.id)).toEqual(['4']);
    expect(tree[0]!.hasChildren).toBe(true);
  });

  it('answers one level for the lazy tree', () => {
    expect(deptChildren(depts, '0').map((n) => [n.id, n.hasChildren])).toEqual([
      ['1', true],
      ['5', false],
    ]);
    expect(deptChildren(depts, '3').map((n) => n.id)).toEqual(['4']);
  });

  it('refuses a parent that is missing, the department itself or below it', () => {
    expect(validParent(depts, '3', '2')).toBe(true);
    expect(validParent(depts, undefined, '0')).toBe(true);
    expect(validParent(depts, '3', 'nope')).toBe(false);
    expect(validParent(depts, '3', '3')).toBe(false);
    expect(validParent(depts, '1', '4')).toBe(false);
  });
});
