import type { Point } from '../types.ts';

/** A blank binary page and pen strokes on it, for the raster finders' tests. */
export function blankPage(width: number, height: number) {
  const bin = new Uint8Array(width * height);
  const dot = (x: number, y: number, r: number) => {
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px >= 0 && py >= 0 && px < width && py < height) bin[py * width + px] = 1;
      }
  };
  return {
    bin,
    /** A stroke `thick` pixels wide from a to b. */
    line(a: Point, b: Point, thick = 4) {
      const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y));
      for (let i = 0; i <= n; i++) dot(a.x + ((b.x - a.x) * i) / n, a.y + ((b.y - a.y) * i) / n, thick >> 1);
    },
    /** A solid triangle. */
    fill(p: Point, q: Point, r: Point) {
      const side = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
      for (let y = Math.floor(Math.min(p.y, q.y, r.y)); y <= Math.max(p.y, q.y, r.y); y++)
        for (let x = Math.floor(Math.min(p.x, q.x, r.x)); x <= Math.max(p.x, q.x, r.x); x++) {
          const c = { x, y };
          const s = [side(p, q, c), side(q, r, c), side(r, p, c)];
          if (s.every((v) => v >= 0) || s.every((v) => v <= 0)) bin[y * width + x] = 1;
        }
    },
    ring(c: Point, radius: number, thick = 3) {
      for (let a = 0; a < 360; a += 1) {
        const t = (a * Math.PI) / 180;
        dot(c.x + radius * Math.cos(t), c.y + radius * Math.sin(t), thick >> 1);
      }
    },
  };
}
