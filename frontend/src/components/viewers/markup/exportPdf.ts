import {
  appendBezierCurve,
  closePath,
  degrees,
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingColor,
  stroke,
} from 'pdf-lib';
import type { PathCommand } from '../geometry/path.ts';
import { fontSize, markupUnit, shapePath, strokeWidth } from '../geometry/shapes.ts';
import { type PdfPageBox, uprightTextRotation, viewportSize, viewportToUser } from '../pdf/pdfSpace.ts';
import type { MarkupShape, Point } from '../types.ts';

export type TextRasterizer = (
  text: string,
  color: string,
  size: number,
) => Promise<{ png: Uint8Array; width: number; height: number }>;

export function parseColor(hex: string): { r: number; g: number; b: number } {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return { r: 1, g: 0, b: 0 };
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return {
    r: Number.parseInt(h.slice(0, 2), 16) / 255,
    g: Number.parseInt(h.slice(2, 4), 16) / 255,
    b: Number.parseInt(h.slice(4, 6), 16) / 255,
  };
}

function pageBox(page: PDFPage): PdfPageBox {
  const crop = page.getCropBox();
  return { x: crop.x, y: crop.y, width: crop.width, height: crop.height, rotate: page.getRotation().angle };
}

/** PDF operators stroking a path given in page (viewport) coordinates. */
export function pathOperators(
  commands: readonly PathCommand[],
  box: PdfPageBox,
  color: string,
  lineWidth: number,
): PDFOperator[] {
  const u = (p: Point) => viewportToUser(p, box);
  const c = parseColor(color);
  const ops: PDFOperator[] = [
    pushGraphicsState(),
    setStrokingColor(rgb(c.r, c.g, c.b)),
    setLineWidth(lineWidth),
    setLineCap(LineCapStyle.Round),
    setLineJoin(LineJoinStyle.Round),
  ];
  for (const cmd of commands) {
    if (cmd.op === 'M') {
      const p = u(cmd.p);
      ops.push(moveTo(p.x, p.y));
    } else if (cmd.op === 'L') {
      const p = u(cmd.p);
      ops.push(lineTo(p.x, p.y));
    } else if (cmd.op === 'C') {
      const [a, b, p] = [u(cmd.c1), u(cmd.c2), u(cmd.p)];
      ops.push(appendBezierCurve(a.x, a.y, b.x, b.y, p.x, p.y));
    } else {
      ops.push(closePath());
    }
  }
  ops.push(stroke(), popGraphicsState());
  return ops;
}

function encodable(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

async function drawText(
  doc: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  shape: MarkupShape,
  box: PdfPageBox,
  unit: number,
  rasterize?: TextRasterizer,
): Promise<void> {
  const text = shape.text ?? '';
  const size = fontSize(shape, unit);
  const anchor = shape.points[0];
  const rotate = degrees(uprightTextRotation(box));
  const c = parseColor(shape.stroke);
  if (encodable(font, text)) {
    const base = viewportToUser({ x: anchor.x, y: anchor.y + size }, box);
    page.drawText(text, { x: base.x, y: base.y, size, font, color: rgb(c.r, c.g, c.b), rotate });
    return;
  }
  if (rasterize) {
    const { png, width, height } = await rasterize(text, shape.stroke, size);
    const image = await doc.embedPng(png);
    const corner = viewportToUser({ x: anchor.x, y: anchor.y + height }, box);
    page.drawImage(image, { x: corner.x, y: corner.y, width, height, rotate });
    return;
  }
  const base = viewportToUser({ x: anchor.x, y: anchor.y + size }, box);
  const safe = [...text].map((ch) => (encodable(font, ch) ? ch : '?')).join('');
  page.drawText(safe, { x: base.x, y: base.y, size, font, color: rgb(c.r, c.g, c.b), rotate });
}

/**
 * The PDF with each page's markup burned in as vector strokes (text in Helvetica, or as an image when
 * Helvetica cannot encode it and a rasteriser is given). Shapes are in page coordinates (pdf.js viewport at
 * scale 1), `shape.page` 1-based.
 */
export async function exportPdf(
  pdf: ArrayBuffer | Uint8Array,
  shapes: readonly MarkupShape[],
  options: { rasterizeText?: TextRasterizer } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  for (const [index, page] of pages.entries()) {
    const onPage = shapes.filter((s) => s.page === index + 1);
    if (onPage.length === 0) continue;
    const box = pageBox(page);
    const size = viewportSize(box);
    const unit = markupUnit(size.width, size.height);
    for (const shape of onPage) {
      if (shape.annoType === 'text') {
        await drawText(doc, page, font, shape, box, unit, options.rasterizeText);
      } else {
        page.pushOperators(
          ...pathOperators(shapePath(shape, unit), box, shape.stroke, strokeWidth(shape, unit)),
        );
      }
    }
  }
  return doc.save();
}
