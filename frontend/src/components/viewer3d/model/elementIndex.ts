import type { FlatTree } from './flatTree.ts';

/**
 * Maps element ids to the dense element index the renderer uses. Tree nodes keep their pre-order
 * index; GLB elements the tree does not list get indices after the tree's, so they still render,
 * pick and hide (they have no properties).
 */
export class ElementIndex {
  private readonly extraIds: string[] = [];
  private readonly extraIndex = new Map<string, number>();

  constructor(readonly flat: FlatTree) {}

  /** Tree nodes plus the extra GLB elements. */
  get count(): number {
    return this.flat.size + this.extraIds.length;
  }

  /** The index of an element id, registering an unknown id as an extra element. */
  resolve(id: string): number {
    const known = this.lookup(id);
    if (known !== undefined) return known;
    const index = this.flat.size + this.extraIds.length;
    this.extraIds.push(id);
    this.extraIndex.set(id, index);
    return index;
  }

  lookup(id: string): number | undefined {
    return this.flat.indexOf.get(id) ?? this.extraIndex.get(id);
  }

  idAt(index: number): string {
    return index < this.flat.size ? this.flat.nodes[index].id : (this.extraIds[index - this.flat.size] ?? '');
  }

  isInTree(index: number): boolean {
    return index >= 0 && index < this.flat.size;
  }

  /** The element range [start, end) a selection of `index` covers: a tree node's whole subtree. */
  subtreeRange(index: number): [number, number] {
    return this.isInTree(index) ? [index, this.flat.end[index]] : [index, index + 1];
  }
}

/** What element lookup needs of a three.js object (kept structural so it is testable without a scene). */
export interface ObjectLike {
  name: string;
  userData: Record<string, unknown>;
  parent: ObjectLike | null;
}

/**
 * The element id of a rendered object: the nearest object (itself or an ancestor) whose glTF extras
 * carry `elementId`, else whose original glTF node name (GLTFLoader keeps it in `userData.name`;
 * `name` itself is sanitised) is a known id. `undefined` if neither is found.
 */
export function elementIdOf(object: ObjectLike, isKnown: (id: string) => boolean): string | undefined {
  for (let current: ObjectLike | null = object; current; current = current.parent) {
    const fromExtras = current.userData.elementId;
    if (typeof fromExtras === 'string' && fromExtras !== '') return fromExtras;
    const original = current.userData.name;
    if (typeof original === 'string' && isKnown(original)) return original;
    if (current.name !== '' && isKnown(current.name)) return current.name;
  }
  return undefined;
}

/** The id given to geometry that names no element: its nearest named node, else its position in the file. */
export function fallbackElementId(object: ObjectLike, ordinal: number): string {
  for (let current: ObjectLike | null = object; current; current = current.parent) {
    const original = current.userData.name;
    if (typeof original === 'string' && original !== '') return original;
  }
  return `#${ordinal}`;
}
