import { boxOfPoints, contains } from '../geometry.ts';
import type { Box, PageGraphics, Point, Segment, TextToken } from '../types.ts';
import { tokenCentre } from './context.ts';

/** The drawing's frame and the ruled tables along it (the title block, revision and equipment tables). */
export interface SheetFurniture {
  frame: Box | null;
  tables: Box[];
}

const isRect = (pts: Point[], tol: number) => {
  if (pts.length !== 4) return false;
  return pts.every((p, i) => {
    const q = pts[(i + 1) % 4] as Point;
    return Math.abs(p.x - q.x) < tol || Math.abs(p.y - q.y) < tol;
  });
};

/**
 * The frame: the innermost rectangle spanning most of the page, drawn as one outline or as long
 * strokes (two across, two down). Null when the sheet has none.
 */
function findFrame(page: PageGraphics, rulings: Segment[]): Box | null {
  const tol = 0.5 * page.unitsPerMm;
  const big = (b: Box) => b.w > 0.6 * page.width && b.h > 0.6 * page.height;
  const outlines = page.polygons
    .filter((p) => isRect(p.points, tol))
    .map((p) => boxOfPoints(p.points))
    .filter(big);
  if (outlines.length) return outlines.reduce((a, b) => (b.w * b.h < a.w * a.h ? b : a));
  const across = rulings.filter((s) => Math.abs(s.a.x - s.b.x) > 0.6 * page.width);
  const down = rulings.filter((s) => Math.abs(s.a.y - s.b.y) > 0.6 * page.height);
  if (across.length < 2 || down.length < 2) return null;
  // The innermost of each side: the lowest top rule, the highest bottom rule, and so on.
  const ys = across.map((s) => s.a.y);
  const xs = down.map((s) => s.a.x);
  const mid = { x: page.width / 2, y: page.height / 2 };
  const top = Math.max(...ys.filter((y) => y < mid.y));
  const bottom = Math.min(...ys.filter((y) => y > mid.y));
  const left = Math.max(...xs.filter((x) => x < mid.x));
  const right = Math.min(...xs.filter((x) => x > mid.x));
  if (![top, bottom, left, right].every(Number.isFinite)) return null;
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** Axis-aligned strokes and the sides of axis-aligned rectangles: what tables are ruled with. */
function rulingsOf(page: PageGraphics): Segment[] {
  const tol = 0.3 * page.unitsPerMm;
  const out = page.segments.filter(
    (s) => !s.dashed && (Math.abs(s.a.x - s.b.x) < tol || Math.abs(s.a.y - s.b.y) < tol),
  );
  for (const p of page.polygons) {
    if (p.filled || !isRect(p.points, tol)) continue;
    p.points.forEach((a, i) => {
      out.push({ a, b: p.points[(i + 1) % 4] as Point, dashed: false, width: 0 });
    });
  }
  return out;
}

/**
 * Finds the sheet's furniture: the frame, and ruled tables along its bottom or right edge (the title
 * block with its drawing and project numbers, revision blocks, DEXPI's equipment tables). A table is a
 * connected group of ruling lines (not the frame's own) with several parallel rules across it, text
 * inside, no instrument bubble inside, and not too big a share of the sheet. Its texts name the sheet,
 * not symbols on it.
 */
export function findSheetFurniture(page: PageGraphics): SheetFurniture {
  const mm = page.unitsPerMm;
  const rulings = rulingsOf(page);
  const frame = findFrame(page, rulings);
  // Without a frame, the drawn extent stands in: a table in its corner still sits along the border.
  const pts = page.segments.flatMap((s) => [s.a, s.b]).concat(page.polygons.flatMap((p) => p.points));
  const edge = frame ?? (pts.length ? boxOfPoints(pts) : null);
  if (!edge) return { frame, tables: [] };
  const onFrame = (s: Segment) =>
    [edge.x, edge.x + edge.w].some((x) => Math.abs(s.a.x - x) < mm && Math.abs(s.b.x - x) < mm) ||
    [edge.y, edge.y + edge.h].some((y) => Math.abs(s.a.y - y) < mm && Math.abs(s.b.y - y) < mm);
  const inner = rulings.filter((s) => !onFrame(s) && Math.hypot(s.a.x - s.b.x, s.a.y - s.b.y) > 2 * mm);
  const groups = connectedGroups(inner, 0.6 * mm);
  const tables: Box[] = [];
  for (const group of groups) {
    const box = boxOfPoints(group.flatMap((s) => [s.a, s.b]));
    if (box.w > 0.55 * edge.w || box.h > 0.4 * edge.h || box.w < 15 * mm || box.h < 6 * mm) continue;
    const nearBottom = Math.abs(box.y + box.h - (edge.y + edge.h)) < 3 * mm;
    const nearRight = Math.abs(box.x + box.w - (edge.x + edge.w)) < 3 * mm;
    if (!nearBottom && !nearRight) continue;
    const across = group.filter(
      (s) => Math.abs(s.a.y - s.b.y) < 0.3 * mm && Math.abs(s.a.x - s.b.x) > 0.1 * box.w,
    );
    const rows = new Set(across.map((s) => Math.round(s.a.y / mm)));
    if (rows.size < 3) continue;
    const words = page.texts.filter((t) => contains(box, tokenCentre(t))).length;
    if (words < 4) continue;
    if (page.circles.some((c) => !c.filled && c.r > 2.5 * mm && contains(box, c.c))) continue;
    tables.push(box);
  }
  return { frame, tables };
}

/** Segments grouped by touching (an end on or near another segment, or crossing it). */
function connectedGroups(segs: Segment[], tol: number): Segment[][] {
  const parent = segs.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    parent[i] = r;
    return r;
  };
  const boxes = segs.map((s) => boxOfPoints([s.a, s.b]));
  const order = segs.map((_, i) => i).sort((a, b) => (boxes[a] as Box).x - (boxes[b] as Box).x);
  for (let oi = 0; oi < order.length; oi++) {
    const i = order[oi] as number;
    const bi = boxes[i] as Box;
    for (let oj = oi + 1; oj < order.length; oj++) {
      const j = order[oj] as number;
      const bj = boxes[j] as Box;
      if (bj.x > bi.x + bi.w + tol) break;
      if (bj.y > bi.y + bi.h + tol || bi.y > bj.y + bj.h + tol) continue;
      // Axis-aligned: touching boxes (grown by tol) is touching segments.
      parent[find(i)] = find(j);
    }
  }
  const out = new Map<number, Segment[]>();
  segs.forEach((s, i) => {
    const r = find(i);
    out.set(r, [...(out.get(r) ?? []), s]);
  });
  return [...out.values()];
}

/** Texts that belong to the sheet, not the drawing: outside the frame, or in a table along it. */
export function furnitureTexts(page: PageGraphics, f: SheetFurniture): TextToken[] {
  return page.texts.filter((t) => {
    const c = tokenCentre(t);
    if (f.frame && !contains(f.frame, c)) return true;
    return f.tables.some((b) => contains(b, c));
  });
}
