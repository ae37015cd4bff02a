import { dist } from '../geometry.ts';
import type { Point, Polygon } from '../types.ts';

/** Where segments ab and cd cross (strictly inside both), or null. */
export function crossing(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: d.x - c.x, y: d.y - c.y };
  const den = r.x * s.y - r.y * s.x;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / den;
  const u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / den;
  if (t <= 0.01 || t >= 0.99 || u <= 0.01 || u >= 0.99) return null;
  return { x: a.x + t * r.x, y: a.y + t * r.y };
}

/**
 * The triangles a valve outline is drawn as. Most writers draw two triangles; ISO 10628 / DEXPI
 * draw one self-crossing path (a bow-tie: two sides and two crossing diagonals), and an angle valve
 * as one path through its waist twice. Both are cut into their triangles here, each keeping the
 * polygon it came from so the finder can mark that as used.
 */
export function valveTriangles(poly: Polygon): Polygon[] {
  const pts = poly.points;
  if (pts.length === 3) return [poly];
  if (pts.length === 4) {
    for (const i of [0, 1]) {
      const [p0, p1, p2, p3] = [0, 1, 2, 3].map((k) => pts[(i + k) % 4] as Point) as [
        Point,
        Point,
        Point,
        Point,
      ];
      const x = crossing(p0, p1, p2, p3);
      if (x)
        return [
          { points: [p3, p0, x], filled: poly.filled },
          { points: [p1, p2, x], filled: poly.filled },
        ];
    }
    return [];
  }
  if (pts.length === 6) {
    // One path visiting its waist twice: w a b w c d.
    const size = Math.max(...pts.map((p) => dist(p, pts[0] as Point)));
    for (let i = 0; i < 3; i++) {
      const w = pts[i] as Point;
      if (dist(w, pts[i + 3] as Point) > 0.02 * size) continue;
      const at = (k: number) => pts[(i + k) % 6] as Point;
      return [
        { points: [w, at(1), at(2)], filled: poly.filled },
        { points: [w, at(4), at(5)], filled: poly.filled },
      ];
    }
  }
  return [];
}
