import { createCanvas } from '@napi-rs/canvas';
import type { Box } from '../../../functions/src/pid/engine/types.ts';
import type { Sheet } from './model.ts';

export interface ScanOptions {
  dpi: number;
  /** Page rotation in degrees (a scan fed slightly askew). */
  rotation: number;
  /** Fraction of pixels flipped to speckle. */
  noise: number;
  format: 'png' | 'jpeg';
  seed: number;
}

/**
 * Draws a sheet as a scan: rasterised at `dpi`, turned by a slight angle about the page centre,
 * speckled, and encoded as PNG or JPEG. Returns the bytes and the map from sheet millimetres to
 * pixels that the truth boxes go through.
 */
export async function sheetToScan(
  sheet: Sheet,
  opts: ScanOptions,
): Promise<{ bytes: Uint8Array; toPixels: (b: Box) => Box }> {
  const k = opts.dpi / 25.4;
  const W = Math.round(sheet.widthMm * k);
  const H = Math.round(sheet.heightMm * k);
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, H);
  const rad = (opts.rotation * Math.PI) / 180;
  ctx.translate(W / 2, H / 2);
  ctx.rotate(rad);
  ctx.translate(-W / 2, -H / 2);
  ctx.strokeStyle = '#000';
  ctx.fillStyle = '#000';
  for (const p of sheet.prims) {
    ctx.beginPath();
    if (p.kind === 'line') {
      ctx.lineWidth = Math.max(1, (p.width ?? 0.35) * k);
      ctx.setLineDash(p.dashed ? [1.8 * k, 1.2 * k] : []);
      ctx.moveTo(p.x1 * k, p.y1 * k);
      ctx.lineTo(p.x2 * k, p.y2 * k);
      ctx.stroke();
      ctx.setLineDash([]);
    } else if (p.kind === 'circle') {
      ctx.lineWidth = 0.3 * k;
      ctx.arc(p.x * k, p.y * k, p.r * k, 0, Math.PI * 2);
      if (p.filled) ctx.fill();
      ctx.stroke();
    } else if (p.kind === 'polygon') {
      ctx.lineWidth = 0.3 * k;
      p.points.forEach(([x, y], i) => {
        if (i) ctx.lineTo(x * k, y * k);
        else ctx.moveTo(x * k, y * k);
      });
      ctx.closePath();
      if (p.filled) ctx.fill();
      ctx.stroke();
    } else {
      ctx.save();
      ctx.font = `${p.size * k}px "Liberation Sans"`;
      ctx.translate(p.x * k, p.y * k);
      ctx.rotate((-(p.angle ?? 0) * Math.PI) / 180);
      ctx.fillText(p.text, 0, 0);
      ctx.restore();
    }
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const img = ctx.getImageData(0, 0, W, H);
  speckle(img.data, W * H, opts);
  ctx.putImageData(img, 0, 0);
  const bytes = opts.format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 85);
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const turn = (x: number, y: number) => ({
    x: W / 2 + (x - W / 2) * cos - (y - H / 2) * sin,
    y: H / 2 + (x - W / 2) * sin + (y - H / 2) * cos,
  });
  const toPixels = (b: Box): Box => {
    const pts = [
      turn(b.x * k, b.y * k),
      turn((b.x + b.w) * k, b.y * k),
      turn(b.x * k, (b.y + b.h) * k),
      turn((b.x + b.w) * k, (b.y + b.h) * k),
    ];
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    return {
      x: Math.min(...xs),
      y: Math.min(...ys),
      w: Math.max(...xs) - Math.min(...xs),
      h: Math.max(...ys) - Math.min(...ys),
    };
  };
  return { bytes: new Uint8Array(bytes), toPixels };
}

/** Flips a share of pixels to black or white (dust and pinholes). */
function speckle(data: Uint8ClampedArray, pixels: number, opts: ScanOptions) {
  let s = opts.seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  const n = Math.floor(pixels * opts.noise);
  for (let i = 0; i < n; i++) {
    const at = Math.floor(next() * pixels) * 4;
    const v = next() < 0.5 ? 0 : 255;
    data[at] = v;
    data[at + 1] = v;
    data[at + 2] = v;
  }
}
