import { describe, expect, it } from 'vitest';
import { routeTable } from '../../shared/src/manifest/index.ts';
import { baseUrl } from '../support/client.ts';

/**
 * Every resource path of the route table, by the methods it serves: each other method answers 405
 * with `Allow` naming the served ones (and the translated envelope), OPTIONS answers 204 with the
 * same `Allow`, and a path that is no resource answers 404. New routes are covered the moment they
 * are listed.
 */
const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const served = new Map<string, Set<string>>();
for (const route of routeTable)
  served.set(route.path, (served.get(route.path) ?? new Set()).add(route.method));

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');

interface Answer {
  status: number;
  allow: string | null;
  body: string;
}

async function send(method: string, path: string, lang = 'en'): Promise<Answer> {
  const res = await fetch(`${baseUrl()}${path}`, { method, headers: { 'accept-language': lang } });
  return { status: res.status, allow: res.headers.get('allow'), body: await res.text() };
}

/** Runs `work` over `items`, a few at a time (the local cloud serves every request in one process). */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>, size = 8) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

describe('methods a resource does not serve', () => {
  it('answers 405 with Allow and the envelope for every other method of every route path', async () => {
    expect(served.size).toBeGreaterThan(400);
    const wrong: string[] = [];
    let checked = 0;
    await inBatches([...served], async ([path, methods]) => {
      for (const method of OTHER_METHODS.filter((m) => !methods.has(m))) {
        const answer = await send(method, concrete(path));
        checked++;
        const allowed = new Set(answer.allow?.split(', '));
        const problems = [
          answer.status !== 405 && `status ${answer.status}`,
          [...methods, 'OPTIONS'].some((m) => !allowed.has(m)) && `Allow "${answer.allow}"`,
          allowed.has(method) && `Allow names ${method}`,
        ];
        if (method !== 'HEAD') {
          const body = JSON.parse(answer.body || '{}') as Record<string, unknown>;
          if (
            body.code !== 405 ||
            body.success !== false ||
            body.data !== null ||
            typeof body.msg !== 'string'
          )
            problems.push(`envelope ${answer.body.slice(0, 120)}`);
        }
        const found = problems.filter(Boolean);
        if (found.length) wrong.push(`${method} ${path}: ${found.join('; ')}`);
      }
    });
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(1500);
  });

  it('answers OPTIONS with 204 and the same Allow on every route path', async () => {
    const wrong: string[] = [];
    await inBatches([...served], async ([path, methods]) => {
      const answer = await send('OPTIONS', concrete(path));
      const expected = [...methods, 'OPTIONS'].sort().join(', ');
      const allow = answer.allow?.split(', ').sort().join(', ');
      if (answer.status !== 204 || allow !== expected)
        wrong.push(`OPTIONS ${path}: ${answer.status} Allow "${answer.allow}"`);
    });
    expect(wrong).toEqual([]);
  });

  it('translates the 405 message (zh) and names the method and the served ones', async () => {
    const answer = await send('DELETE', '/api/blade-auth/oauth/captcha', 'zh');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('POST, OPTIONS');
    expect(JSON.parse(answer.body)).toEqual({
      code: 405,
      success: false,
      msg: '接口 /api/blade-auth/oauth/captcha 不支持 DELETE 请求，仅支持：POST, OPTIONS',
      data: null,
    });
  });

  it('answers 404 for paths that are no resource, whatever the method', async () => {
    const paths = [...served.keys()];
    // A templated path no other path extends, so `/extra` after it names no resource.
    const templated = paths.find(
      (path) => path.endsWith('}') && !paths.some((p) => p.startsWith(`${path}/`)),
    )!;
    for (const path of [
      '/api/nowhere',
      '/api/blade-auth/oauth/captcha/extra',
      `${concrete(templated)}/extra`,
    ])
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        const answer = await send(method, path);
        expect({ path, method, status: answer.status }).toEqual({ path, method, status: 404 });
        expect(JSON.parse(answer.body)).toMatchObject({ code: 404, success: false });
      }
  });

  it('still serves the declared method of a path that other methods are refused on', async () => {
    const answer = await send('POST', '/api/blade-auth/oauth/captcha');
    expect(answer.status).toBe(200);
  });
});
