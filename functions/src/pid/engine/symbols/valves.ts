import { boxOfPoints, dist, pointToSegment, unionBox } from '../geometry.ts';
import type { Box, Point, Polygon, Segment, ValveKind } from '../types.ts';
import type { FoundSymbol, SymbolContext } from './context.ts';
import { valveTriangles } from './valveParts.ts';

interface Triangle {
  poly: Polygon;
  /** The drawn polygon the triangle was cut from (itself, or a bow-tie path). */
  source: Polygon;
  apex: Point;
  /** Unit vector from the base midpoint to the apex. */
  dir: Point;
  size: number;
}

/** The vertex opposite the shortest side (the base) of a triangle is the apex a bow-tie meets at. */
function asTriangle(poly: Polygon, source: Polygon): Triangle | null {
  if (poly.points.length !== 3) return null;
  const [p0, p1, p2] = poly.points as [Point, Point, Point];
  const sides: [number, Point, Point, Point][] = [
    [dist(p1, p2), p0, p1, p2],
    [dist(p0, p2), p1, p0, p2],
    [dist(p0, p1), p2, p0, p1],
  ];
  // An isosceles bow-tie half: the base is the side whose opposite vertex is most nearly equidistant from its ends.
  const skew = ([, apex, b1, b2]: (typeof sides)[number]) => Math.abs(dist(apex, b1) - dist(apex, b2));
  sides.sort((a, b) => skew(a) - skew(b));
  const [, apex, b1, b2] = sides[0];
  const mid = { x: (b1.x + b2.x) / 2, y: (b1.y + b2.y) / 2 };
  const len = dist(mid, apex) || 1;
  return {
    poly,
    source,
    apex,
    dir: { x: (apex.x - mid.x) / len, y: (apex.y - mid.y) / len },
    size: Math.max(dist(b1, b2), len),
  };
}

const axisOf = (dir: Point): 'h' | 'v' => (Math.abs(dir.x) >= Math.abs(dir.y) ? 'h' : 'v');

/**
 * Valves: two triangles meeting point to point (the bow-tie) of valve size. A filled half is a
 * check valve; a dot at the waist a globe valve, a ring a ball valve; a stem from the waist to an
 * actuator makes it a control valve. Single small filled triangles on their own are flow arrows.
 */
export function findValves(ctx: SymbolContext): { valves: FoundSymbol[]; arrows: FoundSymbol[] } {
  const { page, mm } = ctx;
  const tris = page.polygons
    .filter((p) => !ctx.usedPolygons.has(p))
    .flatMap((p) => valveTriangles(p).map((t) => asTriangle(t, p)))
    .filter((t): t is Triangle => t !== null && t.size > 1 * mm && t.size < 12 * mm);
  const paired = new Set<Triangle>();
  const valves: FoundSymbol[] = [];
  for (const t of tris) {
    if (paired.has(t)) continue;
    const meets = (u: Triangle) =>
      u !== t &&
      !paired.has(u) &&
      dist(u.apex, t.apex) < 0.6 * mm &&
      Math.abs(u.size - t.size) < 0.4 * t.size;
    const facing = (u: Triangle) => t.dir.x * u.dir.x + t.dir.y * u.dir.y;
    // Apex to apex in line: a straight-through valve; at a right angle (both open): an angle valve.
    const mate =
      tris.find((u) => meets(u) && facing(u) < -0.9) ??
      tris.find((u) => meets(u) && Math.abs(facing(u)) < 0.2 && !t.poly.filled && !u.poly.filled);
    if (!mate) continue;
    paired.add(t);
    paired.add(mate);
    ctx.usedPolygons.add(t.source);
    ctx.usedPolygons.add(mate.source);
    const angle = facing(mate) > -0.5;
    const waist = { x: (t.apex.x + mate.apex.x) / 2, y: (t.apex.y + mate.apex.y) / 2 };
    let box = boxOfPoints([...t.poly.points, ...mate.poly.points]);
    let kind: ValveKind = angle ? 'angle' : t.poly.filled !== mate.poly.filled ? 'check' : 'gate';
    const dot = page.circles.find(
      (c) => !ctx.usedCircles.has(c) && dist(c.c, waist) < 0.5 * mm && c.r < 0.45 * t.size,
    );
    if (dot && kind === 'gate') {
      kind = dot.filled ? 'globe' : 'ball';
      ctx.usedCircles.add(dot);
    }
    const actuator = findActuator(ctx, waist, axisOf(t.dir), t.size);
    if (actuator) {
      kind = 'control';
      box = unionBox(box, actuator);
    }
    valves.push({
      type: 'valve',
      category: kind,
      tag: '',
      box,
      confidence: 0.95,
      fields: {},
      axis: axisOf(t.dir),
    });
  }
  const arrows = tris
    .filter((t) => !paired.has(t) && !ctx.usedPolygons.has(t.source) && t.poly.filled && t.size < 5 * mm)
    .map((t): FoundSymbol => {
      ctx.usedPolygons.add(t.source);
      return {
        type: 'flowArrow',
        category: 'arrow',
        tag: '',
        box: boxOfPoints(t.poly.points),
        confidence: 0.9,
        fields: {},
      };
    });
  return { valves, arrows };
}

/** A stem leaving the waist across the line, ending at a small closed shape or arc (the actuator). */
function findActuator(ctx: SymbolContext, waist: Point, axis: 'h' | 'v', size: number): Box | null {
  const { page } = ctx;
  const stem = page.segments.find((s) => {
    if (ctx.usedSegments.has(s) || s.dashed) return false;
    const across = axis === 'h' ? Math.abs(s.a.x - s.b.x) < 0.1 * size : Math.abs(s.a.y - s.b.y) < 0.1 * size;
    const len = dist(s.a, s.b);
    return (
      across &&
      len > 0.5 * size &&
      len < 3 * size &&
      Math.min(dist(s.a, waist), dist(s.b, waist)) < 0.15 * size
    );
  });
  if (!stem) return null;
  const top = dist(stem.a, waist) < dist(stem.b, waist) ? stem.b : stem.a;
  const head = page.polygons.find(
    (p) =>
      !ctx.usedPolygons.has(p) &&
      p.points.some((q, i) => {
        const next = p.points[(i + 1) % p.points.length] as Point;
        return pointToSegment(top, q, next).d < 0.15 * size;
      }),
  );
  const arc = page.circles.find(
    (c) => !ctx.usedCircles.has(c) && Math.abs(dist(c.c, top) - c.r) < 0.2 * size && c.r < 1.5 * size,
  );
  if (!head && !arc) return null;
  ctx.usedSegments.add(stem as Segment);
  if (head) {
    ctx.usedPolygons.add(head);
    return boxOfPoints([...head.points, top]);
  }
  if (arc) ctx.usedCircles.add(arc);
  return arc ? { x: arc.c.x - arc.r, y: arc.c.y - arc.r, w: 2 * arc.r, h: 2 * arc.r } : null;
}
