import type { MenuView } from '@loopline/shared/contracts/console';
import { describe, expect, it } from 'vitest';
import { grantedMenuTree, menuTree } from './menus.ts';

const menu = (id: string, parentId: string, path: string, sort = 0): MenuView => ({
  id,
  parentId,
  code: id,
  name: id,
  nameEn: id,
  path,
  sort,
  builtIn: true,
  category: 'menu',
});
const menus = [
  menu('ops', '', '', 2),
  menu('notice', 'ops', '/platform/notice', 2),
  menu('feedback', 'ops', '/platform/feedback', 1),
  menu('system', '', '', 1),
  menu('role', 'system', '/platform/system/role'),
];

describe('menu trees', () => {
  it('nests menus under their parents, ordered by sort', () => {
    const tree = menuTree(menus);
    expect(tree.map((n) => n.id)).toEqual(['system', 'ops']);
    expect(tree[1]!.children.map((n) => n.id)).toEqual(['feedback', 'notice']);
  });

  it('shows a role its granted pages with the directories above them', () => {
    const tree = grantedMenuTree(menus, { superRole: false, menuIds: new Set(['notice']) });
    expect(tree).toHaveLength(1);
    expect(tree[0]!.id).toBe('ops');
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['notice']);
  });

  it('leaves out a directory granted with nothing under it, and shows the super role everything', () => {
    expect(grantedMenuTree(menus, { superRole: false, menuIds: new Set(['system']) })).toEqual([]);
    const all = grantedMenuTree(menus, { superRole: true, menuIds: new Set() });
    expect(all.flatMap((n) => n.children).map((n) => n.id)).toEqual(['role', 'feedback', 'notice']);
  });
});
