import { describe, expect, it } from 'vitest';
import { inkShare, insideRingsOnly } from './ringInsides.ts';
import { blankPage } from './testDraw.ts';

describe('insideRingsOnly', () => {
  it('leaves the lettering of a panel bubble and takes its ring and its middle bar away', () => {
    const page = blankPage(100, 100);
    const c = { x: 50, y: 50 };
    page.ring(c, 30, 3);
    page.line({ x: 21, y: 50 }, { x: 79, y: 50 }, 3); // the panel-mounting bar
    page.line({ x: 45, y: 30 }, { x: 45, y: 42 }, 2); // a letter's stroke above it
    const img = { width: 100, height: 100, data: page.bin };
    const out = insideRingsOnly(img, [{ c, r: 30 }], 0, (v) => v === 1);
    expect(inkShare(out, 100, 100, { x: 43, y: 30, w: 4, h: 12 })).toBeGreaterThan(0.3);
    expect(inkShare(out, 100, 100, { x: 22, y: 48, w: 56, h: 5 })).toBe(0);
    expect(inkShare(out, 100, 100, { x: 0, y: 0, w: 100, h: 15 })).toBe(0);
    expect(inkShare(page.bin, 100, 100, { x: 22, y: 48, w: 56, h: 5 })).toBeGreaterThan(0.3);
  });
});
