import { describe, expect, it } from 'vitest';
import { datedExportName } from './exportName.ts';

describe('datedExportName', () => {
  it('names an export with its day', () => {
    expect(datedExportName('Operation log', new Date(2026, 0, 5, 23, 10))).toBe(
      'Operation log 2026-01-05.xlsx',
    );
    expect(datedExportName('操作日志', new Date(2026, 10, 25), 'csv')).toBe('操作日志 2026-11-25.csv');
  });
});
