import { describe, expect, it } from 'vitest';
import { blankPage } from './testDraw.ts';
import { restoreThinGlyphs } from './thinGlyphs.ts';

describe('restoreThinGlyphs', () => {
  it('puts back a bar OCR dropped after a word: an I after letters, a 1 after digits', () => {
    const page = blankPage(200, 100);
    // "T" at 20..34 and a bar at 40; "23" at 20..44 and a bar at 50 on the line below.
    page.line({ x: 20, y: 10 }, { x: 34, y: 10 }, 3);
    page.line({ x: 27, y: 10 }, { x: 27, y: 28 }, 3);
    page.line({ x: 40, y: 10 }, { x: 40, y: 28 }, 2);
    page.line({ x: 50, y: 50 }, { x: 50, y: 68 }, 2);
    const tokens = [
      { text: 'T', box: { x: 19, y: 9, w: 17, h: 20 }, angle: 0, confidence: 0.5 },
      { text: '23', box: { x: 20, y: 49, w: 25, h: 20 }, angle: 0, confidence: 0.9 },
    ];
    const out = restoreThinGlyphs(page.bin, 200, 100, [{ x: 5, y: 2, w: 120, h: 90 }], tokens);
    expect(out.map((t) => t.text)).toEqual(['TI', '231']);
    expect(out[0]?.box.x).toBe(19);
    expect((out[0]?.box.x ?? 0) + (out[0]?.box.w ?? 0)).toBeGreaterThan(40);
  });
});
