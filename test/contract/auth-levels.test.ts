import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiGroup } from '../../functions/src/lib/http/route.ts';
import { call, signIn } from '../support/client.ts';
import { functionsModule } from '../support/notices.ts';

/**
 * Every route of the manifest, by its declared auth level: user and admin routes refuse a caller
 * without a token (401), admin routes refuse a signed-in non-administrator (403), each with the
 * envelope and a message. New routes are covered the moment they are listed.
 */
let groups: ApiGroup[] = [];
let userToken = '';

beforeAll(async () => {
  ({ apiGroups: groups } = await functionsModule<{ apiGroups: ApiGroup[] }>('manifest'));
  userToken = (await signIn('demo', inject('demoPassword'))).access_token;
});

/** A concrete path for a route template ({id}, {md5} …) and a method the client helper speaks. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function routesAt(level: 'user' | 'admin') {
  return groups.flatMap((g) =>
    g.routes
      .filter((r) => r.auth === level)
      .map((r) => ({ group: g.name, method: r.method as Method, path: r.path })),
  );
}

describe('auth levels of every route', () => {
  it('refuses user and admin routes without a token (401 envelope)', async () => {
    const routes = [...routesAt('user'), ...routesAt('admin')];
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(concrete(r.path), {
        method: r.method,
        body: r.method === 'GET' ? undefined : {},
      });
      const ok = res.status === 401 && res.body.code === 401 && res.body.success === false && !!res.body.msg;
      if (!ok) wrong.push(`${r.method} ${r.path} (${r.group}): ${res.status} ${res.body.msg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses admin routes to a signed-in user who is not a platform administrator (403 envelope)', async () => {
    const routes = routesAt('admin');
    expect(routes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(concrete(r.path), {
        method: r.method,
        token: userToken,
        body: r.method === 'GET' ? undefined : {},
      });
      const ok = res.status === 403 && res.body.code === 403 && res.body.success === false && !!res.body.msg;
      if (!ok) wrong.push(`${r.method} ${r.path} (${r.group}): ${res.status} ${res.body.msg}`);
    }
    expect(wrong).toEqual([]);
  });
});
