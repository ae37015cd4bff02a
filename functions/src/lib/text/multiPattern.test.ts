import { describe, expect, it } from 'vitest';
import { buildMatcher } from './multiPattern.ts';

describe('buildMatcher', () => {
  it('finds any of the words anywhere in a text', () => {
    const m = buildMatcher(['he', 'she', 'his', 'hers']);
    expect(m.firstMatch('ushers')).toBe('she');
    expect(m.firstMatch('a history')).toBe('his');
    expect(m.firstMatch('nothing here')).toBe('he');
    expect(m.firstMatch('xyz')).toBeNull();
    expect(m.size).toBe(4);
  });

  it('finds a word that is a suffix of a longer partial match (failure links)', () => {
    const m = buildMatcher(['abcd', 'bc']);
    expect(m.firstMatch('xabcx')).toBe('bc');
    expect(buildMatcher(['aab']).firstMatch('aaab')).toBe('aab');
  });

  it('matches Chinese, full-width and upper-case spellings', () => {
    const m = buildMatcher(['违禁', 'secret']);
    expect(m.firstMatch('这是违禁内容')).toBe('违禁');
    expect(m.firstMatch('TOP ＳＥＣＲＥＴ plan')).toBe('secret');
  });

  it('answers null for an empty list and ignores empty words', () => {
    expect(buildMatcher([]).firstMatch('anything')).toBeNull();
    expect(buildMatcher(['']).size).toBe(0);
  });

  it('agrees with a naive search on random texts', () => {
    const alphabet = 'abc';
    const rnd = (n: number) =>
      Array.from({ length: n }, () => alphabet[Math.floor(Math.random() * 3)]).join('');
    for (let round = 0; round < 200; round++) {
      const words = Array.from({ length: 5 }, () => rnd(1 + Math.floor(Math.random() * 4)));
      const text = rnd(20);
      const m = buildMatcher(words);
      expect(m.firstMatch(text) !== null).toBe(words.some((w) => text.includes(w)));
    }
  });
});
