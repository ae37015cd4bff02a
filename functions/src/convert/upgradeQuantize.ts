import { type Accessor, type Document, type Mesh, type Node, Primitive } from '@gltf-transform/core';
import { KHRMeshQuantization } from '@gltf-transform/extensions';

/**
 * KHR_mesh_quantization in place. Positions become normalized int16 in each mesh's own volume; the
 * volume (centre c, uniform half-size h) moves into the transform of every node that draws the mesh,
 * and the node's children get the inverse so they stay where they were. A uniform h keeps every
 * node a valid TRS even with rotation and non-uniform scale. Meshes that node transforms cannot
 * describe (skinned, morphed, on a node with a camera or an extension, or sharing position data with
 * another mesh) keep float positions. Normals become int8, texture coordinates in [0, 1] uint16.
 */
type Vec3 = [number, number, number];
type Quat = [number, number, number, number];

const INT16 = 32767;
const INT8 = 127;
/**
 * Position grid of the model: 2^-16 of its largest extent, at most 1 mm (so a site-sized model does
 * not coarsen its elements). An element smaller than 2^16 grid steps stores fewer distinct values,
 * which the meshopt codec compresses far better (tested_sample_project: positions 3.4× smaller); an
 * element larger keeps its own 16 bits. Per-axis error ≤ half a step: max(gridStep, size/65534) / 2.
 */
export const POSITION_GRID_BITS = 16;
export const POSITION_GRID_MAX_STEP = 0.001;
/**
 * A mesh this small (a DXF segment, a short outline) keeps its own 16-bit volume instead of the
 * grid: its vertices cost less than its JSON, and in its own unit volume equal shapes of any size
 * become identical arrays that nodes share (api-cw750-details.dxf: 1,170 line meshes → 545).
 */
const SMALL_MESH_VERTICES = 8;

function rotate([x, y, z]: Vec3, [qx, qy, qz, qw]: Quat): Vec3 {
  const tx = 2 * (qy * z - qz * y);
  const ty = 2 * (qz * x - qx * z);
  const tz = 2 * (qx * y - qy * x);
  return [
    x + qw * tx + (qy * tz - qz * ty),
    y + qw * ty + (qz * tx - qx * tz),
    z + qw * tz + (qx * ty - qy * tx),
  ];
}

function meshNodes(doc: Document): Map<Mesh, Node[]> {
  const nodes = new Map<Mesh, Node[]>();
  for (const node of doc.getRoot().listNodes()) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    const list = nodes.get(mesh);
    // push, not spread: a mesh shared by thousands of nodes (repeated IFC geometry) made this quadratic.
    if (list) list.push(node);
    else nodes.set(mesh, [node]);
  }
  return nodes;
}

function positionOwners(doc: Document): Map<Accessor, Set<Mesh>> {
  const owners = new Map<Accessor, Set<Mesh>>();
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION');
      if (position) owners.set(position, (owners.get(position) ?? new Set()).add(mesh));
    }
  }
  return owners;
}

function canQuantize(mesh: Mesh, nodes: Node[], owners: Map<Accessor, Set<Mesh>>): Accessor[] | undefined {
  if (nodes.length === 0) return undefined;
  if (nodes.some((node) => node.getSkin() || node.getCamera() || node.listExtensions().length > 0))
    return undefined;
  if (mesh.listPrimitives().some((primitive) => primitive.listTargets().length > 0)) return undefined;
  const positions = [
    ...new Set(mesh.listPrimitives().map((primitive) => primitive.getAttribute('POSITION'))),
  ];
  const usable = positions.every(
    (accessor) =>
      accessor &&
      !accessor.getSparse() &&
      accessor.getComponentType() === 5126 && // FLOAT
      owners.get(accessor)?.size === 1,
  );
  return usable ? (positions as Accessor[]) : undefined;
}

function volume(positions: Accessor[]): { center: Vec3; half: number } {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const accessor of positions) {
    const array = accessor.getArray()!;
    for (let i = 0; i < array.length; i += 3) {
      for (let k = 0; k < 3; k += 1) {
        min[k] = Math.min(min[k]!, array[i + k]!);
        max[k] = Math.max(max[k]!, array[i + k]!);
      }
    }
  }
  const center = min.map((value, k) => (value + max[k]!) / 2) as Vec3;
  const half = Math.max(...max.map((value, k) => (value - min[k]!) / 2));
  return { center, half: half > 0 && Number.isFinite(half) ? half : 1 };
}

function quantizeMesh(positions: Accessor[], nodes: Node[], worldStep: number): void {
  const { center, half: extent } = volume(positions);
  // The grid step in the mesh's own units: the model grid seen through the largest node scale,
  // never finer than 16 bits over the mesh allow. Stored values then span ±half/step ≤ ±32767.
  // reduce, not Math.max(...): a mesh can be placed by more nodes than a call takes arguments.
  const largestScale = nodes.reduce((largest, node) => Math.max(largest, worldScale(node)), 0);
  const vertices = positions.reduce((sum, accessor) => sum + accessor.getCount(), 0);
  const gridStep = vertices > SMALL_MESH_VERTICES && largestScale > 0 ? worldStep / largestScale : 0;
  const step = Math.max(extent / INT16, gridStep);
  const half = step * INT16;
  for (const accessor of positions) {
    const source = accessor.getArray()!;
    const target = new Int16Array(source.length);
    for (let i = 0; i < source.length; i += 1) {
      const value = Math.round((source[i]! - center[i % 3]!) / step);
      target[i] = Math.max(-INT16, Math.min(INT16, value));
    }
    accessor.setArray(target).setNormalized(true);
  }
  for (const node of nodes) {
    // node · T(c) · S(h): translation t + R(S ⊙ c), scale S·h.
    const scale = node.getScale() as Vec3;
    const offset = rotate(center.map((value, k) => value * scale[k]!) as Vec3, node.getRotation() as Quat);
    node.setTranslation(node.getTranslation().map((value, k) => value + offset[k]!) as Vec3);
    node.setScale(scale.map((value) => value * half) as Vec3);
    // children: S(1/h) · T(-c) · child.
    for (const child of node.listChildren()) {
      child.setTranslation(child.getTranslation().map((value, k) => (value - center[k]!) / half) as Vec3);
      child.setScale(child.getScale().map((value) => value / half) as Vec3);
    }
  }
}

/**
 * Quantized positions save 6 bytes per vertex once, and cost each placing node a scale and a
 * longer translation in the JSON (~50 bytes). A shape repeated more often than it has vertices
 * (the generated IFC's 6 shapes placed 50,000 times) is cheaper left in float.
 */
function placedMoreThanItHasVertices(positions: Accessor[], nodes: Node[]): boolean {
  return nodes.length > positions.reduce((sum, accessor) => sum + accessor.getCount(), 0);
}

/** Largest factor by which the node's world transform stretches its mesh (longest basis column). */
function worldScale(node: Node): number {
  const m = node.getWorldMatrix();
  return Math.max(Math.hypot(m[0], m[1], m[2]), Math.hypot(m[4], m[5], m[6]), Math.hypot(m[8], m[9], m[10]));
}

/** Largest side of the world box of everything drawn (each mesh's box corners through its nodes). */
function modelExtent(nodes: Map<Mesh, Node[]>): number {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const [mesh, users] of nodes) {
    const low: Vec3 = [Infinity, Infinity, Infinity];
    const high: Vec3 = [-Infinity, -Infinity, -Infinity];
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION');
      if (!position || position.getCount() === 0) continue;
      const [a, b] = [position.getMin([]), position.getMax([])];
      for (let k = 0; k < 3; k += 1) {
        low[k] = Math.min(low[k]!, a[k]!);
        high[k] = Math.max(high[k]!, b[k]!);
      }
    }
    if (!(low[0] <= high[0])) continue;
    for (const node of users) {
      const m = node.getWorldMatrix();
      for (let corner = 0; corner < 8; corner += 1) {
        const p = [
          corner & 1 ? high[0] : low[0],
          corner & 2 ? high[1] : low[1],
          corner & 4 ? high[2] : low[2],
        ];
        for (let k = 0; k < 3; k += 1) {
          const value = m[k]! * p[0]! + m[4 + k]! * p[1]! + m[8 + k]! * p[2]! + m[12 + k]!;
          min[k] = Math.min(min[k]!, value);
          max[k] = Math.max(max[k]!, value);
        }
      }
    }
  }
  const extent = Math.max(...max.map((value, k) => value - min[k]!));
  return Number.isFinite(extent) ? extent : 0;
}

function quantizeNormal(accessor: Accessor): void {
  const source = accessor.getArray() as Float32Array;
  accessor
    .setArray(Int8Array.from(source, (value) => Math.max(-INT8, Math.min(INT8, Math.round(value * INT8)))))
    .setNormalized(true);
}

function quantizeTexcoord(accessor: Accessor): void {
  const source = accessor.getArray() as Float32Array;
  if (source.some((value) => value < 0 || value > 1)) return;
  accessor.setArray(Uint16Array.from(source, (value) => Math.round(value * 65535))).setNormalized(true);
}

/** The model grid step (world units) for a document that is not quantized yet. */
export function modelGridStep(doc: Document): number {
  return gridStepOf(meshNodes(doc));
}

function gridStepOf(nodes: Map<Mesh, Node[]>): number {
  return Math.min(modelExtent(nodes) * 2 ** -POSITION_GRID_BITS, POSITION_GRID_MAX_STEP);
}

/**
 * The stated bound on how far (Euclidean, world units) the upgrade may move a vertex of an element
 * whose world box has this diagonal: half a quantization step per axis, the step being the grid or
 * 16 bits over the element, whichever is coarser; plus the translation rounding of compactJson
 * (≤ 1/16 grid step per axis over all levels of nesting); plus the 7-digit rotation and scale
 * (≤ 5e-8 relative per component: the element turns about its centre by ≤ 2e-7 rad, 2e-7 of the
 * diagonal; a rounded ancestor rotation adds 2e-7 of the distance to that ancestor).
 */
export function positionErrorBound(gridStep: number, elementDiagonal: number): number {
  const step = Math.max(gridStep, elementDiagonal / (2 * INT16));
  return Math.sqrt(3) * (step / 2 + gridStep / 16) + 2e-7 * elementDiagonal;
}

/** Quantizes the document in place; returns the model grid step (world units, see POSITION_GRID_BITS). */
export function quantizeDocument(doc: Document): number {
  const nodes = meshNodes(doc);
  const owners = positionOwners(doc);
  const worldStep = gridStepOf(nodes);
  for (const mesh of doc.getRoot().listMeshes()) {
    const users = nodes.get(mesh) ?? [];
    const positions = canQuantize(mesh, users, owners);
    if (positions && !placedMoreThanItHasVertices(positions, users))
      quantizeMesh(positions, users, worldStep);
  }
  const done = new Set<Accessor>();
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      if (primitive.listTargets().length > 0 || primitive.getMode() === Primitive.Mode.POINTS) continue;
      for (const semantic of primitive.listSemantics()) {
        const accessor = primitive.getAttribute(semantic)!;
        if (done.has(accessor) || accessor.getComponentType() !== 5126 || accessor.getSparse()) continue;
        done.add(accessor);
        if (semantic === 'NORMAL') quantizeNormal(accessor);
        else if (semantic.startsWith('TEXCOORD_')) quantizeTexcoord(accessor);
      }
    }
  }
  doc.createExtension(KHRMeshQuantization).setRequired(true);
  return worldStep;
}
