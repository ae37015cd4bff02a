/**
 * Where the bytes of a GLB go, read from its JSON chunk alone (no decoding): binary bytes by what
 * the accessors hold (POSITION, NORMAL, indices, other attributes, non-mesh data), the JSON size and
 * the property counts. For a meshopt-compressed buffer view the compressed length is shared among
 * its accessors in proportion to their decoded sizes (the encoder groups buffer views by usage and
 * filter, so a view normally holds one kind of data). Used by the upgrade size figure and its tests.
 */

export type ByteKind = 'position' | 'normal' | 'indices' | 'otherAttributes' | 'otherData';

export interface GlbBreakdown {
  totalBytes: number;
  jsonBytes: number;
  binBytes: number;
  bytes: Record<ByteKind, number>;
  nodes: number;
  meshes: number;
  primitives: number;
  accessors: number;
  materials: number;
  extensions: string[];
}

interface JsonAccessor {
  bufferView?: number;
  count: number;
  type: string;
  componentType: number;
}
interface JsonBufferView {
  byteLength: number;
  extensions?: { EXT_meshopt_compression?: { byteLength: number } };
}
interface JsonPrimitive {
  attributes: Record<string, number>;
  indices?: number;
}
interface GltfJson {
  accessors?: JsonAccessor[];
  bufferViews?: JsonBufferView[];
  meshes?: { primitives: JsonPrimitive[] }[];
  nodes?: unknown[];
  materials?: unknown[];
  extensionsUsed?: string[];
}

const COMPONENTS: Record<string, number> = {
  SCALAR: 1,
  VEC2: 2,
  VEC3: 3,
  VEC4: 4,
  MAT2: 4,
  MAT3: 9,
  MAT4: 16,
};
const COMPONENT_BYTES: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };

export function readGlbJson(glb: Uint8Array): { json: GltfJson; jsonBytes: number; binBytes: number } {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  if (view.getUint32(0, true) !== 0x46546c67) throw new Error('not a GLB');
  const jsonBytes = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonBytes))) as GltfJson;
  const binStart = 20 + jsonBytes;
  const binBytes = binStart + 8 <= glb.byteLength ? view.getUint32(binStart, true) : 0;
  return { json, jsonBytes, binBytes };
}

function kindOfAccessors(json: GltfJson): Map<number, ByteKind> {
  const kinds = new Map<number, ByteKind>();
  for (const mesh of json.meshes ?? []) {
    for (const primitive of mesh.primitives) {
      if (primitive.indices !== undefined) kinds.set(primitive.indices, 'indices');
      for (const [semantic, accessor] of Object.entries(primitive.attributes)) {
        const kind =
          semantic === 'POSITION' ? 'position' : semantic === 'NORMAL' ? 'normal' : 'otherAttributes';
        kinds.set(accessor, kind);
      }
    }
  }
  return kinds;
}

export function glbBreakdown(glb: Uint8Array): GlbBreakdown {
  const { json, jsonBytes, binBytes } = readGlbJson(glb);
  const accessors = json.accessors ?? [];
  const views = json.bufferViews ?? [];
  const kinds = kindOfAccessors(json);
  const decodedSize = (a: JsonAccessor) =>
    a.count * (COMPONENTS[a.type] ?? 1) * (COMPONENT_BYTES[a.componentType] ?? 4);
  // Decoded bytes per view, to share each view's stored length among its accessors.
  const viewDecoded = new Map<number, number>();
  for (const accessor of accessors) {
    if (accessor.bufferView === undefined) continue;
    viewDecoded.set(accessor.bufferView, (viewDecoded.get(accessor.bufferView) ?? 0) + decodedSize(accessor));
  }
  const bytes: Record<ByteKind, number> = {
    position: 0,
    normal: 0,
    indices: 0,
    otherAttributes: 0,
    otherData: 0,
  };
  const claimed = new Set<number>();
  accessors.forEach((accessor, index) => {
    if (accessor.bufferView === undefined) return;
    const view = views[accessor.bufferView]!;
    const stored = view.extensions?.EXT_meshopt_compression?.byteLength ?? view.byteLength;
    const share = decodedSize(accessor) / (viewDecoded.get(accessor.bufferView) || 1);
    bytes[kinds.get(index) ?? 'otherData'] += stored * share;
    claimed.add(accessor.bufferView);
  });
  // Views no accessor reads (images, the meshopt fallback buffer has none) count as other data.
  views.forEach((view, index) => {
    if (!claimed.has(index))
      bytes.otherData += view.extensions?.EXT_meshopt_compression ? 0 : view.byteLength;
  });
  for (const kind of Object.keys(bytes) as ByteKind[]) bytes[kind] = Math.round(bytes[kind]);
  return {
    totalBytes: glb.byteLength,
    jsonBytes,
    binBytes,
    bytes,
    nodes: json.nodes?.length ?? 0,
    meshes: json.meshes?.length ?? 0,
    primitives: (json.meshes ?? []).reduce((sum, mesh) => sum + mesh.primitives.length, 0),
    accessors: accessors.length,
    materials: json.materials?.length ?? 0,
    extensions: json.extensionsUsed ?? [],
  };
}
