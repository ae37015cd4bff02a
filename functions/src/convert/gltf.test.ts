import { Document } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { gltfIo } from './gltfIo.ts';
import { convertModel } from './index.ts';
import { expectContract, extent, readSample, sampleNames } from './testing/samples.ts';
import { walkTree } from './tree.ts';
import { ConvertError } from './types.ts';

const convertGlb = (name: string) =>
  convertModel({ bytes: readSample('mesh', name), suffix: 'glb', fileName: name });

/** A two-node .gltf (JSON + external .bin) built in memory; one node is unnamed. */
async function twoNodeGltf() {
  const doc = new Document();
  const buffer = doc.createBuffer().setURI('geometry.bin');
  const positions = doc
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setBuffer(buffer);
  const mesh = doc
    .createMesh('triangle')
    .addPrimitive(doc.createPrimitive().setAttribute('POSITION', positions));
  const scene = doc.createScene('scene');
  scene.addChild(doc.createNode('Pump').setMesh(mesh));
  scene.addChild(doc.createNode('').setMesh(mesh).setTranslation([2, 0, 0]));
  const { json, resources } = await (await gltfIo()).writeJSON(doc);
  return { json: new TextEncoder().encode(JSON.stringify(json)), bin: resources['geometry.bin']! };
}

describe('glTF / GLB pass-through', () => {
  it.each(sampleNames('mesh', ['glb']))(
    '%s is validated and every mesh node named by its element id',
    async (name) => {
      const output = await convertGlb(name);
      const glb = await expectContract(output);
      expect(output.tree.schema).toBe('glTF 2.0');
      expect(extent(glb)).toBeLessThan(1000);
    },
  );

  it('2CylinderEngine keeps its hierarchy (67 mesh nodes among 82) and its 34 materials', async () => {
    const output = await convertGlb('2CylinderEngine.glb');
    const glb = await expectContract(output);
    expect(output.tree.elementCount).toBe(67);
    expect(glb.doc.getRoot().listNodes()).toHaveLength(82);
    expect(glb.doc.getRoot().listMaterials()).toHaveLength(34);
    const depth = (node: { children: unknown[] }, level = 0): number =>
      Math.max(
        level,
        ...(node.children as { children: unknown[] }[]).map((child) => depth(child, level + 1)),
      );
    expect(depth(output.tree.root)).toBeGreaterThan(2);
  });

  it('BoxTextured keeps its embedded texture', async () => {
    const glb = await expectContract(await convertGlb('BoxTextured.glb'));
    expect(glb.doc.getRoot().listTextures()).toHaveLength(1);
  });

  it('reads a .gltf with its .bin companion, keeping a unique author name and naming the unnamed node', async () => {
    const { json, bin } = await twoNodeGltf();
    const output = await convertModel({
      bytes: json,
      suffix: 'gltf',
      fileName: 'pump.gltf',
      companions: new Map([['geometry.bin', bin]]),
    });
    await expectContract(output);
    const ids = [...walkTree(output.tree.root)].filter((node) => node.hasGeometry).map((node) => node.id);
    expect(ids).toEqual(['Pump', 'node-1']);
  });

  it('refuses a .gltf whose .bin was not uploaded', async () => {
    const { json } = await twoNodeGltf();
    await expect(convertModel({ bytes: json, suffix: 'gltf', fileName: 'pump.gltf' })).rejects.toMatchObject({
      messageKey: 'model.missingResource',
    });
  });

  it('refuses JSON that is not glTF 2.0, and a GLB header over garbage', async () => {
    const notGltf = new TextEncoder().encode(JSON.stringify({ asset: { version: '1.0' } }));
    await expect(convertModel({ bytes: notGltf, suffix: 'gltf', fileName: 'a.gltf' })).rejects.toMatchObject({
      messageKey: 'model.corrupt',
    });
    const garbage = new Uint8Array(64).fill(7);
    new DataView(garbage.buffer).setUint32(0, 0x46546c67, true);
    new DataView(garbage.buffer).setUint32(4, 2, true);
    new DataView(garbage.buffer).setUint32(8, 64, true);
    const error = await convertModel({ bytes: garbage, suffix: 'glb', fileName: 'a.glb' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConvertError);
    expect((error as ConvertError).messageKey).toBe('model.corrupt');
  });
});
