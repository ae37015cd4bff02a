import type { ClientPrivilege, Privilege } from '@loopline/shared/contracts/privilege';
import { routeTable } from '@loopline/shared/manifest';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { adminCall, expectGuarded, scopedAdminTokens, unscopedAdminTokens } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';

/** cloudPrivilege (member-privilege, privilege-contrast) and the comparison's read of it. */
const privilegeRoutes = routeTable.filter(
  (r) => r.path.startsWith('/api/cloudPrivilege/') || r.path === '/api/cloud/equity/preview/list',
);
const adminRoutes = privilegeRoutes.filter((r) => r.auth === 'admin');

interface Page<T> {
  records: T[];
  total: number;
}

describe('privilege routes: who may call them', () => {
  it('answers 401 signed out, 403 to users and to an administrator without the scope', async () => {
    expect(adminRoutes.map((r) => r.path).sort()).toEqual([
      '/api/cloudPrivilege/detail',
      '/api/cloudPrivilege/list',
      '/api/cloudPrivilege/remove',
      '/api/cloudPrivilege/submit',
    ]);
    const user = await newUser();
    const unscoped = await unscopedAdminTokens();
    const chargesEditor = await scopedAdminTokens({ menuIds: ['memberPrivilege'], apiScopeIds: ['charges'] });
    await expectGuarded({ all: privilegeRoutes, admin: adminRoutes }, { user, unscoped });
    expect((await call('/api/cloudPrivilege/list', { token: chargesEditor.access_token })).status).toBe(200);
    expect((await call('/api/cloud/equity/preview/list', { token: user.access_token })).status).toBe(200);
  });
});

describe('membership privileges (cloudPrivilege)', () => {
  let admin: Tokens;
  let user: Tokens;
  const tag = `p${Date.now().toString(36)}`;
  const body = {
    name: `${tag} 专属客服`,
    nameEn: `${tag} Dedicated support`,
    unit: '小时',
    unitEn: 'hours',
    description: '工单响应时间',
    descriptionEn: 'Ticket response time',
    limits: { nonMember: 0, member: 48, superMember: 24, enterpriseMember: -1 },
    sort: 2,
    status: 1,
  };
  const list = async () =>
    adminCall<Page<Privilege>>(admin, `/api/cloudPrivilege/list?size=1000&name=${tag}`);
  const shown = async (lang: 'zh' | 'en') =>
    (
      await call<ClientPrivilege[]>('/api/cloud/equity/preview/list', { token: user.access_token, lang })
    ).body.data.filter((p) => p.name.startsWith(tag));

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...body, name: ' ' }, /privilege name \(Chinese/],
      [{ ...body, nameEn: '' }, /privilege name \(English/],
      [{ ...body, name: 'x'.repeat(31) }, /too long/],
      [{ ...body, limits: { ...body.limits, member: 1.5 } }, /natural number/],
      [{ ...body, limits: { ...body.limits, superMember: -2 } }, /natural number/],
      [{ ...body, limits: { nonMember: 1, member: 2 } }, /natural number/],
      [{ ...body, limits: { ...body.limits, member: 'ten' } }, /natural number/],
      [{ ...body, sort: '' }, /sort/],
      [{ ...body, status: 2 }, /status/],
    ];
    for (const [bad, message] of cases) {
      const res = await call('/api/cloudPrivilege/submit', { token: admin.access_token, body: bad });
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body.msg).toMatch(message);
    }
    const zh = await call('/api/cloudPrivilege/submit', {
      token: admin.access_token,
      lang: 'zh',
      body: { ...body, limits: { ...body.limits, member: -5 } },
    });
    expect(zh.body.msg).toContain('限额须为自然数');
    expect((await list()).total).toBe(0);
    const missing = await call('/api/cloudPrivilege/remove', {
      token: admin.access_token,
      body: { ids: ['nope'] },
    });
    expect(missing.status).toBe(404);
  });

  it('an edit is what a user reads, in their language; hidden and removed rows are not', async () => {
    const created = (await call<Privilege>('/api/cloudPrivilege/submit', { token: admin.access_token, body }))
      .body.data;
    expect(created.limits).toEqual(body.limits);
    expect(await shown('en')).toEqual([
      {
        id: created.id,
        name: body.nameEn,
        unit: 'hours',
        description: 'Ticket response time',
        limits: body.limits,
      },
    ]);
    expect((await shown('zh'))[0]?.name).toBe(body.name);

    const edited = await call<Privilege>('/api/cloudPrivilege/submit', {
      token: admin.access_token,
      body: { ...body, id: created.id, limits: { ...body.limits, member: 12 } },
    });
    expect(edited.status).toBe(200);
    expect((await shown('en'))[0]?.limits.member).toBe(12);
    const detail = await adminCall<Privilege>(admin, `/api/cloudPrivilege/detail?id=${created.id}`);
    expect(detail.limits.member).toBe(12);

    await call('/api/cloudPrivilege/submit', {
      token: admin.access_token,
      body: { ...body, id: created.id, status: 0 },
    });
    expect(await shown('en')).toEqual([]);
    expect((await list()).total).toBe(1);

    const removed = await call('/api/cloudPrivilege/remove', {
      token: admin.access_token,
      body: { ids: [created.id] },
    });
    expect(removed.status).toBe(200);
    expect((await list()).total).toBe(0);
  });
});
