import eng from '@tesseract.js-data/eng';
import sharp from 'sharp';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { Box, TextToken } from '../types.ts';
import type { GreyImage } from './image.ts';
import { buildMosaic } from './mosaic.ts';

export interface Ocr {
  /** Words of the image with boxes in its pixels; `rotated` reads it turned 90° (bottom-up text). */
  read(img: GreyImage, dpi: number, rotated: boolean, scale?: number): Promise<TextToken[]>;
  /** Words inside many small regions (bubbles, connectors), read in one pass over a mosaic of them. */
  readRegions(img: GreyImage, regions: Box[], dpi: number): Promise<TextToken[]>;
  /** Words of text bands (found from the ink, see textRegions), all read in one pass over a mosaic. */
  readBands(img: GreyImage, bands: { box: Box; vertical: boolean }[], dpi: number): Promise<TextToken[]>;
  close(): Promise<void>;
}

/** Tags are capitals, digits and a few marks; a whitelist keeps tesseract from reading strokes as letters. */
const WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/".:&';

interface Word {
  text: string;
  box: Box;
  confidence: number;
}

/** `minConfidence` (0..100) drops what tesseract itself doubts; a read the tag rules check after may go lower. */
async function words(
  worker: Worker,
  png: Buffer,
  dpi: number,
  mode: PSM,
  minConfidence = 30,
): Promise<Word[]> {
  await worker.setParameters({
    // Without the dpi tesseract guesses ~419 on a drawing and misses small labels (DESIGN §6).
    user_defined_dpi: String(dpi),
    tessedit_pageseg_mode: mode,
    tessedit_char_whitelist: WHITELIST,
  });
  const { data } = await worker.recognize(png, {}, { blocks: true });
  const out: Word[] = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text || word.confidence < minConfidence) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          out.push({
            text,
            box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 },
            confidence: word.confidence / 100,
          });
        }
      }
    }
  }
  return out;
}

/** More letters before digits, and both present, is more like a tag read in full. */
function tagLikeness(tokens: TextToken[]): number {
  const text = tokens.map((t) => t.text).join(' ');
  const letters = /[A-Z]+/.exec(text)?.[0]?.length ?? 0;
  return letters + (/\d{2,}/.test(text) ? 10 : 0);
}

export async function createOcr(): Promise<Ocr> {
  // The English model shipped in @tesseract.js-data/eng is read from disk, never fetched from a CDN.
  const worker: Worker = await createWorker('eng', 1, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cacheMethod: 'none',
  });
  /** One region read on its own, as a block of lines. */
  const alone = async (img: GreyImage, r: Box, dpi: number): Promise<TextToken[]> => {
    const pad = 16;
    const mosaic = buildMosaic(img, [{ box: r, turned: false }], pad, 1);
    const { width, height, data } = mosaic.image;
    const png = await sharp(data, { raw: { width, height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    // Inside a bubble the reading is checked by the tag rules next: a doubtful word is worth keeping.
    return (await words(worker, png, dpi, PSM.SINGLE_BLOCK, 10)).flatMap((w) => {
      const at = mosaic.toPage(w.box);
      return at ? [{ text: w.text, box: at.box, angle: 0, confidence: w.confidence }] : [];
    });
  };
  return {
    async read(img, dpi, rotated, scale = 1) {
      // Tesseract's time grows with pixels; labels of 2.5 mm still read well at 200 dpi. sharp turns
      // before it resizes, so the width asked for is the turned image's.
      let png = sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
      if (rotated) png = png.rotate(90);
      if (scale !== 1) png = png.resize(Math.round((rotated ? img.height : img.width) * scale));
      const found = await words(
        worker,
        await png.png({ compressionLevel: 1 }).toBuffer(),
        Math.round(dpi * scale),
        PSM.SPARSE_TEXT,
      );
      const H = Math.round(img.height * scale);
      const tokens: TextToken[] = [];
      for (const w of found) {
        const { x, y, w: bw, h: bh } = w.box;
        // A word read on the image turned 90° clockwise maps back to a bottom-up word.
        const b = rotated ? { x: y, y: H - (x + bw), w: bh, h: bw } : w.box;
        const box = { x: b.x / scale, y: b.y / scale, w: b.w / scale, h: b.h / scale };
        tokens.push({ text: w.text, box, angle: rotated ? 90 : 0, confidence: w.confidence });
      }
      return tokens;
    },
    async readBands(img, bands, dpi) {
      if (bands.length === 0) return [];
      // Three millimetres of paper between bands keeps OCR from joining words of two bands.
      const mosaic = buildMosaic(
        img,
        bands.map((b) => ({ box: b.box, turned: b.vertical })),
        Math.round((3 * dpi) / 25.4),
      );
      const { width, height, data } = mosaic.image;
      const png = await sharp(data, { raw: { width, height, channels: 1 } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const tokens: TextToken[] = [];
      for (const w of await words(worker, png, dpi, PSM.SPARSE_TEXT)) {
        const at = mosaic.toPage(w.box);
        if (!at) continue;
        const vertical = bands[at.index]?.vertical ?? false;
        tokens.push({ text: w.text, box: at.box, angle: vertical ? 90 : 0, confidence: w.confidence });
      }
      return tokens;
    },
    async readRegions(img, regions, dpi) {
      if (regions.length === 0) return [];
      const pad = 16;
      const cellW = Math.ceil(Math.max(...regions.map((r) => r.w))) + 2 * pad;
      const cellH = Math.ceil(Math.max(...regions.map((r) => r.h))) + 2 * pad;
      const cols = Math.max(1, Math.floor(Math.sqrt(regions.length * 2)));
      const rows = Math.ceil(regions.length / cols);
      const W = cols * cellW;
      const H = rows * cellH;
      const mosaic = new Uint8Array(W * H).fill(255);
      regions.forEach((r, i) => {
        const ox = (i % cols) * cellW + pad;
        const oy = Math.floor(i / cols) * cellH + pad;
        for (let y = 0; y < Math.floor(r.h); y++) {
          const sy = Math.floor(r.y) + y;
          if (sy < 0 || sy >= img.height) continue;
          for (let x = 0; x < Math.floor(r.w); x++) {
            const sx = Math.floor(r.x) + x;
            if (sx >= 0 && sx < img.width)
              mosaic[(oy + y) * W + ox + x] = img.data[sy * img.width + sx] as number;
          }
        }
      });
      const png = await sharp(mosaic, { raw: { width: W, height: H, channels: 1 } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      // Sparse reading drops a lone thin letter (the I of PI), block reading sometimes a whole line:
      // read both and keep, region by region, the reading that looks most like a tag.
      const passes = [
        await words(worker, png, dpi, PSM.SPARSE_TEXT),
        await words(worker, png, dpi, PSM.SINGLE_BLOCK),
      ];
      const perRegion = passes.map((found) => {
        const byRegion = new Map<number, TextToken[]>();
        for (const w of found) {
          const col = Math.floor((w.box.x + w.box.w / 2) / cellW);
          const row = Math.floor((w.box.y + w.box.h / 2) / cellH);
          const index = row * cols + col;
          const r = regions[index];
          if (!r || col >= cols) continue;
          const ox = col * cellW + pad;
          const oy = row * cellH + pad;
          const token = {
            text: w.text,
            box: { x: r.x + w.box.x - ox, y: r.y + w.box.y - oy, w: w.box.w, h: w.box.h },
            angle: 0,
            confidence: w.confidence,
          };
          byRegion.set(index, [...(byRegion.get(index) ?? []), token]);
        }
        return byRegion;
      });
      const tokens: TextToken[] = [];
      for (const [i, r] of regions.entries()) {
        const readings = perRegion.map((m) => m.get(i) ?? []);
        // Block reading of a mosaic depends on its neighbours: a region that read as no tag (letters
        // and a number) in either pass is read again alone.
        if (Math.max(...readings.map(tagLikeness)) < 11) readings.push(await alone(img, r, dpi));
        readings.sort((a, b) => tagLikeness(b) - tagLikeness(a));
        tokens.push(...(readings[0] ?? []));
      }
      return tokens;
    },
    async close() {
      await worker.terminate();
    },
  };
}
