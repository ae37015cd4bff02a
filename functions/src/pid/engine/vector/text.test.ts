import { describe, expect, it } from 'vitest';
import { tokensFromTextItems } from './text.ts';

const VIEW: [number, number, number, number, number, number] = [1, 0, 0, -1, 0, 800];

describe('tokensFromTextItems', () => {
  it('merges glyph runs that touch into one word and splits at spaces', () => {
    const tokens = tokensFromTextItems(
      [
        { str: 'FIC', transform: [10, 0, 0, 10, 100, 700], width: 18 },
        { str: '-101 NOTE', transform: [10, 0, 0, 10, 118, 700], width: 45 },
      ],
      VIEW,
    );
    expect(tokens.map((t) => t.text)).toEqual(['FIC-101', 'NOTE']);
    expect(tokens[0]?.angle).toBe(0);
    expect(tokens[0]?.box.y).toBeLessThan(100);
  });

  it('reads bottom-up text as angle 90 with a tall box', () => {
    const [t] = tokensFromTextItems(
      [{ str: '6"-P-1001-A1A', transform: [0, 10, -10, 0, 300, 300], width: 70 }],
      VIEW,
    );
    expect(t?.angle).toBe(90);
    expect(t?.box.h).toBeGreaterThan(t?.box.w ?? 0);
  });

  it('reads letter-spaced glyph runs (pdf.js spaces every tracking gap) as one word, not single letters', () => {
    const glyphs = (text: string, x: number, y: number) =>
      [...text].map((str, i) => ({ str, transform: [10, 0, 0, 10, x + i * 9, y], width: 6 }));
    const tokens = tokensFromTextItems(
      [
        // pdf.js merges some of the glyphs itself, a space between each
        { str: 'F V', transform: [10, 0, 0, 10, 100, 700], width: 15 },
        ...glyphs('-2001', 118, 700),
        // an ordinary two-word text stays two words
        { str: 'BV BALL', transform: [10, 0, 0, 10, 100, 600], width: 40 },
      ],
      VIEW,
    );
    expect(tokens.map((t) => t.text).sort()).toEqual(['BALL', 'BV', 'FV-2001']);
  });
});
