import { describe, expect, it } from 'vitest';
import { convertModel } from './index.ts';
import { generateIfc, ifcGuid } from './testing/bigIfc.ts';
import { expectContract } from './testing/samples.ts';
import { walkTree } from './tree.ts';

describe('generateIfc (load-test IFC4)', () => {
  it('writes a valid IFC4 with N extruded walls and columns in one storey, each with a property set', async () => {
    const text = generateIfc(40);
    expect(text.startsWith('ISO-10303-21;')).toBe(true);
    expect(text.trimEnd().endsWith('END-ISO-10303-21;')).toBe(true);
    const output = await convertModel({
      bytes: new TextEncoder().encode(text),
      suffix: 'ifc',
      fileName: 'big.ifc',
    });
    await expectContract(output);
    expect(output.tree.schema).toBe('IFC4');
    expect(output.tree.elementCount).toBe(40);
    const storey = [...walkTree(output.tree.root)].find((node) => node.type === 'IfcBuildingStorey')!;
    expect(storey.children).toHaveLength(40);
    expect(storey.children.filter((node) => node.type === 'IfcWall')).toHaveLength(20);
    expect(storey.children.filter((node) => node.type === 'IfcColumn')).toHaveLength(20);
    // Millimetres in the file, metres in the tree.
    expect(storey.children[0]!.props?.Pset_WallCommon).toEqual({
      Reference: 'E-1',
      IsExternal: true,
      Length: 1,
    });
    expect(storey.children[1]!.props?.Pset_ColumnCommon).toMatchObject({ Length: 0.3, IsExternal: false });
  }, 30_000);

  it('is deterministic and gives unique 22-character GlobalIds', () => {
    expect(generateIfc(5)).toBe(generateIfc(5));
    const ids = Array.from({ length: 5000 }, (_, i) => ifcGuid(i + 1));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-3][0-9A-Za-z_$]{21}$/.test(id))).toBe(true);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => generateIfc(0)).toThrow(RangeError);
    expect(() => generateIfc(1.5)).toThrow(RangeError);
  });
});
