import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Box } from '../../../functions/src/pid/engine/types.ts';
import type { Sheet, Truth } from './model.ts';

export const PT_PER_MM = 72 / 25.4;

/**
 * Writes a sheet as a one-page vector PDF. `explodeDashes` draws signal lines as separate dash
 * strokes (as many CAD exports do) instead of one stroke with a dash pattern.
 */
export async function sheetToPdf(sheet: Sheet, opts: { explodeDashes?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const k = PT_PER_MM;
  const page = doc.addPage([sheet.widthMm * k, sheet.heightMm * k]);
  const H = sheet.heightMm * k;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const black = rgb(0, 0, 0);
  for (const p of sheet.prims) {
    if (p.kind === 'line') {
      const thickness = (p.width ?? 0.35) * k;
      if (p.dashed && opts.explodeDashes) {
        const len = Math.hypot(p.x2 - p.x1, p.y2 - p.y1);
        for (let s = 0; s < len; s += 3) {
          const e = Math.min(len, s + 1.8);
          const at = (t: number) => ({
            x: (p.x1 + ((p.x2 - p.x1) * t) / len) * k,
            y: H - (p.y1 + ((p.y2 - p.y1) * t) / len) * k,
          });
          page.drawLine({ start: at(s), end: at(e), thickness, color: black });
        }
      } else {
        page.drawLine({
          start: { x: p.x1 * k, y: H - p.y1 * k },
          end: { x: p.x2 * k, y: H - p.y2 * k },
          thickness,
          color: black,
          ...(p.dashed ? { dashArray: [1.8 * k, 1.2 * k] } : {}),
        });
      }
    } else if (p.kind === 'circle') {
      page.drawCircle({
        x: p.x * k,
        y: H - p.y * k,
        size: p.r * k,
        borderWidth: 0.3 * k,
        borderColor: black,
        ...(p.filled ? { color: black } : {}),
      });
    } else if (p.kind === 'polygon') {
      const d = `${p.points.map(([x, y], i) => `${i ? 'L' : 'M'}${(x * k).toFixed(3)} ${(y * k).toFixed(3)}`).join(' ')} Z`;
      page.drawSvgPath(d, {
        x: 0,
        y: H,
        borderColor: black,
        borderWidth: 0.3 * k,
        ...(p.filled ? { color: black } : {}),
      });
    } else {
      const angle = p.angle ?? 0;
      page.drawText(p.text, {
        x: p.x * k,
        y: H - p.y * k,
        size: p.size * k,
        font,
        color: black,
        rotate: degrees(angle),
      });
    }
  }
  return doc.save();
}

/** The truth with boxes in the page units of a reader (points for PDFs, pixels for scans). */
export function scaleTruth(truth: Truth, map: (b: Box) => Box): Truth {
  return { ...truth, details: truth.details.map((d) => ({ ...d, box: map(d.box) })) };
}
