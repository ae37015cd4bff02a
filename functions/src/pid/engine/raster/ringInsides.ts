import type { Box, Point } from '../types.ts';

/**
 * The page with every pixel of the rings' boxes that lies outside the ring's inner disc made paper, and
 * any bar across the disc's middle. Works on the grey page (paper 255) and on the binary one (paper 0).
 */
export function insideRingsOnly<T extends { width: number; height: number; data: Uint8Array }>(
  img: T,
  rings: { c: Point; r: number }[],
  paper: number,
  isInk: (v: number) => boolean,
): Uint8Array {
  const data = img.data.slice();
  for (const { c, r } of rings) {
    const keep = 0.84 * r;
    const reach = r + 4;
    for (let y = Math.max(0, Math.floor(c.y - reach)); y <= Math.min(img.height - 1, c.y + reach); y++)
      for (let x = Math.max(0, Math.floor(c.x - reach)); x <= Math.min(img.width - 1, c.x + reach); x++)
        if (Math.hypot(x - c.x, y - c.y) > keep) data[y * img.width + x] = paper;
    // The panel-mounting bar across the middle runs into the letters above it: rows of ink across most
    // of the disc near the centre are made paper, with a row either side (the bar's grey edges).
    const x0 = Math.max(0, Math.round(c.x - 0.75 * r));
    const x1 = Math.min(img.width - 1, Math.round(c.x + 0.75 * r));
    const bar: number[] = [];
    for (let y = Math.round(c.y - 0.2 * r); y <= Math.round(c.y + 0.2 * r); y++) {
      if (y < 0 || y >= img.height) continue;
      let ink = 0;
      for (let x = x0; x <= x1; x++) if (isInk(data[y * img.width + x] as number)) ink++;
      if (ink > 0.85 * (x1 - x0 + 1)) bar.push(y);
    }
    const e0 = Math.max(0, Math.floor(c.x - keep));
    const e1 = Math.min(img.width - 1, Math.ceil(c.x + keep));
    for (const y of bar)
      for (let yy = Math.max(0, y - 1); yy <= Math.min(img.height - 1, y + 1); yy++)
        data.fill(paper, yy * img.width + e0, yy * img.width + e1 + 1);
  }
  return data;
}

/** Share of a box's pixels that are ink on a binary page (1 = ink). */
export function inkShare(bin: Uint8Array, width: number, height: number, b: Box): number {
  const x0 = Math.max(0, Math.floor(b.x));
  const y0 = Math.max(0, Math.floor(b.y));
  const x1 = Math.min(width - 1, Math.ceil(b.x + b.w));
  const y1 = Math.min(height - 1, Math.ceil(b.y + b.h));
  let ink = 0;
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) ink += bin[y * width + x] as number;
  const area = (x1 - x0 + 1) * (y1 - y0 + 1);
  return area > 0 ? ink / area : 0;
}
