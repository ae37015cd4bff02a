import { describe, expect, it } from 'vitest';
import { components, findArrows, findRings } from './shapes.ts';
import { blankPage } from './testDraw.ts';

/** A solid triangle on a blank 60 × 60 image: base `base` wide at one side, pointing `to`. */
function arrowImage(to: 'down' | 'right'): Uint8Array {
  const W = 60;
  const bin = new Uint8Array(W * W);
  for (let i = 0; i <= 12; i++) {
    const half = Math.round((6 * (12 - i)) / 12);
    for (let j = -half; j <= half; j++) {
      const [x, y] = to === 'down' ? [26 + j, 20 + i] : [20 + i, 26 + j];
      bin[y * W + x] = 1;
    }
  }
  return bin;
}

describe('findArrows', () => {
  it('finds flow arrows pointing down as well as across, pointing to their thin side', () => {
    for (const to of ['down', 'right'] as const) {
      const bin = arrowImage(to);
      const arrows = findArrows(bin, 60, 60, components(bin, 60, 60, 1), 5, 20);
      expect(arrows).toHaveLength(1);
      const [, tip] = arrows[0]?.points ?? [];
      if (to === 'down') expect(tip?.y).toBeGreaterThan(28);
      else expect(tip?.x).toBeGreaterThan(28);
    }
  });
});

describe('findRings', () => {
  it('finds a bubble with a signal-line dash on top and a mark touching its side', () => {
    // A ring 30 px in radius with a dash standing on it and a short stroke touching it at the left: one
    // component 10 px taller and 12 px wider than the ring, whose own centre and size are off.
    const page = blankPage(160, 160);
    page.ring({ x: 90, y: 90 }, 30, 3);
    page.line({ x: 90, y: 50 }, { x: 90, y: 60 }, 3);
    page.line({ x: 48, y: 80 }, { x: 61, y: 86 }, 3);
    const rings = findRings(page.bin, 160, 160, components(page.bin, 160, 160, 2), 20, 60);
    expect(rings).toHaveLength(1);
    expect(rings[0]?.c.x).toBeCloseTo(90, -1);
    expect(rings[0]?.c.y).toBeCloseTo(90, -1);
    expect(rings[0]?.r).toBeCloseTo(30, -1);
  });
});
