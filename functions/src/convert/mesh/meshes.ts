import type { PropertyValue } from '@loopline/shared';
import { LoadingManager, Mesh, MeshStandardMaterial, type Object3D, Points, Texture } from 'three';
import { FBXLoader } from 'three/examples/jsm/loaders/FBXLoader.js';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { frame, offsetProps } from '../frame.ts';
import { asConvertError, type Budget } from '../limits.ts';
import { ModelBuilder } from '../modelBuilder.ts';
import { makeTree } from '../tree.ts';
import { ConvertError, type ConvertInput, type ConvertOutput } from '../types.ts';
import { checkPly, checkStl, checkText } from './meshChecks.ts';
import { findMtl, mtlStyle, parseMtl } from './objMaterials.ts';
import { type MaterialStyle, plainStyle, threeTree } from './threeParts.ts';

/**
 * OBJ (+MTL), STL, PLY and FBX through three.js's loaders, run in Node (they only parse), with the
 * geometry copied into a gltf-transform document (three's GLTFExporter needs a DOM and is not used).
 *
 * Units and axes are not stored in OBJ, STL or PLY, so conventions are assumed and reported in the
 * tree: STL is millimetres and Z-up (3D printing and CAD exports), OBJ and PLY are metres and Y-up
 * (graphics and scanning tools). FBX states its unit (UnitScaleFactor, centimetres by default) and
 * up axis, which the loader and this code apply.
 */
interface Loaded {
  root: Object3D;
  scale: number;
  zUp: boolean;
  style: MaterialStyle;
  source: Record<string, PropertyValue>;
}

export async function convertMesh(input: ConvertInput, budget: Budget): Promise<ConvertOutput> {
  const loaded = load(input);
  budget.check();
  const builder = new ModelBuilder(budget);
  const target = frame(loaded.scale, loaded.zUp);
  const root = threeTree(loaded.root, input.fileName, {
    builder,
    frame: target,
    format: input.suffix,
    style: loaded.style,
  });
  if (builder.elementCount === 0)
    throw new ConvertError('model.empty', `no geometry in the ${input.suffix} file`);
  root.props = { ...root.props, Source: loaded.source };
  const offset = offsetProps(target);
  if (offset) root.props.Placement = offset;
  return { glb: await builder.toGlb(), tree: makeTree(input.suffix, '', root) };
}

function load(input: ConvertInput): Loaded {
  switch (input.suffix) {
    case 'stl':
      return loadStl(input.bytes);
    case 'ply':
      return loadPly(input.bytes);
    case 'obj':
      return loadObj(input);
    case 'fbx':
      return loadFbx(input.bytes);
    default:
      throw new ConvertError('model.unsupportedFormat', input.suffix);
  }
}

function arrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer as ArrayBuffer;
}

/** Loader exceptions on input that passed the checks still mean a damaged file, not a server fault. */
function parse<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw asConvertError(error, 'model.corrupt');
  }
}

function loadStl(bytes: Uint8Array): Loaded {
  const kind = checkStl(bytes);
  const geometry = parse(() => new STLLoader().parse(arrayBuffer(bytes)));
  const root = new Mesh(geometry, new MeshStandardMaterial({ color: 0xcccccc }));
  return {
    root,
    scale: 0.001,
    zUp: true,
    style: plainStyle,
    source: { Encoding: kind, AssumedUnit: 'mm', AssumedUpAxis: 'Z' },
  };
}

function loadPly(bytes: Uint8Array): Loaded {
  const header = checkPly(bytes);
  const geometry = parse(() => new PLYLoader().parse(arrayBuffer(bytes)));
  if (geometry.getAttribute('position')?.count !== header.vertices) {
    throw new ConvertError('model.truncated', `PLY declares ${header.vertices} vertices`);
  }
  const material = new MeshStandardMaterial({ color: 0xcccccc });
  // A PLY without faces is a point cloud (scanners write those).
  const root = header.faces > 0 ? new Mesh(geometry, material) : new Points(geometry, material);
  return {
    root,
    scale: 1,
    zUp: false,
    style: plainStyle,
    source: { Encoding: header.format, AssumedUnit: 'm', AssumedUpAxis: 'Y' },
  };
}

function loadObj(input: ConvertInput): Loaded {
  checkText(input.bytes, 'OBJ');
  const text = new TextDecoder().decode(input.bytes);
  const companions = input.companions ?? new Map<string, Uint8Array>();
  const mtl = findMtl(text, companions);
  const root = parse(() => new OBJLoader().parse(text));
  return {
    root,
    scale: 1,
    zUp: false,
    style: mtl ? mtlStyle(parseMtl(mtl), companions) : plainStyle,
    source: { Materials: mtl ? 'MTL' : 'none', AssumedUnit: 'm', AssumedUpAxis: 'Y' },
  };
}

/**
 * FBX textures are dropped: the loader would fetch them through a DOM image loader, so every texture
 * request is answered with an empty placeholder and only the materials' colours are kept.
 */
function loadFbx(bytes: Uint8Array): Loaded {
  const manager = new LoadingManager();
  const placeholder = { load: () => new Texture(), setPath: () => placeholder, path: '' };
  manager.addHandler(/./, placeholder as never);
  const root = parse(() => withWindowSize(() => new FBXLoader(manager).parse(arrayBuffer(bytes), '')));
  const unitScale = Number(root.userData.unitScaleFactor ?? 1);
  const scale = (Number.isFinite(unitScale) && unitScale > 0 ? unitScale : 1) / 100;
  return {
    root,
    scale,
    zUp: false,
    style: plainStyle,
    source: { UnitScaleFactor: unitScale, TexturesDropped: true },
  };
}

/**
 * FBXLoader sizes cameras without an aspect ratio from `window.innerWidth/innerHeight`. The parse is
 * synchronous, so a stand-in `window` exists only while it runs and no other code can observe it.
 */
function withWindowSize<T>(run: () => T): T {
  const scope = globalThis as { window?: unknown };
  if (scope.window !== undefined) return run();
  scope.window = { innerWidth: 1920, innerHeight: 1080 };
  try {
    return run();
  } finally {
    delete scope.window;
  }
}
