import { describe, expect, it } from 'vitest';
import { formatFen, parseYuan, yuanText } from './money.ts';

describe('money in fen', () => {
  it('reads typed yuan exactly and writes it back', () => {
    expect(parseYuan('60')).toBe(6000);
    expect(parseYuan('19.9')).toBe(1990);
    expect(parseYuan(' 0.05 ')).toBe(5);
    for (const bad of ['', '1.234', '-1', '1e3', 'abc']) expect(parseYuan(bad)).toBeNull();
    expect(yuanText(6005)).toBe('60.05');
  });

  it('formats per language', () => {
    expect(formatFen(6000, 'zh')).toBe('¥60.00');
    expect(formatFen(6000, 'en')).toMatch(/60\.00/);
  });
});
