import { describe, expect, it } from 'vitest';
import { formLoops, indexRows } from './loops.ts';
import type { Detail } from './types.ts';

const d = (id: string, type: Detail['type'], category: string, tag: string): Detail => ({
  id,
  type,
  category,
  tag,
  box: { x: 0, y: 0, w: 1, h: 1 },
  fields: {},
  confidence: 0.9,
});

describe('loops and index rows', () => {
  const details = [
    d('1', 'instrument', 'field', 'FT-101'),
    d('2', 'instrument', 'panel', 'FIC-101'),
    d('3', 'valve', 'control', 'FV-101'),
    d('4', 'valve', 'gate', 'HV-102'),
    d('5', 'instrument', 'field', 'TT-101'),
  ];

  it('groups instruments and control valves by measured variable and loop number', () => {
    expect(formLoops(details, [])).toEqual([
      { loopNumber: 'F-101', tags: ['FIC-101', 'FT-101', 'FV-101'] },
      { loopNumber: 'T-101', tags: ['TT-101'] },
    ]);
  });

  it('gives a panel instrument the line of its loop', () => {
    const rows = indexRows(details, formLoops(details, []), new Map([['FT-101', '6"-P-1001-A1A']]));
    expect(rows.find((r) => r.tag === 'FIC-101')).toMatchObject({
      loopNumber: 'F-101',
      mounting: 'panel',
      lineNumber: '6"-P-1001-A1A',
    });
    expect(rows.map((r) => r.tag)).not.toContain('HV-102');
  });
});
