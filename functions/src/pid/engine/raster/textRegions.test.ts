import { describe, expect, it } from 'vitest';
import { blankPage } from './testDraw.ts';
import { findTextRegions } from './textRegions.ts';

const MM = 300 / 25.4;

/** An H-like glyph 14 wide and 20 high at (x, y); turned, 20 wide and 14 high. */
function glyph(page: ReturnType<typeof blankPage>, x: number, y: number, turned = false) {
  const [w, h] = turned ? [20, 14] : [14, 20];
  if (turned) {
    page.line({ x, y }, { x: x + w, y }, 3);
    page.line({ x, y: y + h }, { x: x + w, y: y + h }, 3);
    page.line({ x: x + w / 2, y }, { x: x + w / 2, y: y + h }, 3);
  } else {
    page.line({ x, y }, { x, y: y + h }, 3);
    page.line({ x: x + w, y }, { x: x + w, y: y + h }, 3);
    page.line({ x, y: y + h / 2 }, { x: x + w, y: y + h / 2 }, 3);
  }
}

describe('findTextRegions', () => {
  it('finds a written line and a bottom-up column, and neither a pipe nor specks', () => {
    const page = blankPage(600, 400);
    for (let i = 0; i < 5; i++) glyph(page, 40 + i * 20, 40);
    for (let i = 0; i < 5; i++) glyph(page, 400, 100 + i * 20, true);
    page.line({ x: 20, y: 300 }, { x: 580, y: 300 }, 5);
    for (const [x, y] of [
      [200, 200],
      [230, 210],
      [260, 190],
    ] as const)
      page.line({ x, y }, { x: x + 1, y }, 2);
    const regions = findTextRegions(page.bin, 600, 400, MM);
    expect(regions).toHaveLength(2);
    const flat = regions.find((r) => !r.vertical);
    const up = regions.find((r) => r.vertical);
    expect(flat?.box.x).toBeLessThan(40);
    expect((flat?.box.x ?? 0) + (flat?.box.w ?? 0)).toBeGreaterThan(134);
    expect(up?.box.y).toBeLessThan(100);
    expect((up?.box.y ?? 0) + (up?.box.h ?? 0)).toBeGreaterThan(194);
  });
});
