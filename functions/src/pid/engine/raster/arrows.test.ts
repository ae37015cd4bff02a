import { describe, expect, it } from 'vitest';
import { boxOfPoints } from '../geometry.ts';
import { findSolidArrows } from './arrows.ts';

const W = 300;
/** A pipe 5 px thick across (or down) a blank image with a solid arrow 30 px long, 24 px wide on it. */
function pipeWithArrow(down: boolean, withArrow = true): Uint8Array {
  const bin = new Uint8Array(W * W);
  const set = (a: number, b: number) => {
    const [x, y] = down ? [b, a] : [a, b];
    bin[y * W + x] = 1;
  };
  for (let a = 20; a < 280; a++) for (let b = 148; b < 153; b++) set(a, b);
  if (withArrow)
    for (let i = 0; i < 30; i++) {
      const half = Math.round(12 * (1 - i / 30));
      for (let b = 150 - half; b <= 150 + half; b++) set(120 + i, b);
    }
  return bin;
}

describe('findSolidArrows', () => {
  it('finds an arrow the pipe runs through, across or down, and where it points', () => {
    for (const down of [false, true]) {
      const arrows = findSolidArrows(pipeWithArrow(down), W, W, 10);
      expect(arrows).toHaveLength(1);
      const box = boxOfPoints(arrows[0]?.points ?? []);
      const [length, base] = down ? [box.h, box.w] : [box.w, box.h];
      expect(length).toBeGreaterThan(25);
      expect(length).toBeLessThan(36);
      expect(base).toBeGreaterThan(18);
      const tip = arrows[0]?.points[1];
      expect(down ? tip?.y : tip?.x).toBeGreaterThan(140);
    }
  });

  it('finds nothing on a bare pipe', () => {
    expect(findSolidArrows(pipeWithArrow(false, false), W, W, 10)).toEqual([]);
  });
});
