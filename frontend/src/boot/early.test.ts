import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
vi.mock('../pages/file/preview/early.ts', () => ({
  startPreviewEarly: (params: URLSearchParams) => started.push(params.toString()),
}));
const { startEarly } = await import('./early.ts');

describe('work started before the app loads', () => {
  it('starts the preview on a preview address only', () => {
    startEarly('#/file/preview?type=pdf&pk_doc=f1&name=a.pdf&projectId=p1');
    startEarly('#/file/index?projectId=p1');
    startEarly('#/file/previewer?pk_doc=f1');
    startEarly('');
    expect(started).toEqual(['type=pdf&pk_doc=f1&name=a.pdf&projectId=p1']);
  });
});
