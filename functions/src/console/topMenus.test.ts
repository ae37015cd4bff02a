import type { MenuNode, TopMenuView } from '@loopline/shared/contracts/console';
import { describe, expect, it } from 'vitest';
import { visibleTopMenus, withinTopMenu } from './topMenus.ts';

const node = (id: string, children: MenuNode[] = [], path = ''): MenuNode => ({
  id,
  parentId: '',
  code: id,
  name: id,
  nameEn: id,
  path,
  sort: 0,
  builtIn: true,
  category: 'menu',
  children,
});
const tree = [
  node('system', [node('role', [], '/platform/system/role'), node('dept', [], '/platform/system/dept')]),
  node('ops', [node('log', [], '/platform/log')]),
];
const top = (id: string): TopMenuView => ({ id, code: id, name: id, nameEn: id, sort: 0, menuIds: [] });

describe('top menus', () => {
  it('keeps a named directory whole and the directories above named pages', () => {
    expect(withinTopMenu(tree, new Set(['ops']))).toEqual([tree[1]]);
    const within = withinTopMenu(tree, new Set(['dept']));
    expect(within.map((n) => n.id)).toEqual(['system']);
    expect(within[0]!.children.map((n) => n.id)).toEqual(['dept']);
    expect(withinTopMenu(tree, new Set())).toEqual([]);
  });

  it('shows a role its granted top menus, the super role all of them', () => {
    const all = [top('a'), top('b')];
    expect(visibleTopMenus(all, { superRole: false, topMenuIds: new Set(['b']) }).map((m) => m.id)).toEqual([
      'b',
    ]);
    expect(visibleTopMenus(all, { superRole: true, topMenuIds: new Set() })).toHaveLength(2);
  });
});
