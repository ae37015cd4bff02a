import type { Box, Circle, Point, Polygon } from '../types.ts';

export interface Component {
  box: Box;
  pixels: number;
}

/**
 * Connected ink components (8-neighbour) of a binary image, found on a copy reduced by `factor`
 * (a pixel is ink if any pixel of its block is) to keep an A1 page cheap. Boxes are in full pixels.
 */
export function components(bin: Uint8Array, width: number, height: number, factor: number): Component[] {
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const small = new Uint8Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < width; x++) if (bin[y * width + x]) small[row + Math.floor(x / factor)] = 1;
  }
  const seen = new Uint8Array(w * h);
  const out: Component[] = [];
  const stack: number[] = [];
  for (let i = 0; i < small.length; i++) {
    if (!small[i] || seen[i]) continue;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    let count = 0;
    stack.push(i);
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop() as number;
      const x = j % w;
      const y = (j - x) / w;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const k = ny * w + nx;
          if (small[k] && !seen[k]) {
            seen[k] = 1;
            stack.push(k);
          }
        }
      }
    }
    out.push({
      box: { x: x0 * factor, y: y0 * factor, w: (x1 - x0 + 1) * factor, h: (y1 - y0 + 1) * factor },
      pixels: count * factor * factor,
    });
  }
  return out;
}

const inkAt = (bin: Uint8Array, width: number, height: number, x: number, y: number) => {
  const xi = Math.round(x);
  const yi = Math.round(y);
  return xi >= 0 && yi >= 0 && xi < width && yi < height && bin[yi * width + xi] === 1;
};

/** Share of points on a circle that have ink within `slack` pixels radially. */
export function ringScore(
  bin: Uint8Array,
  width: number,
  height: number,
  c: Point,
  r: number,
  slack: number,
): number {
  const n = 64;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    for (let d = -slack; d <= slack; d++) {
      if (inkAt(bin, width, height, c.x + (r + d) * cos, c.y + (r + d) * sin)) {
        hits++;
        break;
      }
    }
  }
  return hits / n;
}

/** Share of ink in a disc (is a small circle filled?). */
export function discFill(bin: Uint8Array, width: number, height: number, c: Point, r: number): number {
  let ink = 0;
  let all = 0;
  for (let y = -r; y <= r; y++) {
    for (let x = -r; x <= r; x++) {
      if (x * x + y * y > r * r) continue;
      all++;
      if (inkAt(bin, width, height, c.x + x, c.y + y)) ink++;
    }
  }
  return all ? ink / all : 0;
}

/**
 * Circles among the components left after straight lines are erased: a whole ring, or the halves and
 * quarters a bar or a square cut it into. Each component proposes centres and radii; a proposal is a
 * circle when the original image has ink all round it.
 */
export function findRings(
  bin: Uint8Array,
  width: number,
  height: number,
  parts: Component[],
  rMin: number,
  rMax: number,
): Circle[] {
  const found: Circle[] = [];
  const slack = Math.max(2, Math.round(rMin * 0.08));
  for (const { box } of parts) {
    const side = Math.max(box.w, box.h);
    if (side < rMin || side > 2 * rMax + 4) continue;
    const proposals: Circle[] = [];
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    proposals.push({ c: { x: cx, y: cy }, r: (box.w + box.h) / 4, filled: false });
    // A ring with something touching it on one or two sides (a dash of a signal line, a leader, a pipe
    // end, an asterisk) is a component larger than the ring: the ring is as wide as the component's
    // short side, in one of its corners.
    const short = Math.min(box.w, box.h) / 2;
    if (Math.max(box.w, box.h) > 1.05 * 2 * short)
      for (const x of [box.x + short, box.x + box.w - short])
        for (const y of [box.y + short, box.y + box.h - short])
          proposals.push({ c: { x, y }, r: short, filled: false });
    for (const r of [side / 2, side]) {
      for (const [px, py] of [
        [cx, box.y + box.h],
        [cx, box.y],
        [box.x, cy],
        [box.x + box.w, cy],
        [box.x, box.y],
        [box.x + box.w, box.y],
        [box.x, box.y + box.h],
        [box.x + box.w, box.y + box.h],
      ] as [number, number][]) {
        proposals.push({ c: { x: px, y: py }, r, filled: false });
      }
    }
    for (const p of proposals) {
      if (p.r < rMin || p.r > rMax) continue;
      if (
        found.some(
          (f) => Math.hypot(f.c.x - p.c.x, f.c.y - p.c.y) < 0.3 * p.r && Math.abs(f.r - p.r) < 0.3 * p.r,
        )
      )
        continue;
      const refined = refine(bin, width, height, p, slack);
      // Two proposals of one component can settle on the same ring.
      if (
        refined &&
        !found.some(
          (f) =>
            Math.hypot(f.c.x - refined.c.x, f.c.y - refined.c.y) < 0.3 * refined.r &&
            Math.abs(f.r - refined.r) < 0.3 * refined.r,
        )
      )
        found.push(refined);
    }
  }
  return found;
}

/** Nudges a proposed circle's centre and radius to the best ring nearby; null if no ring is there. */
function refine(bin: Uint8Array, width: number, height: number, p: Circle, slack: number): Circle | null {
  let best = p;
  let bestScore = ringScore(bin, width, height, p.c, p.r, slack);
  const search = (fraction: number) => {
    const step = Math.max(1, Math.round(best.r * fraction));
    const from = best;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        for (const dr of [-step, 0, step]) {
          const c = { x: from.c.x + dx * step, y: from.c.y + dy * step };
          const s = ringScore(bin, width, height, c, from.r + dr, slack);
          if (s > bestScore) [best, bestScore] = [{ c, r: from.r + dr, filled: false }, s];
        }
      }
    }
  };
  search(0.06);
  // Part of a ring but not on it: a proposal from a component with something touching the ring is off
  // by up to a sixth of the radius. A wider search, then a fine one from where it led. Proposals with no
  // ring near (most of them) stop after the first search.
  if (bestScore < 0.9 && bestScore >= 0.4) {
    search(0.12);
    search(0.06);
  }
  if (bestScore < 0.9) return null;
  return {
    ...best,
    filled: discFill(bin, width, height, best.c, Math.max(1, Math.round(best.r * 0.6))) > 0.8,
  };
}

/**
 * Bow-tie valves among the components left after straight lines are erased: the two diagonals
 * crossing at the waist, ink at all four corners and at the centre. Returned as the two triangles a
 * vector drawing would have, filled where the image is solid.
 */
export function findBowTies(
  bin: Uint8Array,
  width: number,
  height: number,
  parts: Component[],
  minSide: number,
  maxSide: number,
): Polygon[] {
  const out: Polygon[] = [];
  for (const box of withJoinedHalves(parts, minSide, maxSide)) {
    const long = Math.max(box.w, box.h);
    const short = Math.min(box.w, box.h);
    if (long < minSide || long > maxSide || short < 0.45 * long || short > 0.95 * long) continue;
    const horizontal = box.w >= box.h;
    const c = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    const near = (x: number, y: number) => {
      for (let dy = -3; dy <= 3; dy++)
        for (let dx = -3; dx <= 3; dx++) if (inkAt(bin, width, height, x + dx, y + dy)) return true;
      return false;
    };
    const corners = [
      [box.x + 2, box.y + 2],
      [box.x + box.w - 2, box.y + 2],
      [box.x + 2, box.y + box.h - 2],
      [box.x + box.w - 2, box.y + box.h - 2],
    ];
    if (!near(c.x, c.y) || !corners.every(([x = 0, y = 0]) => near(x, y))) continue;
    // The waist is narrow: across the valve at the centre there is ink only near the middle.
    const midOff = horizontal ? { x: 0, y: box.h * 0.35 } : { x: box.w * 0.35, y: 0 };
    if (near(c.x + midOff.x, c.y + midOff.y) || near(c.x - midOff.x, c.y - midOff.y)) continue;
    const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.w, box.y + box.h];
    const halves: Point[][] = horizontal
      ? [
          [{ x: x0, y: y0 }, c, { x: x0, y: y1 }],
          [{ x: x1, y: y0 }, c, { x: x1, y: y1 }],
        ]
      : [
          [{ x: x0, y: y0 }, c, { x: x1, y: y0 }],
          [{ x: x0, y: y1 }, c, { x: x1, y: y1 }],
        ];
    for (const tri of halves) {
      const g = { x: (tri[0]!.x + tri[1]!.x + tri[2]!.x) / 3, y: (tri[0]!.y + tri[1]!.y + tri[2]!.y) / 3 };
      out.push({
        points: tri,
        filled: discFill(bin, width, height, g, Math.max(1, Math.round(short * 0.12))) > 0.8,
      });
    }
  }
  return out;
}

/**
 * Component boxes plus the unions of touching pairs of similar size: a valve's stem or a solid half
 * erased or drawn apart leaves its two halves as separate components.
 */
function withJoinedHalves(parts: Component[], minSide: number, maxSide: number): Box[] {
  const halves = parts
    .map((p) => p.box)
    .filter((b) => Math.max(b.w, b.h) >= 0.3 * minSide && Math.max(b.w, b.h) <= maxSide);
  const out = [...halves];
  for (let i = 0; i < halves.length; i++) {
    const a = halves[i] as Box;
    for (let j = i + 1; j < halves.length; j++) {
      const b = halves[j] as Box;
      const gapX = Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w);
      const gapY = Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h);
      if (gapX > 8 || gapY > 8) continue;
      const sideBySide = Math.abs(a.h - b.h) < 0.25 * Math.max(a.h, b.h) && Math.abs(a.y - b.y) < 0.25 * a.h;
      const stacked = Math.abs(a.w - b.w) < 0.25 * Math.max(a.w, b.w) && Math.abs(a.x - b.x) < 0.25 * a.w;
      if (!sideBySide && !stacked) continue;
      const x = Math.min(a.x, b.x);
      const y = Math.min(a.y, b.y);
      out.push({ x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y });
    }
  }
  return out;
}

/** Small solid triangles (flow arrows) in any of the four directions: dense components of arrow size, pointing to their thin side. */
export function findArrows(
  bin: Uint8Array,
  width: number,
  height: number,
  parts: Component[],
  minSide: number,
  maxSide: number,
): Polygon[] {
  const out: Polygon[] = [];
  // The pipe through an arrow is erased with it, leaving two halves: try joined pairs as well.
  for (const box of withJoinedHalves(parts, minSide, maxSide)) {
    const long = Math.max(box.w, box.h);
    const upright = (a: number, b: number) => a >= 0.5 * b && a <= 1.3 * b;
    if (long < minSide || long > maxSide || !(upright(box.h, box.w) || upright(box.w, box.h))) continue;
    let ink = 0;
    for (let y = box.y; y < box.y + box.h; y++)
      for (let x = box.x; x < box.x + box.w; x++) if (inkAt(bin, width, height, x, y)) ink++;
    const density = ink / (box.w * box.h);
    if (density < 0.3 || density > 0.75) continue;
    if (out.some((o) => Math.abs(o.points[0]!.x - box.x) < box.w && Math.abs(o.points[0]!.y - box.y) < box.h))
      continue;
    const c = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    const colInk = (x: number) => {
      let n = 0;
      for (let y = box.y; y < box.y + box.h; y++) if (inkAt(bin, width, height, x, y)) n++;
      return n / box.h;
    };
    const rowInk = (y: number) => {
      let n = 0;
      for (let x = box.x; x < box.x + box.w; x++) if (inkAt(bin, width, height, x, y)) n++;
      return n / box.w;
    };
    // An arrow's base is a full column (or row) of ink, its point a few pixels: it points to the thin side.
    const left = colInk(box.x + 2);
    const right = colInk(box.x + box.w - 3);
    const top = rowInk(box.y + 2);
    const bottom = rowInk(box.y + box.h - 3);
    const across = Math.abs(left - right);
    const down = Math.abs(top - bottom);
    if (Math.max(across, down) < 0.4) continue;
    const pts: Point[] =
      across >= down
        ? left > right
          ? [
              { x: box.x, y: box.y },
              { x: box.x + box.w, y: c.y },
              { x: box.x, y: box.y + box.h },
            ]
          : [
              { x: box.x + box.w, y: box.y },
              { x: box.x, y: c.y },
              { x: box.x + box.w, y: box.y + box.h },
            ]
        : top > bottom
          ? [
              { x: box.x, y: box.y },
              { x: c.x, y: box.y + box.h },
              { x: box.x + box.w, y: box.y },
            ]
          : [
              { x: box.x, y: box.y + box.h },
              { x: c.x, y: box.y },
              { x: box.x + box.w, y: box.y + box.h },
            ];
    out.push({ points: pts, filled: true });
  }
  return out;
}
