import type { Box, Circle, TextToken } from '../types.ts';
import { ringScore } from './shapes.ts';

/**
 * Instrument bubbles found from the words inside them: a bubble always holds its tag, so from a short
 * word not yet inside a circle, rays left and right find the walls of a ring around it (its centre
 * across and half-chord), a ray up finds its top; the circle through them is kept when the image has
 * ink all round it. Rings that touch lines or lose arcs to erased strokes still have their walls.
 */
export function ringsAroundWords(
  bin: Uint8Array,
  width: number,
  height: number,
  words: TextToken[],
  circles: Circle[],
  minR: number,
  maxR: number,
): Circle[] {
  const ink = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi >= 0 && yi >= 0 && xi < width && yi < height && bin[yi * width + xi] === 1;
  };
  // Steps from (x, y) until ink, at most `reach`; the distance, or null.
  const ray = (x: number, y: number, dx: number, dy: number, reach: number) => {
    for (let d = 0; d <= reach; d++) if (ink(x + dx * d, y + dy * d)) return d;
    return null;
  };
  const out: Circle[] = [];
  const known = () => [...circles, ...out];
  for (const w of words) {
    if (w.angle !== 0 || w.text.length > 6) continue;
    const b: Box = w.box;
    const cx0 = b.x + b.w / 2;
    const y0 = b.y + b.h / 2;
    if (known().some((c) => Math.hypot(c.c.x - cx0, c.c.y - y0) < c.r)) continue;
    const left = ray(b.x - 2, y0, -1, 0, 2 * maxR);
    const right = ray(b.x + b.w + 2, y0, 1, 0, 2 * maxR);
    if (left === null || right === null) continue;
    const xl = b.x - 2 - left;
    const xr = b.x + b.w + 2 + right;
    const cx = (xl + xr) / 2;
    const a = (xr - xl) / 2;
    const up = ray(cx, b.y - 2, 0, -1, 2 * maxR);
    if (up === null) continue;
    const d = y0 - (b.y - 2 - up);
    const r = (d * d + a * a) / (2 * d);
    if (r < minR || r > maxR) continue;
    const c = { x: cx, y: b.y - 2 - up + r };
    // Not a second reading of a ring already found (or of the circle in a shared display's square).
    if (known().some((k) => Math.hypot(k.c.x - c.x, k.c.y - c.y) < Math.max(k.r, r))) continue;
    if (ringScore(bin, width, height, c, r, 2) < 0.85) continue;
    out.push({ c, r, filled: false });
  }
  return out;
}
