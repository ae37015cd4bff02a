import type { PidDetailRow, TreePage } from '../../../api/pidDetails.ts';

/** A node of the relationship tree: a page, a line number (pipe run), the items on no run, or an item. */
export interface TreeNode {
  id: string;
  kind: 'page' | 'run' | 'unconnected' | 'item';
  pageNum: number;
  row?: PidDetailRow;
  children?: TreeNode[];
}

const itemNode = (row: PidDetailRow): TreeNode => ({ id: row.id, kind: 'item', pageNum: row.pageNum, row });

function pageChildren(page: TreePage): TreeNode[] {
  const runs: TreeNode[] = page.pipelines.map((run) => ({
    id: run.id,
    kind: 'run',
    pageNum: page.pageNum,
    row: run,
    children: run.children.map(itemNode),
  }));
  if (page.unconnected.length === 0) return runs;
  return [
    ...runs,
    {
      id: `unconnected-${page.pageNum}`,
      kind: 'unconnected',
      pageNum: page.pageNum,
      children: page.unconnected.map(itemNode),
    },
  ];
}

/**
 * The drawing's tree as nodes: line number → the items its run joins, then the items on no run; one
 * level of pages above that when the drawing has more than one page.
 */
export function treeNodes(pages: readonly TreePage[]): TreeNode[] {
  if (pages.length === 1) return pageChildren(pages[0]!);
  return pages.map((page) => ({
    id: `page-${page.pageNum}`,
    kind: 'page',
    pageNum: page.pageNum,
    children: pageChildren(page),
  }));
}

/** The ids of every node with children (expand all). */
export function branchIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...branchIds(n.children)] : []));
}
