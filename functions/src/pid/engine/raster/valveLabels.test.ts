import { describe, expect, it } from 'vitest';
import type { TextToken } from '../types.ts';
import { blankPage } from './testDraw.ts';
import { valveLabelStrips, withValveLabels } from './valveLabels.ts';

const word = (text: string, x: number, y: number, w: number, h = 20, angle = 0): TextToken => ({
  text,
  box: { x, y, w, h },
  angle,
  confidence: 0.9,
});

describe('valve labels read again beside their valves', () => {
  it('puts strips above and below a valve on a horizontal pipe, beside one on a vertical pipe, where there is ink', () => {
    const page = blankPage(600, 400);
    // Ink under the horizontal valve and right of the vertical one (a label's strokes).
    page.line({ x: 90, y: 140 }, { x: 150, y: 140 }, 6);
    page.line({ x: 440, y: 200 }, { x: 500, y: 200 }, 6);
    const mm = 10;
    const strips = valveLabelStrips(
      [
        { x: 100, y: 100, w: 60, h: 30 },
        { x: 400, y: 180, w: 30, h: 60 },
      ],
      mm,
      page.bin,
      600,
      400,
    );
    expect(strips).toHaveLength(2);
    expect(strips[0]).toMatchObject({ x: 40, y: 132, w: 180, h: 35 });
    expect(strips[1]).toMatchObject({ x: 432, y: 192.5, w: 168, h: 35 });
  });

  it('leaves out a strip whose tag the page pass read whole, not one where ink runs on beside the word', () => {
    const page = blankPage(600, 400);
    const mm = 10;
    // Under the left valve a label read whole; under the right one ink before the word read ("062-" lost).
    page.line({ x: 110, y: 148 }, { x: 170, y: 148 }, 8);
    page.line({ x: 360, y: 148 }, { x: 440, y: 148 }, 8);
    const words = [word('HV-101', 104, 138, 72), word('V1061', 390, 138, 56)];
    const valves = [
      { x: 110, y: 100, w: 60, h: 30 },
      { x: 380, y: 100, w: 60, h: 30 },
    ];
    const strips = valveLabelStrips(valves, mm, page.bin, 600, 400, words);
    expect(strips.map((s) => Math.round(s.x + s.w / 2))).toEqual([410]);
  });

  it('replaces a label read in part, adds one not read, and keeps a word the strip read otherwise', () => {
    const page = [word('V1061', 140, 400, 60), word('NC', 500, 300, 20), word('HV-101', 700, 400, 70)];
    const rereads = [
      word('062-V1061', 100, 401, 100),
      word('062-V1059', 300, 401, 100),
      word('HX-1011', 695, 400, 80),
      word('NO', 500, 300, 20),
    ];
    const texts = withValveLabels(page, rereads)
      .map((t) => t.text)
      .sort();
    expect(texts).toEqual(['062-V1059', '062-V1061', 'HV-101', 'NC']);
  });
});
