import { describe, expect, it } from 'vitest';
import { readSvgPage } from './readSvg.ts';
import { fontSizeOf } from './svgText.ts';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="100mm" viewBox="0 0 200 100">${body}</svg>`;
const words = (body: string) =>
  readSvgPage(svg(body), 1)
    .texts.map((t) => `${t.text}@${t.angle}`)
    .sort();

describe('SVG text as drawing tools export it', () => {
  it('reads the words of <tspan>s, with the font size from a style', () => {
    expect(
      words(
        '<text style="font-size:3px"><tspan x="10" y="20">FV</tspan><tspan x="16" y="20">2001</tspan></text>' +
          '<text font-size="3" x="10" y="40">HV-<tspan>101</tspan></text>',
      ),
    ).toEqual(['2001@0', 'FV@0', 'HV-101@0']);
  });

  it('joins a <text> per glyph into words, also turned a quarter', () => {
    const glyphs = (text: string, x: number, y: number, turn = '') =>
      [...text]
        .map((ch, i) =>
          ch === ' ' ? '' : `<text x="${x + i * 2}" y="${y}" font-size="3"${turn}>${ch}</text>`,
        )
        .join('');
    expect(words(glyphs('XV-3010', 10, 20))).toEqual(['XV-3010@0']);
    const up = words(`<g transform="rotate(-90 50 80)">${glyphs('150-HC-2003-B2', 50, 80)}</g>`);
    expect(up).toEqual(['150-HC-2003-B2@90']);
  });

  it('takes the font size from the attribute, the style or the parent', () => {
    expect(fontSizeOf({ 'font-size': '3.5px' }, 1)).toBe(3.5);
    expect(fontSizeOf({ style: 'fill:#000;font-size:2.5px' }, 1)).toBe(2.5);
    expect(fontSizeOf({}, 4)).toBe(4);
  });
});
