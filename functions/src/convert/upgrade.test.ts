import { describe, expect, it } from 'vitest';
import { convertModel, upgradeModel } from './index.ts';
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
