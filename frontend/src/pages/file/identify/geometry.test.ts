import { describe, expect, it } from 'vitest';
import { boxFromCorners, dragBox, drawingOnly, fitView, pageSizeOf, toPage, zoomAt } from './geometry.ts';

describe('identify-preview geometry', () => {
  it('fits the page and zooms about the pointer', () => {
    const view = fitView(1000, 500, 800, 600);
    expect(view.s).toBeCloseTo(0.768);
    const before = toPage(view, 300, 200);
    const zoomed = zoomAt(view, 2, 300, 200);
    expect(zoomed.s).toBeCloseTo(view.s * 2);
    const after = toPage(zoomed, 300, 200);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('keeps drawn, moved and resized boxes on the page', () => {
    expect(boxFromCorners({ x: 50, y: 40 }, { x: -5, y: 10 }, 100, 100)).toEqual({
      x: 0,
      y: 10,
      w: 50,
      h: 30,
    });
    const box = { x: 10, y: 10, w: 20, h: 10 };
    expect(dragBox(box, 'body', 100, -50, 100, 100)).toEqual({ x: 80, y: 0, w: 20, h: 10 });
    expect(dragBox(box, 'se', 5, 5, 100, 100)).toEqual({ x: 10, y: 10, w: 25, h: 15 });
    expect(dragBox(box, 'nw', 30, 0, 100, 100)).toEqual({ x: 29, y: 10, w: 1, h: 10 });
  });

  it('takes the recognition boxes out of the stored page SVG and reads its size', () => {
    const svg =
      '<svg viewBox="0 0 1190.55 841.89"><rect width="100%" height="100%" fill="#fff"/><g>\n' +
      '<rect class="valve" data-id="p1-3" data-tag="FV-1" x="1" y="2" width="3" height="4" stroke="#000"/>\n</g></svg>';
    const drawing = drawingOnly(svg);
    expect(drawing).not.toContain('data-id');
    expect(drawing).toContain('fill="#fff"');
    expect(pageSizeOf(svg)).toEqual({ w: 1190.55, h: 841.89 });
  });
});
