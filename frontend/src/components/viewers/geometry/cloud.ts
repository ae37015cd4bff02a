import type { Point } from '../types.ts';
import { type Box, boxOf, type PathCommand } from './path.ts';

/**
 * A revision cloud around the rectangle a–b: each edge is split into equal scallops (about `arc` long)
 * that bulge outwards, drawn clockwise from the top-left corner. Each scallop is one cubic Bézier whose
 * control points sit 4/3·r out, which puts the top of the bump at r = half the scallop length.
 */
export function cloudPath(a: Point, b: Point, arc: number): PathCommand[] {
  const box = boxOf(a, b);
  const corners: Point[] = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  const commands: PathCommand[] = [{ op: 'M', p: corners[0] }];
  for (let i = 0; i < 4; i++) {
    const from = corners[i];
    const to = corners[(i + 1) % 4];
    commands.push(...edgeScallops(from, to, arc));
  }
  commands.push({ op: 'Z' });
  return commands;
}

/** The scallop count for an edge: at least one, about one per `arc`. */
export function scallopCount(length: number, arc: number): number {
  return Math.max(1, Math.round(length / Math.max(arc, 1e-6)));
}

function edgeScallops(from: Point, to: Point, arc: number): PathCommand[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return [];
  const n = scallopCount(length, arc);
  // Clockwise in y-down coordinates: the outward normal of the direction (dx, dy) is (dy, -dx).
  const nx = dy / length;
  const ny = -dx / length;
  const lift = (4 / 3) * (length / n / 2);
  const out: PathCommand[] = [];
  for (let i = 0; i < n; i++) {
    const p0 = { x: from.x + (dx * i) / n, y: from.y + (dy * i) / n };
    const p1 = { x: from.x + (dx * (i + 1)) / n, y: from.y + (dy * (i + 1)) / n };
    out.push({
      op: 'C',
      c1: { x: p0.x + nx * lift, y: p0.y + ny * lift },
      c2: { x: p1.x + nx * lift, y: p1.y + ny * lift },
      p: p1,
    });
  }
  return out;
}

/** How far the scallops reach outside the box (for bounds and hit-testing). */
export function cloudOutset(box: Box, arc: number): number {
  const bump = (length: number) => (length === 0 ? 0 : length / scallopCount(length, arc) / 2);
  return Math.max(bump(box.width), bump(box.height));
}
