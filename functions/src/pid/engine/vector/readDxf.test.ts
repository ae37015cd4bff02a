import { describe, expect, it } from 'vitest';
import { PidPageRefusedError } from '../errors.ts';
import { readDxfPage } from './readDxf.ts';

const group = (type: string, codes: [number, string | number][]) =>
  [`0\n${type}`, '8\nPID', ...codes.map(([c, v]) => `${c}\n${v}`)].join('\n');

/** A sheet 420 × 297 in the given units: its frame, a bubble block inserted 5× with its tag as ATTRIBs, an MTEXT line number. */
function dxf(insunits: number, k = 1) {
  return [
    `0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1015\n9\n$INSUNITS\n70\n${insunits}\n0\nENDSEC`,
    '0\nSECTION\n2\nBLOCKS',
    group('BLOCK', [
      [2, 'BUBBLE'],
      [70, 2],
      [10, 0],
      [20, 0],
      [3, 'BUBBLE'],
    ]),
    group('CIRCLE', [
      [10, 0],
      [20, 0],
      [40, 1],
    ]),
    group('ENDBLK', []),
    '0\nENDSEC\n0\nSECTION\n2\nENTITIES',
    group('LWPOLYLINE', [
      [90, 4],
      [70, 1],
      [10, 0],
      [20, 0],
      [10, 420 * k],
      [20, 0],
      [10, 420 * k],
      [20, 297 * k],
      [10, 0],
      [20, 297 * k],
    ]),
    group('INSERT', [
      [66, 1],
      [2, 'BUBBLE'],
      [10, 100 * k],
      [20, 200 * k],
      [41, 5 * k],
      [42, 5 * k],
    ]),
    group('ATTRIB', [
      [10, 100 * k],
      [20, 200.5 * k],
      [40, 2 * k],
      [1, 'FIC'],
      [2, 'FUNCTION'],
      [70, 0],
      [72, 1],
      [11, 100 * k],
      [21, 200.5 * k],
    ]),
    group('ATTRIB', [
      [10, 100 * k],
      [20, 197 * k],
      [40, 2 * k],
      [1, '2001'],
      [2, 'LOOP'],
      [70, 0],
      [72, 1],
      [11, 100 * k],
      [21, 197 * k],
    ]),
    group('SEQEND', []),
    group('MTEXT', [
      [10, 150 * k],
      [20, 150 * k],
      [40, 2 * k],
      [71, 7],
      [1, `{\\fArial|b0|i0;\\H${2 * k};6"-P-1001-A1A}`],
    ]),
    '0\nENDSEC\n0\nEOF\n',
  ].join('\n');
}

describe('DXF P&IDs read through the drawing reader', () => {
  it('reads block inserts scaled into place with their attribute values, and MTEXT without its codes', () => {
    const page = readDxfPage(new TextEncoder().encode(dxf(4)));
    expect(page.unitsPerMm).toBe(1);
    expect(page.texts.map((t) => t.text).sort()).toEqual(['2001', '6"-P-1001-A1A', 'FIC']);
    expect(page.circles.map((c) => Math.round(c.r))).toEqual([5]);
  });

  it('takes a millimetre from the header unit when it gives a paper-sized sheet, else from the text size', () => {
    // In inches the 420-unit frame would be 10.7 m long: no paper, so the 2-unit texts say the size.
    const inches = readDxfPage(new TextEncoder().encode(dxf(1)));
    expect(inches.unitsPerMm).toBeGreaterThan(0.5);
    expect(inches.unitsPerMm).toBeLessThan(1.5);
    const metres = readDxfPage(new TextEncoder().encode(dxf(6, 0.001)));
    expect(metres.unitsPerMm).toBe(0.001);
  });

  it('refuses an empty or unreadable file with a page refusal', () => {
    expect(() => readDxfPage(new Uint8Array())).toThrow(PidPageRefusedError);
    expect(() => readDxfPage(new TextEncoder().encode('AutoCAD Binary DXF\r\n\u001a\u0000'))).toThrow(
      PidPageRefusedError,
    );
  });
});
