import { arcToBeziers } from './svgArc.ts';

/** Draw ops in pdf.js's flat constructPath form, so one walker serves PDFs and SVGs. */
export const MOVE = 0;
export const LINE = 1;
const CURVE = 2;
const QUAD = 3;
export const CLOSE = 4;

/** Path commands, absolute and relative: lines, and arcs and Béziers as curves (the walker flattens them). */
export function pathData(d: string): number[] {
  const out: number[] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  // The last cubic's second control point (S reflects it); the current point after anything else.
  let cx2 = 0;
  let cy2 = 0;
  for (const [, cmd = '', raw = ''] of d.matchAll(/([MLHVZACQSTmlhvzacqst])([^MLHVZACQSTmlhvzacqst]*)/g)) {
    const v = raw
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const rel = cmd === cmd.toLowerCase();
    const C = cmd.toUpperCase();
    const take = (n: number) => {
      const groups: number[][] = [];
      for (let i = 0; i + n <= v.length; i += n) groups.push(v.slice(i, i + n));
      return groups;
    };
    if (C === 'Z') {
      out.push(CLOSE);
      x = sx;
      y = sy;
    } else if (C === 'M' || C === 'L') {
      take(2).forEach(([px = 0, py = 0], i) => {
        x = rel ? x + px : px;
        y = rel ? y + py : py;
        const move = C === 'M' && i === 0;
        if (move) [sx, sy] = [x, y];
        out.push(move ? MOVE : LINE, x, y);
      });
    } else if (C === 'H' || C === 'V') {
      for (const p of v) {
        if (C === 'H') x = rel ? x + p : p;
        else y = rel ? y + p : p;
        out.push(LINE, x, y);
      }
    } else if (C === 'A') {
      for (const [rx = 0, ry = 0, rot = 0, large = 0, sweep = 0, px = 0, py = 0] of take(7)) {
        const to = { x: rel ? x + px : px, y: rel ? y + py : py };
        for (const [c1, c2, end] of arcToBeziers({ x, y }, rx, ry, rot, !!large, !!sweep, to))
          out.push(CURVE, c1.x, c1.y, c2.x, c2.y, end.x, end.y);
        ({ x, y } = to);
        [cx2, cy2] = [x, y];
      }
    } else if (C === 'C' || C === 'S') {
      for (const g of take(C === 'C' ? 6 : 4)) {
        const abs = g.map((v, i) => (rel ? v + (i % 2 ? y : x) : v));
        // S reflects the previous curve's second control point about the current point.
        const c1 = C === 'C' ? [abs[0] ?? x, abs[1] ?? y] : [2 * x - cx2, 2 * y - cy2];
        const [c2x = x, c2y = y, ex = x, ey = y] = C === 'C' ? abs.slice(2) : abs;
        out.push(CURVE, c1[0] as number, c1[1] as number, c2x, c2y, ex, ey);
        [cx2, cy2, x, y] = [c2x, c2y, ex, ey];
      }
      continue;
    } else if (C === 'Q') {
      for (const g of take(4)) {
        const [qx = x, qy = y, ex = x, ey = y] = g.map((v, i) => (rel ? v + (i % 2 ? y : x) : v));
        out.push(QUAD, qx, qy, ex, ey);
        [x, y] = [ex, ey];
      }
    } else {
      // T: the end point (its implied control point is rare in drawings).
      for (const g of take(2)) {
        x = rel ? x + (g[0] as number) : (g[0] as number);
        y = rel ? y + (g[1] as number) : (g[1] as number);
        out.push(LINE, x, y);
      }
    }
    [cx2, cy2] = [x, y];
  }
  return out;
}
