import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkOf, chunkPages, outputScale, planRender } from './renderPlan.ts';

const small = () => 500_000; // a letter page at 100 %

describe('chunks', () => {
  it('groups pages by ten', () => {
    expect(CHUNK_SIZE).toBe(10);
    expect(chunkOf(1)).toBe(0);
    expect(chunkOf(10)).toBe(0);
    expect(chunkOf(11)).toBe(1);
    expect(chunkPages(39, 395)).toEqual([391, 392, 393, 394, 395]);
    expect(chunkPages(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('planRender', () => {
  it('draws the visible page first, then its chunk and the pages around it', () => {
    const plan = planRender({
      current: 1,
      visible: [1, 2],
      pageCount: 2000,
      rendered: [],
      pagePixels: small,
    });
    expect(plan.render.slice(0, 2)).toEqual([1, 2]);
    expect([...plan.render].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(plan.release).toEqual([]);
  });

  it('adds the neighbouring pages across a chunk boundary', () => {
    const plan = planRender({ current: 10, visible: [10], pageCount: 2000, rendered: [], pagePixels: small });
    expect(plan.render[0]).toBe(10);
    expect(plan.render).toContain(11);
    expect(plan.render).toContain(12);
    expect(plan.render).not.toContain(13);
  });

  it('releases pages far from the view and keeps the neighbouring chunks', () => {
    const rendered = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
    const plan = planRender({ current: 25, visible: [25], pageCount: 2000, rendered, pagePixels: small });
    expect(plan.release).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(plan.render).toEqual([25, 24, 26, 23, 27, 28, 29, 30]);
  });

  it('never holds more than three chunks of canvases however far one pages', () => {
    let rendered: number[] = [];
    for (let current = 1; current <= 400; current += 3) {
      const plan = planRender({ current, visible: [current], pageCount: 500, rendered, pagePixels: small });
      rendered = [...rendered.filter((p) => !plan.release.includes(p)), ...plan.render];
      expect(rendered.length).toBeLessThanOrEqual(3 * CHUNK_SIZE);
      expect(rendered).toContain(current);
    }
  });

  it('holds fewer pages when they are huge (pixel budget) but always the visible ones', () => {
    const huge = () => 15_000_000; // a 17 × 11 in drawing at 400 %
    const plan = planRender({
      current: 5,
      visible: [5, 6],
      pageCount: 20,
      rendered: [],
      pagePixels: huge,
      budget: 48_000_000,
    });
    expect(plan.render).toEqual([5, 6, 4]);
    const tiny = planRender({
      current: 5,
      visible: [4, 5, 6, 7],
      pageCount: 20,
      rendered: [1],
      pagePixels: huge,
      budget: 1,
    });
    expect(tiny.render).toEqual([5, 4, 6, 7]);
    expect(tiny.release).toEqual([1]);
  });

  it('handles short and empty documents', () => {
    expect(
      planRender({ current: 1, visible: [1], pageCount: 1, rendered: [], pagePixels: small }).render,
    ).toEqual([1]);
    expect(planRender({ current: 1, visible: [], pageCount: 0, rendered: [3], pagePixels: small })).toEqual({
      render: [],
      release: [3],
    });
  });
});

describe('outputScale', () => {
  it('uses the device pixel ratio until the canvas gets too big', () => {
    expect(outputScale(800, 600, 2)).toBe(2);
    const s = outputScale(4896, 3168, 2, 16_777_216); // a 17 × 11 in drawing at 400 %
    expect(4896 * 3168 * s * s).toBeCloseTo(16_777_216, -2);
    expect(s).toBeLessThan(2);
    expect(outputScale(9792, 6336, 1)).toBeCloseTo(0.52, 2);
  });
});
