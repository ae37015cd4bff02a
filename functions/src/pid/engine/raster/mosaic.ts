import type { Box } from '../types.ts';
import type { GreyImage } from './image.ts';

export interface Mosaic {
  image: GreyImage;
  /** Which piece a box found on the mosaic lies in, and that box on the page (null: between pieces). */
  toPage(box: Box): { index: number; box: Box } | null;
}

interface Placed {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Packs crops of a page into one image, row by row (tallest first), so one OCR call reads them all.
 * A `turned` crop is turned 90° clockwise, so bottom-up writing reads left to right. `gap` is white
 * paper between pieces: wide enough that OCR never joins words of two pieces into one.
 */
export function buildMosaic(
  page: GreyImage,
  pieces: { box: Box; turned: boolean }[],
  gap: number,
  maxWidth = 4000,
): Mosaic {
  const sized = pieces.map((p, index) => {
    const b = {
      x: Math.floor(p.box.x),
      y: Math.floor(p.box.y),
      w: Math.max(1, Math.floor(p.box.w)),
      h: Math.max(1, Math.floor(p.box.h)),
    };
    return { index, b, turned: p.turned, w: p.turned ? b.h : b.w, h: p.turned ? b.w : b.h };
  });
  const order = [...sized].sort((a, b) => b.h - a.h);
  const placed: Placed[] = new Array(pieces.length);
  const width = Math.max(maxWidth, ...sized.map((s) => s.w + 2 * gap));
  let x = gap;
  let y = gap;
  let rowH = 0;
  for (const s of order) {
    if (x + s.w + gap > width && x > gap) {
      y += rowH + gap;
      x = gap;
      rowH = 0;
    }
    placed[s.index] = { x, y, w: s.w, h: s.h };
    x += s.w + gap;
    rowH = Math.max(rowH, s.h);
  }
  const height = y + rowH + gap;
  const data = new Uint8Array(width * height).fill(255);
  for (const s of sized) {
    const at = placed[s.index] as Placed;
    for (let py = 0; py < s.b.h; py++) {
      const sy = s.b.y + py;
      if (sy < 0 || sy >= page.height) continue;
      for (let px = 0; px < s.b.w; px++) {
        const sx = s.b.x + px;
        if (sx < 0 || sx >= page.width) continue;
        const v = page.data[sy * page.width + sx] as number;
        // Turned clockwise: the crop's left column becomes the top row, read right to left.
        const mx = s.turned ? at.x + (s.b.h - 1 - py) : at.x + px;
        const my = s.turned ? at.y + px : at.y + py;
        data[my * width + mx] = v;
      }
    }
  }
  return {
    image: { width, height, data },
    toPage(box) {
      const cx = box.x + box.w / 2;
      const cy = box.y + box.h / 2;
      const index = placed.findIndex((p) => cx >= p.x && cx < p.x + p.w && cy >= p.y && cy < p.y + p.h);
      const s = sized[index];
      if (index < 0 || !s) return null;
      const at = placed[index] as Placed;
      const lx = box.x - at.x;
      const ly = box.y - at.y;
      if (!s.turned) return { index, box: { x: s.b.x + lx, y: s.b.y + ly, w: box.w, h: box.h } };
      // Back from the clockwise turn: mosaic x runs up the crop from its bottom, mosaic y along it.
      return {
        index,
        box: { x: s.b.x + ly, y: s.b.y + s.b.h - (lx + box.w), w: box.h, h: box.w },
      };
    },
  };
}
