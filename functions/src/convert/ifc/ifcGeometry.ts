import type { FlatMesh, IfcAPI, PlacedGeometry } from 'web-ifc';
import { type Frame, fixOffset, frame } from '../frame.ts';
import type { Budget } from '../limits.ts';
import {
  type MeshPart,
  type ModelBuilder,
  type Placement,
  type Rgba,
  srgbToLinear,
} from '../modelBuilder.ts';

/** web-ifc vertex layout: position xyz then normal xyz. */
const STRIDE = 6;

interface PartBuffers {
  color: Rgba;
  positions: number[];
  normals: number[];
  indices: number[];
}

export interface IfcGeometryResult {
  withGeometry: Set<number>;
  frame: Frame;
}

/**
 * Streams every product's geometry (web-ifc already applies the project length unit and turns the
 * model Y-up) into one GLB node per product, one primitive per colour. When all of a product's
 * geometries have the same placement and it is a rotation, scale and translation (almost always),
 * the geometry stays in its own frame and the placement goes on the node: a geometry placed by
 * several products (mapped items, types) is then one mesh, and the upgrade can merge identical
 * shapes. Otherwise the placements are baked into the vertices in float64 before the float32 copy.
 * A horizontal offset is removed for georeferenced models. The callback never throws into the
 * wasm: the first error is kept and rethrown afterwards.
 */
export function streamIfcGeometry(
  api: IfcAPI,
  modelID: number,
  builder: ModelBuilder,
  idOf: (expressID: number) => string,
  budget: Budget,
): IfcGeometryResult {
  const withGeometry = new Set<number>();
  const target = frame(1, false);
  let failure: unknown;
  let first = true;
  api.StreamAllMeshes(modelID, (mesh: FlatMesh) => {
    if (failure !== undefined) return;
    try {
      budget.check();
      const count = mesh.geometries.size();
      const placed: PlacedGeometry[] = [];
      for (let i = 0; i < count; i += 1) placed.push(mesh.geometries.get(i));
      const type = api.GetNameFromTypeCode(api.GetLineType(modelID, mesh.expressID));
      const extras = { ifcType: type, expressID: mesh.expressID };
      const id = idOf(mesh.expressID);
      const m = placed[0]?.flatTransformation;
      const trs = m && placed.every((p) => sameMatrix(p.flatTransformation, m)) ? decompose(m) : undefined;
      let added: boolean;
      if (m && trs) {
        const meshKey = placed.map((p) => `${p.geometryExpressID}:${colorKey(p)}`).join(',');
        const parts = new Map<string, PartBuffers>();
        if (!builder.hasMesh(meshKey)) for (const p of placed) addGeometry(api, modelID, p, parts, undefined);
        const first3 = [...parts.values()][0]?.positions;
        if (first && first3) {
          const [x, y, z] = transform(m, first3[0]!, first3[1]!, first3[2]!);
          fixOffset(target, x, y, z);
          first = false;
        }
        const [ox, oy, oz] = target.offset;
        trs.translation = [trs.translation[0] - ox, trs.translation[1] - oy, trs.translation[2] - oz];
        added = builder.addElement(id, [...parts.values()].map(toPart), extras, { placement: trs, meshKey });
      } else {
        const parts = new Map<string, PartBuffers>();
        for (const p of placed) {
          if (first) {
            const vertex = firstVertex(api, modelID, p);
            if (vertex) {
              fixOffset(target, ...transform(p.flatTransformation, ...vertex));
              first = false;
            }
          }
          addGeometry(api, modelID, p, parts, target);
        }
        added = builder.addElement(id, [...parts.values()].map(toPart), extras);
      }
      if (added) withGeometry.add(mesh.expressID);
    } catch (error) {
      failure = error ?? new Error('geometry failed');
    }
  });
  if (failure !== undefined) throw failure;
  return { withGeometry, frame: target };
}

/**
 * Appends one placed geometry to the part of its colour: in its own frame without `target`, else
 * placed in world coordinates (less the frame's offset).
 */
function addGeometry(
  api: IfcAPI,
  modelID: number,
  placed: PlacedGeometry,
  parts: Map<string, PartBuffers>,
  target: Frame | undefined,
): void {
  const geometry = api.GetGeometry(modelID, placed.geometryExpressID);
  try {
    const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
    const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
    if (vertices.length < STRIDE || indices.length < 3) return;
    const part = partFor(parts, placed);
    const base = part.positions.length / 3;
    if (target) {
      const m = placed.flatTransformation;
      const [ox, oy, oz] = target.offset;
      for (let i = 0; i + STRIDE <= vertices.length; i += STRIDE) {
        const [x, y, z] = transform(m, vertices[i]!, vertices[i + 1]!, vertices[i + 2]!);
        part.positions.push(x - ox, y - oy, z - oz);
        pushNormal(part, rotate(m, vertices[i + 3]!, vertices[i + 4]!, vertices[i + 5]!));
      }
    } else {
      for (let i = 0; i + STRIDE <= vertices.length; i += STRIDE) {
        part.positions.push(vertices[i]!, vertices[i + 1]!, vertices[i + 2]!);
        pushNormal(part, [vertices[i + 3]!, vertices[i + 4]!, vertices[i + 5]!]);
      }
    }
    for (let i = 0; i < indices.length; i += 1) part.indices.push(base + indices[i]!);
  } finally {
    geometry.delete();
  }
}

function pushNormal(part: PartBuffers, [nx, ny, nz]: [number, number, number]): void {
  const length = Math.hypot(nx, ny, nz) || 1;
  part.normals.push(nx / length, ny / length, nz / length);
}

/** The first vertex of a geometry in its own frame (it fixes the model offset), if it has triangles. */
function firstVertex(
  api: IfcAPI,
  modelID: number,
  placed: PlacedGeometry,
): [number, number, number] | undefined {
  const geometry = api.GetGeometry(modelID, placed.geometryExpressID);
  try {
    const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
    const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
    if (vertices.length < STRIDE || indices.length < 3) return undefined;
    return [vertices[0]!, vertices[1]!, vertices[2]!];
  } finally {
    geometry.delete();
  }
}

function sameMatrix(a: number[], b: number[]): boolean {
  for (let i = 0; i < 16; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Columns this far from orthogonal (relative) are baked instead: 0.1 mm of shear at 100 m. */
const ORTHOGONAL = 1e-6;

/**
 * web-ifc's column-major matrix as glTF TRS, or undefined when it is not one (shear, projection):
 * columns orthogonal, a mirror becomes a negative x scale.
 */
export function decompose(m: number[]): Placement | undefined {
  if (m.length !== 16 || !m.every(Number.isFinite)) return undefined;
  if (m[3] !== 0 || m[7] !== 0 || m[11] !== 0 || m[15] !== 1) return undefined;
  const columns = [0, 4, 8].map((k) => [m[k]!, m[k + 1]!, m[k + 2]!] as [number, number, number]);
  const lengths = columns.map((c) => Math.hypot(...c));
  if (lengths.some((l) => !(l > 1e-12))) return undefined;
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  for (const [i, j] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const) {
    if (Math.abs(dot(columns[i]!, columns[j]!)) > ORTHOGONAL * lengths[i]! * lengths[j]!) return undefined;
  }
  const [a, b, c] = columns as [[number, number, number], [number, number, number], [number, number, number]];
  const det =
    a[0] * (b[1] * c[2] - b[2] * c[1]) -
    a[1] * (b[0] * c[2] - b[2] * c[0]) +
    a[2] * (b[0] * c[1] - b[1] * c[0]);
  const scale: [number, number, number] = [det < 0 ? -lengths[0]! : lengths[0]!, lengths[1]!, lengths[2]!];
  // Rotation matrix r[row][column].
  const r = (row: number, column: number) => columns[column]![row]! / scale[column]!;
  const trace = r(0, 0) + r(1, 1) + r(2, 2);
  let q: [number, number, number, number];
  if (trace > 0) {
    const s = Math.sqrt(trace + 1) * 2;
    q = [(r(2, 1) - r(1, 2)) / s, (r(0, 2) - r(2, 0)) / s, (r(1, 0) - r(0, 1)) / s, s / 4];
  } else if (r(0, 0) > r(1, 1) && r(0, 0) > r(2, 2)) {
    const s = Math.sqrt(1 + r(0, 0) - r(1, 1) - r(2, 2)) * 2;
    q = [s / 4, (r(0, 1) + r(1, 0)) / s, (r(0, 2) + r(2, 0)) / s, (r(2, 1) - r(1, 2)) / s];
  } else if (r(1, 1) > r(2, 2)) {
    const s = Math.sqrt(1 + r(1, 1) - r(0, 0) - r(2, 2)) * 2;
    q = [(r(0, 1) + r(1, 0)) / s, s / 4, (r(1, 2) + r(2, 1)) / s, (r(0, 2) - r(2, 0)) / s];
  } else {
    const s = Math.sqrt(1 + r(2, 2) - r(0, 0) - r(1, 1)) * 2;
    q = [(r(0, 2) + r(2, 0)) / s, (r(1, 2) + r(2, 1)) / s, s / 4, (r(1, 0) - r(0, 1)) / s];
  }
  const norm = Math.hypot(...q);
  if (!(norm > 0)) return undefined;
  const rotation = q.map((v) => v / norm) as [number, number, number, number];
  return { translation: [m[12]!, m[13]!, m[14]!], rotation, scale };
}

function colorKey(placed: PlacedGeometry): string {
  const { x, y, z, w } = placed.color;
  return `${x.toFixed(3)},${y.toFixed(3)},${z.toFixed(3)},${w.toFixed(3)}`;
}

function partFor(parts: Map<string, PartBuffers>, placed: PlacedGeometry): PartBuffers {
  const { x, y, z, w } = placed.color;
  const key = colorKey(placed);
  let part = parts.get(key);
  if (!part) {
    const color: Rgba = [srgbToLinear(x), srgbToLinear(y), srgbToLinear(z), w];
    part = { color, positions: [], normals: [], indices: [] };
    parts.set(key, part);
  }
  return part;
}

function toPart(buffers: PartBuffers): MeshPart {
  return {
    mode: 'triangles',
    color: buffers.color,
    positions: Float32Array.from(buffers.positions),
    normals: Float32Array.from(buffers.normals),
    indices: Uint32Array.from(buffers.indices),
  };
}

/** Column-major 4×4 (web-ifc's flatTransformation) applied to a point. */
function transform(m: number[], x: number, y: number, z: number): [number, number, number] {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ];
}

function rotate(m: number[], x: number, y: number, z: number): [number, number, number] {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z,
    m[1]! * x + m[5]! * y + m[9]! * z,
    m[2]! * x + m[6]! * y + m[10]! * z,
  ];
}
