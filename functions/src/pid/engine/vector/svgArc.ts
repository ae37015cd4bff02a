import type { Point } from '../types.ts';

/**
 * An SVG elliptical arc (`A rx ry rotation large-arc sweep x y`) from `from` as cubic Bézier pieces of
 * at most 90° each, [c1, c2, end] per piece. Arcs must be read as curves, not chords: instrument
 * bubbles drawn as stadiums and vessel heads are arcs, and their outline only closes with the real
 * curve. The endpoint-to-centre conversion is SVG 1.1 appendix F.6.
 */
export function arcToBeziers(
  from: Point,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  largeArc: boolean,
  sweep: boolean,
  to: Point,
): [Point, Point, Point][] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (from.x === to.x && from.y === to.y)) return [[from, to, to]];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (from.x - to.x) / 2;
  const dy = (from.y - to.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  // Radii too small to reach the end point are scaled up (F.6.6).
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const k = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cx1 = (k * rx * y1) / ry;
  const cy1 = (-k * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from.x + to.x) / 2;
  const cy = sin * cx1 + cos * cy1 + (from.y + to.y) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const t = (4 / 3) * Math.tan(step / 4);
  const onEllipse = (a: number, dr = 0): Point => {
    // dr = ±1: the derivative direction, scaled by t, for the control points.
    const ex = dr === 0 ? rx * Math.cos(a) : -rx * Math.sin(a) * dr;
    const ey = dr === 0 ? ry * Math.sin(a) : ry * Math.cos(a) * dr;
    return { x: cos * ex - sin * ey + (dr === 0 ? cx : 0), y: sin * ex + cos * ey + (dr === 0 ? cy : 0) };
  };
  const out: [Point, Point, Point][] = [];
  let a0 = theta1;
  for (let i = 0; i < pieces; i++) {
    const a1 = a0 + step;
    const p0 = onEllipse(a0);
    const p1 = i === pieces - 1 ? to : onEllipse(a1);
    const d0 = onEllipse(a0, 1);
    const d1 = onEllipse(a1, 1);
    out.push([{ x: p0.x + t * d0.x, y: p0.y + t * d0.y }, { x: p1.x - t * d1.x, y: p1.y - t * d1.y }, p1]);
    a0 = a1;
  }
  return out;
}
