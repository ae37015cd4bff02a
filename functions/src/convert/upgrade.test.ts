import { describe, expect, it } from 'vitest';
import { decompose } from './ifc/ifcGeometry.ts';
import { convertModel, upgradeModel } from './index.ts';
import { generateIfc } from './testing/bigIfc.ts';
import { type GlbSummary, readGlb, readSample, suffixOf } from './testing/samples.ts';
import type { ConvertOutput } from './types.ts';
import { elementNames } from './upgrade.ts';

/** One sample per converter. */
const CASES: [kind: string, name: string][] = [
  ['ifc', 'AC20-FZK-Haus.ifc'],
  ['ifc', 'duplex.ifc'],
  ['step', 'as1-oc-214.stp'],
  ['mesh', 'Wuson.stl'],
  ['mesh', 'WusonOBJ.obj'],
  ['mesh', 'spider.fbx'],
  ['mesh', '2CylinderEngine.glb'],
  ['dxf', 'api-cw750-details.dxf'],
  ['dwg', 'example_2018.dwg'],
];

function convert(kind: string, name: string): Promise<ConvertOutput> {
  return convertModel({ bytes: readSample(kind, name), suffix: suffixOf(name), fileName: name });
}

function expectSameBounds(a: GlbSummary, b: GlbSummary): void {
  const size = Math.max(...a.max.map((value, axis) => value - a.min[axis]!), 1e-9);
  for (let axis = 0; axis < 3; axis += 1) {
    expect(Math.abs(b.min[axis]! - a.min[axis]!)).toBeLessThan(size * 1e-3);
    expect(Math.abs(b.max[axis]! - a.max[axis]!)).toBeLessThan(size * 1e-3);
  }
}

describe('upgradeModel (dedup, weld, reorder, prune, quantize, meshopt)', () => {
  it.each(CASES)(
    '%s/%s: smaller, same element nodes, same place',
    async (kind, name) => {
      const { glb } = await convert(kind, name);
      const upgraded = await upgradeModel(glb);
      const before = await readGlb(glb);
      const after = await readGlb(upgraded);
      expect(upgraded.length).toBeLessThan(glb.length);
      expect(elementNames(after.doc)).toEqual(elementNames(before.doc));
      expect(after.elementNodes.sort()).toEqual(before.elementNodes.sort());
      expect(after.doc.getRoot().listNodes()).toHaveLength(before.doc.getRoot().listNodes().length);
      const used = after.doc
        .getRoot()
        .listExtensionsUsed()
        .map((extension) => extension.extensionName);
      expect(used).toEqual(expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']));
      expectSameBounds(before, after);
    },
    60_000,
  );

  it('generated IFC: elements placing the same shape share a mesh and keep their own nodes', async () => {
    // 6 distinct shapes (5 wall lengths and a column) placed 1,000 times.
    const { glb } = await convertModel({
      bytes: new TextEncoder().encode(generateIfc(1000)),
      suffix: 'ifc',
      fileName: 'big.ifc',
    });
    const upgraded = await upgradeModel(glb);
    const before = await readGlb(glb);
    const after = await readGlb(upgraded);
    expect(after.doc.getRoot().listMeshes()).toHaveLength(6);
    expect(elementNames(after.doc)).toEqual(elementNames(before.doc));
    expect(elementNames(after.doc).size).toBe(1000);
    expect(
      after.doc
        .getRoot()
        .listNodes()
        .every((node) => node.listChildren().length === 0),
    ).toBe(true);
    expect(glb.length / upgraded.length).toBeGreaterThan(5);
    expectSameBounds(before, after);
  }, 60_000);

  it('IFC placements become node TRS only when they are one (mirror yes, shear no)', () => {
    const mirrored = [-1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 5, 6, 7, 1];
    const trs = decompose(mirrored)!;
    expect(trs.translation).toEqual([5, 6, 7]);
    expect(trs.scale).toEqual([-1, 1, 1]);
    // R·S must give the matrix back: rotate the scaled axes with the quaternion.
    const [x, y, z, w] = trs.rotation;
    const rotate = ([vx, vy, vz]: number[]) => {
      const tx = 2 * (y * vz! - z * vy!);
      const ty = 2 * (z * vx! - x * vz!);
      const tz = 2 * (x * vy! - y * vx!);
      return [
        vx! + w * tx + (y * tz - z * ty),
        vy! + w * ty + (z * tx - x * tz),
        vz! + w * tz + (x * ty - y * tx),
      ];
    };
    for (let column = 0; column < 3; column += 1) {
      const axis = [0, 0, 0];
      axis[column] = trs.scale[column]!;
      const back = rotate(axis);
      for (let row = 0; row < 3; row += 1) expect(back[row]).toBeCloseTo(mirrored[column * 4 + row]!, 12);
    }
    expect(decompose([1, 0, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])).toBeUndefined();
  });

  it('keeps a tiny model as it was when the upgrade would not make it smaller', async () => {
    const { glb } = await convert('mesh', 'BoxTextured.glb');
    expect(await upgradeModel(glb)).toBe(glb);
  });

  it('an upgraded GLB can be upgraded again and still reads', async () => {
    const { glb } = await convert('step', 'io1-cm-214.stp');
    const once = await upgradeModel(glb);
    const twice = await upgradeModel(once);
    expect(elementNames((await readGlb(twice)).doc)).toEqual(elementNames((await readGlb(glb)).doc));
  }, 30_000);

  it('refuses bytes that are not a GLB', async () => {
    await expect(upgradeModel(new TextEncoder().encode('not a glb'))).rejects.toMatchObject({
      messageKey: 'model.corrupt',
    });
  });
});
