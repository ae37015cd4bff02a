import { describe, expect, it } from 'vitest';
import type { PageGraphics, Segment, TextToken } from '../types.ts';
import { findSheetFurniture, furnitureTexts } from './furniture.ts';

const line = (x1: number, y1: number, x2: number, y2: number): Segment => ({
  a: { x: x1, y: y1 },
  b: { x: x2, y: y2 },
  dashed: false,
  width: 1,
});
const word = (text: string, x: number, y: number): TextToken => ({
  text,
  box: { x, y, w: 10, h: 2.5 },
  angle: 0,
  confidence: 1,
});

/** An A3-like sheet in mm: a frame of four strokes, a ruled title block in its lower-right corner. */
const sheet = (withBubble: boolean): PageGraphics => ({
  kind: 'vector',
  width: 420,
  height: 297,
  unitsPerMm: 1,
  texts: [
    word('P-101', 100, 100),
    word('PROJECT', 330, 262),
    word('P3.1415', 370, 262),
    word('SHEET', 330, 272),
    word('S-0001', 370, 272),
    word('1', 2, 150),
  ],
  segments: [
    line(10, 10, 410, 10),
    line(10, 287, 410, 287),
    line(10, 10, 10, 287),
    line(410, 10, 410, 287),
    line(320, 257, 410, 257),
    line(320, 267, 410, 267),
    line(320, 277, 410, 277),
    line(320, 257, 320, 287),
    line(360, 257, 360, 287),
    line(50, 100, 300, 100),
  ],
  circles: withBubble ? [{ c: { x: 340, y: 270 }, r: 5, filled: false }] : [],
  polygons: [],
});

describe('findSheetFurniture', () => {
  it('finds a frame drawn as strokes and the ruled title block along it; their texts are furniture', () => {
    const page = sheet(false);
    const f = findSheetFurniture(page);
    expect(f.frame).toEqual({ x: 10, y: 10, w: 400, h: 277 });
    expect(f.tables).toHaveLength(1);
    expect(
      furnitureTexts(page, f)
        .map((t) => t.text)
        .sort(),
    ).toEqual(['1', 'P3.1415', 'PROJECT', 'S-0001', 'SHEET']);
  });

  it('does not take a ruled area holding an instrument bubble for a table', () => {
    expect(findSheetFurniture(sheet(true)).tables).toHaveLength(0);
  });
});
