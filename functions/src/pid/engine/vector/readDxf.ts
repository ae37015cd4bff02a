import { dxfToSvg } from '../../../preview/dxfSvg.ts';
import { PreviewRefusedError } from '../../../preview/errors.ts';
import { PidPageRefusedError } from '../errors.ts';
import type { PageGraphics } from '../types.ts';
import { readSvgPage } from './readSvg.ts';

/** Millimetres per drawing unit of the header's $INSUNITS (inches, feet, mm, cm, m). */
const MM_PER_INSUNIT: Record<number, number> = { 1: 25.4, 2: 304.8, 4: 1, 5: 10, 6: 1000 };
/** A drawing sheet's long side in mm (A4 … A0 and longer rolls): units that give another size are not paper's. */
const SHEET_LONG_SIDE_MM = { min: 150, max: 2500 };

/**
 * Reads a DXF drawing (model space) into page primitives: the preview's reader draws it (block INSERTs
 * scaled and turned, their ATTRIB values, TEXT alignment, MTEXT with its formatting codes removed,
 * polylines with bulges) as SVG with blocks placed by `<use>`, and the SVG reader takes it from there.
 * P&IDs are drawn at paper size: the header's length unit says how many units a millimetre is, unless the
 * sheet it gives is no paper size; then (and for unitless drawings) the texts' size says it.
 */
export function readDxfPage(bytes: Uint8Array): PageGraphics {
  if (bytes.byteLength === 0) throw new PidPageRefusedError('pid.emptyFile', 'the file has no bytes');
  let drawn: ReturnType<typeof dxfToSvg>;
  try {
    drawn = dxfToSvg(bytes);
  } catch (error) {
    if (error instanceof PreviewRefusedError) throw new PidPageRefusedError('pid.unreadable', error.message);
    throw error;
  }
  const insunits = /\$INSUNITS\s*\r?\n\s*70\s*\r?\n\s*(\d+)/.exec(
    new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024)),
  )?.[1];
  const mmPerUnit = MM_PER_INSUNIT[Number(insunits)];
  const longSide = Math.max(drawn.extents.maxX - drawn.extents.minX, drawn.extents.maxY - drawn.extents.minY);
  const paper =
    mmPerUnit !== undefined &&
    longSide * mmPerUnit >= SHEET_LONG_SIDE_MM.min &&
    longSide * mmPerUnit <= SHEET_LONG_SIDE_MM.max;
  return readSvgPage(drawn.svg, paper ? 1 / mmPerUnit : undefined);
}
