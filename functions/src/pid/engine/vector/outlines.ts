import { boxOfPoints, dist } from '../geometry.ts';
import type { Circle, Point, Polygon, Segment } from '../types.ts';

/** An open sub-path as drawn (one stroke), with the segments it was cut into. */
export interface Stroke {
  points: Point[];
  curved: boolean;
  segments: Segment[];
}

/** Strokes longer than this (in mm) are pipes or frames, not the pieces of a symbol's outline. */
const MAX_PIECE_MM = 150;
/** A loop of more strokes than this is a network of lines, not one outline. */
const MAX_PIECES = 24;

/** Is this closed run of points a circle (every point at one distance from the box centre)? */
export function roundAsCircle(points: Point[]): Circle | null {
  if (points.length < 8) return null;
  const box = boxOfPoints(points);
  const c = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const r = (box.w + box.h) / 4;
  if (r <= 0 || points.some((p) => Math.abs(dist(p, c) - r) > 0.08 * r)) return null;
  return { c, r, filled: false };
}

/**
 * Outlines drawn as several open strokes that meet end to end, with at least one curve among them:
 * a stadium bubble (two lines, two arcs), a circle of several arcs, a vessel with dished heads (two
 * sides, two arcs). A walk follows strokes through ends where exactly two strokes meet, so a pipe that
 * tees into an outline keeps the outline open and pipe networks are never taken for symbols. Straight
 * strokes alone are left as lines: four lines closing a rectangle may as well be pipes.
 */
export function closeOutlines(
  strokes: Stroke[],
  unitsPerMm: number,
): { circles: Circle[]; polygons: Polygon[]; used: Set<Segment> } {
  const tol = 0.2 * unitsPerMm;
  const pieces = strokes.filter((s) => {
    const b = boxOfPoints(s.points);
    return s.points.length >= 2 && Math.max(b.w, b.h) <= MAX_PIECE_MM * unitsPerMm;
  });
  const nodes: Point[] = [];
  const grid = new Map<string, number[]>();
  const cell = (v: number) => Math.floor(v / tol);
  const nodeOf = (p: Point): number => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const n of grid.get(`${cell(p.x) + dx},${cell(p.y) + dy}`) ?? [])
          if (dist(nodes[n] as Point, p) <= tol) return n;
    nodes.push(p);
    const key = `${cell(p.x)},${cell(p.y)}`;
    grid.set(key, [...(grid.get(key) ?? []), nodes.length - 1]);
    return nodes.length - 1;
  };
  const ends = pieces.map((s) => [
    nodeOf(s.points[0] as Point),
    nodeOf(s.points[s.points.length - 1] as Point),
  ]);
  const at = new Map<number, number[]>();
  ends.forEach(([a, b], i) => {
    at.set(a as number, [...(at.get(a as number) ?? []), i]);
    if (b !== a) at.set(b as number, [...(at.get(b as number) ?? []), i]);
  });
  const visited = new Set<number>();
  const circles: Circle[] = [];
  const polygons: Polygon[] = [];
  const used = new Set<Segment>();
  for (let start = 0; start < pieces.length; start++) {
    if (visited.has(start)) continue;
    const loop = walkLoop(start, ends, at);
    if (!loop) continue;
    for (const { i } of loop) visited.add(i);
    if (!loop.some(({ i }) => pieces[i]?.curved)) continue;
    const points: Point[] = [];
    for (const { i, forward } of loop) {
      const pts = (pieces[i] as Stroke).points;
      points.push(...(forward ? pts : [...pts].reverse()).slice(points.length ? 1 : 0));
    }
    if (points.length > 2 && dist(points[0] as Point, points[points.length - 1] as Point) <= tol)
      points.pop();
    for (const { i } of loop) for (const s of (pieces[i] as Stroke).segments) used.add(s);
    const circle = roundAsCircle(points);
    if (circle) circles.push(circle);
    else polygons.push({ points, filled: false });
  }
  return { circles, polygons, used };
}

/** From one stroke, the strokes met end to end back to its start, each with its walking direction. */
function walkLoop(
  start: number,
  ends: number[][],
  at: Map<number, number[]>,
): { i: number; forward: boolean }[] | null {
  const [first, second] = ends[start] as [number, number];
  if (first === second) return [{ i: start, forward: true }];
  const loop = [{ i: start, forward: true }];
  let node = second;
  let current = start;
  while (loop.length <= MAX_PIECES) {
    const there = at.get(node) ?? [];
    if (there.length !== 2) return null;
    const next = there[0] === current ? (there[1] as number) : (there[0] as number);
    if (next === start) return node === first ? loop : null;
    const [a, b] = ends[next] as [number, number];
    if (a === b) return null;
    loop.push({ i: next, forward: a === node });
    node = a === node ? b : a;
    current = next;
  }
  return null;
}
