import { describe, expect, it } from 'vitest';
import { clampPageInput, fitView, rotateView, stepPreset, wheelScale, ZOOM_PRESETS, zoomAt } from './zoom.ts';

describe('zoom presets', () => {
  it('are the eight presets of the toolbar', () => {
    expect([...ZOOM_PRESETS]).toEqual([50, 75, 100, 125, 150, 200, 300, 400]);
  });

  it('steps to the next preset up or down, stopping at the ends', () => {
    expect(stepPreset(1, 1)).toBe(1.25);
    expect(stepPreset(1, -1)).toBe(0.75);
    expect(stepPreset(1.1, 1)).toBe(1.25);
    expect(stepPreset(1.1, -1)).toBe(1);
    expect(stepPreset(4, 1)).toBe(4);
    expect(stepPreset(0.5, -1)).toBe(0.5);
    expect(stepPreset(0.2, 1)).toBe(0.5);
    expect(stepPreset(9, -1)).toBe(4);
  });
});

describe('page number input', () => {
  it('clamps to 1 … min(9999, page count)', () => {
    expect(clampPageInput('5', 10)).toBe(5);
    expect(clampPageInput('0', 10)).toBe(1);
    expect(clampPageInput('-3', 10)).toBe(1);
    expect(clampPageInput('11', 10)).toBe(10);
    expect(clampPageInput('12000', 20000)).toBe(9999);
    expect(clampPageInput(' 7 ', 10)).toBe(7);
    expect(clampPageInput('3.9', 10)).toBe(3);
    expect(clampPageInput(4, 3)).toBe(3);
  });

  it('ignores text that is not a number', () => {
    expect(clampPageInput('', 10)).toBeNull();
    expect(clampPageInput('abc', 10)).toBeNull();
  });

  it('still answers 1 for an empty document', () => {
    expect(clampPageInput('5', 0)).toBe(1);
  });
});

describe('free zoom', () => {
  it('zooms in on wheel up, out on wheel down, within limits', () => {
    expect(wheelScale(1, -100)).toBeGreaterThan(1);
    expect(wheelScale(1, 100)).toBeLessThan(1);
    expect(wheelScale(7.9, -300)).toBe(8);
    expect(wheelScale(0.021, 300)).toBe(0.02);
  });

  it('keeps the point under the cursor fixed', () => {
    const view = { scale: 1, rotation: 0 as const, x: 10, y: 20 };
    const anchor = { x: 110, y: 70 };
    const zoomed = zoomAt(view, anchor, 2);
    // page point under the anchor before and after
    expect((anchor.x - view.x) / view.scale).toBeCloseTo((anchor.x - zoomed.x) / zoomed.scale);
    expect((anchor.y - view.y) / view.scale).toBeCloseTo((anchor.y - zoomed.y) / zoomed.scale);
  });

  it('fits and centres the page, never above 100 %', () => {
    const fit = fitView({ width: 2000, height: 1000 }, { width: 1032, height: 632 }, 0);
    expect(fit.scale).toBeCloseTo(0.5);
    expect(fit.x).toBeCloseTo(16);
    expect(fit.y).toBeCloseTo(66);
    const rotated = fitView({ width: 2000, height: 1000 }, { width: 1032, height: 632 }, 90);
    expect(rotated.scale).toBeCloseTo(0.3);
    const small = fitView({ width: 100, height: 50 }, { width: 1000, height: 1000 }, 0);
    expect(small.scale).toBe(1);
    expect(small.x).toBe(450);
    const vector = fitView({ width: 100, height: 50 }, { width: 1032, height: 1032 }, 0, { maxScale: 8 });
    expect(vector.scale).toBe(8);
    const snug = fitView({ width: 100, height: 50 }, { width: 500, height: 500 }, 0, {
      margin: 0,
      maxScale: 20,
    });
    expect(snug.scale).toBe(5);
    const tiny = fitView({ width: 10, height: 5 }, { width: 1000, height: 1000 }, 0, { maxScale: 50 });
    expect(tiny.scale).toBe(8); // never past the free-zoom limit
  });

  it('rotates about the centre of the page box', () => {
    const view = { scale: 1, rotation: 0 as const, x: 0, y: 0 };
    const turned = rotateView(view, { width: 200, height: 100 }, 90);
    expect(turned).toEqual({ scale: 1, rotation: 90, x: 50, y: -50 });
  });
});
