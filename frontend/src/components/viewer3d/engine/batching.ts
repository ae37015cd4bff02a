import {
  Box3,
  BufferAttribute,
  BufferGeometry,
  type Material,
  Matrix3,
  type Mesh,
  type Object3D,
  Vector3,
} from 'three';
import {
  type BatchKind,
  type Drawable,
  firstMaterial,
  indexCountOf,
  type LookMaterial,
  lineVertex,
  lookKey,
  sortForPartialDraw,
} from './drawables.ts';
import { type Box3Like, unionOfBoxes, type Vec3 } from './math.ts';
import type { PickData } from './picking.ts';

/**
 * Merges the GLB's per-element meshes into a few batches — one per distinct material look — so a
 * 50k-element model is a handful of draw calls. Every vertex carries its element index (a float
 * attribute read by the element-state shader); positions are baked to world space and recentred on
 * the model (`offset` gives model coordinates back), which keeps float32 precision for georeferenced
 * models. Within a batch the largest elements come first (a moving camera may draw only a leading
 * share). Points primitives are not drawn (CAD converters emit triangles and lines).
 */
export type { BatchKind };

export interface Batch {
  kind: BatchKind;
  /** The GLB material the batch looks like (the viewer draws it with its own material). */
  source: Material;
  geometry: BufferGeometry;
}

export interface BatchedModel {
  batches: Batch[];
  pick: PickData;
  /** Bounds of everything, in viewer coordinates. */
  box: Box3Like;
  /** Model coordinates = viewer coordinates + offset. */
  offset: Vec3;
  triangleCount: number;
}

interface Entry {
  object: Drawable;
  kind: BatchKind;
  element: number;
  batch: number;
  vertexCount: number;
  indexCount: number;
  /** Diagonal of the world box: batches store big elements first (see quality.ts). */
  size: number;
}

interface Bucket {
  kind: BatchKind;
  source: Material;
  hasUv: boolean;
  hasColor: boolean;
  vertices: number;
  indices: number;
}

/**
 * `resolveElement` gives the element index of a drawable object; `elementCount` is read after all
 * objects are resolved (resolving may register GLB-only elements).
 */
export function batchScene(
  root: Object3D,
  resolveElement: (object: Object3D) => number,
  elementCount: () => number,
): BatchedModel {
  root.updateMatrixWorld(true);
  const buckets: Bucket[] = [];
  const bucketByKey = new Map<string, number>();
  const entries: Entry[] = [];
  const bounds = new Box3();
  const tmp = new Box3();

  root.traverse((object) => {
    const d = object as Drawable & { isLine?: boolean };
    if (!(d as Mesh).isMesh && !d.isLine) return;
    const position = d.geometry?.attributes.position;
    if (!position || position.count === 0) return;
    const kind: BatchKind = (d as Mesh).isMesh ? 'mesh' : 'lines';
    const material = firstMaterial(d) as LookMaterial;
    const hasUv = kind === 'mesh' && !!material.map && !!d.geometry.attributes.uv;
    const hasColor = material.vertexColors && !!d.geometry.attributes.color;
    const key = lookKey(kind, material, hasUv, hasColor);
    let batch = bucketByKey.get(key);
    if (batch === undefined) {
      batch = buckets.length;
      bucketByKey.set(key, batch);
      buckets.push({ kind, source: material, hasUv, hasColor, vertices: 0, indices: 0 });
    }
    const element = resolveElement(d);
    const indexCount = indexCountOf(d);
    buckets[batch].vertices += position.count;
    buckets[batch].indices += indexCount;
    if (!d.geometry.boundingBox) d.geometry.computeBoundingBox();
    tmp.copy(d.geometry.boundingBox!).applyMatrix4(d.matrixWorld);
    bounds.union(tmp);
    const size = tmp.min.distanceTo(tmp.max);
    entries.push({ object: d, kind, element, batch, vertexCount: position.count, indexCount, size });
  });
  sortForPartialDraw(entries);

  const offset: Vec3 = bounds.isEmpty() ? [0, 0, 0] : bounds.getCenter(new Vector3()).toArray();
  const outputs = buckets.map((b) => ({
    positions: new Float32Array(b.vertices * 3),
    normals: b.kind === 'mesh' ? new Float32Array(b.vertices * 3) : null,
    uvs: b.hasUv ? new Float32Array(b.vertices * 2) : null,
    colors: b.hasColor ? new Float32Array(b.vertices * 3) : null,
    elements: new Float32Array(b.vertices),
    index: new Uint32Array(b.indices),
    vertexCursor: 0,
    indexCursor: 0,
  }));
  const count = elementCount();
  const boxes = new Float32Array(count * 6);
  for (let e = 0; e < count; e++)
    boxes.set([Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity], e * 6);
  const ranges: { element: number; batch: number; start: number; count: number }[] = [];
  const normalMatrix = new Matrix3();

  for (const entry of entries) {
    const out = outputs[entry.batch];
    const bucket = buckets[entry.batch];
    const g = entry.object.geometry;
    const m = entry.object.matrixWorld.elements;
    const base = out.vertexCursor;
    const pos = g.attributes.position;
    const bo = entry.element * 6;
    for (let v = 0; v < entry.vertexCount; v++) {
      const x = pos.getX(v);
      const y = pos.getY(v);
      const z = pos.getZ(v);
      const o = (base + v) * 3;
      const wx = m[0] * x + m[4] * y + m[8] * z + m[12] - offset[0];
      const wy = m[1] * x + m[5] * y + m[9] * z + m[13] - offset[1];
      const wz = m[2] * x + m[6] * y + m[10] * z + m[14] - offset[2];
      out.positions[o] = wx;
      out.positions[o + 1] = wy;
      out.positions[o + 2] = wz;
      if (wx < boxes[bo]) boxes[bo] = wx;
      if (wy < boxes[bo + 1]) boxes[bo + 1] = wy;
      if (wz < boxes[bo + 2]) boxes[bo + 2] = wz;
      if (wx > boxes[bo + 3]) boxes[bo + 3] = wx;
      if (wy > boxes[bo + 4]) boxes[bo + 4] = wy;
      if (wz > boxes[bo + 5]) boxes[bo + 5] = wz;
    }
    out.elements.fill(entry.element, base, base + entry.vertexCount);
    if (out.normals) {
      if (!g.attributes.normal) g.computeVertexNormals();
      const normal = g.attributes.normal;
      const n = normalMatrix.getNormalMatrix(entry.object.matrixWorld).elements;
      for (let v = 0; v < entry.vertexCount; v++) {
        const x = normal.getX(v);
        const y = normal.getY(v);
        const z = normal.getZ(v);
        const nx = n[0] * x + n[3] * y + n[6] * z;
        const ny = n[1] * x + n[4] * y + n[7] * z;
        const nz = n[2] * x + n[5] * y + n[8] * z;
        const length = Math.hypot(nx, ny, nz) || 1;
        const o = (base + v) * 3;
        out.normals[o] = nx / length;
        out.normals[o + 1] = ny / length;
        out.normals[o + 2] = nz / length;
      }
    }
    if (out.uvs) {
      const uv = g.attributes.uv;
      for (let v = 0; v < entry.vertexCount; v++) {
        out.uvs[(base + v) * 2] = uv.getX(v);
        out.uvs[(base + v) * 2 + 1] = uv.getY(v);
      }
    }
    if (out.colors) {
      const color = g.attributes.color;
      for (let v = 0; v < entry.vertexCount; v++) {
        out.colors[(base + v) * 3] = color.getX(v);
        out.colors[(base + v) * 3 + 1] = color.getY(v);
        out.colors[(base + v) * 3 + 2] = color.getZ(v);
      }
    }
    const source = g.index?.array;
    const start = out.indexCursor;
    if (bucket.kind === 'mesh') {
      // A mirroring transform flips the winding; swap two corners so front faces stay front faces.
      const mirrored = entry.object.matrixWorld.determinant() < 0;
      for (let i = 0; i < entry.indexCount; i += 3) {
        const a = source ? source[i] : i;
        const b = source ? source[i + 1] : i + 1;
        const c = source ? source[i + 2] : i + 2;
        out.index[start + i] = base + a;
        out.index[start + i + 1] = base + (mirrored ? c : b);
        out.index[start + i + 2] = base + (mirrored ? b : c);
      }
      ranges.push({
        element: entry.element,
        batch: entry.batch,
        start: start / 3,
        count: entry.indexCount / 3,
      });
    } else {
      const n = source ? source.length : entry.vertexCount;
      for (let i = 0; i < entry.indexCount; i++) {
        const k = lineVertex(entry.object, i, n);
        out.index[start + i] = base + (source ? source[k] : k);
      }
    }
    out.vertexCursor += entry.vertexCount;
    out.indexCursor += entry.indexCount;
  }

  const batches: Batch[] = buckets.map((bucket, i) => {
    const out = outputs[i];
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(out.positions, 3));
    if (out.normals) geometry.setAttribute('normal', new BufferAttribute(out.normals, 3));
    if (out.uvs) geometry.setAttribute('uv', new BufferAttribute(out.uvs, 2));
    if (out.colors) geometry.setAttribute('color', new BufferAttribute(out.colors, 3));
    geometry.setAttribute('elementIndex', new BufferAttribute(out.elements, 1));
    geometry.setIndex(new BufferAttribute(out.index, 1));
    geometry.computeBoundingBox();
    geometry.computeBoundingSphere();
    return { kind: bucket.kind, source: bucket.source, geometry };
  });

  const pick = buildPickData(ranges, count, boxes, outputs);
  const box = unionOfBoxes(boxes, 0, count);
  const triangleCount = buckets.reduce((sum, b) => sum + (b.kind === 'mesh' ? b.indices / 3 : 0), 0);
  return { batches, pick, box, offset, triangleCount };
}

function buildPickData(
  ranges: { element: number; batch: number; start: number; count: number }[],
  elementCount: number,
  boxes: Float32Array,
  outputs: { positions: Float32Array; index: Uint32Array }[],
): PickData {
  const rangeOffsets = new Int32Array(elementCount + 1);
  for (const r of ranges) rangeOffsets[r.element + 1]++;
  for (let e = 0; e < elementCount; e++) rangeOffsets[e + 1] += rangeOffsets[e];
  const cursor = rangeOffsets.slice(0, elementCount);
  const rangeBatch = new Int32Array(ranges.length);
  const rangeStart = new Int32Array(ranges.length);
  const rangeCount = new Int32Array(ranges.length);
  for (const r of ranges) {
    const k = cursor[r.element]++;
    rangeBatch[k] = r.batch;
    rangeStart[k] = r.start;
    rangeCount[k] = r.count;
  }
  const batches = outputs.map((o) => ({ positions: o.positions, index: o.index }));
  return { boxes, rangeOffsets, rangeBatch, rangeStart, rangeCount, batches };
}
