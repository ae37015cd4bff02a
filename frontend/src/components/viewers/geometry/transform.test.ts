import { describe, expect, it } from 'vitest';
import type { Rotation } from '../types.ts';
import {
  applyMatrix,
  invert,
  matrixToCss,
  multiply,
  normalizeRotation,
  pageToView,
  pageToViewMatrix,
  rotateClockwise,
  viewSize,
  viewToPage,
} from './transform.ts';

const page = { width: 200, height: 100 };

describe('page ↔ view transforms', () => {
  it('maps the page corners into the view box for every rotation', () => {
    const expected: Record<Rotation, [number, number][]> = {
      // corners: top-left, top-right, bottom-right, bottom-left of the page, at scale 2
      0: [
        [0, 0],
        [400, 0],
        [400, 200],
        [0, 200],
      ],
      90: [
        [200, 0],
        [200, 400],
        [0, 400],
        [0, 0],
      ],
      180: [
        [400, 200],
        [0, 200],
        [0, 0],
        [400, 0],
      ],
      270: [
        [0, 400],
        [0, 0],
        [200, 0],
        [200, 400],
      ],
    };
    const corners = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 200, y: 100 },
      { x: 0, y: 100 },
    ];
    for (const rotation of [0, 90, 180, 270] as Rotation[]) {
      const g = { ...page, scale: 2, rotation };
      const got = corners.map((c) => pageToView(c, g)).map((p) => [p.x, p.y]);
      expect(got.map(([x, y]) => [x + 0, y + 0])).toEqual(expected[rotation]);
    }
  });

  it('gives the rotated view size', () => {
    expect(viewSize({ ...page, scale: 1.5, rotation: 0 })).toEqual({ width: 300, height: 150 });
    expect(viewSize({ ...page, scale: 1.5, rotation: 90 })).toEqual({ width: 150, height: 300 });
    expect(viewSize({ ...page, scale: 0.5, rotation: 270 })).toEqual({ width: 50, height: 100 });
  });

  it('round-trips view → page → view under zoom and rotation', () => {
    for (const rotation of [0, 90, 180, 270] as Rotation[]) {
      for (const scale of [0.5, 1, 1.25, 4]) {
        const g = { ...page, scale, rotation };
        const p = { x: 37.5, y: 81.25 };
        const back = viewToPage(pageToView(p, g), g);
        expect(back.x).toBeCloseTo(p.x, 9);
        expect(back.y).toBeCloseTo(p.y, 9);
      }
    }
  });

  it('keeps a shape in place on the page when the view rotates', () => {
    // A click at the view's top-left corner lands on a different page corner per rotation.
    expect(viewToPage({ x: 0, y: 0 }, { ...page, scale: 1, rotation: 90 })).toEqual({ x: 0, y: 100 });
    expect(viewToPage({ x: 0, y: 0 }, { ...page, scale: 1, rotation: 180 })).toEqual({ x: 200, y: 100 });
    expect(viewToPage({ x: 0, y: 0 }, { ...page, scale: 1, rotation: 270 })).toEqual({ x: 200, y: 0 });
  });

  it('inverts and composes matrices', () => {
    const m = pageToViewMatrix({ ...page, scale: 3, rotation: 90 });
    const id = multiply(m, invert(m));
    [1, 0, 0, 1, 0, 0].forEach((v, i) => {
      expect(id[i]).toBeCloseTo(v, 12);
    });
    const moved = multiply([1, 0, 0, 1, 10, 20], m);
    expect(applyMatrix(moved, { x: 0, y: 0 })).toEqual({ x: 310, y: 20 });
    expect(() => invert([0, 0, 0, 0, 1, 1])).toThrow();
    expect(matrixToCss([0, 1.5, -1.5, 0, 150, 0])).toBe('matrix(0,1.5,-1.5,0,150,0)');
  });

  it('normalises rotations to quarter turns', () => {
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(450)).toBe(90);
    expect(normalizeRotation(359)).toBe(0);
    expect(rotateClockwise(270)).toBe(0);
  });
});
