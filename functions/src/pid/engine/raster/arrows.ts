import type { Box, Point, Polygon } from '../types.ts';
import { components } from './shapes.ts';

/**
 * Solid flow arrows, also where a pipe runs through them (the stroke finder cannot cut a line out of
 * a filled shape, so the arrow and its pipe are one component). The page is halved; a pixel is kept
 * when it lies `core` pixels or more from paper along its row and its column: pipes, text and outlines
 * are thinner than that and vanish, solid symbols leave a core. A core of arrow size is measured back
 * on the page: across the line its ink spans the arrow's base, along it the ink narrows to the tip;
 * the pipe goes on past it.
 */
export function findSolidArrows(
  bin: Uint8Array,
  width: number,
  height: number,
  mm: number,
  minSide = 1.5 * mm,
  maxSide = 4.5 * mm,
): Polygon[] {
  const f = 2;
  const w = Math.ceil(width / f);
  const h = Math.ceil(height / f);
  // Each 2 × 2 block is ink when three of its four pixels are (reads past the edge count as paper).
  const small = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const r0 = 2 * y * width;
    const r1 = 2 * y + 1 < height ? r0 + width : -1;
    for (let x = 0; x < w; x++) {
      const sx = 2 * x;
      const right = sx + 1 < width;
      let n = (bin[r0 + sx] as number) + (right ? (bin[r0 + sx + 1] as number) : 0);
      if (r1 >= 0) n += (bin[r1 + sx] as number) + (right ? (bin[r1 + sx + 1] as number) : 0);
      small[y * w + x] = n >= 3 ? 1 : 0;
    }
  }
  // Lines up to 1 mm thick leave nothing: a core pixel is more than half of that from paper.
  const core = Math.max(2, Math.ceil((0.55 * mm) / f));
  const along = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) runDepth(small, y * w, 1, w, along);
  const across = new Uint8Array(w * h);
  for (let x = 0; x < w; x++) runDepth(small, x, w, h, across);
  // The halved page becomes the core mask in place.
  const keep = small;
  for (let i = 0; i < keep.length; i++)
    keep[i] = (along[i] as number) >= core && (across[i] as number) >= core ? 1 : 0;
  const out: Polygon[] = [];
  for (const part of components(keep, w, h, 1)) {
    const b = part.box;
    if (Math.max(b.w, b.h) * f > maxSide || Math.max(b.w, b.h) * f < 0.15 * minSide) continue;
    const seed: Box = { x: b.x * f, y: b.y * f, w: b.w * f, h: b.h * f };
    const tri = measureArrow(bin, width, height, seed, { minSide, maxSide, line: 0.8 * mm });
    if (tri) out.push(tri);
  }
  return out;
}

/** For each pixel of one row (or column), how far it is inside its run of ink (1 at the run's ends). */
function runDepth(img: Uint8Array, start: number, step: number, n: number, out: Uint8Array) {
  let i = 0;
  while (i < n) {
    if (!img[start + i * step]) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && img[start + j * step]) j++;
    for (let k = i; k < j; k++) out[start + k * step] = Math.min(k - i + 1, j - k, 255);
    i = j;
  }
}

/**
 * From a core, the arrow on the page: the ink span across the pipe, column by column (row by row)
 * outwards while it stays wider than a line; the side whose span is widest is the base.
 */
function measureArrow(
  bin: Uint8Array,
  width: number,
  height: number,
  seed: Box,
  size: { minSide: number; maxSide: number; line: number },
): Polygon | null {
  const ink = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && bin[y * width + x] === 1;
  const cx = Math.round(seed.x + seed.w / 2);
  const cy = Math.round(seed.y + seed.h / 2);
  const limit = Math.ceil(size.maxSide);
  const span = (x: number, y: number, dx: number, dy: number) => {
    let a = 0;
    while (a < limit && ink(x - (a + 1) * dx, y - (a + 1) * dy)) a++;
    let b = 0;
    while (b < limit && ink(x + (b + 1) * dx, y + (b + 1) * dy)) b++;
    return a + b + 1;
  };
  // Spans across the pipe at each step along it, outwards from the centre while wider than a pipe.
  const profile = (horizontal: boolean) => {
    const widths: [number, number][] = [];
    for (const dir of [-1, 1]) {
      for (let t = dir === 1 ? 0 : -1; Math.abs(t) <= limit; t += dir) {
        const x = horizontal ? cx + t : cx;
        const y = horizontal ? cy : cy + t;
        if (!ink(x, y)) break;
        const w = span(x, y, horizontal ? 0 : 1, horizontal ? 1 : 0);
        if (w <= size.line) break;
        widths.push([t, w]);
      }
    }
    return widths.sort((a, b) => a[0] - b[0]);
  };
  for (const horizontal of [true, false]) {
    const widths = profile(horizontal);
    if (widths.length < 4) continue;
    // A solid triangle narrows linearly from its base to its point: fit the spans, find where they reach 0.
    const n = widths.length;
    const mt = widths.reduce((s, [t]) => s + t, 0) / n;
    const mw = widths.reduce((s, [, w]) => s + w, 0) / n;
    const sxy = widths.reduce((s, [t, w]) => s + (t - mt) * (w - mw), 0);
    const sxx = widths.reduce((s, [t]) => s + (t - mt) ** 2, 0);
    const slope = sxy / sxx;
    if (!Number.isFinite(slope) || Math.abs(slope) < 0.3) continue;
    const residual = widths.reduce((s, [t, w]) => s + Math.abs(w - (mw + slope * (t - mt))), 0) / n;
    const baseT = slope < 0 ? (widths[0] as [number, number])[0] : (widths[n - 1] as [number, number])[0];
    const tipT = mt - mw / slope;
    const base = mw + slope * (baseT - mt);
    const length = Math.abs(tipT - baseT);
    if (length < size.minSide || length > size.maxSide || base < 0.5 * length || base > 1.5 * length)
      continue;
    if (residual > 0.12 * base) continue;
    const at = (t: number, off: number): Point =>
      horizontal ? { x: cx + t, y: cy + off } : { x: cx + off, y: cy + t };
    // A flow arrow sits on its pipe: the line goes on past the point or past the base.
    const out = Math.sign(tipT - baseT) * size.line;
    const beyond = [at(tipT + out, 0), at(baseT - out, 0)];
    if (!beyond.some((p) => ink(Math.round(p.x), Math.round(p.y)))) continue;
    return { points: [at(baseT, -base / 2), at(tipT, 0), at(baseT, base / 2)], filled: true };
  }
  return null;
}
