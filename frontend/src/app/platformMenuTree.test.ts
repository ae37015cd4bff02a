import type { MenuNode } from '@loopline/shared/contracts/console';
import { describe, expect, it } from 'vitest';
import { menuLabel, menuSections } from './platformMenuTree.ts';

const node = (id: string, path: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: '',
  code: id,
  name: `${id}-zh`,
  nameEn: `${id}-en`,
  path,
  sort: 0,
  builtIn: true,
  category: 'menu',
  children,
});

describe('platform menu', () => {
  it('makes sections of the granted tree, dropping directories with no page', () => {
    const tree = [
      node('ops', '', [node('notice', '/platform/notice'), node('sub', '')]),
      node('solo', '/platform/solo'),
      node('empty', ''),
    ];
    expect(menuSections(tree).map((s) => [s.section.id, s.items.map((i) => i.id)])).toEqual([
      ['ops', ['notice']],
      ['solo', ['solo']],
    ]);
  });

  it('names a menu in the interface language', () => {
    expect(menuLabel(node('a', ''), 'en')).toBe('a-en');
    expect(menuLabel(node('a', ''), 'zh')).toBe('a-zh');
  });
});
