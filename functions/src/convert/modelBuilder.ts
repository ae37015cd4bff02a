import {
  type Accessor,
  type Buffer,
  Document,
  type Material,
  type Mesh,
  NodeIO,
  Primitive,
  type Scene,
  type Texture,
} from '@gltf-transform/core';
import type { Budget } from './limits.ts';
import { ConvertError } from './types.ts';

/** Linear RGBA, each 0..1 (glTF baseColorFactor). */
export type Rgba = readonly [number, number, number, number];

export const DEFAULT_COLOR: Rgba = [0.8, 0.8, 0.8, 1];

/** An image from the source (OBJ map_Kd companion) to use as base colour texture. */
export interface TextureImage {
  name: string;
  bytes: Uint8Array;
  mimeType: string;
}

/**
 * One draw of one element, in the GLB frame (Y-up, metres): world coordinates, or the element's own
 * frame when the element is added with a `placement`.
 */
export interface MeshPart {
  mode: 'triangles' | 'lines' | 'points';
  positions: Float32Array;
  normals?: Float32Array;
  uvs?: Float32Array;
  /** Without indices the positions are drawn in order (line segments are pairs). */
  indices?: Uint32Array;
  color: Rgba;
  materialName?: string;
  texture?: TextureImage;
}

const MODES = {
  triangles: Primitive.Mode.TRIANGLES,
  lines: Primitive.Mode.LINES,
  points: Primitive.Mode.POINTS,
};
const PER_PRIMITIVE = { triangles: 3, lines: 2, points: 1 };

/** A node transform (glTF TRS): where an element's own frame sits in the model. */
export interface Placement {
  translation: [number, number, number];
  /** Unit quaternion x, y, z, w. */
  rotation: [number, number, number, number];
  scale: [number, number, number];
}

export interface ElementOptions {
  /** The node's transform; without one the parts are in world coordinates. */
  placement?: Placement;
  /**
   * Elements added with the same key and parts share one glTF mesh (repeated geometry, e.g. IFC
   * geometry placed several times); the parts of later elements with that key are not read.
   */
  meshKey?: string;
}

/**
 * Builds the GLB of the contract: a flat scene with one node per element whose name and
 * `extras.elementId` are the element id. A node has no children, so picking a node gives exactly one
 * element; its geometry is in world coordinates, or in its own frame with the placement on the node
 * (then elements placing the same geometry can share one mesh).
 */
export class ModelBuilder {
  readonly doc = new Document();
  private readonly scene: Scene;
  private readonly buffer: Buffer;
  private readonly materials = new Map<string, Material>();
  private readonly textures = new Map<string, Texture>();
  private readonly accessors = new WeakMap<object, Accessor>();
  private readonly meshes = new Map<string, { mesh: Mesh; primitives: number }>();
  private elements = 0;

  constructor(private readonly budget: Budget) {
    this.buffer = this.doc.createBuffer();
    this.scene = this.doc.createScene('model');
    this.doc.getRoot().setDefaultScene(this.scene);
  }

  get elementCount(): number {
    return this.elements;
  }

  /** Whether a mesh was made under this key (its elements' parts need not be read again). */
  hasMesh(meshKey: string): boolean {
    return this.meshes.has(meshKey);
  }

  /** Adds one element node; returns false (and adds nothing) when the parts hold no geometry. */
  addElement(
    id: string,
    parts: MeshPart[],
    extras: Record<string, string | number> = {},
    options: ElementOptions = {},
  ): boolean {
    const { placement, meshKey } = options;
    if (
      placement &&
      ![...placement.translation, ...placement.rotation, ...placement.scale].every(Number.isFinite)
    ) {
      throw new ConvertError('model.corrupt', `element ${id} has a non-finite placement`);
    }
    let shared = meshKey === undefined ? undefined : this.meshes.get(meshKey);
    if (!shared) {
      const usable = parts.filter((part) => primitiveCount(part) > 0);
      if (usable.length === 0) return false;
      if (usable.some((part) => !part.positions.every(Number.isFinite))) {
        throw new ConvertError('model.corrupt', `element ${id} has non-finite coordinates`);
      }
      const mesh = this.doc.createMesh(id);
      for (const part of usable) mesh.addPrimitive(this.primitive(part));
      shared = { mesh, primitives: usable.reduce((sum, part) => sum + primitiveCount(part), 0) };
      if (meshKey !== undefined) this.meshes.set(meshKey, shared);
    }
    const { mesh } = shared;
    // Every placement is drawn, so a shared mesh counts once per element.
    this.budget.addPrimitives(shared.primitives);
    this.budget.check();
    this.budget.addElement();
    const node = this.doc
      .createNode(id)
      .setMesh(mesh)
      .setExtras({ ...extras, elementId: id });
    if (placement) {
      node.setTranslation(placement.translation).setRotation(placement.rotation).setScale(placement.scale);
    }
    this.scene.addChild(node);
    this.elements += 1;
    return true;
  }

  async toGlb(): Promise<Uint8Array> {
    return new NodeIO().writeBinary(this.doc);
  }

  private primitive(part: MeshPart): Primitive {
    const primitive = this.doc
      .createPrimitive()
      .setMode(MODES[part.mode])
      .setMaterial(this.material(part))
      .setAttribute('POSITION', this.accessor('VEC3', part.positions));
    if (part.normals && part.mode === 'triangles') {
      primitive.setAttribute('NORMAL', this.accessor('VEC3', part.normals));
    }
    if (part.uvs && part.texture) primitive.setAttribute('TEXCOORD_0', this.accessor('VEC2', part.uvs));
    if (part.indices) {
      const vertexCount = part.positions.length / 3;
      const indices = vertexCount <= 0xffff ? Uint16Array.from(part.indices) : part.indices;
      primitive.setIndices(this.accessor('SCALAR', indices));
    }
    return primitive;
  }

  /** Parts that share a vertex array (one mesh split by colour) share its accessor too. */
  private accessor(type: 'SCALAR' | 'VEC2' | 'VEC3', array: Float32Array | Uint16Array | Uint32Array) {
    let accessor = this.accessors.get(array);
    if (!accessor) {
      accessor = this.doc.createAccessor().setType(type).setArray(array).setBuffer(this.buffer);
      this.accessors.set(array, accessor);
    }
    return accessor;
  }

  /** One material per colour (and texture): elements of the same colour share it. */
  private material(part: MeshPart): Material {
    const color = part.color.map((c) => clamp01(c));
    const key = `${color.map((c) => c.toFixed(4)).join(',')}|${part.texture?.name ?? ''}|${part.materialName ?? ''}`;
    let material = this.materials.get(key);
    if (!material) {
      material = this.doc
        .createMaterial(part.materialName ?? `color-${this.materials.size}`)
        .setBaseColorFactor([color[0]!, color[1]!, color[2]!, color[3]!])
        .setMetallicFactor(0)
        .setRoughnessFactor(0.8)
        // CAD and BIM faces are not reliably wound, so both sides are drawn.
        .setDoubleSided(true);
      if (color[3]! < 1) material.setAlphaMode('BLEND');
      if (part.texture) material.setBaseColorTexture(this.texture(part.texture));
      this.materials.set(key, material);
    }
    return material;
  }

  private texture(image: TextureImage): Texture {
    let texture = this.textures.get(image.name);
    if (!texture) {
      texture = this.doc.createTexture(image.name).setImage(image.bytes).setMimeType(image.mimeType);
      this.textures.set(image.name, texture);
    }
    return texture;
  }
}

export function primitiveCount(part: MeshPart): number {
  const count = part.indices ? part.indices.length : part.positions.length / 3;
  return Math.floor(count / PER_PRIMITIVE[part.mode]);
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

/** Source colours are sRGB; glTF base colour factors are linear. */
export function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
