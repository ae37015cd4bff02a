import type { Color, Line, Material, Mesh, Texture } from 'three';

/** What batching needs to know of the GLB's drawable objects and their materials. */
export type BatchKind = 'mesh' | 'lines';
export type Drawable = Mesh | Line;
export type LookMaterial = Material & { color?: Color; map?: Texture | null; emissive?: Color };

export function firstMaterial(object: Drawable): Material {
  return Array.isArray(object.material) ? object.material[0] : object.material;
}

export function lookKey(kind: BatchKind, m: LookMaterial, hasUv: boolean, hasColor: boolean): string {
  return [
    kind,
    m.color?.getHexString() ?? '',
    m.emissive?.getHexString() ?? '',
    m.opacity,
    m.transparent,
    m.alphaTest,
    hasUv ? (m.map?.uuid ?? '') : '',
    hasColor,
  ].join('|');
}

export function indexCountOf(object: Drawable): number {
  const g = object.geometry;
  const n = g.index ? g.index.count : (g.attributes.position?.count ?? 0);
  if ((object as Mesh).isMesh) return n - (n % 3);
  if ((object as Line & { isLineSegments?: boolean }).isLineSegments) return n - (n % 2);
  if ((object as Line & { isLineLoop?: boolean }).isLineLoop) return n > 1 ? n * 2 : 0;
  return n > 1 ? (n - 1) * 2 : 0;
}

/**
 * Largest first (in quarter-octave size classes), so drawing a leading share of a batch while the
 * camera moves keeps the big shapes; within a class a scrambled order, so a share of many equal
 * elements is spread over the whole model instead of being its first storey.
 */
export function sortForPartialDraw<T extends { size: number }>(entries: T[]): T[] {
  const keyed = entries.map((entry, i) => ({
    entry,
    sizeClass: entry.size > 0 ? Math.round(Math.log2(entry.size) * 4) : Number.NEGATIVE_INFINITY,
    scramble: Math.imul(i + 1, 0x9e3779b1) >>> 0,
  }));
  keyed.sort((a, b) => b.sizeClass - a.sizeClass || a.scramble - b.scramble);
  keyed.forEach((k, i) => {
    entries[i] = k.entry;
  });
  return entries;
}

/** Index `i` of the primitive's line list (strips and loops are expanded to segments). */
export function lineVertex(object: Drawable, i: number, n: number): number {
  const o = object as Line & { isLineSegments?: boolean };
  if (o.isLineSegments) return i;
  const segment = i >> 1;
  return ((i & 1) === 0 ? segment : segment + 1) % n;
}
