import { describe, expect, it } from 'vitest';
import { readIdentifyQuery } from './query.ts';

describe('readIdentifyQuery', () => {
  it('reads the spec 1 §2 query', () => {
    const params = new URLSearchParams({
      type: 'svg',
      pk_doc: 'f1',
      primaryKey: 'f1-2',
      name: 'P&ID.pdf',
      page: '2',
      projectId: 'p1',
      pfileId: 'f1',
    });
    expect(readIdentifyQuery(params)).toEqual({
      projectId: 'p1',
      fileId: 'f1',
      pfileId: 'f1',
      name: 'P&ID.pdf',
      page: 2,
    });
  });

  it('needs a drawing and a project; a bad page is the first', () => {
    expect(readIdentifyQuery(new URLSearchParams({ projectId: 'p1' }))).toBeNull();
    expect(readIdentifyQuery(new URLSearchParams({ pk_doc: 'f1' }))).toBeNull();
    expect(readIdentifyQuery(new URLSearchParams({ pk_doc: 'f1', projectId: 'p1', page: 'x' }))?.page).toBe(
      1,
    );
  });
});
