import { describe, expect, it } from 'vitest';
import type { TextToken } from '../types.ts';
import { joinPhrase, phraseFrom } from './phrases.ts';

const word = (text: string, x: number, y: number, angle = 0): TextToken => {
  const len = text.length * 1.5;
  return {
    text,
    box: angle === 0 ? { x, y, w: len, h: 3 } : { x, y, w: 3, h: len },
    angle,
    confidence: 1,
  };
};

describe('phraseFrom', () => {
  it('follows the words on one baseline, a word space apart, and stops at a gap or another line', () => {
    const words = [
      word('MNc', 0, 0),
      word('47127', 6, 0),
      word('75HB13', 15, 0),
      word('50', 26, 0),
      word('far', 60, 0),
      word('below', 30, 8),
    ];
    const phrase = phraseFrom(words[0] as TextToken, words, () => true);
    expect(joinPhrase(phrase)).toMatchObject({
      text: 'MNc 47127 75HB13 50',
      box: { x: 0, y: 0, w: 29, h: 3 },
    });
  });

  it('reads vertical text top to bottom at 270° and skips used words', () => {
    const words = [word('MNb', 0, 0, 270), word('47123', 0, 6, 270), word('75HB13', 0, 15, 270)];
    const used = new Set([words[2]]);
    const phrase = phraseFrom(words[0] as TextToken, words, (t) => !used.has(t));
    expect(phrase.map((w) => w.text)).toEqual(['MNb', '47123']);
  });
});
