import type { RuleSetData, TagRule } from '@loopline/shared/contracts/pidRules';
import { describe, expect, it } from 'vitest';
import { compileRuleSet, defaultRuleSet, TOKEN_BREAK } from './index.ts';
import { EQUIPMENT_CLASS_CODES, instrumentLetters, valveLetters } from './isa.ts';

const matcher = compileRuleSet(defaultRuleSet());
const read = (text: string) => {
  const m = matcher.match(text);
  return m && { type: m.type, tag: m.tag, fields: m.fields };
};

describe('default rules: instruments (ISA-5.1)', () => {
  it.each([
    ['FIC-101', 'FIC-101', { functionLetters: 'FIC', loopNumber: '101' }],
    ['PT 2001A', 'PT-2001A', { functionLetters: 'PT', loopNumber: '2001', suffix: 'A' }],
    ['LSHH-3003', 'LSHH-3003', { functionLetters: 'LSHH', loopNumber: '3003' }],
    ['FIC101', 'FIC-101', { functionLetters: 'FIC', loopNumber: '101' }],
    ['PT-2001A', 'PT-2001A', { functionLetters: 'PT', loopNumber: '2001', suffix: 'A' }],
    ['PDT-1203', 'PDT-1203', { functionLetters: 'PDT', loopNumber: '1203' }],
    ['FQI-400', 'FQI-400', { functionLetters: 'FQI', loopNumber: '400' }],
    ['TE-101B', 'TE-101B', { functionLetters: 'TE', loopNumber: '101', suffix: 'B' }],
    ['AT-77', 'AT-77', { functionLetters: 'AT', loopNumber: '77' }],
    ['ZSO-1001', 'ZSO-1001', { functionLetters: 'ZSO', loopNumber: '1001' }],
    ['HS-12', 'HS-12', { functionLetters: 'HS', loopNumber: '12' }],
    ['LAHH 310', 'LAHH-310', { functionLetters: 'LAHH', loopNumber: '310' }],
    ['TW-5', 'TW-5', { functionLetters: 'TW', loopNumber: '5' }],
    ['FIC – 101', 'FIC-101', { functionLetters: 'FIC', loopNumber: '101' }],
    ['100-FT-001', '100-FT-001', { area: '100', functionLetters: 'FT', loopNumber: '001' }],
    ['20-LIC-2003A', '20-LIC-2003A', { area: '20', functionLetters: 'LIC', loopNumber: '2003', suffix: 'A' }],
  ])('%s', (text, tag, fields) => {
    expect(read(text)).toEqual({ type: 'instrument', tag, fields });
  });
});

describe('default rules: valves', () => {
  it.each([
    ['HV-101', { functionLetters: 'HV', loopNumber: '101' }],
    ['XV-2001', { functionLetters: 'XV', loopNumber: '2001' }],
    ['FV-101', { functionLetters: 'FV', loopNumber: '101' }],
    ['PCV-12', { functionLetters: 'PCV', loopNumber: '12' }],
    ['PSV-1001', { functionLetters: 'PSV', loopNumber: '1001' }],
    ['SDV-300', { functionLetters: 'SDV', loopNumber: '300' }],
    ['LV-2003', { functionLetters: 'LV', loopNumber: '2003' }],
    ['PDV-7', { functionLetters: 'PDV', loopNumber: '7' }],
  ])('%s is a valve, not an instrument', (text, fields) => {
    expect(read(text)).toEqual({ type: 'valve', tag: text, fields });
  });

  it('letters ending in V are valves; the same variable with a readout is an instrument', () => {
    expect(read('FV-101')?.type).toBe('valve');
    expect(read('FT-101')?.type).toBe('instrument');
    expect(read('HIC-101')?.type).toBe('instrument');
    expect(read('HV-101')?.type).toBe('valve');
  });
});

describe('default rules: equipment', () => {
  it.each([
    ['P-101A', { equipmentClass: 'P', equipmentNumber: '101', suffix: 'A' }],
    ['V-2001', { equipmentClass: 'V', equipmentNumber: '2001' }],
    ['E-305', { equipmentClass: 'E', equipmentNumber: '305' }],
    ['T-4001', { equipmentClass: 'T', equipmentNumber: '4001' }],
    ['C-201', { equipmentClass: 'C', equipmentNumber: '201' }],
    ['TK-101', { equipmentClass: 'TK', equipmentNumber: '101' }],
    ['K-1201B', { equipmentClass: 'K', equipmentNumber: '1201', suffix: 'B' }],
  ])('%s', (text, fields) => {
    expect(read(text)).toEqual({ type: 'device', tag: text, fields });
  });

  it('reads a pump pair as both pumps', () => {
    const m = matcher.match('P-906A/B');
    expect(m).toMatchObject({ type: 'device', tag: 'P-906A/B', alternates: ['P-906A', 'P-906B'] });
    expect(m?.fields).toEqual({ equipmentClass: 'P', equipmentNumber: '906', suffix: 'A/B' });
    expect(matcher.match('P-101A/B/C')?.alternates).toEqual(['P-101A', 'P-101B', 'P-101C']);
  });

  it('reads every HG/T 20519 equipment class code', () => {
    for (const [code] of EQUIPMENT_CLASS_CODES)
      expect(matcher.match(`${code}-101`)?.type, code).toBe('device');
  });

  it('takes an area prefix', () => {
    expect(read('10-P-101')).toEqual({
      type: 'device',
      tag: '10-P-101',
      fields: { area: '10', equipmentClass: 'P', equipmentNumber: '101' },
    });
  });
});

describe('default rules: letters equipment also uses, joined to their number', () => {
  it('reads V joined to its number, alone or after an area, as a valve (a hyphened V-101 stays a vessel)', () => {
    expect(read('V1058')).toEqual({
      type: 'valve',
      tag: 'V-1058',
      fields: { functionLetters: 'V', loopNumber: '1058' },
    });
    expect(read('062-V1058')).toEqual({
      type: 'valve',
      tag: '062-V-1058',
      fields: { area: '062', functionLetters: 'V', loopNumber: '1058' },
    });
    expect(read('V-101')?.type).toBe('device');
  });

  it('reads VE (vibration element) joined to its number, and ST hyphened, as instruments', () => {
    expect(read('VE101')).toEqual({
      type: 'instrument',
      tag: 'VE-101',
      fields: { functionLetters: 'VE', loopNumber: '101' },
    });
    expect(read('100-FT001')?.fields).toEqual({ area: '100', functionLetters: 'FT', loopNumber: '001' });
    expect(read('ST-2001')).toEqual({
      type: 'instrument',
      tag: 'ST-2001',
      fields: { functionLetters: 'ST', loopNumber: '2001' },
    });
    expect(read('VE-101')?.type).toBe('device');
  });

  it('reads no equipment joined to its number, with or without an area (grid references)', () => {
    for (const text of ['1-B2', '10-C3', 'P4711'])
      expect(
        matcher.matchAll(text).filter((m) => m.type === 'device'),
        text,
      ).toEqual([]);
  });
});

describe('default rules: line numbers', () => {
  it.each([
    ['6"-P-1001-A1A', { size: '6"', service: 'P', sequence: '1001', spec: 'A1A' }],
    ['150-HC-2003-B2', { size: '150', service: 'HC', sequence: '2003', spec: 'B2' }],
    ['2"-CW-105-CS150', { size: '2"', service: 'CW', sequence: '105', spec: 'CS150' }],
    ['1/2"-N-12-A', { size: '1/2"', service: 'N', sequence: '12', spec: 'A' }],
    ['1.5"-IA-3001-A1', { size: '1.5"', service: 'IA', sequence: '3001', spec: 'A1' }],
    ['8"-PG-2101-B1A', { size: '8"', service: 'PG', sequence: '2101', spec: 'B1A' }],
  ])('%s', (text, fields) => {
    expect(read(text)).toEqual({ type: 'pipeline', tag: text, fields });
  });

  it.each([
    ['3"-IY-0994', { size: '3"', service: 'IY', sequence: '0994' }],
    ['1-1/2"-N-12', { size: '1-1/2"', service: 'N', sequence: '12' }],
    ['80-MNB-47121', { size: '80', service: 'MNB', sequence: '47121' }],
    ['150-HC-2003', { size: '150', service: 'HC', sequence: '2003' }],
  ])('%s: no piping class after a nominal size', (text, fields) => {
    // IY and HC are instrument letters too: beside a pipe the recogniser asks for the line reading.
    const line = matcher.matchAll(text).find((m) => m.type === 'pipeline');
    expect(line && { tag: line.tag, fields: line.fields }).toEqual({ tag: text, fields });
  });

  it('reads an insulation code after the class', () => {
    expect(read('2-DH-0621007-ZBJ02-NI')).toEqual({
      type: 'pipeline',
      tag: '2-DH-0621007-ZBJ02-NI',
      fields: { size: '2', service: 'DH', sequence: '0621007', spec: 'ZBJ02', insulation: 'NI' },
    });
    expect(matcher.scan('SEE 6"-P-1001-A1A-H50 ON SHEET 2').map((m) => m.tag)).toEqual(['6"-P-1001-A1A-H50']);
  });

  it('reads a drawing number, a bare size or a sheet reference as no line', () => {
    for (const text of ['10-PID-2001', '2-PID-001', '1-A-101', '3-DH-0621007', '12-P-3', '7"-P-1'])
      expect(
        matcher.matchAll(text).filter((m) => m.type === 'pipeline'),
        text,
      ).toEqual([]);
  });

  it('writes every inch mark as "', () => {
    expect(matcher.match('3\u2033-IY-0994')?.tag).toBe('3"-IY-0994');
    expect(matcher.match("3''-IY-0994")?.tag).toBe('3"-IY-0994');
    expect(matcher.match('6\u201d-P-1001-A1A')?.tag).toBe('6"-P-1001-A1A');
    expect(matcher.match("4''-CW-12-A1")?.tag).toBe('4"-CW-12-A1');
  });
});

describe('default rules: every preset combination', () => {
  it('reads every instrument letter string as an instrument and every valve string as a valve', () => {
    const wrong: string[] = [];
    for (const letters of instrumentLetters()) {
      const type = matcher.match(`${letters}-${letters.length}01A`)?.type;
      if (type !== 'instrument' && type !== 'device') wrong.push(`${letters}: ${type}`);
    }
    for (const letters of valveLetters()) {
      if (matcher.match(`${letters}-2001`)?.type !== 'valve') wrong.push(letters);
    }
    expect(wrong).toEqual([]);
  });
});

describe('default rules: valve-type codes and named loops', () => {
  it.each([
    ['BVMO1', 'valve', 'BVMO1', { functionLetters: 'BV', loopNumber: 'MO1' }],
    ['CKNIO', 'valve', 'CKNIO', { functionLetters: 'CK', loopNumber: 'NIO' }],
    ['SV-MO2', 'valve', 'SV-MO2', { functionLetters: 'SV', loopNumber: 'MO2' }],
    ['RG 12', 'valve', 'RG-12', { functionLetters: 'RG', loopNumber: '12' }],
    ['PT-MO1', 'instrument', 'PT-MO1', { functionLetters: 'PT', loopNumber: 'MO1' }],
    ['PICSA-4712.02', 'instrument', 'PICSA-4712.02', { functionLetters: 'PICSA', loopNumber: '4712.02' }],
  ])('%s', (text, type, tag, fields) => {
    const reading = matcher.matchAll(text).find((m) => m.type === type);
    expect(reading).toMatchObject({ tag, fields });
  });

  it('keeps the number rules the reading of numbered tags (the suffix stays a suffix)', () => {
    expect(matcher.match('FIC-101A')?.fields).toEqual({
      functionLetters: 'FIC',
      loopNumber: '101',
      suffix: 'A',
    });
    expect(matcher.match('FV2001')?.tag).toBe('FV-2001');
    expect(matcher.matchTokens(['PT', 'MO1'])?.tag).toBe('PT-MO1');
  });
});

describe('default rules: texts that are not tags', () => {
  it.each([
    'NOTE 1',
    'NOTES',
    'SEE NOTE 3',
    'REV A',
    'REV. 2',
    'REV-B',
    'A1',
    'B2',
    'C3',
    '1200',
    '2400 x 1200',
    '2 X 150',
    '2026-11-25',
    '25/11/2026',
    'DWG NO. 10-PID-2001',
    '10-PID-2001',
    'PID-2001',
    'EL 105.5',
    'EL. +105.500',
    'CS150',
    'DN150',
    'PN16',
    '150#',
    '3/4"',
    'FO',
    'FC',
    'TYP.',
    'SHEET 1 OF 3',
    '1:50',
    'HOLD',
    'CS-150',
    'SS-316',
    'TO-12',
    'N.C.',
    'Ø150',
    'PUMP',
    'FIC',
    '101',
    'P-',
    '-101',
    'FIC-101 TO BE RELOCATED',
    'fic-101',
    'A-1',
    'Z-3',
    'SECTION A-A',
  ])('%s', (text) => {
    expect(matcher.match(text)).toBeNull();
  });
});

describe('readings across tokens and inside texts', () => {
  it('reads a bubble whose letters sit over the number', () => {
    expect(matcher.matchTokens(['FIC', '101'])?.tag).toBe('FIC-101');
    expect(matcher.matchTokens(['PT', '2001', 'A'])?.tag).toBe('PT-2001A');
    expect(matcher.matchTokens([' LSHH ', '3003'])?.fields).toEqual({
      functionLetters: 'LSHH',
      loopNumber: '3003',
    });
    expect(matcher.matchTokens(['NOTE', '1'])).toBeNull();
    expect(matcher.matchTokens([])).toBeNull();
  });

  it('never reads a token break inside a field', () => {
    // FI over C101 is function letters over a named loop, never FIC-101.
    expect(matcher.matchTokens(['FI', 'C101'])?.fields).toEqual({
      functionLetters: 'FI',
      loopNumber: 'C101',
    });
    expect(matcher.matchTokens(['F', 'IC101'])).toBeNull();
    expect(matcher.match(`FIC${TOKEN_BREAK}101`)?.tag).toBe('FIC-101');
  });

  it('finds tags inside notes, in text order and without overlaps', () => {
    const found = matcher.scan('NOTE 2: P-101A/B DISCHARGE TO FV-2001 VIA 6"-P-1001-A1A (SEE E-305).');
    expect(found.map((m) => [m.type, m.tag])).toEqual([
      ['device', 'P-101A/B'],
      ['valve', 'FV-2001'],
      ['pipeline', '6"-P-1001-A1A'],
      ['device', 'E-305'],
    ]);
    expect(found[0]).toMatchObject({ start: 8, end: 16 });
    expect(matcher.scan('SHEET 1 OF 3, REV A, 2026-11-25')).toEqual([]);
  });

  it('answers every reading of an ambiguous text, the most specific first', () => {
    const set = defaultRuleSet();
    const pipeline = set.types.find((t) => t.type === 'pipeline');
    if (pipeline) pipeline.ruleSettings[0].rows[3].allowToBeEmpty = 0;
    const all = compileRuleSet(set).matchAll('100-FT-001');
    // 100 is a nominal size: the default class-less rule reads it too, ahead of the edit (its size is fixed).
    expect(all.map((m) => [m.type, m.rule.name])).toEqual([
      ['instrument', 'area prefix'],
      ['pipeline', 'nominal size-service-sequence'],
      ['pipeline', 'size-service-sequence-class'],
    ]);
    expect(all[2].fields).toEqual({ size: '100', service: 'FT', sequence: '001' });
  });

  it('reads a letters-space-number tag in a note, and a gap-free suffix only', () => {
    expect(matcher.scan('CHECK PT 2001A AND FIC101 DAILY').map((m) => m.tag)).toEqual([
      'PT-2001A',
      'FIC-101',
    ]);
  });

  it('reads lower case only when asked', () => {
    const ocr = compileRuleSet(defaultRuleSet(), { ignoreCase: true });
    expect(ocr.match('fic-101')?.tag).toBe('FIC-101');
    expect(ocr.match('p-906a/b')?.alternates).toEqual(['P-906A', 'P-906B']);
    expect(ocr.match('note 1')).toBeNull();
  });
});

describe('instrument circuits', () => {
  const tags = [
    'FT-101',
    'FIC-101',
    'FV-101',
    'FY-101',
    'TT-101',
    'TIC-101',
    'FT-102',
    'P-101',
    '6"-P-101-A1',
  ]
    .map((t) => matcher.match(t))
    .filter((m) => m !== null);

  it('groups by the same first letter and the same loop number', () => {
    expect(matcher.circuits(tags).map((c) => [c.loop, c.members.map((m) => m.tag)])).toEqual([
      ['F-101', ['FT-101', 'FIC-101', 'FV-101', 'FY-101']],
      ['T-101', ['TT-101', 'TIC-101']],
      ['F-102', ['FT-102']],
    ]);
  });

  it('leaves out tags without the circuit attributes', () => {
    expect(
      matcher.circuitOf(matcher.match('P-101') as NonNullable<ReturnType<typeof matcher.match>>),
    ).toBeNull();
    expect(matcher.circuitOf({ fields: { functionLetters: 'PDT', loopNumber: '7' } })).toEqual({
      parts: ['P', '7'],
      loop: 'P-7',
    });
  });

  it('follows configured rows: loop number only, and exclusions', () => {
    const set = defaultRuleSet();
    const byNumber = compileRuleSet({
      ...set,
      meterRuleSettings: [
        {
          fkAttributeId: 'loopNumber',
          fieldFeatures: 'all',
          handlingMethod: 'all',
          dmRuleFixeds: [],
          ruleSort: 1,
        },
        {
          fkAttributeId: 'functionLetters',
          fieldFeatures: 'first',
          handlingMethod: 'exclude',
          dmRuleFixeds: [{ fixedValue: 'H' }],
          ruleSort: 2,
        },
      ],
    });
    expect(byNumber.circuitOf({ fields: { functionLetters: 'HS', loopNumber: '101' } })).toBeNull();
    expect(byNumber.circuitOf({ fields: { functionLetters: 'FIC', loopNumber: '101' } })?.loop).toBe('101-F');
    const lastLetter = compileRuleSet({
      ...set,
      meterRuleSettings: [
        {
          fkAttributeId: 'loopNumber',
          fieldFeatures: 'end',
          handlingMethod: 'all',
          dmRuleFixeds: [],
          ruleSort: 1,
        },
      ],
    });
    expect(lastLetter.circuitOf({ fields: { loopNumber: '1203' } })?.loop).toBe('3');
    expect(compileRuleSet({ ...set, meterRuleSettings: [] }).circuits(tags)).toEqual([]);
  });
});

/** A rule from [attribute, feature, delimiter, fixed values]; the last row optional when `optional`. */
function rule(rows: [string, string, string, string[]?][], optional = false): TagRule {
  return {
    rows: rows.map(([fkAttributeId, fieldFeatures, delimiter, fixed], i) => ({
      fkAttributeId,
      fieldFeatures: fieldFeatures as TagRule['rows'][number]['fieldFeatures'],
      delimiter: delimiter as TagRule['rows'][number]['delimiter'],
      allowToBeEmpty: optional && i === rows.length - 1 ? 0 : 1,
      dmRuleFixeds: (fixed ?? []).map((fixedValue) => ({ fixedValue })),
      ruleSort: i + 1,
    })),
  };
}

const only = (type: RuleSetData['types'][number]['type'], rules: TagRule[]): RuleSetData => ({
  types: [{ type, ruleSettings: rules }],
  meterRuleSettings: [],
});

describe('configured tag styles', () => {
  it('slash and space delimiters, letters-and-digits areas', () => {
    const m = compileRuleSet(
      only('instrument', [
        rule([
          ['area', 'ennumber', 'slash'],
          ['functionLetters', 'en', 'space'],
          ['loopNumber', 'number', 'space'],
        ]),
      ]),
    );
    expect(m.match('U1/FT 101')).toMatchObject({
      tag: 'U1/FT-101',
      fields: { area: 'U1', functionLetters: 'FT', loopNumber: '101' },
    });
    expect(m.match('U1/FT101')?.tag).toBe('U1/FT-101');
    expect(m.match('U1-FT-101')).toBeNull();
  });

  it('three-part equipment tags with a building code', () => {
    const m = compileRuleSet(
      only('device', [
        rule([
          ['building', 'fixed', 'hyphen', ['B01', 'B02']],
          ['equipmentClass', 'en', 'hyphen'],
          ['equipmentNumber', 'number', 'space'],
        ]),
      ]),
    );
    expect(m.match('B01-PU-0012')?.fields).toEqual({
      building: 'B01',
      equipmentClass: 'PU',
      equipmentNumber: '0012',
    });
    expect(m.match('B03-PU-0012')).toBeNull();
  });

  it('a required last field, and an "all" field up to the delimiter', () => {
    const m = compileRuleSet(
      only('pipeline', [
        rule([
          ['size', 'all', 'hyphen'],
          ['service', 'en', 'hyphen'],
          ['sequence', 'number', 'hyphen'],
          ['spec', 'ennumber', 'space'],
        ]),
      ]),
    );
    expect(m.match('DN150-PW-0001-1C1')?.fields).toEqual({
      size: 'DN150',
      service: 'PW',
      sequence: '0001',
      spec: '1C1',
    });
    expect(m.match('DN150-PW-0001')).toBeNull();
  });

  it('DEXPI-style line numbers: fields that need a real space between them', () => {
    const m = compileRuleSet(
      only('pipeline', [
        rule([
          ['service', 'en', 'space'],
          ['sequence', 'number', 'space'],
          ['spec', 'ennumber', 'space'],
          ['size', 'number', 'space'],
        ]),
      ]),
      { ignoreCase: true },
    );
    expect(m.match('MNc 47127 75HB13 50')).toMatchObject({
      tag: 'MNC-47127 75HB13 50',
      fields: { service: 'MNC', sequence: '47127', spec: '75HB13', size: '50' },
    });
    expect(m.match('MNc 4712775HB13 50')).toBeNull();
    expect(m.scan('LINE MNb 47123 75HB13 80 TO T4750').map((t) => t.fields.sequence)).toEqual(['47123']);
  });

  it('DEXPI-style equipment and instrument bubbles (no hyphen, decimal loop numbers)', () => {
    const m = compileRuleSet({
      types: [
        {
          type: 'device',
          ruleSettings: [
            rule([
              ['equipmentClass', 'fixed', 'space', ['P', 'T', 'H']],
              ['equipmentNumber', 'number', 'space'],
            ]),
          ],
        },
        {
          type: 'instrument',
          ruleSettings: [
            rule([
              ['functionLetters', 'en', 'space'],
              ['loopNumber', 'number', 'space'],
            ]),
          ],
        },
      ],
      meterRuleSettings: defaultRuleSet().meterRuleSettings,
    });
    expect(m.match('P4711')?.fields).toEqual({ equipmentClass: 'P', equipmentNumber: '4711' });
    expect(m.matchTokens(['TICSA', '4750.03'])?.fields).toEqual({
      functionLetters: 'TICSA',
      loopNumber: '4750.03',
    });
    expect(m.match('T4750')?.type).toBe('device');
  });

  it('a medium-coded style ([type][medium][number], the AA284 rocket feed-system P&ID in the samples)', () => {
    const media = ['MO', 'MF', 'IO', 'IF', 'MC', 'N', 'P'];
    const styled = (type: 'valve' | 'instrument', letters: string[]) => ({
      type,
      ruleSettings: [
        rule(
          [
            ['functionLetters', 'fixed', 'space', letters],
            ['area', 'fixed', 'space', media],
            ['loopNumber', 'number', 'space'],
          ],
          true,
        ),
      ],
    });
    const m = compileRuleSet({
      types: [
        styled('valve', ['BV', 'CK', 'HV', 'NV', 'OR', 'PR', 'RG', 'SV']),
        styled('instrument', ['PT', 'TT', 'SC']),
      ],
      meterRuleSettings: [],
    });
    expect(m.match('BVMF2')?.fields).toEqual({ functionLetters: 'BV', area: 'MF', loopNumber: '2' });
    expect(m.match('SVN')).toMatchObject({ type: 'valve', fields: { functionLetters: 'SV', area: 'N' } });
    expect(m.matchTokens(['PT', 'MO1'])).toMatchObject({ type: 'instrument', tag: 'PT MO-1' });
    expect(m.match('Ball Valve')).toBeNull();
    expect(m.match('CKNIO')).toBeNull();
  });

  it('fixed values prefer the longest (LSHH before LS)', () => {
    const m = compileRuleSet(
      only('instrument', [
        rule([
          ['functionLetters', 'fixed', 'space', ['LS', 'LSH', 'LSHH']],
          ['loopNumber', 'number', 'space'],
        ]),
      ]),
    );
    expect(m.match('LSHH101')?.fields.functionLetters).toBe('LSHH');
    expect(m.match('LSH 101')?.fields.functionLetters).toBe('LSH');
  });

  it('escapes fixed values that look like expression syntax', () => {
    const m = compileRuleSet(
      only('device', [
        rule([
          ['equipmentClass', 'fixed', 'hyphen', ['P.K', 'A+B', '(X)']],
          ['equipmentNumber', 'number', 'space'],
        ]),
      ]),
    );
    expect(m.match('A+B-1')?.fields.equipmentClass).toBe('A+B');
    expect(m.match('PXK-1')).toBeNull();
    expect(m.match('(X)-2')?.tag).toBe('(X)-2');
  });

  it('an empty rule set reads nothing', () => {
    const m = compileRuleSet({ types: [], meterRuleSettings: [] });
    expect(m.match('FIC-101')).toBeNull();
    expect(m.scan('FIC-101')).toEqual([]);
  });

  it('reads a dense page of texts quickly', () => {
    const texts = Array.from({ length: 5000 }, (_, i) => (i % 3 ? `FIC-${i}` : `NOTE ${i}`));
    const start = performance.now();
    for (const t of texts) matcher.match(t);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
