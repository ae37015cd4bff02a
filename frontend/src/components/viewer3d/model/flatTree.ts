import type { ElementNode, ElementTree } from '@loopline/shared';

/**
 * The element tree flattened in pre-order, so a node's descendants are the contiguous range
 * `(i, end[i])`. Every per-element array of the viewer (visibility, selection, the GPU state
 * texture, picking boxes) is indexed by this pre-order index.
 */
export interface FlatTree {
  readonly size: number;
  /** The tree nodes in pre-order. */
  readonly nodes: readonly ElementNode[];
  /** Pre-order index of the parent, -1 for the root. */
  readonly parent: Int32Array;
  readonly depth: Uint16Array;
  /** Exclusive end of the node's subtree in pre-order. */
  readonly end: Int32Array;
  /** Element id → pre-order index (the first node wins if a source repeats an id). */
  readonly indexOf: ReadonlyMap<string, number>;
  /** Lower-case "name id type" of each node, what the search box matches. */
  readonly searchText: readonly string[];
}

export function flattenTree(tree: Pick<ElementTree, 'root'>): FlatTree {
  const nodes: ElementNode[] = [];
  const parents: number[] = [];
  const depths: number[] = [];
  const stack: { node: ElementNode; parent: number; depth: number }[] = [
    { node: tree.root, parent: -1, depth: 0 },
  ];
  while (stack.length > 0) {
    const { node, parent, depth } = stack.pop()!;
    const index = nodes.length;
    nodes.push(node);
    parents.push(parent);
    depths.push(depth);
    const children = node.children ?? [];
    for (let c = children.length - 1; c >= 0; c--) {
      stack.push({ node: children[c], parent: index, depth: depth + 1 });
    }
  }
  const size = nodes.length;
  const parent = Int32Array.from(parents);
  const depth = Uint16Array.from(depths, (d) => Math.min(d, 65535));
  const end = new Int32Array(size);
  // Walking backwards, every node's subtree end is the max of its own index + 1 and its children's ends.
  for (let i = size - 1; i >= 0; i--) {
    if (end[i] === 0) end[i] = i + 1;
    const p = parent[i];
    if (p >= 0 && end[i] > end[p]) end[p] = end[i];
  }
  const indexOf = new Map<string, number>();
  const searchText: string[] = new Array(size);
  for (let i = 0; i < size; i++) {
    const node = nodes[i];
    if (!indexOf.has(node.id)) indexOf.set(node.id, i);
    searchText[i] = `${node.name ?? ''}\u0000${node.id}\u0000${node.type ?? ''}`.toLowerCase();
  }
  return { size, nodes, parent, depth, end, indexOf, searchText };
}

/** The ancestors of a node, nearest first. */
export function ancestorsOf(flat: FlatTree, index: number): number[] {
  const result: number[] = [];
  for (let p = flat.parent[index]; p >= 0; p = flat.parent[p]) result.push(p);
  return result;
}
