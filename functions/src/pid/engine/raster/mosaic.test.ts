import { describe, expect, it } from 'vitest';
import { buildMosaic } from './mosaic.ts';

describe('buildMosaic', () => {
  it('maps a box found on a piece, upright or turned, back onto the page', () => {
    const width = 200;
    const height = 100;
    const data = new Uint8Array(width * height).fill(255);
    // A dark 4 × 2 mark at (30, 10) inside a turned piece (20, 0, 20 × 60) and one at (120, 50) upright.
    for (const [x, y, w, h] of [
      [30, 10, 4, 2],
      [120, 50, 4, 2],
    ] as const)
      for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) data[(y + dy) * width + x + dx] = 0;
    const m = buildMosaic(
      { width, height, data },
      [
        { box: { x: 20, y: 0, w: 20, h: 60 }, turned: true },
        { box: { x: 100, y: 40, w: 40, h: 20 }, turned: false },
      ],
      8,
      200,
    );
    const dark: { x: number; y: number }[] = [];
    for (let y = 0; y < m.image.height; y++)
      for (let x = 0; x < m.image.width; x++)
        if (m.image.data[y * m.image.width + x] === 0) dark.push({ x, y });
    const boxOf = (pts: { x: number; y: number }[]) => {
      const xs = pts.map((p) => p.x);
      const ys = pts.map((p) => p.y);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      return { x, y, w: Math.max(...xs) - x + 1, h: Math.max(...ys) - y + 1 };
    };
    const marks = dark.map((p) => ({ p, at: m.toPage({ ...p, w: 1, h: 1 }) }));
    const turned = marks.filter((k) => k.at?.index === 0).map((k) => k.p);
    const upright = marks.filter((k) => k.at?.index === 1).map((k) => k.p);
    // Turned clockwise, the 4 × 2 mark is 2 wide and 4 high on the mosaic and maps back as it was.
    expect(boxOf(turned)).toMatchObject({ w: 2, h: 4 });
    expect(m.toPage(boxOf(turned))?.box).toEqual({ x: 30, y: 10, w: 4, h: 2 });
    expect(m.toPage(boxOf(upright))?.box).toEqual({ x: 120, y: 50, w: 4, h: 2 });
  });
});
