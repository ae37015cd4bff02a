import { describe, expect, it } from 'vitest';
import { findBarValves } from './barValves.ts';
import { findStraightLines } from './lines.ts';
import { blankPage } from './testDraw.ts';

const MM = 300 / 25.4;
const W = 900;
const H = 200;

/** A bow-tie valve centred at (cx, 100): bars 48 high, 70 apart; halves filled as asked. */
function valve(page: ReturnType<typeof blankPage>, cx: number, solidLeft = false) {
  const [x0, x1, y0, y1, y] = [cx - 35, cx + 35, 76, 124, 100];
  page.line({ x: x0, y: y0 }, { x: x0, y: y1 });
  page.line({ x: x1, y: y0 }, { x: x1, y: y1 });
  for (const x of [x0, x1]) {
    page.line({ x, y: y0 }, { x: cx, y });
    page.line({ x, y: y1 }, { x: cx, y });
  }
  if (solidLeft) page.fill({ x: x0, y: y0 }, { x: cx, y }, { x: x0, y: y1 });
}

describe('findBarValves', () => {
  it('finds gate, check (solid half, pipe through it) and ball valves, and not a box with a cross', () => {
    const page = blankPage(W, H);
    page.line({ x: 0, y: 100 }, { x: W, y: 100 }, 5);
    valve(page, 120);
    valve(page, 320, true);
    valve(page, 520);
    page.ring({ x: 520, y: 100 }, 15);
    // A rectangle with both diagonals: bars and edges, but ink above and below its middle.
    page.line({ x: 685, y: 76 }, { x: 755, y: 76 });
    page.line({ x: 685, y: 124 }, { x: 755, y: 124 });
    valve(page, 720);
    const strokes = findStraightLines(page.bin, W, H, Math.round(1.5 * MM), Math.round(0.8 * MM));
    const found = findBarValves(page.bin, W, H, strokes, MM);
    const centres = found.boxes.map((b) => Math.round(b.x + b.w / 2)).sort((a, b) => a - b);
    expect(centres).toHaveLength(3);
    for (const [i, c] of centres.entries()) expect(Math.abs(c - (120 + 200 * i))).toBeLessThan(4);
    const filled = found.polygons.filter((p) => p.filled).map((p) => p.points[0]!.x);
    expect(filled).toHaveLength(1);
    expect(Math.abs((filled[0] ?? 0) - 285)).toBeLessThan(8);
    const rings = found.circles.filter((c) => !c.filled);
    expect(rings).toHaveLength(1);
    expect(Math.abs((rings[0]?.c.x ?? 0) - 520)).toBeLessThan(4);
  });
});
