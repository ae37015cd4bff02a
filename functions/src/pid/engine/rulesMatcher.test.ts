import { describe, expect, it } from 'vitest';
import { compileRuleSet, defaultRuleSet } from '../rules/index.ts';
import { recognisePage } from './recognise.ts';
import { tagMatcherOf } from './rulesMatcher.ts';
import type { PageGraphics, Point, Segment, TextToken } from './types.ts';

const rules = tagMatcherOf(compileRuleSet(defaultRuleSet()));

describe('the recogniser matcher: the symbol decides what a text names', () => {
  it('reads a V-numbered tag as a valve beside a valve, as a vessel beside an outline', () => {
    expect(rules.match('valve', 'V-1058')).toEqual({
      tag: 'V-1058',
      fields: { functionLetters: 'V', loopNumber: '1058' },
    });
    expect(rules.match('equipment', 'V-1058')?.fields).toEqual({
      equipmentClass: 'V',
      equipmentNumber: '1058',
    });
    expect(rules.match('valve', '062-V1058')).toEqual({
      tag: '062-V-1058',
      fields: { area: '062', functionLetters: 'V', loopNumber: '1058' },
    });
    expect(rules.match('valve', '062-V-1058A')?.fields).toEqual({
      area: '062',
      functionLetters: 'V',
      loopNumber: '1058',
      suffix: 'A',
    });
    expect(rules.match('valve', 'V1058')?.tag).toBe('V-1058');
  });

  it('does not read other equipment tags beside a valve, nor a vessel letter in a bubble', () => {
    expect(rules.match('valve', 'P-101')).toBeNull();
    expect(rules.match('valve', 'TK-101')).toBeNull();
    expect(rules.match('instrument', 'V-101')).toBeNull();
    expect(rules.match('instrument', 'P-101')).toBeNull();
  });

  it('reads instrument letters that equipment or the abbreviation list also use, in a bubble', () => {
    expect(rules.match('instrument', 'VE-101')).toEqual({
      tag: 'VE-101',
      fields: { functionLetters: 'VE', loopNumber: '101' },
    });
    expect(rules.match('instrument', 'VE101A')?.fields).toEqual({
      functionLetters: 'VE',
      loopNumber: '101',
      suffix: 'A',
    });
    expect(rules.match('instrument', 'ST-2001')?.fields).toEqual({
      functionLetters: 'ST',
      loopNumber: '2001',
    });
    expect(rules.match('equipment', 'VE-101')?.fields.equipmentClass).toBe('VE');
  });

  it('reads ST beside a valve-like body as a steam trap, in a bubble as a speed transmitter', () => {
    expect(rules.match('valve', 'ST-96091')?.fields).toEqual({ functionLetters: 'ST', loopNumber: '96091' });
    expect(rules.match('instrument', 'ST-96091')?.fields).toEqual({
      functionLetters: 'ST',
      loopNumber: '96091',
    });
  });

  it('reads non-return and air-operated valve codes beside a valve, and not in a bubble', () => {
    expect(rules.match('valve', 'NRV-101')?.tag).toBe('NRV-101');
    expect(rules.match('valve', 'AOV-2203A')?.tag).toBe('AOV-2203A');
    expect(rules.match('instrument', 'NRV-101')).toBeNull();
  });

  it('reads line numbers without a piping class after a nominal size, and with an insulation code', () => {
    expect(rules.match('line', '3"-IY-0994')).toEqual({
      tag: '3"-IY-0994',
      fields: { size: '3"', service: 'IY', sequence: '0994' },
    });
    expect(rules.match('line', '3\u201d-IY-0994')?.tag).toBe('3"-IY-0994');
    expect(rules.match('line', '80-MNB-47121')?.fields).toEqual({
      size: '80',
      service: 'MNB',
      sequence: '47121',
    });
    expect(rules.match('line', '2-DH-0621007-ZBJ02-NI')?.fields).toEqual({
      size: '2',
      service: 'DH',
      sequence: '0621007',
      spec: 'ZBJ02',
      insulation: 'NI',
    });
  });

  it('reads no drawing number, and no equipment, valve or instrument tag, as a line', () => {
    for (const text of [
      '10-PID-2001',
      '1-PID-001',
      '2-DH-0621007',
      '100-P-101',
      '100-FV-001',
      '100-FT-001',
      '80-V-12',
    ])
      expect(rules.match('line', text), text).toBeNull();
    expect(rules.match('equipment', '100-P-101')?.tag).toBe('100-P-101');
  });
});

describe('a page read with the default rules: the symbol names the tag', () => {
  const word = (text: string, x: number, y: number, w: number): TextToken => ({
    text,
    box: { x, y, w, h: 3 },
    angle: 0,
    confidence: 1,
  });
  const P = (x: number, y: number): Point => ({ x, y });
  const pipe = (x1: number, y1: number, x2: number, y2: number): Segment => ({
    a: P(x1, y1),
    b: P(x2, y2),
    dashed: false,
    width: 1,
  });
  /** A vessel V-101, a line 3"-IY-0994 through valve V-1058 (area 062), a bubble VE over 152. Units mm. */
  const page: PageGraphics = {
    kind: 'vector',
    width: 200,
    height: 120,
    unitsPerMm: 1,
    texts: [
      word('V-101', 12, 85, 10),
      word('3"-IY-0994', 90, 45, 22),
      word('062-V1058', 38, 57, 16),
      word('VE', 127, 24, 5),
      word('152', 126, 29, 7),
      word('10-PID-2001', 60, 100, 24),
    ],
    segments: [pipe(30, 50, 42, 50), pipe(48, 50, 180, 50), pipe(130, 35, 130, 50)],
    circles: [{ c: P(130, 28), r: 6, filled: false }],
    polygons: [
      { points: [P(10, 30), P(30, 30), P(30, 80), P(10, 80)], filled: false },
      { points: [P(42, 47), P(45, 50), P(42, 53)], filled: false },
      { points: [P(48, 47), P(45, 50), P(48, 53)], filled: false },
    ],
  };

  it('reads the vessel, the V valve, the class-less line and the vibration element, and no drawing number', () => {
    const r = recognisePage(page, { matcher: rules });
    const tagged = r.details.filter((d) => d.tag).map((d) => [d.type, d.tag]);
    expect(tagged).toEqual(
      expect.arrayContaining([
        ['equipment', 'V-101'],
        ['valve', '062-V-1058'],
        ['instrument', 'VE-152'],
        ['line', '3"-IY-0994'],
      ]),
    );
    expect(tagged).toHaveLength(4);
    expect(r.pipelines.map((p) => p.lineNumber)).toEqual(['3"-IY-0994']);
  });
});
