import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dwgToSvg, isDwg } from './dwgSvg.ts';
import { dxfToSvg } from './dxfSvg.ts';

const sample = async (path: string) => new Uint8Array(await readFile(`/work/shared/samples/${path}`));

async function timed(name: string) {
  const started = performance.now();
  const result = await dwgToSvg(await sample(`dwg/${name}`));
  console.info(`${name} → svg: ${Math.round(performance.now() - started)} ms`);
  return result;
}

describe('dwgToSvg on the samples', () => {
  it('draws the 2018 coverage drawing like its DXF twin', { timeout: 30_000 }, async () => {
    const fromDwg = await timed('example_2018.dwg');
    const fromDxf = dxfToSvg(await sample('dxf/example_2018.dxf'));
    const common = {
      polyline: 14,
      spline: 2,
      ellipse: 1,
      hatch: 1,
      wipeout: 2,
      leader: 2,
      xline: 2,
      circle: 1,
    };
    expect(fromDwg.counts).toMatchObject(common);
    expect(fromDxf.counts).toMatchObject(common);
    // libredwg-web reads the R2018 table without its block and the solid without its ACIS data.
    expect(fromDwg.skipped).toEqual({ '3DSOLID': 1, ACAD_TABLE: 1, VIEWPORT: 2 });
    // Both frame the drawing's border (-3088, -3065) – (11212, 5441); the DXF also draws its solids.
    for (const { extents } of [fromDwg, fromDxf]) {
      expect(extents.minX).toBeLessThanOrEqual(-3088);
      expect(extents.minY).toBeLessThanOrEqual(-3064);
      expect(extents.maxX).toBeGreaterThanOrEqual(11211);
      expect(extents.maxX - extents.minX).toBeLessThan(30_000);
    }
    expect(fromDwg.svg).toContain('>teksto simpla</text>');
    // The block attribute value of the insert is drawn as text.
    expect(fromDwg.svg).toContain('>valoro de la teksto en bloko</text>');
  });

  it('draws the R2000 coverage drawing', { timeout: 30_000 }, async () => {
    const result = await timed('example_2000.dwg');
    expect(result.counts).toMatchObject({
      line: 65,
      polyline: 14,
      arc: 3,
      spline: 2,
      ellipse: 1,
      insert: 20,
      solid: 13,
      hatch: 1,
      wire: 2,
      wipeout: 2,
      leader: 2,
      xline: 2,
    });
    // Everything in model space is drawn; viewports are views, not drawing.
    expect(result.skipped).toEqual({ VIEWPORT: 2 });
    // The header's extents reach millions of units (a block inserted at scale 3256, a huge text);
    // the view frames the drawing itself.
    expect(result.extents.maxX - result.extents.minX).toBeLessThan(30_000);
  });

  it('draws the R11 outline drawing with its block inserts and dimensions', { timeout: 30_000 }, async () => {
    const result = await timed('ACEB10.dwg');
    // Model space: 266 lines, 67 texts and the tags of 2 attribute definitions, 19 inserts and
    // 15 dimensions; the 34 blocks they place add their own lines, texts and arrowheads.
    expect(result.counts).toMatchObject({
      insert: 34,
      line: 1149,
      text: 115,
      circle: 50,
      arc: 124,
      solid: 37,
    });
    expect(result.svg).toContain('>ACOPIAN</text>');
    // R11 inserts name their block by its table index; every one is found (see dwgR11Blocks.ts).
    expect(result.missingBlocks).toBe(0);
    expect(result.blocks).toBe(34);
    expect(result.skipped).toEqual({ VIEWPORT: 1 });
    // Texts that only the blocks hold: a view's caption and dimension values.
    for (const text of ['Case Size EB-10 - left side view', '3.50', '35mm'])
      expect(result.svg).toContain(`>${text}</text>`);
    // The sheet's frame spans x 10.3 – 42.9; two stray marks near x = -32 are left out of the view.
    expect(result.extents.minX).toBeCloseTo(10.2, 0);
    expect(result.extents.maxX).toBeCloseTo(42.9, 0);
  });

  it('draws the R2007 solid model as the top-view wireframe of its ACIS solids', {
    timeout: 30_000,
  }, async () => {
    const result = await timed('ATMOS-DC22S.dwg');
    expect(result.skipped['3DSOLID']).toBeUndefined();
    expect(result.counts).toEqual({ wire: 58, text: 1, polyline: 1 });
  });
});

describe('dwgToSvg input', () => {
  it('recognises DWG by its version magic', async () => {
    expect(isDwg(await sample('dwg/ACEB10.dwg'))).toBe(true);
    expect(isDwg(new TextEncoder().encode('0\nSECTION'))).toBe(false);
  });

  it('refuses files that are not DWG and DWG it cannot read', async () => {
    await expect(dwgToSvg(new TextEncoder().encode('not a drawing'))).rejects.toMatchObject({
      messageKey: 'preview.drawingUnreadable',
    });
    const truncated = (await sample('dwg/example_2018.dwg')).subarray(0, 64);
    await expect(dwgToSvg(truncated)).rejects.toMatchObject({ messageKey: 'preview.drawingUnreadable' });
  });
});
