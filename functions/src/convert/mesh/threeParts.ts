import type { ElementNode } from '@loopline/shared';
import {
  type BufferAttribute,
  type BufferGeometry,
  type Color,
  type InterleavedBufferAttribute,
  type Material,
  Matrix3,
  type Object3D,
  Vector3,
} from 'three';
import { type Frame, fixOffset, mapNormals, mapPoint } from '../frame.ts';
import {
  DEFAULT_COLOR,
  type MeshPart,
  type ModelBuilder,
  type Rgba,
  type TextureImage,
} from '../modelBuilder.ts';
import { elementNode } from '../tree.ts';

/** How a three.js material becomes a GLB material (OBJ's MTL adds textures by material name). */
export type MaterialStyle = (material: Material | undefined) => { color: Rgba; texture?: TextureImage };

type ThreeDrawable = Object3D & {
  geometry: BufferGeometry;
  material: Material | Material[];
  isMesh?: boolean;
  isLine?: boolean;
  isLineSegments?: boolean;
  isPoints?: boolean;
};

function drawable(object: Object3D): ThreeDrawable | undefined {
  const candidate = object as ThreeDrawable;
  const geometry = candidate.geometry as BufferGeometry | undefined;
  return geometry?.getAttribute('position') ? candidate : undefined;
}

/** three.js keeps colours in linear space (colour management is on), as glTF wants. */
export function plainStyle(material: Material | undefined): { color: Rgba } {
  const colored = material as (Material & { color?: Color }) | undefined;
  if (!colored?.color) return { color: DEFAULT_COLOR };
  const opacity = colored.transparent ? colored.opacity : 1;
  return { color: [colored.color.r, colored.color.g, colored.color.b, opacity] };
}

export interface ThreeTreeOptions {
  builder: ModelBuilder;
  frame: Frame;
  format: string;
  style: MaterialStyle;
}

/**
 * Turns a loaded three.js scene into element nodes: every object with geometry is one element (its
 * world matrix baked into the vertices), groups stay as containers, and subtrees without any geometry
 * (bones, lights, cameras) are left out.
 */
export function threeTree(root: Object3D, rootName: string, options: ThreeTreeOptions): ElementNode {
  root.updateMatrixWorld(true);
  let counter = 0;
  let offsetFixed = false;
  const visit = (object: Object3D, isRoot: boolean): ElementNode | undefined => {
    const index = counter++;
    const id = `${options.format}-${index}`;
    const source = drawable(object);
    if (source && !offsetFixed) {
      offsetFixed = true;
      const p = new Vector3().fromBufferAttribute(source.geometry.getAttribute('position'), 0);
      p.applyMatrix4(object.matrixWorld);
      fixOffset(options.frame, p.x, p.y, p.z);
    }
    const parts = source ? objectParts(source, options) : [];
    const hasGeometry = parts.length > 0 && options.builder.addElement(id, parts);
    const name = object.name || (isRoot ? rootName : `${options.format.toUpperCase()} ${index}`);
    const node = elementNode(id, name, source ? objectType(source) : 'Group', hasGeometry);
    for (const child of object.children) {
      const childNode = visit(child, false);
      if (childNode) node.children.push(childNode);
    }
    return hasGeometry || node.children.length > 0 || isRoot ? node : undefined;
  };
  return visit(root, true)!;
}

function objectType(object: ThreeDrawable): string {
  if (object.isLineSegments || object.isLine) return 'Lines';
  if (object.isPoints) return 'Points';
  return 'Mesh';
}

/** One part per material group of the geometry, in the output frame. */
function objectParts(object: ThreeDrawable, options: ThreeTreeOptions): MeshPart[] {
  const geometry = object.geometry;
  const position = geometry.getAttribute('position');
  const positions = bakePositions(position, object, options.frame);
  const normalAttribute = geometry.getAttribute('normal');
  const normals =
    normalAttribute && object.isMesh ? bakeNormals(normalAttribute, object, options.frame) : undefined;
  const uvAttribute = geometry.getAttribute('uv');
  const uvs = uvAttribute ? flipV(uvAttribute) : undefined;
  const mode = object.isPoints ? 'points' : object.isLine || object.isLineSegments ? 'lines' : 'triangles';
  const order = drawOrder(geometry, object);
  const materials = Array.isArray(object.material) ? object.material : [object.material];
  const groups =
    geometry.groups.length > 0 ? geometry.groups : [{ start: 0, count: order.length, materialIndex: 0 }];
  return groups.map((group) => {
    const style = options.style(materials[group.materialIndex ?? 0] ?? materials[0]);
    const end = Math.min(order.length, group.start + group.count);
    return {
      mode,
      positions,
      normals,
      uvs: style.texture ? uvs : undefined,
      indices: order.subarray(group.start, end),
      color: style.color,
      texture: style.texture,
    } satisfies MeshPart;
  });
}

/** Vertex order as indices; a line strip (THREE.Line) becomes segment pairs. */
function drawOrder(geometry: BufferGeometry, object: ThreeDrawable): Uint32Array {
  const count = geometry.getAttribute('position').count;
  const order = geometry.index
    ? Uint32Array.from(geometry.index.array)
    : Uint32Array.from({ length: count }, (_, i) => i);
  if (!object.isLine || object.isLineSegments) return order;
  const pairs = new Uint32Array(Math.max(0, order.length - 1) * 2);
  for (let i = 0; i + 1 < order.length; i += 1) {
    pairs[i * 2] = order[i]!;
    pairs[i * 2 + 1] = order[i + 1]!;
  }
  return pairs;
}

type Attribute = BufferAttribute | InterleavedBufferAttribute;

function bakePositions(attribute: Attribute, object: Object3D, target: Frame): Float32Array {
  const out = new Float32Array(attribute.count * 3);
  const p = new Vector3();
  for (let i = 0; i < attribute.count; i += 1) {
    p.fromBufferAttribute(attribute, i).applyMatrix4(object.matrixWorld);
    const [x, y, z] = mapPoint(target, p.x, p.y, p.z);
    out[i * 3] = x;
    out[i * 3 + 1] = y;
    out[i * 3 + 2] = z;
  }
  return out;
}

function bakeNormals(attribute: Attribute, object: Object3D, target: Frame): Float32Array {
  const normalMatrix = new Matrix3().getNormalMatrix(object.matrixWorld);
  const world = new Float32Array(attribute.count * 3);
  const n = new Vector3();
  for (let i = 0; i < attribute.count; i += 1) {
    n.fromBufferAttribute(attribute, i).applyMatrix3(normalMatrix).normalize();
    world[i * 3] = n.x;
    world[i * 3 + 1] = n.y;
    world[i * 3 + 2] = n.z;
  }
  return mapNormals(target, world);
}

/** three.js flips textures on load (flipY); glTF's UV origin is top-left, so V is mirrored back. */
function flipV(attribute: Attribute): Float32Array {
  const out = new Float32Array(attribute.count * 2);
  for (let i = 0; i < attribute.count; i += 1) {
    out[i * 2] = attribute.getX(i);
    out[i * 2 + 1] = 1 - attribute.getY(i);
  }
  return out;
}
