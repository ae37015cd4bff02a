import type { MenuNode } from '@loopline/shared/contracts/console';

/** A menu's name in the interface language. */
export function menuLabel(node: Pick<MenuNode, 'name' | 'nameEn'>, language: string): string {
  return language.startsWith('en') ? node.nameEn : node.name;
}

/** The side navigation's sections: top-level menus with their pages; a top-level page is its own section. */
export function menuSections(tree: readonly MenuNode[]): { section: MenuNode; items: MenuNode[] }[] {
  return tree
    .map((section) => ({ section, items: section.path ? [section] : section.children.filter((c) => c.path) }))
    .filter((s) => s.items.length > 0);
}
