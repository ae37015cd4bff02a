import { describe, expect, it } from 'vitest';
import { convertModel } from './index.ts';
import { expectContract, extent, readSample, sampleNames, suffixOf } from './testing/samples.ts';
import { walkTree } from './tree.ts';

const convertSample = (name: string, companions?: Map<string, Uint8Array>) =>
  convertModel({ bytes: readSample('mesh', name), suffix: suffixOf(name), fileName: name, companions });

describe('mesh samples (three.js loaders → gltf-transform)', () => {
  it.each(sampleNames('mesh', ['obj', 'stl', 'ply', 'fbx']))('%s converts to the contract', async (name) => {
    const output = await convertSample(name);
    await expectContract(output);
    expect(output.tree.format).toBe(suffixOf(name));
    expect(output.tree.root.props?.Source).toBeDefined();
  });

  it('Wuson as OBJ and PLY (metres, Y-up) gives the same box; the STL of it is read as millimetres, Z-up', async () => {
    const obj = await expectContract(await convertSample('WusonOBJ.obj'));
    const ply = await expectContract(await convertSample('Wuson.ply'));
    const stl = await expectContract(await convertSample('Wuson.stl'));
    for (let axis = 0; axis < 3; axis += 1) {
      expect(ply.min[axis]).toBeCloseTo(obj.min[axis]!, 4);
      expect(ply.max[axis]).toBeCloseTo(obj.max[axis]!, 4);
    }
    expect(obj.max[1]! - obj.min[1]!).toBeCloseTo(1.516, 2);
    // STL: source Z becomes Y and the unit is mm, so its 3.24-unit long axis is 3.24 mm on Y.
    expect(stl.max[1]! - stl.min[1]!).toBeCloseTo(0.00324, 4);
  });

  it('leak_test.stl (OpenSCAD, ASCII): 30 × 30 × 28 mm standing on y = 0', async () => {
    const output = await convertSample('leak_test.stl');
    const glb = await expectContract(output);
    expect(output.tree.root.props?.Source).toMatchObject({ Encoding: 'ascii', AssumedUnit: 'mm' });
    expect(glb.min[1]).toBeCloseTo(0, 5);
    expect(glb.max[1]).toBeCloseTo(0.028, 4);
    expect(glb.max[0]! - glb.min[0]!).toBeCloseTo(0.03, 4);
  });

  it('spider.fbx keeps its 19 named meshes; textures are dropped (FBX unit: centimetres)', async () => {
    const output = await convertSample('spider.fbx');
    const glb = await expectContract(output);
    expect(output.tree.elementCount).toBe(19);
    const names = [...walkTree(output.tree.root)].filter((node) => node.hasGeometry).map((node) => node.name);
    expect(names).toEqual(expect.arrayContaining(['Zahn', 'Kopf2', 'Bein1Re', 'Auge']));
    expect(output.tree.root.props?.Source).toMatchObject({ TexturesDropped: true, UnitScaleFactor: 1 });
    expect(glb.doc.getRoot().listTextures()).toHaveLength(0);
    expect(extent(glb)).toBeLessThan(1000);
  });
});

describe('PLY point cloud', () => {
  it('a PLY without faces becomes points, not triangles', async () => {
    const ply = [
      'ply',
      'format ascii 1.0',
      'element vertex 3',
      'property float x',
      'property float y',
      'property float z',
      'end_header',
      '0 0 0',
      '1 0 0',
      '0 2 0',
      '',
    ].join('\n');
    const output = await convertModel({
      bytes: new TextEncoder().encode(ply),
      suffix: 'ply',
      fileName: 'scan.ply',
    });
    const glb = await expectContract(output);
    const modes = glb.doc
      .getRoot()
      .listMeshes()
      .flatMap((mesh) => mesh.listPrimitives().map((p) => p.getMode()));
    expect(modes).toEqual([0]); // POINTS
    expect(glb.max[1]).toBe(2);
  });
});

/** A 1×1 PNG, as the texture an MTL points at. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('OBJ with an MTL companion', () => {
  const obj = [
    'mtllib parts.mtl',
    'v 0 0 0',
    'v 1 0 0',
    'v 1 1 0',
    'v 0 1 0',
    'vt 0 0',
    'vt 1 0',
    'vt 1 1',
    'vt 0 1',
    'o red_part',
    'usemtl Red',
    'f 1/1 2/2 3/3',
    'o textured_part',
    'usemtl Textured',
    'f 1/1 3/3 4/4',
  ].join('\n');
  const mtl = [
    'newmtl Red',
    'Kd 1 0 0',
    'newmtl Textured',
    'Kd 1 1 1',
    'd 0.5',
    'map_Kd -s 1 1 1 maps/Wood.PNG',
  ].join('\n');

  it('applies the diffuse colours and embeds the texture uploaded with it', async () => {
    const companions = new Map([
      ['parts.mtl', new TextEncoder().encode(mtl)],
      ['wood.png', PNG],
    ]);
    const output = await convertModel({
      bytes: new TextEncoder().encode(obj),
      suffix: 'obj',
      fileName: 'parts.obj',
      companions,
    });
    const glb = await expectContract(output);
    expect(output.tree.elementCount).toBe(2);
    const names = [...walkTree(output.tree.root)].filter((node) => node.hasGeometry).map((node) => node.name);
    expect(names).toEqual(['red_part', 'textured_part']);
    const materials = glb.doc.getRoot().listMaterials();
    expect(materials.some((m) => m.getBaseColorFactor().join() === '1,0,0,1')).toBe(true);
    const textured = materials.find((m) => m.getBaseColorTexture());
    expect(textured?.getBaseColorFactor()[3]).toBe(0.5);
    expect(textured?.getAlphaMode()).toBe('BLEND');
    expect(glb.doc.getRoot().listTextures()[0]?.getMimeType()).toBe('image/png');
  });

  it('still converts without the MTL (plain grey)', async () => {
    const output = await convertModel({
      bytes: new TextEncoder().encode(obj),
      suffix: 'obj',
      fileName: 'parts.obj',
    });
    const glb = await expectContract(output);
    expect(glb.doc.getRoot().listMaterials()).toHaveLength(1);
    expect(output.tree.root.props?.Source).toMatchObject({ Materials: 'none' });
  });
});
