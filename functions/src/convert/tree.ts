import type { ElementNode, ElementTree, PropertySets } from '@loopline/shared';

export function elementNode(
  id: string,
  name: string,
  type: string,
  hasGeometry: boolean,
  props?: PropertySets,
): ElementNode {
  const node: ElementNode = { id, name, type, hasGeometry, children: [] };
  if (props && Object.keys(props).length > 0) node.props = props;
  return node;
}

/** Counts the nodes that have geometry, i.e. the GLB's element nodes. */
export function countElements(node: ElementNode): number {
  let count = node.hasGeometry ? 1 : 0;
  for (const child of node.children) count += countElements(child);
  return count;
}

export function makeTree(format: string, schema: string, root: ElementNode): ElementTree {
  return { version: 1, format, schema, upAxis: 'Y', unit: 'm', elementCount: countElements(root), root };
}

/** Every node of a tree, depth first (tests and the GLB checks walk it). */
export function* walkTree(node: ElementNode): Generator<ElementNode> {
  yield node;
  for (const child of node.children) yield* walkTree(child);
}

/**
 * Hands out ids that are unique within one model. A source id (IFC GlobalId, DXF handle) is kept
 * when it is usable, because it is stable across re-uploads of the same file; otherwise the
 * fallback (built from the position in the file, also stable) is used.
 */
export class IdRegistry {
  private readonly used = new Set<string>();

  take(preferred: string | undefined, fallback: string): string {
    const clean = preferred?.trim();
    if (clean && clean.length <= 200 && !this.used.has(clean)) {
      this.used.add(clean);
      return clean;
    }
    let id = fallback;
    for (let n = 2; this.used.has(id); n += 1) id = `${fallback}-${n}`;
    this.used.add(id);
    return id;
  }

  has(id: string): boolean {
    return this.used.has(id);
  }
}
