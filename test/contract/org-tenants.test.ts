import type { Page } from '@loopline/shared';
import type { MenuNode } from '@loopline/shared/contracts/console';
import type {
  ClientSaved,
  ClientView,
  TenantPackageView,
  TenantSaved,
  TenantView,
} from '@loopline/shared/contracts/org';
import type { ResourceConfigView } from '@loopline/shared/contracts/resource';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, type Tokens, uniqueAccount, uniquePhone } from '../support/client.ts';
import { adminCall } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';

const tag = () => Math.random().toString(36).slice(2, 8);
const leaves = (tree: MenuNode[]): string[] => tree.flatMap((n) => (n.path ? [n.path] : leaves(n.children)));

describe('tenants and packages', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const before = (await adminCall<Page<TenantView>>(admin, '/api/blade-system/tenant/list?size=1000'))
      .total;
    for (const body of [
      { tenantName: '', adminAccount: uniqueAccount('ta'), adminPhone: uniquePhone() },
      { tenantName: 'No admin' },
      {
        tenantName: 'Bad day',
        expireTime: '2026-13-45',
        adminAccount: uniqueAccount('ta'),
        adminPhone: uniquePhone(),
      },
      { tenantName: 'Bad phone', adminAccount: uniqueAccount('ta'), adminPhone: '123' },
      {
        tenantName: 'Bad limit',
        accountNumber: -5,
        adminAccount: uniqueAccount('ta'),
        adminPhone: uniquePhone(),
      },
    ]) {
      const res = await call('/api/blade-system/tenant/submit', { token: admin.access_token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknownPackage = await call('/api/blade-system/tenant/submit', {
      token: admin.access_token,
      body: {
        tenantName: 'X',
        packageId: 'nope',
        adminAccount: uniqueAccount('ta'),
        adminPhone: uniquePhone(),
      },
    });
    expect(unknownPackage.status).toBe(400);
    const platform = await call('/api/blade-system/tenant/submit', {
      token: admin.access_token,
      body: { tenantId: '000000', tenantName: 'Loopline', status: 0 },
    });
    expect(platform.status).toBe(400);
    const badMenus = await call('/api/blade-system/tenant-package/submit', {
      token: admin.access_token,
      body: { packageName: 'P', menuIds: ['no-such-menu'] },
    });
    expect(badMenus.status).toBe(400);
    expect((await adminCall<Page<TenantView>>(admin, '/api/blade-system/tenant/list?size=1000')).total).toBe(
      before,
    );
  });

  it('makes a tenant with its first administrator, limited by its package, refused once disabled', async () => {
    const pkg = await adminCall<TenantPackageView>(admin, '/api/blade-system/tenant-package/submit', {
      packageName: `Audit ${tag()}`,
      menuIds: ['log', 'loginLog'],
    });
    const account = uniqueAccount('ta');
    const saved = await adminCall<TenantSaved>(admin, '/api/blade-system/tenant/submit', {
      tenantName: `Tenant ${tag()}`,
      adminAccount: account,
      adminPhone: uniquePhone(),
      packageId: pkg.id,
    });
    expect(saved.tenantId).toMatch(/^\d{6}$/);
    expect(saved.admin?.account).toBe(account);
    const listed = await adminCall<Page<TenantView>>(admin, '/api/blade-system/tenant/list?size=1000');
    expect(listed.records.map((t) => t.tenantId)).toEqual(expect.arrayContaining(['000000', saved.tenantId]));
    expect(JSON.stringify(listed)).not.toContain(saved.admin!.password);

    // Its administrator signs in to it, sees only the package's menus, and cannot manage tenants.
    const theirs = await signIn(account, saved.admin!.password, saved.tenantId);
    const menu = await call<MenuNode[]>('/api/blade-system/menu/routes', { token: theirs.access_token });
    expect(leaves(menu.body.data).sort()).toEqual(['/platform/log', '/platform/login-log']);
    const denied = await call('/api/blade-system/tenant/list', { token: theirs.access_token });
    expect(denied.status).toBe(403);
    expect((await call('/api/cloud/operateLog/listOperate', { token: theirs.access_token })).status).toBe(
      200,
    );

    // A package in use stays; a tenant with users is not removed; a disabled tenant refuses sign-in.
    const inUse = await call('/api/blade-system/tenant-package/remove', {
      token: admin.access_token,
      body: { ids: [pkg.id] },
    });
    expect(inUse.status).toBe(400);
    const withUsers = await call('/api/blade-system/tenant/remove', {
      token: admin.access_token,
      body: { ids: [saved.tenantId] },
    });
    expect(withUsers.status).toBe(400);
    await adminCall(admin, '/api/blade-system/tenant/submit', { ...saved, admin: undefined, status: 0 });
    await expect(signIn(account, saved.admin!.password, saved.tenantId)).rejects.toThrow();
  });

  it('removes an empty tenant and an unused package', async () => {
    const pkg = await adminCall<TenantPackageView>(admin, '/api/blade-system/tenant-package/submit', {
      packageName: `Empty ${tag()}`,
      menuIds: [],
    });
    const saved = await adminCall<TenantSaved>(admin, '/api/blade-system/tenant/submit', {
      tenantName: `Short-lived ${tag()}`,
      adminAccount: uniqueAccount('ta'),
      adminPhone: uniquePhone(),
    });
    // Its only user is its administrator: a tenant with users is disabled, not removed.
    const refused = await call('/api/blade-system/tenant/remove', {
      token: admin.access_token,
      body: { ids: [saved.tenantId] },
    });
    expect(refused.status).toBe(400);
    await adminCall(admin, '/api/blade-system/tenant-package/remove', { ids: [pkg.id] });
    expect(
      (await call(`/api/blade-system/tenant-package/detail?id=${pkg.id}`, { token: admin.access_token }))
        .status,
    ).toBe(404);
    const platform = await call('/api/blade-system/tenant/remove', {
      token: admin.access_token,
      body: { ids: ['000000'] },
    });
    expect(platform.status).toBe(400);
  });
});

describe('OAuth clients', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('shows a new secret once, keeps it hashed, and lists enabled clients to users', async () => {
    const clientId = `app_${tag()}`;
    const saved = await adminCall<ClientSaved>(admin, '/api/blade-system/client/submit', {
      clientId,
      clientName: `Viewer ${clientId}`,
      grantTypes: ['password', 'refresh_token'],
      redirectUri: 'https://example.com/callback',
    });
    expect(saved.newSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const secret = saved.newSecret!;
    const detail = await adminCall<ClientView>(admin, `/api/blade-system/client/detail?id=${saved.id}`);
    expect(detail.clientSecret).toBe(`******${secret.slice(-4)}`);
    const list = await adminCall<Page<ClientView>>(
      admin,
      `/api/blade-system/client/list?clientId=${clientId}`,
    );
    expect(JSON.stringify(list)).not.toContain(secret);
    const edited = await adminCall<ClientSaved>(admin, '/api/blade-system/client/submit', {
      ...detail,
      clientName: 'Renamed',
    });
    expect(edited.newSecret).toBeUndefined();
    expect(edited.clientName).toBe('Renamed');
    const renewed = await adminCall<ClientSaved>(admin, '/api/blade-system/client/submit', {
      ...detail,
      clientName: 'Renamed',
      resetSecret: true,
    });
    expect(renewed.newSecret).not.toBe(secret);

    for (const body of [
      { clientId: 'has space', clientName: 'x', grantTypes: ['password'] },
      { clientId: `ok_${tag()}`, clientName: 'x', grantTypes: ['implicit'] },
      { clientId: `ok_${tag()}`, clientName: 'x', grantTypes: ['password'], redirectUri: 'ftp://x' },
      { clientId: `ok_${tag()}`, clientName: 'x', grantTypes: ['password'], accessTokenValidity: 5 },
    ]) {
      expect(
        (await call('/api/blade-system/client/submit', { token: admin.access_token, body })).status,
      ).toBe(400);
    }
    const dup = await call('/api/blade-system/client/submit', {
      token: admin.access_token,
      body: { clientId, clientName: 'Again', grantTypes: ['password'] },
    });
    expect(dup.status).toBe(409);

    const user = await newUser();
    const apps = await call<{ clientId: string; clientName: string }[]>(
      `/api/blade-system/client/queryList?clientName=Renamed`,
      { token: user.access_token },
    );
    expect(apps.body.data).toContainEqual({ clientId, clientName: 'Renamed' });
    expect(JSON.stringify(apps.body.data)).not.toContain('******');
    await adminCall(admin, '/api/blade-system/client/remove', { ids: [saved.id] });
    expect(
      (await call(`/api/blade-system/client/detail?id=${saved.id}`, { token: admin.access_token })).status,
    ).toBe(404);
  });
});

describe('SMS and OSS resource configs', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });

  it('seals and masks secrets, enables one config and sends a test message through the SMS outbox', async () => {
    const secret = `sk-${tag()}${tag()}${tag()}`;
    const noSecret = await call('/api/blade-resource/sms/submit', {
      token: admin.access_token,
      body: { code: `ali_${tag()}`, category: 'aliyun', templateId: 'T1', content: 'x', signName: 'S' },
    });
    expect(noSecret.status).toBe(400);
    const provider = await adminCall<ResourceConfigView>(admin, '/api/blade-resource/sms/submit', {
      code: `ali_${tag()}`,
      category: 'aliyun',
      templateId: 'SMS_1',
      content: 'Code {{code}}',
      signName: 'Loopline',
      accessKey: 'AK1',
      secretKey: secret,
    });
    expect(provider.secretKey).toBe(`******${secret.slice(-4)}`);
    const code = `sms_${tag()}`;
    const platform = await adminCall<ResourceConfigView>(admin, '/api/blade-resource/sms/submit', {
      code,
      category: 'platform',
      templateId: 'TEST',
      content: 'Test {{code}} for {{name}}',
      signName: 'Loopline',
    });
    const phone = uniquePhone();
    const notEnabled = await call('/api/blade-resource/sms/endpoint/send-message', {
      token: admin.access_token,
      body: { code, phones: [phone], params: { code: '42', name: 'you' } },
    });
    expect(notEnabled.status).toBe(400);
    await adminCall(admin, '/api/blade-resource/sms/enable', { id: platform.id });
    const list = await adminCall<Page<ResourceConfigView>>(admin, '/api/blade-resource/sms/list?size=1000');
    expect(list.records.filter((c) => c.status === 1).map((c) => c.id)).toEqual([platform.id]);
    expect(JSON.stringify(list)).not.toContain(secret);

    const missing = await call('/api/blade-resource/sms/endpoint/send-message', {
      token: admin.access_token,
      body: { phones: phone, params: '{"code":"42"}' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('name');
    const badPhones = await call('/api/blade-resource/sms/endpoint/send-message', {
      token: admin.access_token,
      body: { phones: ['123'], params: {} },
    });
    expect(badPhones.status).toBe(400);
    const sent = await call<{ sent: number }>('/api/blade-resource/sms/endpoint/send-message', {
      token: admin.access_token,
      body: { phones: phone, params: '{"code":"42","name":"you"}' },
    });
    expect(sent.status).toBe(200);
    const outbox = await call<{ text: string }[]>(`/_local/outbox?target=${phone}`);
    expect(outbox.body.data[0]?.text).toBe('【Loopline】Test 42 for you');

    // Enabling the provider config switches the platform one off; it cannot send from here.
    await adminCall(admin, '/api/blade-resource/sms/enable', { id: provider.id });
    const viaProvider = await call('/api/blade-resource/sms/endpoint/send-message', {
      token: admin.access_token,
      body: { phones: phone, params: { code: '1' } },
    });
    expect(viaProvider.status).toBe(400);
    await adminCall(admin, '/api/blade-resource/sms/remove', { ids: [provider.id, platform.id] });
  });

  it('keeps OSS configs with their secret masked and refuses bad ones', async () => {
    const secret = `oss-${tag()}${tag()}${tag()}`;
    const saved = await adminCall<ResourceConfigView>(admin, '/api/blade-resource/oss/submit', {
      code: `s3_${tag()}`,
      category: 's3',
      endpoint: 'https://s3.example.com',
      bucketName: 'loopline-files',
      accessKey: 'AKIA1',
      secretKey: secret,
    });
    // An edit without a secret keeps the stored one.
    const edited = await adminCall<ResourceConfigView>(admin, '/api/blade-resource/oss/submit', {
      id: saved.id,
      code: saved.code,
      category: 's3',
      endpoint: 'https://s3.example.com',
      bucketName: 'loopline-files-2',
      accessKey: 'AKIA1',
    });
    expect(edited.secretKey).toBe(`******${secret.slice(-4)}`);
    await adminCall(admin, '/api/blade-resource/oss/enable', { id: saved.id });
    const detail = await adminCall<ResourceConfigView>(
      admin,
      `/api/blade-resource/oss/detail?id=${saved.id}`,
    );
    expect(detail).toMatchObject({ status: 1, settings: { bucketName: 'loopline-files-2' } });
    expect(JSON.stringify(detail)).not.toContain(secret);
    for (const body of [
      { code: 'x', category: 's3', endpoint: 'not a url', bucketName: 'b-1', accessKey: 'a', secretKey: 's' },
      {
        code: 'x',
        category: 's3',
        endpoint: 'https://x',
        bucketName: 'UPPER',
        accessKey: 'a',
        secretKey: 's',
      },
      {
        code: 'x',
        category: 'ftp',
        endpoint: 'https://x',
        bucketName: 'b-1',
        accessKey: 'a',
        secretKey: 's',
      },
    ]) {
      expect((await call('/api/blade-resource/oss/submit', { token: admin.access_token, body })).status).toBe(
        400,
      );
    }
    await adminCall(admin, '/api/blade-resource/oss/remove', { ids: [saved.id] });
  });
});
