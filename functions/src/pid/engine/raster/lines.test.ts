import { describe, expect, it } from 'vitest';
import { findStraightLines } from './lines.ts';
import { components, findRings } from './shapes.ts';

function canvas(width: number, height: number) {
  const bin = new Uint8Array(width * height);
  const set = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) bin[Math.round(y) * width + Math.round(x)] = 1;
  };
  return { bin, set };
}

describe('raster strokes and rings', () => {
  it('finds a horizontal and a vertical stroke but not the top of a circle or a solid dot', () => {
    const { bin, set } = canvas(300, 200);
    for (let x = 10; x < 290; x++) for (let t = 0; t < 3; t++) set(x, 50 + t);
    for (let y = 60; y < 190; y++) for (let t = 0; t < 3; t++) set(20 + t, y);
    for (let a = 0; a < 2 * Math.PI; a += 0.002)
      for (let r = 38; r < 41; r++) set(200 + r * Math.cos(a), 130 + r * Math.sin(a));
    for (let y = -8; y <= 8; y++)
      for (let x = -8; x <= 8; x++) if (x * x + y * y <= 64) set(100 + x, 150 + y);
    const lines = findStraightLines(bin, 300, 200, 12, 6);
    expect(lines).toHaveLength(2);
    const rings = findRings(bin, 300, 200, components(bin, 300, 200, 1), 20, 60);
    expect(rings.some((r) => Math.abs(r.c.x - 200) < 3 && Math.abs(r.r - 39.5) < 3)).toBe(true);
  });
});
