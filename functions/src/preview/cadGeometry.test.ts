import { describe, expect, it } from 'vitest';
import {
  apply,
  arcPoints,
  bulgeArc,
  catmullRomBeziers,
  ccwSweep,
  ellipsePoint,
  multiply,
  rotate,
  sampleBSpline,
  scale,
  translate,
} from './cadGeometry.ts';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('matrices', () => {
  it('applies the right operand first', () => {
    const m = multiply(translate(10, 0), rotate(Math.PI / 2));
    close(apply(m, { x: 1, y: 0 }), { x: 10, y: 1 });
    close(apply(multiply(scale(2, 3), translate(1, 1)), { x: 0, y: 0 }), { x: 2, y: 3 });
  });
});

describe('arcs', () => {
  it('measures counter-clockwise sweeps in (0, 2π]', () => {
    expect(ccwSweep(0, Math.PI / 2)).toBeCloseTo(Math.PI / 2);
    expect(ccwSweep(Math.PI * 1.5, Math.PI / 2)).toBeCloseTo(Math.PI);
    expect(ccwSweep(1, 1)).toBeCloseTo(Math.PI * 2);
  });

  it('includes the quadrant points an arc passes in its samples', () => {
    const points = arcPoints({ x: 0, y: 0 }, 1, -0.1, 0.1);
    expect(points.some((p) => Math.abs(p.x - 1) < 1e-12 && Math.abs(p.y) < 1e-12)).toBe(true);
    expect(arcPoints({ x: 0, y: 0 }, 1, 0.1, 0.2)).toHaveLength(2);
  });

  it('turns a bulge of 1 into a counter-clockwise half circle on the chord', () => {
    const arc = bulgeArc({ x: 0, y: 0 }, { x: 2, y: 0 }, 1);
    expect(arc.radius).toBeCloseTo(1);
    close(arc.center, { x: 1, y: 0 });
    expect(arc.sweep).toBe(1);
    expect(arc.large).toBe(0);
  });

  it('puts the centre of a small clockwise bulge on the right of the chord', () => {
    const b = Math.tan(Math.PI / 8); // a quarter circle
    const arc = bulgeArc({ x: 0, y: 0 }, { x: 1, y: 1 }, -b);
    expect(arc.radius).toBeCloseTo(1);
    close(arc.center, { x: 1, y: 0 });
    expect(arc.sweep).toBe(0);
    expect(bulgeArc({ x: 0, y: 0 }, { x: 1, y: 0 }, 2).large).toBe(1);
  });

  it('places ellipse points from the major axis and ratio', () => {
    const c = { x: 1, y: 1 };
    close(ellipsePoint(c, { x: 2, y: 0 }, 0.5, 0), { x: 3, y: 1 });
    close(ellipsePoint(c, { x: 2, y: 0 }, 0.5, Math.PI / 2), { x: 1, y: 2 });
    close(ellipsePoint(c, { x: 0, y: 2 }, 0.5, Math.PI / 2), { x: 0, y: 1 });
  });
});

describe('splines', () => {
  it('evaluates a clamped cubic from its first to its last control point', () => {
    const control = [
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 3, y: 2 },
      { x: 4, y: 0 },
    ];
    const points = sampleBSpline(3, control, [0, 0, 0, 0, 1, 1, 1, 1])!;
    close(points[0]!, control[0]!);
    close(points.at(-1)!, control[3]!);
    // A cubic Bézier's midpoint: (P0 + 3P1 + 3P2 + P3) / 8.
    close(points[4]!, { x: 2, y: 1.5 });
  });

  it('weights rational splines (a quarter circle)', () => {
    const w = Math.SQRT1_2;
    const points = sampleBSpline(
      2,
      [
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ],
      [0, 0, 0, 1, 1, 1],
      [1, w, 1],
    )!;
    for (const p of points) expect(Math.hypot(p.x, p.y)).toBeCloseTo(1, 9);
  });

  it('refuses knot vectors that do not fit', () => {
    expect(
      sampleBSpline(
        3,
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ],
        [0, 1],
      ),
    ).toBeNull();
  });

  it('passes Catmull-Rom curves through every fit point', () => {
    const fit = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 0 },
    ];
    const curves = catmullRomBeziers(fit, false);
    expect(curves.map((c) => c.to)).toEqual([fit[1], fit[2]]);
    expect(catmullRomBeziers(fit, true)).toHaveLength(3);
  });
});
