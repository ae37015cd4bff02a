import { describe, expect, it } from 'vitest';
import { instrumentParts, writeDexpi } from './export.ts';
import { readDexpi } from './read.ts';

const d = (id: string, kind: string, tag: string, category = '', parentId = '0', fields = {}) => ({
  id,
  kind,
  tag,
  category,
  parentId,
  fields,
});

describe('DEXPI export', () => {
  const details = [
    d('l1', 'line', '6"-P-1001-A1A', '', '0', { size: '6"', service: 'P', sequence: '1001', spec: 'A1A' }),
    d('l2', 'line', '4"-CW-2001-B2', '', '0', { size: '4"', service: 'CW', sequence: '2001', spec: 'B2' }),
    d('e1', 'equipment', 'P-101A', 'pump', 'l1'),
    d('e2', 'equipment', 'V-2001', 'vessel', 'l1'),
    d('e3', 'equipment', 'E-305', 'exchanger', 'l2'),
    d('v1', 'valve', 'HV-1', 'gate', 'l1'),
    d('v2', 'valve', 'FV-101', 'control', 'l1'),
    d('v3', 'valve', 'HV-9', 'ball', '0'),
    d('i1', 'instrument', 'FT-101', 'field', 'l1'),
    d('i2', 'instrument', 'FIC-101', 'panel'),
    d('i3', 'instrument', 'PI-7 & <x>', 'field'),
    d('o1', 'offPage', '', ''),
  ];
  const loops = [{ loopNum: 'F-101', tags: ['FIC-101', 'FT-101', 'FV-101'] }];
  const xml = writeDexpi({ drawingName: 'a & b.pdf', details, loops, now: new Date('2026-11-25T10:00:00Z') });
  const truth = readDexpi(xml);
  const count = (type: string) => truth.details.filter((x) => x.type === type).length;

  it('reads back with the same items, lines, connections and loops', () => {
    expect([count('equipment'), count('valve'), count('instrument'), count('line')]).toEqual([3, 3, 3, 2]);
    expect(truth.details.every((x) => x.drawn)).toBe(true);
    const p1 = truth.pipelines.find((p) => p.lineNumber === 'P 1001 A1A 6');
    expect(p1?.connected.sort()).toEqual(['FV-101', 'HV-1', 'P-101A', 'V-2001']);
    expect(truth.pipelines.find((p) => p.lineNumber === 'CW 2001 B2 4')?.connected).toEqual(['E-305']);
    expect(truth.loops).toEqual([{ loopNumber: 'F-101', tags: ['FT 101', 'FIC 101', 'FV-101'] }]);
    expect(xml).toContain('Value="7 &amp; &lt;x&gt;"');
  });

  it('splits instrument tags into variable, functions and number', () => {
    expect(instrumentParts('PDIC-4712.01A')).toEqual({ category: 'P', functions: 'DIC', number: '4712.01A' });
  });
});
