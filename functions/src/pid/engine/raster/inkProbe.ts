import type { Point } from '../types.ts';

/**
 * Reads a binary image around points and along straight runs: the symbol finders that check a shape
 * on the image itself (bar valves, flap checks) ask whether there is ink near a point and how much of
 * a segment is inked.
 */
export function inkProbe(bin: Uint8Array, width: number, height: number) {
  /** Whether any pixel within `r` of the point is ink. */
  const ink = (x: number, y: number, r: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const px = xi + dx;
        const py = yi + dy;
        if (px >= 0 && py >= 0 && px < width && py < height && bin[py * width + px]) return true;
      }
    return false;
  };
  /** The share of points along a → b (every 2 px, at least 5) with ink within 2 px. */
  const coverage = (a: Point, b: Point) => {
    const n = Math.max(4, Math.round(Math.hypot(b.x - a.x, b.y - a.y) / 2));
    let hit = 0;
    for (let i = 0; i <= n; i++) if (ink(a.x + ((b.x - a.x) * i) / n, a.y + ((b.y - a.y) * i) / n, 2)) hit++;
    return hit / (n + 1);
  };
  return { ink, coverage };
}

/**
 * A valve's frame around one of its end bars: u along the pipe, v across it (along the bar). `at` is
 * the bar's place along the pipe, `v0`–`v1` its extent, `vm` its middle, `P` a frame point on the page.
 */
export function barFrame(bar: { a: Point; b: Point }) {
  const vertical = Math.abs(bar.a.x - bar.b.x) < 1;
  const length = Math.hypot(bar.b.x - bar.a.x, bar.b.y - bar.a.y);
  const at = vertical ? bar.a.x : bar.a.y;
  const v0 = vertical ? Math.min(bar.a.y, bar.b.y) : Math.min(bar.a.x, bar.b.x);
  const v1 = v0 + length;
  const P = (u: number, v: number): Point => (vertical ? { x: u, y: v } : { x: v, y: u });
  return { vertical, length, at, v0, v1, vm: (v0 + v1) / 2, P };
}
