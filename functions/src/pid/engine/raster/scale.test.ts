import { describe, expect, it } from 'vitest';
import type { TextToken } from '../types.ts';
import { letteringScale } from './scale.ts';

const words = (n: number, height: number, text = 'PT-101'): TextToken[] =>
  Array.from({ length: n }, (_, i) => ({
    text,
    box: { x: 100 * i, y: 0, w: 4 * height, h: height },
    angle: 0,
    confidence: 0.9,
  }));

describe('letteringScale', () => {
  const nominal = 300 / 25.4;

  it('keeps the stated resolution for lettering of usual size', () => {
    // 2.5 mm lettering at 300 dpi: capitals of about 21 px.
    expect(letteringScale(words(20, 21), nominal)).toBe(nominal);
  });

  it('takes the scale from the capitals when a drawing was reduced onto the image', () => {
    // An A1 sheet on an A4 page: capitals of 13 px at "300 dpi" are a drawing of about 8 px per mm.
    expect(letteringScale(words(20, 13), nominal)).toBeCloseTo(13 / 1.6, 5);
  });

  it('needs enough tag-like words before it trusts them', () => {
    expect(letteringScale(words(5, 10), nominal)).toBe(nominal);
    expect(letteringScale(words(20, 10, '.'), nominal)).toBe(nominal);
  });
});
