import { createHash } from 'node:crypto';
import { type Accessor, type Document, Primitive } from '@gltf-transform/core';
import { MeshoptEncoder } from 'meshoptimizer';

/**
 * In-place versions of gltf-transform's dedup (accessors), weld, reorder and quantize. The library
 * transforms clone every accessor and prune/dedup afterwards, which is quadratic in the number of
 * accessors (a 4,000-element model took 30 s, 50,000 did not finish in 5 minutes). Here each
 * primitive's arrays are replaced in place, so the work is linear and no property is created or
 * disposed except duplicate accessors.
 */

type TypedArray = Float32Array | Uint32Array | Uint16Array | Uint8Array | Int16Array | Int8Array;

function bytesOf(array: TypedArray): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

/** Accessors with identical content become one (linear: grouped by a content hash). */
export function dedupAccessors(doc: Document): number {
  const canonical = new Map<string, Accessor>();
  let merged = 0;
  for (const accessor of doc.getRoot().listAccessors()) {
    const array = accessor.getArray();
    if (!array || accessor.getSparse()) continue;
    const digest = createHash('sha1')
      .update(bytesOf(array as TypedArray))
      .digest('base64');
    const key = `${accessor.getType()}:${accessor.getComponentType()}:${accessor.getNormalized()}:${accessor.getCount()}:${digest}`;
    const kept = canonical.get(key);
    if (!kept) {
      canonical.set(key, accessor);
      continue;
    }
    for (const parent of accessor.listParents()) if (parent !== doc.getRoot()) parent.swap(accessor, kept);
    accessor.dispose();
    merged += 1;
  }
  return merged;
}

/** How many primitives use each accessor; shared vertex data is left as it is by weld and reorder. */
function accessorUse(doc: Document): Map<Accessor, number> {
  const use = new Map<Accessor, number>();
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      for (const accessor of [...primitive.listAttributes(), primitive.getIndices()]) {
        if (accessor) use.set(accessor, (use.get(accessor) ?? 0) + 1);
      }
    }
  }
  return use;
}

function ownsItsVertices(primitive: Primitive, use: Map<Accessor, number>): boolean {
  if (primitive.listTargets().length > 0) return false;
  if (primitive.getMode() === Primitive.Mode.POINTS) return false;
  const accessors = [...primitive.listAttributes(), primitive.getIndices()].filter((a) => a !== null);
  return accessors.every((accessor) => use.get(accessor) === 1 && !accessor.getSparse());
}

/** Rebuilds every attribute with `count` vertices, vertex i moving to remap[i] (skipped when ~0). */
function remapAttributes(primitive: Primitive, remap: Uint32Array, count: number): void {
  for (const accessor of primitive.listAttributes()) {
    const source = accessor.getArray() as TypedArray;
    const size = accessor.getElementSize();
    const target = new (source.constructor as new (length: number) => TypedArray)(count * size);
    for (let i = 0; i < remap.length; i += 1) {
      const to = remap[i]!;
      if (to === 0xffffffff) continue;
      for (let k = 0; k < size; k += 1) target[to * size + k] = source[i * size + k]!;
    }
    accessor.setArray(target);
  }
}

function setIndices(doc: Document, primitive: Primitive, indices: Uint32Array, vertexCount: number): void {
  const array = vertexCount <= 0xffff ? Uint16Array.from(indices) : indices;
  const current = primitive.getIndices();
  if (current) current.setArray(array);
  else {
    const buffer = primitive.getAttribute('POSITION')?.getBuffer() ?? doc.getRoot().listBuffers()[0] ?? null;
    primitive.setIndices(doc.createAccessor().setType('SCALAR').setArray(array).setBuffer(buffer));
  }
}

/** Merges bitwise-identical vertices (all attributes equal) and indexes the primitive. */
export function weldPrimitive(doc: Document, primitive: Primitive): void {
  const attributes = primitive.listAttributes();
  const count = primitive.getAttribute('POSITION')?.getCount() ?? 0;
  if (count === 0) return;
  const views = attributes.map((accessor) => {
    const bytes = bytesOf(accessor.getArray() as TypedArray);
    return {
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      stride: bytes.byteLength / count,
    };
  });
  const remap = new Uint32Array(count);
  const seen = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const key = views.map((v) => v.buffer.toString('latin1', i * v.stride, (i + 1) * v.stride)).join('|');
    let index = seen.get(key);
    if (index === undefined) {
      index = seen.size;
      seen.set(key, index);
    }
    remap[i] = index;
  }
  const source: ArrayLike<number> =
    (primitive.getIndices()?.getArray() as TypedArray | null) ??
    Uint32Array.from({ length: count }, (_, i) => i);
  const indices = Uint32Array.from(source, (i) => remap[i]!);
  if (seen.size < count) {
    // Keep the first occurrence of each vertex: later duplicates map to ~0 and are skipped.
    const firstOnly = new Uint32Array(count).fill(0xffffffff);
    const placed = new Set<number>();
    for (let i = 0; i < count; i += 1) {
      if (!placed.has(remap[i]!)) {
        placed.add(remap[i]!);
        firstOnly[i] = remap[i]!;
      }
    }
    remapAttributes(primitive, firstOnly, seen.size);
  }
  setIndices(doc, primitive, indices, seen.size);
}

/** meshoptimizer's vertex cache and fetch order, applied to the primitive's own arrays. */
export function reorderPrimitive(doc: Document, primitive: Primitive): void {
  const indicesAccessor = primitive.getIndices();
  if (!indicesAccessor) return;
  const indices = Uint32Array.from(indicesAccessor.getArray() as TypedArray);
  const triangles = primitive.getMode() === Primitive.Mode.TRIANGLES;
  const [remap, unique] = MeshoptEncoder.reorderMesh(indices, triangles, true);
  remapAttributes(primitive, remap, unique);
  setIndices(doc, primitive, indices, unique);
}

export function weldAndReorder(doc: Document): void {
  const use = accessorUse(doc);
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      if (!ownsItsVertices(primitive, use)) continue;
      weldPrimitive(doc, primitive);
      if (primitive.getMode() === Primitive.Mode.TRIANGLES || primitive.getMode() === Primitive.Mode.LINES) {
        reorderPrimitive(doc, primitive);
      }
    }
  }
}
