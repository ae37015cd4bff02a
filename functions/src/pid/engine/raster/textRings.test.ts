import { describe, expect, it } from 'vitest';
import { blankPage } from './testDraw.ts';
import { ringsAroundWords } from './textRings.ts';

const word = (text: string, x: number, y: number) => ({
  text,
  box: { x, y, w: 30, h: 18 },
  angle: 0,
  confidence: 0.9,
});

describe('ringsAroundWords', () => {
  it('finds the ring around a bubble word, broken by a line, and nothing around a free word', () => {
    const page = blankPage(400, 200);
    page.ring({ x: 100, y: 100 }, 58);
    // A signal line into the ring, erased there as a stroke would leave it: the ring stays.
    page.line({ x: 158, y: 100 }, { x: 250, y: 100 });
    const found = ringsAroundWords(
      page.bin,
      400,
      200,
      [word('FT', 85, 72), word('NOTE', 300, 40)],
      [],
      30,
      106,
    );
    expect(found).toHaveLength(1);
    expect(Math.abs((found[0]?.c.x ?? 0) - 100)).toBeLessThan(3);
    expect(Math.abs((found[0]?.c.y ?? 0) - 100)).toBeLessThan(3);
    expect(Math.abs((found[0]?.r ?? 0) - 58)).toBeLessThan(3);
  });
});
