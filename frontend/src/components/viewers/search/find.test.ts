import { describe, expect, it } from 'vitest';
import { findHits, runQuad, stepHit } from './find.ts';

describe('findHits', () => {
  it('finds every occurrence, ignoring case', () => {
    const hits = findHits(['PT-101 and pt-101', 'xPt-101'], 'pt-101', false);
    expect(hits).toEqual([
      { parts: [{ item: 0, start: 0, end: 6 }] },
      { parts: [{ item: 0, start: 11, end: 17 }] },
      { parts: [{ item: 1, start: 1, end: 7 }] },
    ]);
  });

  it('finds text split over several items when joining (PDF runs)', () => {
    const hits = findHits(['FV-', '20', '1 gate'], 'fv-201', true);
    expect(hits).toEqual([
      {
        parts: [
          { item: 0, start: 0, end: 3 },
          { item: 1, start: 0, end: 2 },
          { item: 2, start: 0, end: 1 },
        ],
      },
    ]);
    expect(findHits(['FV-', '201'], 'fv-201', false)).toEqual([]);
  });

  it('finds Chinese text and ignores empty queries', () => {
    expect(findHits(['进料泵', '泵'], '泵', false)).toHaveLength(2);
    expect(findHits(['abc'], '   ', true)).toEqual([]);
  });

  it('does not count overlapping occurrences twice', () => {
    expect(findHits(['aaaa'], 'aa', false)).toHaveLength(2);
  });

  it('keeps offsets right when lower-casing changes a length', () => {
    const hits = findHits(['İstanbul PT-1'], 'PT-1', true);
    expect(hits).toEqual([{ parts: [{ item: 0, start: 9, end: 13 }] }]);
  });
});

describe('stepHit', () => {
  it('wraps around both ways', () => {
    expect(stepHit(-1, 3, 1)).toBe(0);
    expect(stepHit(-1, 3, -1)).toBe(2);
    expect(stepHit(2, 3, 1)).toBe(0);
    expect(stepHit(0, 3, -1)).toBe(2);
    expect(stepHit(0, 0, 1)).toBe(-1);
  });
});

describe('runQuad', () => {
  it('covers the matched characters of a horizontal run', () => {
    // 10-unit font at (100, 200) in viewport space (y down: "up" is −y)
    const quad = runQuad([10, 0, 0, -10, 100, 200], 60, 6, 2, 4);
    expect(quad[0].x).toBeCloseTo(120);
    expect(quad[1].x).toBeCloseTo(140);
    expect(quad[0].y).toBeCloseTo(202.2);
    expect(quad[2].y).toBeCloseTo(191);
  });

  it('follows vertical text', () => {
    // text running upwards: direction (0, −1)
    const quad = runQuad([0, -10, -10, 0, 50, 300], 40, 4, 0, 4);
    expect(quad[0]).toEqual({ x: 52.2, y: 300 });
    expect(quad[1].y).toBeCloseTo(260);
    expect(quad[2].x).toBeCloseTo(41);
  });
});
