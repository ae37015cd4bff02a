import type { SystemParam, WhitelistEntry } from '@loopline/shared/contracts/settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, type Tokens, uniquePhone } from '../support/client.ts';
import { adminTokens, newUser } from '../support/notices.ts';

interface EntryPage {
  records: WhitelistEntry[];
  total: number;
}
const BASE = '/api/blade-demo/blade/whitelist';

describe('whitelist (blade-demo/blade/whitelist)', () => {
  let admin: Tokens;
  let user: Tokens;

  beforeAll(async () => {
    admin = await adminTokens();
    user = await newUser();
  });

  const page = async (q = '') =>
    (await call<EntryPage>(`${BASE}/page?current=1&size=100${q}`, { token: admin.access_token })).body.data;

  it('answers 401 signed out and 403 to users on every route', async () => {
    const routes = [
      { path: `${BASE}/page`, method: 'GET' as const },
      { path: `${BASE}/save`, method: 'POST' as const, body: { phone: '139' } },
      { path: `${BASE}/update`, method: 'POST' as const, body: { id: 'abc', phone: '139' } },
      { path: `${BASE}/remove`, method: 'POST' as const, body: { ids: 'abc' } },
    ];
    for (const r of routes) {
      expect((await call(r.path, { method: r.method, body: r.body })).status, r.path).toBe(401);
      const asUser = await call(r.path, { method: r.method, body: r.body, token: user.access_token });
      expect(asUser.status, r.path).toBe(403);
    }
  });

  it('refuses bad phones and duplicates, writing nothing', async () => {
    const before = (await page()).total;
    for (const phone of ['', '13x', '123456789012']) {
      const res = await call(`${BASE}/save`, { token: admin.access_token, body: { phone } });
      expect(res.status, phone).toBe(400);
    }
    const first = await call<WhitelistEntry>(`${BASE}/save`, {
      token: admin.access_token,
      body: { phone: '1661' },
    });
    expect(first.status).toBe(200);
    expect((await call(`${BASE}/save`, { token: admin.access_token, body: { phone: '1661' } })).status).toBe(
      409,
    );
    expect((await page()).total).toBe(before + 1);
    const changed = await call(`${BASE}/update`, {
      token: admin.access_token,
      body: { id: first.body.data.id, phone: '1662', remark: 'moved' },
    });
    expect(changed.status).toBe(200);
    expect((await page('&phone=1662')).records[0]).toMatchObject({ phone: '1662', remark: 'moved' });
    expect(
      (await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: first.body.data.id } })).status,
    ).toBe(200);
    expect((await page()).total).toBe(before);
  });

  it('limits sign-up and SMS sign-in codes to the whitelist while account.whitelist is on', async () => {
    const member = await registerUser();
    // The entry is a prefix of the member's phone; the others are phones it does not cover.
    const prefix = member.phone.slice(0, 10);
    const outside = () => {
      let phone = uniquePhone();
      while (phone.startsWith(prefix)) phone = uniquePhone();
      return phone;
    };
    const stranger = await registerUser({ phone: outside() });
    const outsider = outside();
    const entry = await call<WhitelistEntry>(`${BASE}/save`, {
      token: admin.access_token,
      body: { phone: prefix, remark: 'test prefix' },
    });
    const switched = await call<SystemParam>('/api/blade-system/param/submit', {
      token: admin.access_token,
      body: { paramName: 'Whitelist', paramKey: 'account.whitelist', paramValue: 'true', remark: 'on' },
    });
    expect(switched.status).toBe(200);
    try {
      const refused = await call('/api/cloud/user/sendRegisterSms', {
        body: { tenantId: '000000', phone: outsider },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(
        'This phone number is not on the whitelist; please contact the administrator',
      );
      // A member's own phone matches the prefix: the sign-in code goes out.
      const sent = await call('/api/blade-auth/oauth/sendSms', {
        body: { tenantId: '000000', phone: member.phone },
      });
      expect(sent.status).toBe(200);
      expect(await latestCode(member.phone)).toMatch(/^\d{4}$/);
      const blocked = await call('/api/blade-auth/oauth/sendSms', {
        body: { tenantId: '000000', phone: stranger.phone },
      });
      expect(blocked.status).toBe(403);
    } finally {
      await call('/api/blade-system/param/remove', {
        token: admin.access_token,
        body: { ids: switched.body.data.id },
      });
      await call(`${BASE}/remove`, { token: admin.access_token, body: { ids: entry.body.data.id } });
    }
    // Switched off again: anyone may ask for a code.
    expect(
      (await call('/api/cloud/user/sendRegisterSms', { body: { tenantId: '000000', phone: uniquePhone() } }))
        .status,
    ).toBe(200);
  });
});
