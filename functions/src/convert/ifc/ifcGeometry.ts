import type { FlatMesh, IfcAPI, PlacedGeometry } from 'web-ifc';
import { type Frame, fixOffset, frame } from '../frame.ts';
import type { Budget } from '../limits.ts';
import { type MeshPart, type ModelBuilder, type Rgba, srgbToLinear } from '../modelBuilder.ts';

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
 * model Y-up) into one GLB node per product, one primitive per colour. The placements are baked into
 * the vertices in float64 before the float32 copy, with a horizontal offset for georeferenced models.
 * The callback never throws into the wasm: the first error is kept and rethrown afterwards.
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
      const parts = new Map<string, PartBuffers>();
      const count = mesh.geometries.size();
      for (let i = 0; i < count; i += 1) {
        if (addGeometry(api, modelID, mesh.geometries.get(i), parts, target, first)) first = false;
      }
      const type = api.GetNameFromTypeCode(api.GetLineType(modelID, mesh.expressID));
      const added = builder.addElement(idOf(mesh.expressID), [...parts.values()].map(toPart), {
        ifcType: type,
        expressID: mesh.expressID,
      });
      if (added) withGeometry.add(mesh.expressID);
    } catch (error) {
      failure = error ?? new Error('geometry failed');
    }
  });
  if (failure !== undefined) throw failure;
  return { withGeometry, frame: target };
}

/** Returns whether the geometry had vertices (the first one fixes the model offset). */
function addGeometry(
  api: IfcAPI,
  modelID: number,
  placed: PlacedGeometry,
  parts: Map<string, PartBuffers>,
  target: Frame,
  fixFrame: boolean,
): boolean {
  const geometry = api.GetGeometry(modelID, placed.geometryExpressID);
  try {
    const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
    const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
    if (vertices.length < STRIDE || indices.length < 3) return false;
    const m = placed.flatTransformation;
    if (fixFrame) {
      const [x, y, z] = transform(m, vertices[0]!, vertices[1]!, vertices[2]!);
      fixOffset(target, x, y, z);
    }
    const part = partFor(parts, placed);
    const base = part.positions.length / 3;
    const [ox, oy, oz] = target.offset;
    for (let i = 0; i + STRIDE <= vertices.length; i += STRIDE) {
      const [x, y, z] = transform(m, vertices[i]!, vertices[i + 1]!, vertices[i + 2]!);
      part.positions.push(x - ox, y - oy, z - oz);
      const [nx, ny, nz] = rotate(m, vertices[i + 3]!, vertices[i + 4]!, vertices[i + 5]!);
      const length = Math.hypot(nx, ny, nz) || 1;
      part.normals.push(nx / length, ny / length, nz / length);
    }
    for (let i = 0; i < indices.length; i += 1) part.indices.push(base + indices[i]!);
    return true;
  } finally {
    geometry.delete();
  }
}

function partFor(parts: Map<string, PartBuffers>, placed: PlacedGeometry): PartBuffers {
  const { x, y, z, w } = placed.color;
  const key = `${x.toFixed(3)},${y.toFixed(3)},${z.toFixed(3)},${w.toFixed(3)}`;
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
