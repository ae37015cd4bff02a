import { describe, expect, it } from 'vitest';
import { readSvgPage } from './readSvg.ts';

const near = (v: number) => Math.round(v * 10) / 10;

describe('SVG symbols placed by <use>, y-up groups and the size of a unit', () => {
  const symbols =
    '<defs><symbol id="bubble" overflow="visible"><circle cx="0" cy="0" r="1"/></symbol>' +
    '<g id="gate"><path d="M -1 -1 L 1 1 L 1 -1 L -1 1 Z"/></g></defs>';

  it('draws a symbol where each <use> puts it (translated, turned, scaled), and nothing of the defs', () => {
    const page = readSvgPage(
      `<svg width="200mm" height="100mm" viewBox="0 0 200 100">${symbols}` +
        '<use xlink:href="#bubble" transform="translate(50 40) scale(5)"/>' +
        '<use href="#bubble" x="120" y="60" transform="scale(2)"/>' +
        '<use href="#gate" transform="translate(80 20) rotate(90) scale(3 2)"/></svg>',
    );
    expect(page.circles.map((c) => [near(c.c.x), near(c.c.y), near(c.r)]).sort()).toEqual([
      [240, 120, 2],
      [50, 40, 5],
    ]);
    // The 6 × 4 bow-tie turned upright: 4 wide, 6 high.
    const points = [...page.segments.flatMap((s) => [s.a, s.b]), ...page.polygons.flatMap((g) => g.points)];
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    expect([
      near(Math.min(...xs)),
      near(Math.max(...xs)),
      near(Math.min(...ys)),
      near(Math.max(...ys)),
    ]).toEqual([78, 82, 17, 23]);
  });

  it('reads texts flipped upright inside a y-up group, and a symbol scaled to the use size through its viewBox', () => {
    const page = readSvgPage(
      '<svg width="100mm" height="50mm" viewBox="0 0 100 50"><defs><symbol id="s" viewBox="-1 -1 2 2"><circle r="1"/></symbol></defs>' +
        '<use href="#s" x="10" y="10" width="8" height="8"/>' +
        '<g transform="matrix(1 0 0 -1 0 50)"><text transform="translate(30 20) scale(1 -1)" style="font-size:3px" text-anchor="middle">HV-101</text></g></svg>',
    );
    expect(page.circles.map((c) => [near(c.c.x), near(c.c.y), near(c.r)])).toEqual([[14, 14, 4]]);
    const [hv] = page.texts;
    expect(hv?.text).toBe('HV-101');
    expect(hv?.angle).toBe(0);
    // Centred on x 30, on the baseline 30 from the top (20 up from the bottom).
    expect(Math.abs((hv?.box.x ?? 0) + (hv?.box.w ?? 0) / 2 - 30)).toBeLessThan(1);
    expect(hv?.box.y).toBeLessThan(30);
  });

  it('takes user units per mm from a physical root width, else from the texts, unless told', () => {
    const body = Array.from(
      { length: 6 },
      (_, i) => `<text x="10" y="${10 + i * 20}" font-size="12">T${i}</text>`,
    ).join('');
    expect(
      readSvgPage(`<svg width="420mm" height="297mm" viewBox="0 0 1587.4 1122.5">${body}</svg>`).unitsPerMm,
    ).toBeCloseTo(3.78, 2);
    expect(
      readSvgPage(`<svg width="1587" height="1122" viewBox="0 0 1587 1122">${body}</svg>`).unitsPerMm,
    ).toBe(4);
    expect(readSvgPage(`<svg width="1587" height="1122">${body}</svg>`, 1).unitsPerMm).toBe(1);
  });
});
