import type { Document, JSONDocument, Node } from '@gltf-transform/core';
import type { ElementNode, PropertyValue } from '@loopline/shared';
import { gltfIo } from './gltfIo.ts';
import { asConvertError, type Budget } from './limits.ts';
import { baseName } from './mesh/objMaterials.ts';
import { elementNode, IdRegistry, makeTree } from './tree.ts';
import { ConvertError, type ConvertInput, type ConvertOutput } from './types.ts';

/**
 * glTF 2.0 / GLB pass-through: the file is read (and so validated) by gltf-transform, every node gets
 * a unique name that serves as its element id (kept when the author's name is already unique), and the
 * GLB is written again with its materials, textures, hierarchy and transforms as they were. glTF is
 * Y-up metres by specification, so nothing is converted.
 */
export async function convertGltf(input: ConvertInput, budget: Budget): Promise<ConvertOutput> {
  const doc = await read(input);
  budget.check();
  checkGeometry(doc);
  const root = nameNodes(doc, input.fileName, budget);
  const io = await gltfIo();
  const glb = await io.writeBinary(doc).catch((error: unknown) => {
    throw asConvertError(error, 'model.corrupt');
  });
  return { glb, tree: makeTree(input.suffix, `glTF ${doc.getRoot().getAsset().version}`, root) };
}

const GLB_MAGIC = 0x46546c67;

async function read(input: ConvertInput): Promise<Document> {
  const io = await gltfIo();
  try {
    if (input.suffix === 'glb') {
      checkGlbHeader(input.bytes);
      return await io.readBinary(input.bytes);
    }
    return await io.readJSON(jsonDocument(input));
  } catch (error) {
    // Draco-compressed meshes are valid glTF that this server cannot decode (no decoder is shipped).
    throw asConvertError(error, /draco/i.test(String(error)) ? 'model.parseFailed' : 'model.corrupt');
  }
}

/** The GLB header states the total length; a shorter file was cut off. */
function checkGlbHeader(bytes: Uint8Array): void {
  if (bytes.length < 20) throw new ConvertError('model.corrupt', 'too short for a GLB');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) throw new ConvertError('model.corrupt', 'no glTF magic');
  if (view.getUint32(4, true) !== 2) throw new ConvertError('model.corrupt', 'only glTF 2.0 is supported');
  if (view.getUint32(8, true) > bytes.length)
    throw new ConvertError('model.truncated', 'GLB shorter than its header says');
}

/** A .gltf with its external buffers and images taken from the companions (matched by file name). */
function jsonDocument(input: ConvertInput): JSONDocument {
  let json: JSONDocument['json'];
  try {
    json = JSON.parse(new TextDecoder().decode(input.bytes));
  } catch {
    throw new ConvertError('model.corrupt', 'not JSON');
  }
  if (!String(json?.asset?.version ?? '').startsWith('2'))
    throw new ConvertError('model.corrupt', 'not glTF 2.0');
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
  const uris = [...(json.buffers ?? []), ...(json.images ?? [])].map((item) => item.uri).filter(isExternal);
  for (const uri of uris) {
    const bytes = input.companions?.get(baseName(decodeURIComponent(uri)));
    if (!bytes) throw new ConvertError('model.missingResource', uri);
    resources[uri] = new Uint8Array(bytes);
  }
  return { json, resources };
}

function isExternal(uri: string | undefined): uri is string {
  return typeof uri === 'string' && !uri.startsWith('data:');
}

/** Garbage that parses as glTF still has to draw something, with finite coordinates. */
function checkGeometry(doc: Document): void {
  const meshes = doc
    .getRoot()
    .listNodes()
    .filter((node) => node.getMesh());
  if (meshes.length === 0) throw new ConvertError('model.empty', 'no node with a mesh');
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const position = primitive.getAttribute('POSITION');
      const array = position?.getArray();
      if (!position || !array) throw new ConvertError('model.corrupt', 'primitive without positions');
      const element = [0, 0, 0];
      for (let i = 0; i < position.getCount(); i += 1) {
        if (!position.getElement(i, element).every(Number.isFinite)) {
          throw new ConvertError('model.corrupt', 'non-finite vertex position');
        }
      }
    }
  }
}

/** Names every node by a stable unique id and mirrors the default scene's hierarchy as the tree. */
function nameNodes(doc: Document, fileName: string, budget: Budget): ElementNode {
  const registry = new IdRegistry();
  const root = doc.getRoot();
  const nodes = root.listNodes();
  const counts = new Map<string, number>();
  for (const node of nodes) counts.set(node.getName(), (counts.get(node.getName()) ?? 0) + 1);
  const ids = new Map<Node, string>();
  nodes.forEach((node, index) => {
    const name = node.getName();
    const unique = name !== '' && counts.get(name) === 1 && !/^node-\d+$/.test(name);
    ids.set(node, registry.take(unique ? name : undefined, `node-${index}`));
  });
  const visit = (node: Node): ElementNode => {
    budget.check();
    const id = ids.get(node)!;
    const mesh = node.getMesh();
    const originalName = node.getName();
    node.setName(id);
    if (mesh) {
      budget.addElement();
      node.setExtras({ ...node.getExtras(), elementId: id });
    }
    const props: Record<string, PropertyValue> = { Name: originalName };
    if (mesh) props.Mesh = mesh.getName();
    if (mesh) props.Primitives = mesh.listPrimitives().length;
    const element = elementNode(id, originalName || id, mesh ? 'Mesh' : 'Node', Boolean(mesh), {
      Node: props,
    });
    for (const child of node.listChildren()) element.children.push(visit(child));
    return element;
  };
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const top = elementNode(registry.take(undefined, 'scene'), scene?.getName() || fileName, 'Scene', false);
  for (const child of scene?.listChildren() ?? []) top.children.push(visit(child));
  if (!top.children.some(hasGeometryBelow)) throw new ConvertError('model.empty', 'the scene shows no mesh');
  return top;
}

function hasGeometryBelow(node: ElementNode): boolean {
  return node.hasGeometry || node.children.some(hasGeometryBelow);
}
