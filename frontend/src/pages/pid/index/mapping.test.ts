import { describe, expect, it } from 'vitest';
import { guessMapping, mappingBody } from './mapping.ts';

const names = {
  tag: ['Tag', '位号'],
  service: ['Service', '用途'],
  location: ['Location', '安装位置'],
  range: ['Range', '量程'],
  unit: ['Unit', '单位'],
  signal: ['Signal', '信号'],
  remark: ['Remark', '备注'],
};

describe('guessMapping', () => {
  it('maps headers named as the export names them, in either language, ignoring case and spacing', () => {
    const m = guessMapping(['位号', 'SERVICE', 'Range ', 'Vendor', '备注'], names);
    expect(m.tagColumn).toBe('位号');
    expect(m.fields).toEqual({
      service: 'SERVICE',
      location: '',
      range: 'Range ',
      unit: '',
      signal: '',
      remark: '备注',
    });
    expect(mappingBody(m)).toEqual([
      { column: 'SERVICE', field: 'service' },
      { column: 'Range ', field: 'range' },
      { column: '备注', field: 'remark' },
    ]);
  });

  it('leaves everything unmapped when no header is recognised', () => {
    const m = guessMapping(['A', 'B'], names);
    expect(m.tagColumn).toBe('');
    expect(mappingBody(m)).toEqual([]);
  });
});
