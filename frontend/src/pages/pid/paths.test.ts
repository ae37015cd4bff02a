import { describe, expect, it } from 'vitest';
import { instrumentIndexPath, readIndexTarget } from './paths.ts';

describe('instrument index path', () => {
  it('round-trips the drawing through the query', () => {
    const path = instrumentIndexPath({ projectId: 'p1', pfileId: 'f1', name: 'Unit 7 & 8.pdf' });
    expect(path).toBe('/pid/instrument-index?projectId=p1&pfileId=f1&name=Unit+7+%26+8.pdf');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(readIndexTarget(query)).toEqual({ projectId: 'p1', pfileId: 'f1', name: 'Unit 7 & 8.pdf' });
  });

  it('names no drawing without the project or the drawing', () => {
    expect(readIndexTarget(new URLSearchParams('projectId=p1'))).toBeNull();
    expect(readIndexTarget(new URLSearchParams('pfileId=f1'))).toBeNull();
  });
});
