import type { MenuView } from '@loopline/shared/contracts/console';
import { describe, expect, it } from 'vitest';
import { grantedButtons, grantedMenuTree, menuTree } from './menus.ts';

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

describe('menu buttons', () => {
  const button = (id: string, parentId: string, sort: number): MenuView => ({
    ...menu(id, parentId, '', sort),
    category: 'button',
  });
  const withButtons = [...menus, button('notice_add', 'notice', 2), button('notice_edit', 'notice', 1)];

  it('gives a role the buttons it is granted, the super role all of them, in page order', () => {
    const some = grantedButtons(withButtons, {
      superRole: false,
      menuIds: new Set(['notice', 'notice_add']),
    });
    expect(some.map((b) => b.code)).toEqual(['notice_add']);
    const all = grantedButtons(withButtons, { superRole: true, menuIds: new Set() });
    expect(all.map((b) => b.code)).toEqual(['notice_edit', 'notice_add']);
  });

  it('never puts a button in the navigation', () => {
    const tree = grantedMenuTree(withButtons, { superRole: true, menuIds: new Set() });
    const notice = tree.flatMap((n) => n.children).find((n) => n.id === 'notice');
    expect(notice?.children).toEqual([]);
  });
});
