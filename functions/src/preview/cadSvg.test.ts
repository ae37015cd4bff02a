import { describe, expect, it } from 'vitest';
import {
  aciToRgb,
  type CadDrawing,
  type CadEntity,
  type CadShape,
  colorRef,
  emptyDrawing,
  mtextAlignment,
  textAlignment,
} from './cadModel.ts';
import { decimalsFor, drawingToSvg } from './cadSvg.ts';
import { xmlText } from './cadSvgText.ts';

const on = (layer: string, shape: CadShape, color: CadEntity['color'] = { by: 'layer' }): CadEntity =>
  ({ ...shape, layer, color }) as CadEntity;

function drawing(entities: CadEntity[], setup?: (d: CadDrawing) => void): CadDrawing {
  const d = emptyDrawing();
  d.layers.set('0', { name: '0', rgb: 0, visible: true });
  d.layers.set('RED', { name: 'RED', rgb: 0xff0000, visible: true });
  d.layers.set('OFF', { name: 'OFF', rgb: 0x00ff00, visible: false });
  d.entities = entities;
  setup?.(d);
  return d;
}

const line = (x1: number, y1: number, x2: number, y2: number): CadShape => ({
  kind: 'line',
  start: { x: x1, y: y1 },
  end: { x: x2, y: y2 },
});

const insert = (block: string, over: Partial<Extract<CadShape, { kind: 'insert' }>> = {}): CadShape => ({
  kind: 'insert',
  block,
  position: { x: 0, y: 0 },
  scale: { x: 1, y: 1 },
  rotation: 0,
  columns: 1,
  rows: 1,
  columnSpacing: 0,
  rowSpacing: 0,
  mirrored: false,
  ...over,
});

describe('colours and alignment', () => {
  it('reads AutoCAD colour indexes and true colours', () => {
    expect(aciToRgb(1)).toBe(0xff0000);
    expect(aciToRgb(5)).toBe(0x0000ff);
    expect(aciToRgb(7)).toBe(0);
    expect(colorRef(0, undefined)).toEqual({ by: 'block' });
    expect(colorRef(256, undefined)).toEqual({ by: 'layer' });
    expect(colorRef(undefined, undefined)).toEqual({ by: 'layer' });
    expect(colorRef(3, undefined)).toEqual({ rgb: 0x00ff00 });
    expect(colorRef(256, 0x123456)).toEqual({ rgb: 0x123456 });
    expect(colorRef(7, 0xffffff)).toEqual({ rgb: 0 });
  });

  it('maps TEXT justification and MTEXT attachment', () => {
    expect(textAlignment(0, 0)).toEqual({ hAlign: 'start', vAlign: 'baseline', usesSecondPoint: false });
    expect(textAlignment(1, 2)).toEqual({ hAlign: 'middle', vAlign: 'middle', usesSecondPoint: true });
    expect(textAlignment(2, 3)).toEqual({ hAlign: 'end', vAlign: 'top', usesSecondPoint: true });
    expect(textAlignment(4, 0)).toEqual({ hAlign: 'middle', vAlign: 'middle', usesSecondPoint: true });
    expect(textAlignment(3, 0).usesSecondPoint).toBe(false);
    expect(mtextAlignment(1)).toEqual({ hAlign: 'start', vAlign: 'top' });
    expect(mtextAlignment(5)).toEqual({ hAlign: 'middle', vAlign: 'middle' });
    expect(mtextAlignment(9)).toEqual({ hAlign: 'end', vAlign: 'bottom' });
  });
});

describe('drawingToSvg', () => {
  it('flips y and fits the viewBox to the extents with a 2% margin', () => {
    const result = drawingToSvg(drawing([on('0', line(0, 0, 100, 50))]));
    expect(result.viewBox).toEqual({ x: -2, y: -52, width: 104, height: 54 });
    expect(result.svg).toContain('viewBox="-2 -52 104 54"');
    expect(result.svg).toContain('<g transform="scale(1 -1)"');
    expect(result.svg).toContain('<line x1="0" y1="0" x2="100" y2="50" stroke="#000000"/>');
    expect(result.svg).toContain('width="2000" height="1038"');
  });

  it('writes bulges as SVG arcs and arcs counter-clockwise', () => {
    const result = drawingToSvg(
      drawing([
        on('0', {
          kind: 'polyline',
          closed: false,
          vertices: [
            { x: 0, y: 0, bulge: 1 },
            { x: 2, y: 0, bulge: 0 },
            { x: 2, y: 2, bulge: 0 },
          ],
        }),
        on('0', { kind: 'arc', center: { x: 0, y: 0 }, radius: 1, startAngle: 0, endAngle: Math.PI / 2 }),
      ]),
    );
    expect(result.svg).toContain('<path d="M0 0A1 1 0 0 1 2 0L2 2"');
    expect(result.svg).toContain('<path d="M1 0A1 1 0 0 1 0 1"');
    // The half circle below the chord (counter-clockwise from (0,0) to (2,0)) is in the extents.
    expect(result.extents.minY).toBeCloseTo(-1);
  });

  it('resolves colours: own, by layer, and by block through currentColor', () => {
    const result = drawingToSvg(
      drawing(
        [on('RED', line(0, 0, 1, 0)), on('0', line(0, 1, 1, 1), { rgb: 0x0000ff }), on('RED', insert('B'))],
        (d) => {
          d.blocks.set('B', {
            name: 'B',
            base: { x: 0, y: 0 },
            entities: [
              on('0', line(0, 0, 0, 1)),
              on('RED', line(0, 0, 1, 1), { by: 'block' }),
              on('OFF', line(0, 0, 2, 2)),
              on('0', line(1, 0, 1, 1), { rgb: 0x00ffff }),
            ],
          });
        },
      ),
    );
    expect(result.svg).toContain('<line x1="0" y1="0" x2="1" y2="0" stroke="#ff0000"/>');
    expect(result.svg).toContain('stroke="#0000ff"');
    expect(result.svg).toContain('<g id="b0"><line x1="0" y1="0" x2="0" y2="1" stroke="currentColor"/>');
    expect(result.svg).toContain('<line x1="0" y1="0" x2="1" y2="1" stroke="currentColor"/>');
    // Cyan is too light for the white sheet: drawn darker, same hue.
    expect(result.svg).toContain('stroke="#00b2b2"');
    expect(result.svg).not.toContain('x2="2" y2="2"');
    expect(result.svg).toContain('<use href="#b0" transform="matrix(1 0 0 1 0 0)" color="#ff0000"/>');
  });

  it('places inserts with base point, scale, rotation, arrays and mirroring', () => {
    const result = drawingToSvg(
      drawing(
        [
          on('0', insert('B', { position: { x: 10, y: 0 }, scale: { x: 2, y: 2 }, rotation: Math.PI / 2 })),
          on(
            '0',
            insert('B', { position: { x: 0, y: 20 }, columns: 3, rows: 2, columnSpacing: 5, rowSpacing: 7 }),
          ),
          on('0', insert('B', { position: { x: 4, y: 0 }, mirrored: true })),
        ],
        (d) => d.blocks.set('B', { name: 'B', base: { x: 1, y: 0 }, entities: [on('0', line(1, 0, 2, 0))] }),
      ),
    );
    // Rotated 90° and scaled 2 about the base point (1, 0), placed at (10, 0).
    expect(result.svg).toContain('transform="matrix(0 2 -2 0 10 -2)"');
    expect(result.counts.insert).toBe(3);
    expect(result.svg.match(/<use /g)).toHaveLength(1 + 6 + 1);
    expect(result.svg).toContain('transform="matrix(1 0 0 1 9 27)"');
    expect(result.svg).toContain('transform="matrix(-1 0 0 1 -3 0)"');
    expect(result.blocks).toBe(1);
  });

  it('counts inserts of undefined blocks and does not loop on blocks that insert themselves', () => {
    const result = drawingToSvg(
      drawing([on('0', line(0, 0, 1, 1)), on('0', insert('NOPE')), on('0', insert('SELF'))], (d) =>
        d.blocks.set('SELF', {
          name: 'SELF',
          base: { x: 0, y: 0 },
          entities: [on('0', line(0, 0, 1, 0)), on('0', insert('SELF'))],
        }),
      ),
    );
    expect(result.missingBlocks).toBe(1);
    expect(result.svg).toContain(
      '<g id="b0"><line x1="0" y1="0" x2="1" y2="0" stroke="currentColor"/><use href="#b0"',
    );
  });

  it('writes upright, escaped text with alignment and multiple lines', () => {
    const result = drawingToSvg(
      drawing([
        on('0', {
          kind: 'text',
          position: { x: 5, y: 5 },
          height: 2,
          rotation: Math.PI / 2,
          lines: ['a < b & "c"', 'second'],
          hAlign: 'middle',
          vAlign: 'top',
          widthFactor: 0.8,
          lineSpacing: 5 / 3,
        }),
      ]),
    );
    expect(result.svg).toContain(
      // A constant font size, the height in the scale (2 × 1.4 / 10), the width factor on x.
      '<text transform="translate(5 5) rotate(90) scale(0.224 -0.28)" font-size="10" fill="#000000" text-anchor="middle" dominant-baseline="hanging">',
    );
    // Line advance 5/3 of the height, in the text's own units (10 / 1.4 × 5/3).
    expect(result.svg).toContain(
      '<tspan x="0" dy="0">a &lt; b &amp; &quot;c&quot;</tspan><tspan x="0" dy="11.9048">second</tspan>',
    );
  });

  it('hides off layers, but draws them when they hold most of the drawing', () => {
    const mostlyOn = drawingToSvg(
      drawing([on('0', line(0, 0, 1, 1)), on('0', line(0, 0, 2, 1)), on('OFF', line(0, 0, 9, 9))]),
    );
    expect(mostlyOn.allLayersShown).toBe(false);
    expect(mostlyOn.counts.line).toBe(2);
    const mostlyOff = drawingToSvg(
      drawing([on('0', line(0, 0, 1, 1)), on('OFF', line(0, 0, 9, 9)), on('OFF', line(0, 0, 8, 9))]),
    );
    expect(mostlyOff.allLayersShown).toBe(true);
    expect(mostlyOff.counts.line).toBe(3);
    // Pure green is darkened for the white sheet.
    expect(mostlyOff.svg).toContain('stroke="#00c400"');
  });

  it('refuses a drawing with nothing to show', () => {
    expect(() => drawingToSvg(drawing([]))).toThrow(
      expect.objectContaining({ messageKey: 'preview.drawingEmpty' }),
    );
  });

  it('keeps about six significant digits and only valid XML characters', () => {
    expect(decimalsFor(600)).toBe(3);
    expect(decimalsFor(3.5e6)).toBe(0);
    expect(decimalsFor(0.5)).toBe(6);
    expect(xmlText('a\u0001b\u0007c<')).toBe('abc&lt;');
  });
});
