import { describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
vi.mock('../pages/file/preview/early.ts', () => ({
  startPreviewEarly: (params: URLSearchParams) => started.push(`preview ${params}`),
}));
vi.mock('../pages/file/identify/early.ts', () => ({
  startIdentifyEarly: async (params: URLSearchParams) => {
    started.push(`identify ${params}`);
  },
}));
const { startEarly } = await import('./early.ts');

describe('work started before the app loads', () => {
  it('starts the preview or identify-preview on their addresses only', async () => {
    await startEarly('#/file/preview?type=pdf&pk_doc=f1&name=a.pdf&projectId=p1');
    await startEarly('#/file/index?projectId=p1');
    await startEarly('#/file/previewer?pk_doc=f1');
    await startEarly('#/file/identify-preview?type=svg&pk_doc=f2&projectId=p1&page=2');
    await startEarly('');
    expect(started).toEqual([
      'preview type=pdf&pk_doc=f1&name=a.pdf&projectId=p1',
      'identify type=svg&pk_doc=f2&projectId=p1&page=2',
    ]);
  });
});
