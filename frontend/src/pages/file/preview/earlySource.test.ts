import { beforeEach, describe, expect, it, vi } from 'vitest';

// The early call runs before the app exists; these stand in for the API client, the lock and pdf.js.
const calls = vi.hoisted(() => ({
  source: [] as unknown[][],
  preload: [] as unknown[][],
  access: 'token' as string | undefined,
}));
vi.mock('../../../api/client.ts', () => ({ tokens: { access: () => calls.access } }));
vi.mock('../../../app/lock.ts', () => ({ isLocked: () => false }));
vi.mock('../../../components/viewers/pdf/preload.ts', () => ({
  preloadPdfViewer: (...args: unknown[]) => calls.preload.push(args),
}));
vi.mock('../../../api/previews.ts', () => ({
  storedShareCode: () => undefined,
  linkPreviewSource: (...args: unknown[]) => {
    calls.source.push(['link', ...args]);
    return Promise.resolve(answer);
  },
  previewSource: (...args: unknown[]) => {
    calls.source.push(['member', ...args]);
    return Promise.resolve(answer);
  },
}));

const answer = {
  fileSuffix: 'pdf',
  fileSize: 10,
  preview: 2,
  type: 'pdf',
  rendition: 'original',
  url: '/f.pdf',
};
const query = { type: 'pdf', fileId: 'f1', name: 'a.pdf', page: 3, projectId: 'p1', sourceType: '' };
const target = { fileId: 'f1', projectId: 'p1' };

async function fresh() {
  vi.resetModules();
  calls.source = [];
  calls.preload = [];
  calls.access = 'token';
  return import('./earlySource.ts');
}

describe('the preview source asked for before the app has loaded', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('is asked once, quietly, opens the PDF at the page asked for, and is adopted once', async () => {
    const early = await fresh();
    early.requestSourceEarly(query);
    expect(calls.source).toEqual([['member', 'p1', 'f1', { silent: true, noRefresh: true }]]);
    await expect(early.takeEarlySource(target)).resolves.toEqual(answer);
    expect(calls.preload).toEqual([['/f.pdf', 3]]);
    expect(early.takeEarlySource(target)).toBeNull();
  });

  it('is not adopted by another file', async () => {
    const early = await fresh();
    early.requestSourceEarly(query);
    expect(early.takeEarlySource({ ...target, fileId: 'f2' })).toBeNull();
  });

  it('is not made without a session, nor once the page has asked itself', async () => {
    let early = await fresh();
    calls.access = undefined;
    early.requestSourceEarly(query);
    expect(calls.source).toEqual([]);

    early = await fresh();
    expect(early.takeEarlySource(target)).toBeNull();
    early.requestSourceEarly(query);
    expect(calls.source).toEqual([]);
  });

  it('is asked for a shared-link visitor without a session, through the link', async () => {
    const early = await fresh();
    calls.access = undefined;
    early.requestSourceEarly({ ...query, sourceType: 'shareLink', linkId: 'L1', projectId: '' });
    expect(calls.source).toEqual([
      ['link', { linkId: 'L1', code: undefined }, 'f1', { silent: true, noRefresh: true }],
    ]);
  });

  it('goes stale', async () => {
    const early = await fresh();
    vi.useFakeTimers({ now: 1_000_000 });
    early.requestSourceEarly(query);
    vi.setSystemTime(1_000_000 + 31_000);
    expect(early.takeEarlySource(target)).toBeNull();
  });
});
