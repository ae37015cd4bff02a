import { describe, expect, it } from 'vitest';
import type { QueueItem } from '../../upload/queue.ts';
import { savedFailuresBeyondQueue } from './failedLines.ts';
import type { ServerLine } from './serverLines.ts';

const at = Date.parse('2026-11-25T10:00:00.000Z');
const item = (name: string, createdAt = at) =>
  ({ name, createdAt, target: { projectId: 'p1', dirId: 'p1', projectName: 'P' } }) as QueueItem;
const line = (fileName: string, createTime: string, fkProjectId = 'p1') =>
  ({ id: fileName, fkProjectId, fileName, createTime, fileType: 'fail' }) as ServerLine;

describe('the Failed tab rows', () => {
  it('keeps saved failures of earlier visits (the count after a reload is not 0)', () => {
    const saved = [line('a.dwg', '2026-11-24T08:00:00.000Z')];
    expect(savedFailuresBeyondQueue([], saved)).toEqual(saved);
  });

  it('shows a failure still in the queue once, not again as its saved line', () => {
    const saved = [line('a.dwg', new Date(at).toISOString()), line('b.dwg', '2026-11-24T08:00:00.000Z')];
    expect(savedFailuresBeyondQueue([item('a.dwg')], saved).map((l) => l.fileName)).toEqual(['b.dwg']);
  });

  it('tells apart files of the same name in another project or at another time', () => {
    const saved = [
      line('a.dwg', new Date(at).toISOString(), 'p2'),
      line('a.dwg', new Date(at + 1).toISOString()),
    ];
    expect(savedFailuresBeyondQueue([item('a.dwg')], saved)).toHaveLength(2);
  });
});
