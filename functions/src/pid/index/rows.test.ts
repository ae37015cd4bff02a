import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { planImport } from './import.ts';
import { functionLettersOf, indexRecords, matching } from './rows.ts';

const details = [
  { id: 'p1-l1', kind: 'line', tag: '6"-P-1001-A1A', page: 1, confidence: 1 },
  { id: 'p1-a', kind: 'instrument', category: 'panel', tag: 'FIC-101', page: 1, confidence: 0.9 },
  {
    id: 'p1-b',
    kind: 'instrument',
    category: 'field',
    tag: 'FT-101',
    page: 1,
    confidence: 1,
    parentId: 'p1-l1',
  },
  { id: 'p2-b', kind: 'instrument', category: 'field', tag: 'FT-101', page: 2, confidence: 0.8 },
  { id: 'p1-c', kind: 'valve', category: 'control', tag: 'FV-101', page: 1, confidence: 1 },
  { id: 'p1-d', kind: 'valve', category: 'gate', tag: 'HV-1', page: 1, confidence: 1 },
  { id: 'p1-e', kind: 'equipment', category: 'pump', tag: 'P-101', page: 1, confidence: 1 },
];
const loops = [{ loopNum: 'F-101', tags: ['FIC-101', 'FT-101', 'FV-101'] }];

describe('instrument index rows', () => {
  const rows = indexRecords(details, loops, new Map([['FT-101', { service: 'Feed flow' }]]));

  it('has one row per instrument and control valve tag, with loop, line, pages and values', () => {
    expect(rows.map((r) => r.tag)).toEqual(['FIC-101', 'FT-101', 'FV-101']);
    const ft = rows[1];
    expect(ft).toMatchObject({
      functionLetters: 'FT',
      loopNum: 'F-101',
      mounting: 'field',
      lineNumber: '6"-P-1001-A1A',
      pageNums: [1, 2],
      confidence: 0.8,
      service: 'Feed flow',
      remark: '',
    });
    // Not on a line itself: the line a loop mate is on.
    expect(rows[0]).toMatchObject({ mounting: 'panel', lineNumber: '6"-P-1001-A1A' });
    expect(matching(rows, 'fv').map((r) => r.tag)).toEqual(['FV-101']);
    expect(functionLettersOf('PDIC 4712.01')).toBe('PDIC');
  });

  it('plans an import: updated rows and the reason of each skipped row', () => {
    const sheet = {
      headers: ['Tag', 'Service', 'Range'],
      rows: [
        { row: 2, cells: ['FT-101', 'Feed', '0-10'] },
        { row: 3, cells: ['', 'x', ''] },
        { row: 4, cells: ['ZZ-9', 'x', ''] },
        { row: 5, cells: ['FT-101', 'again', ''] },
        { row: 6, cells: ['FIC-101', 'x'.repeat(501), ''] },
      ],
    };
    const mapping = {
      tagColumn: 'Tag',
      mapping: [
        { column: 'Service', field: 'service' as const },
        { column: 'Range', field: 'range' as const },
      ],
    };
    const plan = planImport(sheet, mapping, new Set(rows.map((r) => r.tag)));
    expect(plan.map((p) => p.result)).toEqual(['updated', 'emptyTag', 'unknownTag', 'duplicate', 'invalid']);
    expect(plan[0]?.values).toEqual({ service: 'Feed', range: '0-10' });
    const refusal = (m: typeof mapping) => {
      try {
        planImport(sheet, m, new Set());
      } catch (e) {
        return (e as AppError).messageKey;
      }
    };
    expect(refusal({ ...mapping, tagColumn: 'Nope' })).toBe('pid.import.noColumn');
    expect(
      refusal({
        tagColumn: 'Tag',
        mapping: [
          { column: 'Service', field: 'service' },
          { column: 'Range', field: 'service' },
        ],
      }),
    ).toBe('pid.import.duplicateField');
    expect(() => planImport({ headers: ['Tag'], rows: [] }, mapping, new Set())).toThrow(AppError);
  });
});
