import type { Segment } from '../types.ts';

const GAP = 2;

interface Cluster {
  lo: number;
  hi: number;
  first: number;
  last: number;
  sum: number;
  count: number;
  /** Each chained row's run length: a straight stroke has rows as long as itself. */
  runs: number[];
  /** Along-extent of the previous row's run, to chain the next row's. */
  prevLo: number;
  prevHi: number;
}

/**
 * Straight horizontal and vertical strokes of a binary page: runs of ink at least `minLen` long,
 * chained across neighbouring rows (columns) into strokes at most `maxThick` thick. Thicker chains
 * are filled areas (arrows, solid valve halves, text blocks) and are not lines.
 */
export function findStraightLines(
  bin: Uint8Array,
  width: number,
  height: number,
  minLen: number,
  maxThick: number,
): Segment[] {
  const out: Segment[] = [];
  const ink = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && bin[y * width + x] === 1;
  // A stroke has paper on both sides; rows of a dot or a solid triangle have more ink beside them.
  const beside = (c: Cluster, at: (line: number, pos: number) => boolean) => {
    let n = 0;
    for (let p = c.lo; p <= c.hi; p++) n += (at(c.first - 2, p) ? 1 : 0) + (at(c.last + 2, p) ? 1 : 0);
    return n / (2 * (c.hi - c.lo + 1));
  };
  scan(bin, height, width, minLen, maxThick, (c) => {
    if (beside(c, (l, p) => ink(p, l)) > 0.35) return;
    const y = c.sum / c.count;
    out.push({ a: { x: c.lo, y }, b: { x: c.hi, y }, dashed: false, width: c.last - c.first + 1 });
  });
  // Columns are scanned as the rows of a transposed copy: a column walk over a large page misses the
  // cache on every pixel.
  const transposed = new Uint8Array(bin.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) transposed[x * height + y] = bin[row + x] as number;
  }
  scan(transposed, width, height, minLen, maxThick, (c) => {
    if (beside(c, (l, p) => ink(l, p)) > 0.35) return;
    const x = c.sum / c.count;
    out.push({ a: { x, y: c.lo }, b: { x, y: c.hi }, dashed: false, width: c.last - c.first + 1 });
  });
  return out;
}

function scan(
  data: Uint8Array,
  lines: number,
  length: number,
  minLen: number,
  maxThick: number,
  emit: (c: Cluster) => void,
) {
  let active: Cluster[] = [];
  for (let l = 0; l < lines; l++) {
    const base = l * length;
    const runs: [number, number][] = [];
    let start = -1;
    let lastInk = -10;
    for (let p = 0; p <= length; p++) {
      const ink = p < length && data[base + p] === 1;
      if (ink) {
        if (start < 0) start = p;
        lastInk = p;
      } else if (start >= 0 && p - lastInk > GAP) {
        // Scan speckle leaves pinholes in a stroke: gaps up to GAP pixels do not end a run.
        if (lastInk + 1 - start >= minLen) runs.push([start, lastInk]);
        start = -1;
      }
    }
    const next: Cluster[] = [];
    const used = new Set<Cluster>();
    for (const [lo, hi] of runs) {
      const mate = active.find(
        (c) =>
          !used.has(c) &&
          // Most of both runs: a pipe's row does not chain into the short rows of an arrowhead or a
          // solid valve half on it, which would make the whole pipe a thick blot and lose it.
          Math.min(hi, c.prevHi) - Math.max(lo, c.prevLo) > 0.5 * Math.max(hi - lo, c.prevHi - c.prevLo),
      );
      if (mate) {
        used.add(mate);
        mate.lo = Math.min(mate.lo, lo);
        mate.hi = Math.max(mate.hi, hi);
        mate.last = l;
        mate.sum += l;
        mate.count++;
        mate.prevLo = lo;
        mate.prevHi = hi;
        mate.runs.push(hi - lo);
        next.push(mate);
      } else {
        next.push({ lo, hi, first: l, last: l, sum: l, count: 1, runs: [hi - lo], prevLo: lo, prevHi: hi });
      }
    }
    for (const c of active) if (!used.has(c) && straight(c, maxThick)) emit(c);
    active = next;
  }
  for (const c of active) if (straight(c, maxThick)) emit(c);
}

/**
 * Thin, with at least two rows (or every row of a one- or two-row stroke) nearly as long as the whole:
 * the top of a circle chains rows of growing length, of which only the last is full; a scanned
 * stroke's ragged edge rows do not count against it.
 */
function straight(c: Cluster, maxThick: number): boolean {
  if (c.last - c.first + 1 > maxThick) return false;
  const full = c.runs.filter((r) => r >= 0.9 * (c.hi - c.lo)).length;
  return full >= 2 || (c.runs.length <= 2 && full === c.runs.length);
}

/** Clears the pixels of found strokes (and a margin) so what is left are symbols' curves and glyphs. */
export function eraseLines(
  bin: Uint8Array,
  width: number,
  height: number,
  segments: Segment[],
  margin: number,
): Uint8Array {
  const out = bin.slice();
  for (const s of segments) {
    const x0 = Math.max(0, Math.floor(Math.min(s.a.x, s.b.x) - (s.a.y === s.b.y ? 0 : s.width / 2 + margin)));
    const x1 = Math.min(
      width - 1,
      Math.ceil(Math.max(s.a.x, s.b.x) + (s.a.y === s.b.y ? 0 : s.width / 2 + margin)),
    );
    const y0 = Math.max(0, Math.floor(Math.min(s.a.y, s.b.y) - (s.a.y === s.b.y ? s.width / 2 + margin : 0)));
    const y1 = Math.min(
      height - 1,
      Math.ceil(Math.max(s.a.y, s.b.y) + (s.a.y === s.b.y ? s.width / 2 + margin : 0)),
    );
    for (let y = y0; y <= y1; y++) out.fill(0, y * width + x0, y * width + x1 + 1);
  }
  return out;
}
