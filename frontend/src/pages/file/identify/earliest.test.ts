import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyReadUrls, startEarliest, takeEarliest } from './earliest.ts';
import { boxesPath } from './earlyPaint.ts';

const query = { projectId: 'p1', fileId: 'f1', pfileId: 'f1', name: 'a.pdf', page: 2 };

function browserAt(hash: string, cookie: string, locked = false) {
  const asked: string[] = [];
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', {
    location: { hash },
    localStorage: { getItem: (key: string) => (locked && key === 'loopline.locked' ? '1' : null) },
    sessionStorage: { getItem: () => null },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      asked.push(`${url} ${init.headers['Blade-Auth']}`);
      return Promise.resolve(new Response('{}'));
    },
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("identify-preview's reads asked from the inline script", () => {
  it('asks for the drawing and the rows of the page in the address, then its record', async () => {
    const asked = browserAt(
      '#/file/identify-preview?type=svg&pk_doc=f1&projectId=p1&page=2',
      'loopline-access-token=t1',
    );
    startEarliest();
    const urls = earlyReadUrls(query);
    expect(asked).toEqual([urls.svg, urls.rows].map((u) => `${u} bearer t1`));
    await takeEarliest(urls.svg);
    expect(asked).toEqual([urls.svg, urls.rows, urls.record].map((u) => `${u} bearer t1`));
    expect(urls.rows).toBe('/api/pidDetail/page?projectId=p1&pfileId=f1&pageNum=2&current=1&size=5000');
    expect(takeEarliest(urls.rows)).toBeInstanceOf(Promise);
    // Taken once: a second read asks again.
    expect(takeEarliest(urls.rows)).toBeUndefined();
  });

  it('asks nothing elsewhere, signed out, or locked', () => {
    const page = '#/file/identify-preview?pk_doc=f1&projectId=p1';
    for (const [hash, cookie, locked] of [
      ['#/file/index?projectId=p1', 'loopline-access-token=t1', false],
      [page, '', false],
      [page, 'loopline-access-token=t1', true],
    ] as const) {
      const asked = browserAt(hash, cookie, locked);
      startEarliest();
      expect(asked).toEqual([]);
    }
  });
});

describe('the early paint', () => {
  it("draws a type's boxes as one path", () => {
    const rows = [
      { type: 'valve' as const, box: { x: 1, y: 2, w: 3, h: 4 } },
      { type: 'line' as const, box: { x: 9, y: 9, w: 1, h: 1 } },
      { type: 'valve' as const, box: { x: 10.5, y: 0, w: 2, h: 2 } },
    ];
    expect(boxesPath(rows, 'valve')).toBe('M1 2h3v4h-3zM10.5 0h2v2h-2z');
    expect(boxesPath(rows, 'equipment')).toBe('');
  });
});
