import { describe, expect, it } from 'vitest';
import { readModelQuery, readSampleModelId } from './modelQuery.ts';

const q = (query: string) => new URLSearchParams(query);

describe('the model viewers’ queries', () => {
  it('names a model only with both the file and its project', () => {
    expect(readModelQuery(q('pk_doc=f1&projectId=p1&name=a.ifc&dirId=d1'))).toEqual({
      projectId: 'p1',
      fileId: 'f1',
      name: 'a.ifc',
      dirId: 'd1',
    });
    expect(readModelQuery(q('pk_doc=f1&projectId=p1'))).toEqual({
      projectId: 'p1',
      fileId: 'f1',
      name: '',
      dirId: '',
    });
  });

  it('names none when either id is missing or blank (the page then calls nothing)', () => {
    expect(readModelQuery(q(''))).toBeNull();
    expect(readModelQuery(q('projectId=p1'))).toBeNull();
    expect(readModelQuery(q('pk_doc=f1'))).toBeNull();
    expect(readModelQuery(q('pk_doc=&projectId=p1'))).toBeNull();
    expect(readModelQuery(q('pk_doc=%20&projectId=p1'))).toBeNull();
  });

  it('reads the sample model’s id, none when missing or blank', () => {
    expect(readSampleModelId(q('id=s1&name=x'))).toBe('s1');
    expect(readSampleModelId(q(''))).toBeNull();
    expect(readSampleModelId(q('id='))).toBeNull();
    expect(readSampleModelId(q('id=%20%20'))).toBeNull();
  });
});
