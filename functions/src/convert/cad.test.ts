import { Primitive } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { aciToRgb } from './cad/aci.ts';
import { apply, bulgePoints, ocsMatrix } from './cad/cadMath.ts';
import { convertModel } from './index.ts';
import { expectContract, extent, findNode, readSample, sampleNames, suffixOf } from './testing/samples.ts';
import { walkTree } from './tree.ts';

const convertCad = (kind: 'dxf' | 'dwg', name: string) =>
  convertModel({ bytes: readSample(kind, name), suffix: suffixOf(name), fileName: name });

function modes(doc: Awaited<ReturnType<typeof expectContract>>['doc']): Set<number> {
  return new Set(
    doc
      .getRoot()
      .listMeshes()
      .flatMap((mesh) => mesh.listPrimitives().map((p) => p.getMode())),
  );
}

describe('DXF samples (dxf-parser)', () => {
  it.each(sampleNames('dxf', ['dxf']))('%s converts, entities grouped by layer', async (name) => {
    const output = await convertCad('dxf', name);
    await expectContract(output);
    expect(output.tree.format).toBe('dxf');
    expect(output.tree.root.children.every((layer) => layer.type === 'Layer')).toBe(true);
  });

  it('Leica_Disto_S910 (R12, 3D survey): 11 points and 10 lines with height; texts not drawn', async () => {
    const output = await convertCad('dxf', 'Leica_Disto_S910.dxf');
    const glb = await expectContract(output);
    expect(output.tree.elementCount).toBe(21);
    expect(output.tree.root.props?.Drawing).toMatchObject({ NotDrawn: 'TEXT 11', Unit: 'mm (assumed)' });
    expect(modes(glb.doc)).toEqual(new Set([Primitive.Mode.POINTS, Primitive.Mode.LINES]));
    // The survey has heights (DXF z), which become Y.
    expect(glb.max[1]! - glb.min[1]!).toBeGreaterThan(0);
  });

  it('a purely 2D drawing converts flat on the ground: the motor mount plate, 180 lines + 14 circles', async () => {
    const output = await convertCad('dxf', 'openventilator-motor-mount-plate.dxf');
    const glb = await expectContract(output);
    expect(output.tree.elementCount).toBe(194);
    expect(glb.min[1]).toBe(0);
    expect(glb.max[1]).toBe(0);
    expect(extent(glb)).toBeCloseTo(0.32, 2);
  });

  it('api-cw750-details: block inserts and dimension blocks are expanded into their elements', async () => {
    const output = await convertCad('dxf', 'api-cw750-details.dxf');
    await expectContract(output);
    const types = [...walkTree(output.tree.root)].filter((node) => node.hasGeometry).map((node) => node.type);
    const count = (type: string) => types.filter((t) => t === type).length;
    expect(output.tree.elementCount).toBe(1170);
    expect([count('LINE'), count('INSERT'), count('DIMENSION'), count('LWPOLYLINE')]).toEqual([
      537, 94, 293, 146,
    ]);
    expect(output.tree.root.props?.Drawing).toMatchObject({ NotDrawn: 'MTEXT 29' });
  });

  it('example_2018.dxf: 3DFACE and polyface mesh become triangles, units from $INSUNITS', async () => {
    const output = await convertCad('dxf', 'example_2018.dxf');
    const glb = await expectContract(output);
    expect(output.tree.schema).toBe('AC1032');
    expect(output.tree.root.props?.Drawing).toMatchObject({ Unit: 'mm ($INSUNITS)' });
    expect(modes(glb.doc).has(Primitive.Mode.TRIANGLES)).toBe(true);
    const face = findNode(output.tree.root, (node) => node.type === '3DFACE')!;
    expect(face.props?.Entity).toMatchObject({ Handle: '2D6', Layer: '0' });
    const insert = findNode(output.tree.root, (node) => node.type === 'INSERT')!;
    expect(insert.name).toBe('bloko');
  });
});

describe('DWG samples (libredwg-web)', () => {
  it.each(['example_2000.dwg', 'example_2018.dwg'])(
    '%s converts like a DXF',
    async (name) => {
      const output = await convertCad('dwg', name);
      await expectContract(output);
      expect(output.tree.format).toBe('dwg');
      expect(output.tree.schema).toMatch(/^AC10\d\d$/);
    },
    30_000,
  );

  it('example_2018.dwg lands exactly where its DXF twin does', async () => {
    const dwg = await expectContract(await convertCad('dwg', 'example_2018.dwg'));
    const dxf = await expectContract(await convertCad('dxf', 'example_2018.dxf'));
    for (let axis = 0; axis < 3; axis += 1) {
      expect(dwg.min[axis]).toBeCloseTo(dxf.min[axis]!, 3);
      expect(dwg.max[axis]).toBeCloseTo(dxf.max[axis]!, 3);
    }
  }, 30_000);

  it('refuses ACEB10 (R12): libredwg-web leaves its 19 block references unnamed, the views would be lost', async () => {
    await expect(convertCad('dwg', 'ACEB10.dwg')).rejects.toMatchObject({
      messageKey: 'model.dwgNotSupported',
      detail: '19 block references could not be decoded',
    });
  }, 30_000);

  it('refuses ATMOS-DC22S, a drawing of 58 ACIS solids LibreDWG cannot tessellate', async () => {
    await expect(convertCad('dwg', 'ATMOS-DC22S.dwg')).rejects.toMatchObject({
      messageKey: 'model.dwgSolidsNotSupported',
    });
  }, 30_000);
});

/** A DXF from group-code/value pairs. */
function dxf(...sections: (string | number)[][]): Uint8Array {
  const pairs = sections.flatMap((section) => ['0', 'SECTION', ...section.map(String), '0', 'ENDSEC']);
  return new TextEncoder().encode(`${[...pairs, '0', 'EOF'].join('\n')}\n`);
}
const header = (insunits: number) => [2, 'HEADER', 9, '$INSUNITS', 70, insunits];
const line = (handle: string, [x1, y1]: number[], [x2, y2]: number[]) => [
  0,
  'LINE',
  5,
  handle,
  8,
  '0',
  10,
  x1!,
  20,
  y1!,
  30,
  0,
  11,
  x2!,
  21,
  y2!,
  31,
  0,
];

describe('synthetic drawings', () => {
  it('moves a georeferenced drawing (UTM metres) to the origin and reports the offset', async () => {
    const bytes = dxf(header(6), [2, 'ENTITIES', ...line('A1', [500_000, 4_000_000], [500_010, 4_000_005])]);
    const output = await convertModel({ bytes, suffix: 'dxf', fileName: 'site.dxf' });
    const glb = await expectContract(output);
    expect(output.tree.root.props?.Placement).toEqual({ OriginOffsetX: 500_000, OriginOffsetY: 4_000_000 });
    expect(glb.min).toEqual([0, 0, -5]);
    expect(glb.max).toEqual([10, 0, 0]);
  });

  it('places a block insert with its scale and rotation (degrees in DXF)', async () => {
    const block = [
      2,
      'BLOCKS',
      0,
      'BLOCK',
      2,
      'B',
      70,
      0,
      10,
      0,
      20,
      0,
      30,
      0,
      ...line('B0', [0, 0], [1, 0]),
      0,
      'ENDBLK',
    ];
    const insert = [0, 'INSERT', 5, 'C1', 8, '0', 2, 'B', 10, 10, 20, 0, 30, 0, 41, 2, 42, 2, 43, 2, 50, 90];
    const output = await convertModel({
      bytes: dxf(header(6), block, [2, 'ENTITIES', ...insert]),
      suffix: 'dxf',
      fileName: 'b.dxf',
    });
    const glb = await expectContract(output);
    // (0,0)-(1,0) scaled by 2, turned 90° and moved to (10,0): (10,0)-(10,2); DXF y becomes -z.
    expect(glb.min.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([10, 0, -2]);
    expect(glb.max.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([10, 0, 0]);
  });
});

describe('CAD geometry helpers', () => {
  it('ACI colours match AutoCAD (within rounding) for fixed, hue and grey entries', () => {
    const autocad: [number, number][] = [
      [1, 0xff0000],
      [8, 0x808080],
      [12, 0xcc0000],
      [23, 0xcc7f66],
      [150, 0x007fff],
      [251, 0x5b5b5b],
    ];
    for (const [index, rgb] of autocad) {
      const ours = aciToRgb(index);
      for (const shift of [16, 8, 0])
        expect(Math.abs(((ours >> shift) & 255) - ((rgb >> shift) & 255))).toBeLessThanOrEqual(1);
    }
  });

  it('a bulge of 1 is a half circle through the far side', () => {
    const points = bulgePoints(
      [
        { x: 0, y: 0, bulge: 1 },
        { x: 2, y: 0, bulge: 0 },
      ],
      false,
      0,
    );
    expect(points[0]).toEqual([0, 0, 0]);
    expect(points.at(-1)![0]).toBeCloseTo(2, 9);
    const lowest = Math.min(...points.map((p) => p[1]));
    expect(lowest).toBeCloseTo(-1, 2);
  });

  it('the arbitrary axis algorithm maps OCS x to world -x for a -Z extrusion', () => {
    const [x, y, z] = apply(ocsMatrix([0, 0, -1]), [1, 0, 0]);
    expect([x, y, z].map((v) => Math.round(v))).toEqual([-1, 0, 0]);
  });
});
