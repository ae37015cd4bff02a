/// <reference types="node" />
/**
 * Builds the harness models in `.local/viewer3d-harness/public` (run: `npx tsx <this file>`):
 *  - engine.glb / engine.tree.json: the 2CylinderEngine sample given element ids the way the
 *    converters do (node name = id, extras.elementId) and a tree with property sets;
 *  - big.glb / big.tree.json: a synthetic 10-storey building of 50 000 elements, one mesh each;
 *  - *-meshopt.glb: the same models as an upgrade produces them (EXT_meshopt_compression +
 *    KHR_mesh_quantization);
 *  - broken.glb: not a GLB, for the error state.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, type Material, type Node, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { meshopt } from '@gltf-transform/functions';
import type { ElementNode, ElementTree } from '@loopline/shared';
import { MeshoptEncoder } from 'meshoptimizer';
import { PUBLIC_DIR, SAMPLE_GLB } from './paths.ts';
import { boxPrimitiveArrays, buildingBoxes } from './synthetic.ts';

const io = () =>
  new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.encoder': MeshoptEncoder });

function tree(root: ElementNode, count: number, format: string): ElementTree {
  return { version: 1, format, schema: '', upAxis: 'Y', unit: 'm', elementCount: count, root };
}

async function writeModel(name: string, document: Document, elementTree: ElementTree) {
  const glb = await io().writeBinary(document);
  writeFileSync(join(PUBLIC_DIR, `${name}.glb`), glb);
  writeFileSync(join(PUBLIC_DIR, `${name}.tree.json`), JSON.stringify(elementTree));
  await MeshoptEncoder.ready;
  await document.transform(meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  const compressed = await io().writeBinary(document);
  writeFileSync(join(PUBLIC_DIR, `${name}-meshopt.glb`), compressed);
  console.log(
    `${name}: ${glb.byteLength} B, meshopt ${compressed.byteLength} B, ${elementTree.elementCount} elements`,
  );
}

async function engine() {
  const document = await io().read(SAMPLE_GLB);
  const nodes = document.getRoot().listNodes();
  let count = 0;
  const describe = (node: Node): ElementNode => {
    const index = nodes.indexOf(node);
    const id = `engine-${index}`;
    node.setName(id);
    node.setExtras({ ...node.getExtras(), elementId: id });
    const mesh = node.getMesh();
    count++;
    const children = node.listChildren().map(describe);
    if (!mesh) return { id, name: `Assembly ${index}`, type: 'assembly', hasGeometry: false, children };
    const primitives = mesh.listPrimitives();
    const material = primitives[0]?.getMaterial();
    const vertices = primitives.reduce((n, p) => n + (p.getAttribute('POSITION')?.getCount() ?? 0), 0);
    const triangles = primitives.reduce((n, p) => n + (p.getIndices()?.getCount() ?? 0) / 3, 0);
    return {
      id,
      name: `Part ${index}`,
      type: 'mesh',
      hasGeometry: true,
      props: {
        Identity: { Node: index, Source: '2CylinderEngine.glb', Solid: true },
        Geometry: { Vertices: vertices, Triangles: triangles, Primitives: primitives.length },
        Material: { Name: material?.getName() ?? null, Colour: colourOf(material) },
      },
      children,
    };
  };
  const roots = document.getRoot().listScenes()[0].listChildren().map(describe);
  await writeModel(
    'engine',
    document,
    tree(
      { id: 'model', name: '2CylinderEngine', type: 'model', hasGeometry: false, children: roots },
      count + 1,
      'glb',
    ),
  );
}

function colourOf(material: Material | null | undefined): string | null {
  if (!material) return null;
  return `#${material
    .getBaseColorFactor()
    .slice(0, 3)
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

async function big() {
  const document = new Document();
  const buffer = document.createBuffer();
  const scene = document.createScene('Building');
  const materials = new Map<string, Material>();
  const building: ElementNode = {
    id: 'building',
    name: 'Tower A',
    type: 'IfcBuilding',
    hasGeometry: false,
    children: [],
  };
  const storeys = new Map<number, ElementNode>();
  let count = 0;
  for (const box of buildingBoxes()) {
    let material = materials.get(box.material.name);
    if (!material) {
      material = document
        .createMaterial(box.material.name)
        .setBaseColorFactor(box.material.color)
        .setRoughnessFactor(1)
        .setMetallicFactor(0)
        .setAlphaMode(box.material.color[3] < 1 ? 'BLEND' : 'OPAQUE');
      materials.set(box.material.name, material);
    }
    const arrays = boxPrimitiveArrays(box.size);
    const primitive = document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        document.createAccessor().setType('VEC3').setArray(arrays.positions).setBuffer(buffer),
      )
      .setAttribute(
        'NORMAL',
        document.createAccessor().setType('VEC3').setArray(arrays.normals).setBuffer(buffer),
      )
      .setIndices(document.createAccessor().setType('SCALAR').setArray(arrays.indices).setBuffer(buffer))
      .setMaterial(material);
    const node = document
      .createNode(box.id)
      .setMesh(document.createMesh().addPrimitive(primitive))
      .setTranslation(box.center)
      .setExtras({ elementId: box.id });
    scene.addChild(node);
    let storey = storeys.get(box.storey);
    if (!storey) {
      storey = {
        id: `storey-${box.storey}`,
        name: `Level ${box.storey + 1}`,
        type: 'IfcBuildingStorey',
        hasGeometry: false,
        children: [],
      };
      storeys.set(box.storey, storey);
      building.children.push(storey);
    }
    storey.children.push({
      id: box.id,
      name: box.name,
      type: box.type,
      hasGeometry: true,
      props: box.props,
      children: [],
    });
    count++;
  }
  const site: ElementNode = {
    id: 'site',
    name: 'Default site',
    type: 'IfcSite',
    hasGeometry: false,
    children: [building],
  };
  const root: ElementNode = {
    id: 'project',
    name: 'Synthetic tower',
    type: 'IfcProject',
    hasGeometry: false,
    children: [site],
  };
  await writeModel('big', document, tree(root, count + storeys.size + 3, 'ifc'));
}

mkdirSync(PUBLIC_DIR, { recursive: true });
writeFileSync(join(PUBLIC_DIR, 'broken.glb'), 'this is not a GLB file');
await engine();
await big();
