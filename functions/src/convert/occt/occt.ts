import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ElementNode } from '@loopline/shared';
import occtimportjs, { type Occt, type OcctMesh, type OcctNode, type OcctResult } from 'occt-import-js';
import { fixOffset, frame, mapNormals, mapPositions, offsetProps } from '../frame.ts';
import { checkStepText, stepSchema } from '../ifc/ifcApi.ts';
import { asConvertError, type Budget } from '../limits.ts';
import { DEFAULT_COLOR, type MeshPart, ModelBuilder, type Rgba, srgbToLinear } from '../modelBuilder.ts';
import { elementNode, makeTree } from '../tree.ts';
import { ConvertError, type ConvertInput, type ConvertOutput } from '../types.ts';
import { cappedInstantiate, HeapCap } from '../wasmHeap.ts';

/**
 * STEP, IGES and BREP through occt-import-js (OpenCascade compiled to wasm, LGPL-2.1). OCCT
 * tessellates the B-rep itself; the deflection is relative to the model size so a huge assembly does
 * not explode into triangles and a tiny part still looks round.
 */
const require = createRequire(import.meta.url);
const PARAMS = {
  linearUnit: 'meter',
  linearDeflectionType: 'bounding_box_ratio',
  linearDeflection: 0.001,
  angularDeflection: 0.5,
} as const;

let cached: { cap: HeapCap; reader: Promise<Occt> } | undefined;

/** One module per process (and heap cap): the wasm compile is the expensive part. */
function occt(heapBytes: number): { cap: HeapCap; reader: Promise<Occt> } {
  if (cached?.cap.maxBytes !== heapBytes) {
    const cap = new HeapCap(heapBytes);
    const wasm = join(dirname(require.resolve('occt-import-js')), 'occt-import-js.wasm');
    const reader = occtimportjs({
      locateFile: () => wasm,
      instantiateWasm: cappedInstantiate(wasm, cap),
      // OCCT reports parse errors on stdout; the error we throw carries what matters.
      print: () => {},
      printErr: () => {},
    });
    cached = { cap, reader };
  }
  return cached;
}

/** Compiles and starts the reader ahead of a conversion with a `heapBytes` heap (see loadConverter). */
export function prepareOcct(heapBytes: number): Promise<Occt> {
  return occt(heapBytes).reader;
}

type OcctFormat = 'step' | 'iges' | 'brep';

export function occtFormat(suffix: string): OcctFormat {
  if (suffix === 'iges' || suffix === 'igs') return 'iges';
  if (suffix === 'brep') return 'brep';
  return 'step';
}

export async function convertOcct(input: ConvertInput, budget: Budget): Promise<ConvertOutput> {
  const format = occtFormat(input.suffix);
  checkSource(format, input.bytes);
  const { cap, reader } = occt(budget.limits.wasmHeapBytes);
  const occtReader = await reader;
  const refusalsBefore = cap.refusals;
  let result: OcctResult;
  try {
    result = read(occtReader, format, input.bytes);
  } catch (error) {
    // An abort (e.g. the capped heap ran out) leaves the module unusable: start a new one next time.
    cached = undefined;
    const outOfMemory = /memory|OOM|Aborted/i.test(String(error));
    throw asConvertError(error, outOfMemory ? 'model.tooLarge' : 'model.parseFailed');
  }
  budget.check();
  if (cap.refusals > refusalsBefore) {
    // OCCT may survive a failed allocation with a partial or empty result; neither is the model.
    cached = undefined;
    throw new ConvertError('model.tooLarge', `the ${format} reader needed more than ${cap.maxBytes} bytes`);
  }
  if (!result.success) throw new ConvertError('model.corrupt', `OCCT could not read the ${format} file`);
  const schema = format === 'step' ? stepSchema(input.bytes) : '';
  return buildModel(result, format, schema, input.fileName, budget);
}

function read(reader: Occt, format: OcctFormat, bytes: Uint8Array): OcctResult {
  if (format === 'iges') return reader.ReadIgesFile(bytes, PARAMS);
  if (format === 'brep') return reader.ReadBrepFile(bytes, PARAMS);
  return reader.ReadStepFile(bytes, PARAMS);
}

/** Cheap structural checks first, so random bytes and cut-off files get a clear key. */
function checkSource(format: OcctFormat, bytes: Uint8Array): void {
  if (format === 'step') {
    checkStepText(bytes);
    return;
  }
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (format === 'brep') {
    if (!head.includes('CASCADE Topology')) throw new ConvertError('model.corrupt', 'not an OCCT BREP file');
    return;
  }
  // IGES: fixed 80-column records, the section letter in column 73; the last record is 'T'.
  if (!/^.{72}[SC]/.test(head)) throw new ConvertError('model.corrupt', 'not an IGES file');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 400))).toString('latin1');
  const lastLine = tail.trimEnd().split(/\r?\n/).pop() ?? '';
  if (lastLine[72] !== 'T') throw new ConvertError('model.truncated', 'IGES terminate section missing');
}

async function buildModel(
  result: OcctResult,
  format: OcctFormat,
  schema: string,
  fileName: string,
  budget: Budget,
): Promise<ConvertOutput> {
  // OCCT has converted STEP/IGES to metres; BREP carries no unit and is millimetres by OCCT convention.
  const target = frame(format === 'brep' ? 0.001 : 1, true);
  const first = result.meshes.find((mesh) => mesh.attributes.position.array.length >= 3);
  if (first) {
    const [x, y, z] = first.attributes.position.array;
    fixOffset(target, x!, y!, z!);
  }
  const builder = new ModelBuilder(budget);
  // occt-import-js folds sub-assemblies into their parent node and lists the parts as meshes, so a
  // node with several meshes becomes an assembly with one element per mesh (a bolt, a nut…).
  const part = (mesh: OcctMesh, id: string, name: string, path: string): ElementNode => {
    const parts = meshParts(mesh, target);
    const hasGeometry = builder.addElement(id, parts);
    const triangles = mesh.index.array.length / 3;
    return elementNode(id, name, 'Part', hasGeometry, {
      Product: { Name: name, Path: path, Triangles: triangles },
    });
  };
  const visit = (node: OcctNode, path: string): ElementNode => {
    budget.check();
    const meshes = node.meshes.map((index) => result.meshes[index]).filter((mesh) => mesh !== undefined);
    const name = node.name || meshes[0]?.name || `${format.toUpperCase()} ${path}`;
    if (meshes.length === 1 && node.children.length === 0) return part(meshes[0]!, `occ-${path}`, name, path);
    const element = elementNode(`occ-${path}`, name, 'Assembly', false, {
      Product: { Name: name, Path: path },
    });
    meshes.forEach((mesh, index) => {
      element.children.push(part(mesh, `occ-${path}m${index}`, mesh.name || name, `${path}m${index}`));
    });
    node.children.forEach((child, index) => {
      element.children.push(visit(child, `${path}.${index}`));
    });
    return element;
  };
  const root = visit({ ...result.root, name: result.root.name || fileName }, '0');
  if (builder.elementCount === 0) throw new ConvertError('model.empty', 'no shape was tessellated');
  const offset = offsetProps(target);
  if (offset) root.props = { ...root.props, Placement: offset };
  return { glb: await builder.toGlb(), tree: makeTree(format, schema, root) };
}

/** One primitive per face colour: OCCT reports colours per B-rep face as triangle ranges. */
function meshParts(mesh: OcctMesh, target: ReturnType<typeof frame>): MeshPart[] {
  const positions = mapPositions(target, mesh.attributes.position.array);
  const normals = mesh.attributes.normal ? mapNormals(target, mesh.attributes.normal.array) : undefined;
  const index = mesh.index.array;
  const meshColor = mesh.color ? rgba(mesh.color) : DEFAULT_COLOR;
  const groups = new Map<string, { color: Rgba; indices: number[] }>();
  const add = (color: Rgba, first: number, last: number) => {
    const key = color.join(',');
    let group = groups.get(key);
    if (!group) {
      group = { color, indices: [] };
      groups.set(key, group);
    }
    for (let t = first; t <= last; t += 1)
      group.indices.push(index[t * 3]!, index[t * 3 + 1]!, index[t * 3 + 2]!);
  };
  const faces = mesh.brep_faces ?? [];
  if (faces.length === 0) add(meshColor, 0, index.length / 3 - 1);
  for (const face of faces) add(face.color ? rgba(face.color) : meshColor, face.first, face.last);
  return [...groups.values()].map((group) => ({
    mode: 'triangles',
    positions,
    normals,
    indices: Uint32Array.from(group.indices),
    color: group.color,
  }));
}

function rgba([r, g, b]: [number, number, number]): Rgba {
  return [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b), 1];
}
