import { parseStatusUpdate } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { parsingKey, progressPatch, recognisingKey, recognitionPatch, statusPatch } from './liveStatus.ts';

describe('live status (spec 2 §4)', () => {
  it('patches only the fields a STATUS_UPDATE carries', () => {
    const update = parseStatusUpdate(
      JSON.stringify({ kind: 'parse', projectId: 'p', id: 'f', isModel: '2', progress: 60 }),
    );
    expect(update && statusPatch(update)).toEqual({ isModel: '2', parseProgress: 60 });
    expect(
      statusPatch({ kind: 'parse', projectId: 'p', id: 'f', isModel: '-1', parseMessage: 'Bad' }),
    ).toEqual({ isModel: '-1', parseMessage: 'Bad' });
    expect(statusPatch({ kind: 'upgrade', projectId: 'p', id: 'f', isWlkModel: null })).toEqual({
      isWlkModel: null,
    });
    expect(statusPatch({ kind: 'publish', projectId: 'p', id: 'f', publishStatus: '1' })).toEqual({
      publishStatus: '1',
    });
    expect(statusPatch({ kind: 'preview', projectId: 'p', id: 'f', preview: 2 })).toEqual({ preview: 2 });
    expect(
      statusPatch({ kind: 'recognise', projectId: 'p', id: 'f', state: 10, numSuccess: 3, numPage: 8 }),
    ).toEqual({ state: 10, numSuccess: 3, numPage: 8 });
  });

  it('turns a polled progress into a patch', () => {
    expect(
      progressPatch({ id: 'f', isModel: '3', progress: 100, stage: 'success', parseMessage: '' }),
    ).toEqual({ isModel: '3', parseProgress: 100, parseMessage: '' });
  });

  it('keys the parsing rows independent of order', () => {
    const row = (id: string, isModel: string, isFile: 0 | 1 = 1) => ({ id, isModel, isFile });
    expect(parsingKey([row('b', '2'), row('a', '2'), row('c', '3'), row('d', '2', 0)])).toBe('a,b');
    expect(parsingKey([])).toBe('');
  });

  it('keys the rows waiting for or under recognition, and patches them from a read-back record', () => {
    const row = (id: string, state: number | null, isFile: 0 | 1 = 1) => ({ id, state, isFile });
    expect(recognisingKey([row('b', 10), row('a', 20), row('c', 90), row('d', 99), row('e', null)])).toBe(
      'a,b',
    );
    expect(recognisingKey([row('f', 10, 0)])).toBe('');
    expect(recognitionPatch({ state: 10, numSuccess: 1, numPage: 4 })).toEqual({
      state: 10,
      numSuccess: 1,
      numPage: 4,
    });
  });
});
