import { describe, expect, it } from 'vitest';
import { components, findArrows } from './shapes.ts';

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
