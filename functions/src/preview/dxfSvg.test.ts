import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeDxf, dxfToSvg } from './dxfSvg.ts';

const SAMPLES = '/work/shared/samples/dxf';
const sample = async (name: string) => new Uint8Array(await readFile(`${SAMPLES}/${name}`));
const tagCount = (svg: string, tag: string) => (svg.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;

/** A minimal ASCII DXF with the given ENTITIES section body. */
const dxf = (entities: string) => `0\nSECTION\n2\nENTITIES\n${entities}0\nENDSEC\n0\nEOF\n`;

describe('dxfToSvg on the samples', () => {
  it('draws the motor mount plate: 180 lines and 14 circles', async () => {
    const started = performance.now();
    const result = dxfToSvg(await sample('openventilator-motor-mount-plate.dxf'));
    console.info(`openventilator-motor-mount-plate.dxf → svg: ${Math.round(performance.now() - started)} ms`);
    expect(result.counts).toEqual({ line: 180, circle: 14 });
    expect(tagCount(result.svg, 'line')).toBe(180);
    expect(tagCount(result.svg, 'circle')).toBe(14);
    // A plate about 195 × 326 mm: the viewBox is the extents plus 2%.
    expect(result.viewBox.width).toBeCloseTo(198.8, 1);
    expect(result.viewBox.height).toBeCloseTo(332.8, 1);
    expect(result.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('draws the Leica export: 10 lines, 11 points and 11 labels', async () => {
    const started = performance.now();
    const result = dxfToSvg(await sample('Leica_Disto_S910.dxf'));
    console.info(`Leica_Disto_S910.dxf → svg: ${Math.round(performance.now() - started)} ms`);
    expect(result.counts).toEqual({ line: 10, point: 11, text: 11 });
    expect(result.svg).toContain('(IMG_20160506_121212.jpg)</text>');
    expect(result.viewBox.width).toBeGreaterThan(2);
    expect(result.viewBox.width).toBeLessThan(5);
  });

  it('draws the curtain-wall sheet with blocks, dimensions and its off layers', async () => {
    const started = performance.now();
    const result = dxfToSvg(await sample('api-cw750-details.dxf'));
    console.info(
      `api-cw750-details.dxf → svg: ${Math.round(performance.now() - started)} ms, ${result.svg.length} chars`,
    );
    // Most of model space is on layers that are off: the preview draws them rather than a blank sheet.
    expect(result.allLayersShown).toBe(true);
    expect(result.counts.line).toBeGreaterThanOrEqual(540);
    expect(result.counts.polyline).toBeGreaterThanOrEqual(147);
    expect(result.counts.insert).toBeGreaterThanOrEqual(132 + 293);
    expect(result.counts.text).toBeGreaterThan(100);
    expect(result.blocks).toBeGreaterThan(300);
    expect(result.missingBlocks).toBe(0);
    expect(result.counts.hatch).toBeGreaterThanOrEqual(65);
    expect(result.counts.leader).toBeGreaterThanOrEqual(58 + 11);
    // The 3 solids' ACIS data is in the ACDSDATA section.
    expect(result.counts.wire).toBe(3);
    expect(result.skipped).toEqual({ VIEWPORT: 12 });
    // Header extents: (146.8, 141.8) – (762.7, 545.8).
    expect(result.extents.minX).toBeGreaterThan(140);
    expect(result.extents.maxX).toBeLessThan(770);
    expect(result.extents.minY).toBeGreaterThan(100);
    expect(result.extents.maxY).toBeLessThan(550);
  });

  it('draws the LibreDWG coverage drawing with every supported kind', async () => {
    const started = performance.now();
    const result = dxfToSvg(await sample('example_2018.dxf'));
    console.info(`example_2018.dxf → svg: ${Math.round(performance.now() - started)} ms`);
    // Block contents count once per block: the table's and the arc dimension's blocks add lines,
    // texts, arcs, points and solids; the two regions, the solid and the polyface mesh are wires.
    expect(result.counts).toMatchObject({
      line: 67,
      polyline: 14,
      arc: 5,
      spline: 2,
      ellipse: 1,
      text: 24,
      insert: 21,
      solid: 15,
      circle: 1,
      hatch: 1,
      wire: 5,
      xline: 2,
      wipeout: 2,
      leader: 2,
    });
    expect(result.skipped).toEqual({ VIEWPORT: 2, LIGHT: 1 });
    // The drawing reaches millions of units (a block inserted at scale 3256), and so does the header;
    // the view frames the drawing itself, the outliers stay in the SVG outside it.
    expect(result.extents.maxX - result.extents.minX).toBeLessThan(30_000);
    expect(result.svg).toContain('>valoro</text>');
    expect(result.svg).toContain('>teksto simpla</text>');
    expect(result.svg).toContain('<tspan x="0" dy="0">Teksto granda nur por testi.</tspan>');
  });

  it('renders to pixels: the plate outline is drawn on the sheet', async () => {
    const { svg } = dxfToSvg(await sample('openventilator-motor-mount-plate.dxf'));
    const png = await sharp(Buffer.from(svg), { density: 36 })
      .flatten({ background: '#fff' })
      .png()
      .toBuffer();
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100);
    expect(stats.channels[0]!.mean).toBeGreaterThan(200);
  });
});

describe('dxfToSvg input', () => {
  it('reads GBK text in a legacy DXF', () => {
    const latin = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
    const gbk = Buffer.from('b9dcb5c0', 'hex').toString('latin1'); // 管道 in GBK
    const bytes = latin(dxf(`0\nTEXT\n8\n0\n10\n0\n20\n0\n40\n2.5\n1\n${gbk}\n`));
    expect(decodeDxf(bytes)).toContain('管道');
    expect(dxfToSvg(bytes).svg).toContain('>管道</text>');
  });

  it('follows the code page the header names', () => {
    const latin = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
    const header = '0\nSECTION\n2\nHEADER\n9\n$DWGCODEPAGE\n3\nANSI_1251\n0\nENDSEC\n';
    // "Труба" in windows-1251.
    const text = Buffer.from('d2f0f3e1e0', 'hex').toString('latin1');
    const bytes = latin(header + dxf(`0\nTEXT\n8\n0\n10\n0\n20\n0\n40\n2.5\n1\n${text}\n`));
    expect(dxfToSvg(bytes).svg).toContain('>Труба</text>');
  });

  it('draws mirrored arcs (extrusion 0,0,-1) on the mirrored side', () => {
    const arc = '0\nARC\n8\n0\n10\n5\n20\n0\n30\n0\n40\n1\n50\n0\n51\n90\n210\n0\n220\n0\n230\n-1\n';
    const result = dxfToSvg(dxf(arc));
    // OCS centre x 5 is world x -5; the quarter from 0° to 90° becomes 90° to 180°.
    expect(result.extents.minX).toBeCloseTo(-6);
    expect(result.extents.maxX).toBeCloseTo(-5);
    expect(result.extents.maxY).toBeCloseTo(1);
  });

  it("places a dimension's block at the dimension's insertion point (group 12)", () => {
    const blocks =
      '0\nSECTION\n2\nBLOCKS\n0\nBLOCK\n8\n0\n2\n*D1\n70\n1\n10\n0\n20\n0\n' +
      '0\nLINE\n8\n0\n10\n0\n20\n0\n11\n4\n21\n0\n0\nENDBLK\n8\n0\n0\nENDSEC\n';
    // An R12 dimension moved after its block was drawn: the block stays, group 12 records the move.
    const result = dxfToSvg(blocks + dxf('0\nDIMENSION\n8\n0\n2\n*D1\n12\n10\n22\n5\n70\n0\n'));
    expect(result.missingBlocks).toBe(0);
    expect(result.extents.minX).toBeCloseTo(10);
    expect(result.extents.maxX).toBeCloseTo(14);
    expect(result.extents.minY).toBeCloseTo(5);
  });

  it('refuses what is not a DXF drawing', () => {
    expect(() => dxfToSvg('not a dxf')).toThrow(
      expect.objectContaining({ messageKey: expect.stringMatching(/^preview\.drawing/) }),
    );
    expect(() => dxfToSvg(new TextEncoder().encode('AutoCAD Binary DXF\r\n\u001a\u0000'))).toThrow(
      expect.objectContaining({ messageKey: 'preview.drawingUnreadable' }),
    );
    expect(() => dxfToSvg(dxf(''))).toThrow(expect.objectContaining({ messageKey: 'preview.drawingEmpty' }));
  });
});
