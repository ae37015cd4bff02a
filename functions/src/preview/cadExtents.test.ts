import { describe, expect, it } from 'vitest';
import { robustBounds } from './cadExtents.ts';
import { lineweightOf, onWhite, saneExtents } from './cadModel.ts';
import { fontFamily } from './cadText.ts';

const box = (minX: number, minY: number, maxX: number, maxY: number) => ({ minX, minY, maxX, maxY });

describe('robustBounds', () => {
  it('leaves out a few stray marks far from the drawing', () => {
    const drawing = Array.from({ length: 40 }, (_, i) => box(i, 0, i + 1, 10));
    const strays = [box(-500, 3, -499, 4), box(1e6, 1e6, 2e6, 2e6)];
    expect(robustBounds([...drawing, ...strays])).toEqual(box(0, 0, 40, 10));
  });

  it('keeps a frame around the drawing, and everything when there are too few entities to judge', () => {
    const drawing = Array.from({ length: 40 }, (_, i) => box(i, 0, i + 1, 10));
    expect(robustBounds([...drawing, box(-2, -2, 42, 12)])).toEqual(box(-2, -2, 42, 12));
    expect(robustBounds([box(0, 0, 1, 1), box(1000, 1000, 1001, 1001)])).toEqual(box(0, 0, 1001, 1001));
  });
});

describe('drawing on the white sheet', () => {
  it('darkens light colours keeping their hue, and leaves dark ones alone', () => {
    expect(onWhite(0xffff00)).toBe(0x979700);
    expect(onWhite(0x0000ff)).toBe(0x0000ff);
    expect(onWhite(0x000000)).toBe(0x000000);
  });

  it('reads line weights from DWG indices and DXF values; negative means by layer/block/default', () => {
    expect(lineweightOf(11, true)).toBe(50);
    expect(lineweightOf(29, true)).toBeUndefined();
    expect(lineweightOf(70, false)).toBe(70);
    expect(lineweightOf(-1, false)).toBeUndefined();
  });

  it('accepts header extents only when they are set and finite', () => {
    expect(saneExtents({ x: 0, y: 0 }, { x: 44, y: 34 })).toEqual(box(0, 0, 44, 34));
    expect(saneExtents({ x: 1e20, y: 1e20 }, { x: -1e20, y: -1e20 })).toBeUndefined();
  });

  it('maps text style fonts to CSS families', () => {
    expect(fontFamily('arial.ttf')).toBe("'arial', sans-serif");
    expect(fontFamily('txt.shx')).toBe('monospace');
    expect(fontFamily('romans.shx')).toBe('sans-serif');
    expect(fontFamily('simsun.ttc')).toBe("'simsun', serif");
  });
});
