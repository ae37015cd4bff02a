import { describe, expect, it } from 'vitest';
import { decodePercentCodes, decodeUnicodeEscapes, mtextLines, textLine } from './cadText.ts';

describe('TEXT codes', () => {
  it('replaces %% codes and drops the toggles', () => {
    expect(decodePercentCodes('%%c50 %%p0.1 90%%d %%uUnder%%u 100%%% %%065')).toBe(
      'Ø50 ±0.1 90° Under 100% A',
    );
  });

  it('decodes \\U+ escapes', () => {
    expect(decodeUnicodeEscapes('\\U+4E2D\\U+6587 and \\U+00B0')).toBe('中文 and °');
    expect(textLine('%%c\\U+00B1')).toBe('Ø±');
  });
});

describe('mtextLines', () => {
  it('splits paragraphs and removes formatting', () => {
    expect(mtextLines('Teksto granda nur por testi.\\PAlia linio.\\PAlia pli.')).toEqual([
      'Teksto granda nur por testi.',
      'Alia linio.',
      'Alia pli.',
    ]);
    expect(mtextLines('{\\fArial|b1|i0|c0|p34;\\H2.5x;\\C1;Title}\\P\\LUnder\\l and \\Onorm\\o')).toEqual([
      'Title',
      'Under and norm',
    ]);
  });

  it('keeps escaped braces and backslashes, shows stacked fractions and non-breaking spaces', () => {
    expect(mtextLines('\\{a\\} \\\\ 1\\S1^2; x\\~y')).toEqual(['{a} \\ 11/2 x\u00a0y']);
    expect(mtextLines('{\\Fgdt;r}1')).toEqual(['r1']);
  });
});
