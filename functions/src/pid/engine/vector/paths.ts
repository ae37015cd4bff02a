import { boxOfPoints, dist } from '../geometry.ts';
import type { Circle, Point, Polygon, Segment } from '../types.ts';
import { closeOutlines, type Stroke } from './outlines.ts';

/** The operator codes this reader needs (pdf.js `OPS`), passed in so the walk is testable without pdf.js. */
export interface OpCodes {
  save: number;
  restore: number;
  transform: number;
  setLineWidth: number;
  setDash: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  endPath: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  setFillRGBColor: number;
}

/** pdf.js DrawOPS inside a constructPath's flat data array. */
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUAD = 3;
const CLOSE = 4;

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

const apply = (m: Matrix, x: number, y: number): Point => ({
  x: m[0] * x + m[2] * y + m[4],
  y: m[1] * x + m[3] * y + m[5],
});

interface SubPath {
  points: Point[];
  curved: boolean;
  closed: boolean;
}

export interface PathGraphics {
  segments: Segment[];
  circles: Circle[];
  polygons: Polygon[];
  /** The open sub-paths as drawn, for `withOutlines` to close outlines drawn in several strokes. */
  strokes?: Stroke[];
}

/**
 * Closes outlines drawn as several strokes meeting end to end (stadium bubbles, circles of several
 * arcs, vessels of sides and heads) into circles and polygons, their strokes no longer lines.
 */
export function withOutlines(g: PathGraphics, unitsPerMm: number): PathGraphics {
  const { circles, polygons, used } = closeOutlines(g.strokes ?? [], unitsPerMm);
  return {
    segments: used.size ? g.segments.filter((s) => !used.has(s)) : g.segments,
    circles: [...g.circles, ...circles],
    polygons: [...g.polygons, ...polygons],
  };
}

/**
 * Drops what lies wholly outside the page (0..width × 0..height): writers leave symbol-library
 * copies and construction geometry beyond the crop box, where nothing prints and no symbol belongs.
 */
export function onPage(g: PathGraphics, width: number, height: number): PathGraphics {
  const visible = (points: Point[]) => {
    const b = boxOfPoints(points);
    return b.x <= width && b.y <= height && b.x + b.w >= 0 && b.y + b.h >= 0;
  };
  return {
    segments: g.segments.filter((s) => visible([s.a, s.b])),
    circles: g.circles.filter((c) =>
      visible([
        { x: c.c.x - c.r, y: c.c.y - c.r },
        { x: c.c.x + c.r, y: c.c.y + c.r },
      ]),
    ),
    polygons: g.polygons.filter((p) => visible(p.points)),
  };
}

/** A closed curved sub-path whose points all lie at one distance from their centroid is a circle. */
function asCircle(sp: SubPath, filled: boolean): Circle | null {
  // Curves, or a ring of many short lines (some writers flatten circles themselves).
  if (sp.points.length < (sp.curved ? 8 : 12)) return null;
  // The bounding box centre, not the centroid: writers split a circle into unequal arcs.
  const box = boxOfPoints(sp.points);
  const c = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const r = (box.w + box.h) / 4;
  const radii = sp.points.map((p) => dist(p, c));
  if (r <= 0 || radii.some((v) => Math.abs(v - r) > 0.08 * r)) return null;
  const closes = dist(sp.points[0] as Point, sp.points[sp.points.length - 1] as Point) < 0.1 * r;
  return closes || sp.closed ? { c, r, filled } : null;
}

/**
 * Walks a pdf.js operator list: tracks save/restore/transform and form-XObject matrices (pdf.js hands
 * the raw content-stream coordinates), flattens curves, and sorts each sub-path into straight
 * segments, circles or closed polygons. `base` maps PDF space to the page (the viewport transform).
 */
export function pathsFromOperatorList(
  fnArray: ArrayLike<number>,
  argsArray: ArrayLike<unknown>,
  ops: OpCodes,
  base: Matrix,
): PathGraphics {
  const out: PathGraphics = { segments: [], circles: [], polygons: [], strokes: [] };
  let ctm = base;
  let width = 1;
  let dashed = false;
  // A fill counts as a solid symbol part only in a dark colour (white fills are symbol backgrounds).
  let darkFill = true;
  const stack: { ctm: Matrix; width: number; dashed: boolean; darkFill: boolean }[] = [];
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === ops.save || fn === ops.paintFormXObjectBegin) {
      stack.push({ ctm, width, dashed, darkFill });
      if (fn === ops.paintFormXObjectBegin && Array.isArray(args?.[0]))
        ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === ops.restore || fn === ops.paintFormXObjectEnd) {
      const s = stack.pop();
      if (s) ({ ctm, width, dashed, darkFill } = s);
    } else if (fn === ops.transform && args) {
      ctm = multiply(ctm, args as Matrix);
    } else if (fn === ops.setFillRGBColor && args) {
      darkFill = isDark(args[0]);
    } else if (fn === ops.setLineWidth && args) {
      width = Number(args[0]);
    } else if (fn === ops.setDash && args) {
      const pattern = args[0] as number[];
      dashed = Array.isArray(pattern) && pattern.length > 0 && pattern.some((v) => v > 0);
    } else if (fn === ops.constructPath && args) {
      const paint = args[0] as number;
      if (paint === ops.endPath) continue;
      const data = (args[1] as ArrayLike<number>[] | undefined)?.[0];
      if (!data) continue;
      const filled =
        darkFill &&
        [
          ops.fill,
          ops.eoFill,
          ops.fillStroke,
          ops.eoFillStroke,
          ops.closeFillStroke,
          ops.closeEOFillStroke,
        ].includes(paint);
      const scale = Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
      emitSubPaths(walkPathData(data, ctm), filled, { width: width * scale, dashed }, out);
    }
  }
  return dedupe(out);
}

function isDark(colour: unknown): boolean {
  if (typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return true;
  const v = Number.parseInt(colour.slice(1), 16);
  const lum = (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
  return lum < 0.45;
}

/** A shape filled and then stroked arrives twice: keep one, filled if either was. */
function dedupe(g: PathGraphics): PathGraphics {
  const circles = new Map<string, Circle>();
  for (const c of g.circles) {
    const key = `${Math.round(c.c.x)},${Math.round(c.c.y)},${Math.round(c.r * 2)}`;
    const had = circles.get(key);
    circles.set(key, had ? { ...had, filled: had.filled || c.filled } : c);
  }
  const polygons = new Map<string, Polygon>();
  for (const p of g.polygons) {
    const key = p.points.map((q) => `${Math.round(q.x)},${Math.round(q.y)}`).join(';');
    const had = polygons.get(key);
    polygons.set(key, had ? { ...had, filled: had.filled || p.filled } : p);
  }
  return {
    segments: g.segments,
    circles: [...circles.values()],
    polygons: [...polygons.values()],
    strokes: g.strokes,
  };
}

function walkPathData(data: ArrayLike<number>, m: Matrix): SubPath[] {
  const subs: SubPath[] = [];
  let cur: SubPath | null = null;
  let last: Point = { x: 0, y: 0 };
  const at = (x: number, y: number) => apply(m, x, y);
  for (let i = 0; i < data.length; ) {
    const op = data[i++];
    if (op === MOVE) {
      last = at(data[i++] as number, data[i++] as number);
      cur = { points: [last], curved: false, closed: false };
      subs.push(cur);
    } else if (op === LINE) {
      last = at(data[i++] as number, data[i++] as number);
      cur?.points.push(last);
    } else if (op === CURVE || op === QUAD) {
      const n = op === CURVE ? 3 : 2;
      const ctrl: Point[] = [last];
      for (let k = 0; k < n; k++) ctrl.push(at(data[i++] as number, data[i++] as number));
      // Eight points per curve: enough to tell a circle and to draw an arc's chord.
      for (let k = 1; k <= 8; k++) cur?.points.push(bezier(ctrl, k / 8));
      if (cur) cur.curved = true;
      last = ctrl[ctrl.length - 1] as Point;
    } else if (op === CLOSE) {
      if (cur) {
        cur.closed = true;
        last = cur.points[0] as Point;
      }
    } else {
      break;
    }
  }
  return subs;
}

function bezier(ctrl: Point[], t: number): Point {
  let pts = ctrl;
  while (pts.length > 1) {
    const next: Point[] = [];
    for (let k = 0; k + 1 < pts.length; k++) {
      const p = pts[k] as Point;
      const q = pts[k + 1] as Point;
      next.push({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
    }
    pts = next;
  }
  return pts[0] as Point;
}

function emitSubPaths(
  subs: SubPath[],
  filled: boolean,
  style: { width: number; dashed: boolean },
  out: PathGraphics,
): void {
  for (const sp of subs) {
    if (sp.points.length < 2) continue;
    const circle = asCircle(sp, filled);
    if (circle) {
      out.circles.push(circle);
      continue;
    }
    const first = sp.points[0] as Point;
    const lastPoint = sp.points[sp.points.length - 1] as Point;
    const closed = sp.closed || (sp.points.length >= 4 && dist(first, lastPoint) < 1e-6);
    if ((closed || filled) && sp.points.length >= 3 && !sp.curved) {
      const pts = closed && dist(first, lastPoint) < 1e-6 ? sp.points.slice(0, -1) : sp.points;
      out.polygons.push({ points: pts, filled });
      continue;
    }
    const segments: Segment[] = [];
    for (let k = 0; k + 1 < sp.points.length; k++) {
      const a = sp.points[k] as Point;
      const b = sp.points[k + 1] as Point;
      if (dist(a, b) > 1e-6) segments.push({ a, b, dashed: style.dashed, width: style.width });
    }
    if (sp.closed && dist(first, lastPoint) > 1e-6) {
      segments.push({ a: lastPoint, b: first, dashed: style.dashed, width: style.width });
    }
    out.segments.push(...segments);
    if (!sp.closed && !style.dashed && segments.length)
      out.strokes?.push({ points: sp.points, curved: sp.curved, segments });
  }
}
