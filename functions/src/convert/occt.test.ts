import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertModel } from './index.ts';
import { expectContract, extent, readSample, sampleNames, suffixOf } from './testing/samples.ts';
import { walkTree } from './tree.ts';

const convertStep = (name: string) =>
  convertModel({ bytes: readSample('step', name), suffix: suffixOf(name), fileName: name });

/** occt-import-js ships CAx-IF test files; the IGES and BREP readers are tested on those (read in place). */
const occtTestFiles = join(
  dirname(createRequire(import.meta.url).resolve('occt-import-js')),
  '..',
  'test',
  'testfiles',
);

describe('STEP samples (occt-import-js)', () => {
  it.each(sampleNames('step', ['stp', 'step']))(
    '%s converts with its assembly tree',
    async (name) => {
      const output = await convertStep(name);
      const glb = await expectContract(output);
      expect(output.tree.format).toBe('step');
      expect(extent(glb)).toBeGreaterThan(0.01);
      expect(extent(glb)).toBeLessThan(10);
    },
    60_000,
  );

  it('as1-oc-214: 18 named parts in nested assemblies, coloured, about 0.2 m, Z-up turned Y-up', async () => {
    const output = await convertStep('as1-oc-214.stp');
    const glb = await expectContract(output);
    const parts = [...walkTree(output.tree.root)].filter((node) => node.hasGeometry);
    expect(parts).toHaveLength(18);
    const names = parts.map((part) => part.name);
    expect(names.filter((name) => name === 'bolt')).toHaveLength(6);
    expect(names.filter((name) => name === 'nut')).toHaveLength(8);
    expect(names).toEqual(expect.arrayContaining(['rod', 'plate', 'l-bracket']));
    const assemblies = [...walkTree(output.tree.root)]
      .filter((node) => node.type === 'Assembly')
      .map((n) => n.name);
    expect(assemblies).toEqual(expect.arrayContaining(['as1', 'rod-assembly', 'l-bracket-assembly']));
    expect(extent(glb)).toBeGreaterThan(0.15);
    expect(extent(glb)).toBeLessThan(0.3);
    // The plate lies in the CAD's XY plane, so the assembly is lower (Y) than it is long.
    const [dx, dy] = glb.max.map((value, axis) => value - glb.min[axis]!);
    expect(dy!).toBeLessThan(dx!);
    expect(glb.doc.getRoot().listMaterials().length).toBeGreaterThan(1);
  }, 60_000);

  it('as1_pe_203 keeps the unit the file declares (inch), so the same assembly is 25.4 times larger', async () => {
    const glb = await expectContract(await convertStep('as1_pe_203.stp'));
    expect(extent(glb)).toBeGreaterThan(4);
    expect(extent(glb)).toBeLessThan(6);
  }, 60_000);

  it('io1-cm-214: one part whose faces carry colours', async () => {
    const output = await convertStep('io1-cm-214.stp');
    const glb = await expectContract(output);
    expect(output.tree.elementCount).toBe(1);
    const colours = glb.doc
      .getRoot()
      .listMaterials()
      .map((m) => m.getBaseColorFactor().join(','));
    expect(colours.some((colour) => colour !== '0.8,0.8,0.8,1')).toBe(true);
  }, 60_000);
});

describe('IGES and BREP (occt-import-js test files)', () => {
  it('reads an IGES cube of 10 mm', async () => {
    const name = 'Cube 10x10.igs';
    const bytes = new Uint8Array(readFileSync(join(occtTestFiles, 'cube-10x10mm', name)));
    const output = await convertModel({ bytes, suffix: 'igs', fileName: name });
    const glb = await expectContract(output);
    expect(output.tree.format).toBe('iges');
    expect(extent(glb)).toBeCloseTo(0.01, 4);
  }, 60_000);

  it('reads a BREP (millimetres by OCCT convention): the BREP of as1_pe_203 matches its STEP', async () => {
    const bytes = new Uint8Array(readFileSync(join(occtTestFiles, 'cax-if-brep', 'as1_pe_203.brep')));
    const output = await convertModel({ bytes, suffix: 'brep', fileName: 'as1_pe_203.brep' });
    const brep = await expectContract(output);
    expect(output.tree.elementCount).toBe(18);
    const step = await expectContract(await convertStep('as1_pe_203.stp'));
    expect(extent(brep)).toBeCloseTo(extent(step), 2);
  }, 60_000);
});
