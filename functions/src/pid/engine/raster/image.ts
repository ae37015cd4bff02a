import sharp, { type Metadata } from 'sharp';
import { PidPageRefusedError } from '../errors.ts';

/** Pixels a page image may have: an A0 sheet at 300 dpi is ~140 Mpx; anything larger is refused unread. */
export const MAX_PAGE_PIXELS = 150_000_000;

export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes a PNG/JPEG (or any format sharp reads) to 8-bit grey. The header is checked before any
 * pixel is decoded, so a decompression bomb costs nothing; sharp's own pixel limit backs it up.
 */
export async function decodeGrey(bytes: Uint8Array, maxPixels = MAX_PAGE_PIXELS): Promise<GreyImage> {
  if (bytes.byteLength === 0) throw new PidPageRefusedError('pid.emptyFile', 'the file has no bytes');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PidPageRefusedError('pid.unreadable', (error as Error).message);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw new PidPageRefusedError('pid.unreadable', 'the image has no size');
  if (pixels > maxPixels) {
    throw new PidPageRefusedError(
      'pid.tooManyPixels',
      `${meta.width} × ${meta.height} px is over ${maxPixels} px`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    };
  } catch (error) {
    throw new PidPageRefusedError('pid.unreadable', (error as Error).message);
  }
}

/** Otsu's threshold over the grey histogram. */
export function otsu(img: GreyImage): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < img.data.length; i++) hist[img.data[i] as number]++;
  const total = img.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] as number);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** 1 where ink (darker than the threshold), 0 for paper. */
export function binarise(img: GreyImage, threshold = otsu(img)): Uint8Array {
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i++) out[i] = (img.data[i] as number) <= threshold ? 1 : 0;
  return out;
}

/**
 * The skew of a page in degrees (positive = content turned clockwise), by the projection-profile
 * method: the angle at which ink rows are sharpest. Drawings are full of horizontal lines, which
 * makes the peak clear. Samples ink pixels so an A1 page costs the same as an A4 one.
 */
export function estimateSkew(bin: Uint8Array, width: number, height: number, maxDeg = 3): number {
  const xs: number[] = [];
  const ys: number[] = [];
  // Every row, every step-th column from a shifting start: sampling rows on a grid would put all
  // samples on every stride-th bin at 0° and make a straight page look sharpest there (aliasing).
  const step = Math.max(1, Math.floor((width * height) / 4_000_000));
  for (let y = 0; y < height; y++) {
    for (let x = (y * 7) % step; x < width; x += step) {
      if (bin[y * width + x]) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  const bins = new Float64Array(Math.ceil(Math.hypot(width, height)) + 2);
  const sharpness = (deg: number) => {
    const r = (deg * Math.PI) / 180;
    const s = Math.sin(r);
    const c = Math.cos(r);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const v = Math.round((ys[i] as number) * c - (xs[i] as number) * s + width * Math.abs(s));
      if (v >= 0 && v < bins.length) bins[v]++;
    }
    let score = 0;
    for (let i = 0; i < bins.length; i++) score += (bins[i] as number) ** 2;
    return score;
  };
  let best = 0;
  let bestScore = -1;
  for (let d = -maxDeg; d <= maxDeg + 1e-9; d += 0.2) {
    const sc = sharpness(d);
    if (sc > bestScore) [best, bestScore] = [d, sc];
  }
  const coarse = best;
  for (let d = coarse - 0.2; d <= coarse + 0.2 + 1e-9; d += 0.02) {
    const sc = sharpness(d);
    if (sc > bestScore) [best, bestScore] = [d, sc];
  }
  return Math.round(best * 100) / 100;
}

/** Turns an image by -`deg` about its centre (nearest neighbour, same size, `fill` outside): undoes a skew. */
export function unrotate(bin: Uint8Array, width: number, height: number, deg: number, fill = 0): Uint8Array {
  if (Math.abs(deg) < 0.01) return bin;
  const out = new Uint8Array(bin.length).fill(fill);
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const cx = width / 2;
  const cy = height / 2;
  // Along a row the source point moves by (c, s) per pixel: step it instead of turning every pixel.
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    let sxf = cx - cx * c - dy * s + 0.5;
    let syf = cy - cx * s + dy * c + 0.5;
    const row = y * width;
    for (let x = 0; x < width; x++, sxf += c, syf += s) {
      const sx = Math.floor(sxf);
      const sy = Math.floor(syf);
      if (sx >= 0 && sx < width && sy >= 0 && sy < height) out[row + x] = bin[sy * width + sx] as number;
    }
  }
  return out;
}
