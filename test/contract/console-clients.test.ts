import { CreateBucketCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { Page } from '@loopline/shared';
import type { AttachView } from '@loopline/shared/contracts/attach';
import type { ClientSettingView, ClientVersionCheck } from '@loopline/shared/contracts/clientSetting';
import type { TenantSaved } from '@loopline/shared/contracts/org';
import type { RegionImportResult } from '@loopline/shared/contracts/regionFiles';
import type { ResourceConfigView } from '@loopline/shared/contracts/resource';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { baseUrl, call, signIn, type Tokens, uniqueAccount, uniquePhone } from '../support/client.ts';
import { adminCall, unscopedAdminTokens } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { freeProvince } from '../support/regions.ts';

const today = () => new Date().toISOString().slice(0, 10);
const tag = () => Math.random().toString(36).slice(2, 8);

/** A multipart POST of one file (and fields) as the given caller. */
async function postFile(
  path: string,
  token: string | undefined,
  file: { bytes: Uint8Array; name: string; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers['blade-auth'] = `bearer ${token}`;
  const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { msg: string; data: unknown } };
}

async function getFile(path: string, token: string) {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: { 'blade-auth': `bearer ${token}`, 'accept-language': 'en' },
  });
  return {
    status: res.status,
    disposition: decodeURIComponent(res.headers.get('content-disposition') ?? ''),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const sheetOf = (rows: (string | number)[][]) =>
  writeXlsxFile(
    rows.map((r) => r.map((value) => ({ value }))),
    {},
  ).toBuffer();

describe('console-clients routes: who may call them', () => {
  it('answers 401 signed out, 403 to users and to an administrator without the route’s scope', async () => {
    const user = await newUser();
    const other = await unscopedAdminTokens();
    const routes = [
      { path: '/api/cloud/client/setting/detail?clientId=portal', method: 'GET' as const },
      { path: '/api/cloud/client/setting/update', method: 'POST' as const, body: { clientId: 'portal' } },
      { path: '/api/blade-system/region/export-template', method: 'GET' as const },
      { path: '/api/blade-system/region/export-region', method: 'GET' as const },
      { path: '/api/blade-system/region/import-region', method: 'POST' as const, body: {} },
      { path: '/api/blade-resource/attach/list', method: 'GET' as const },
      { path: '/api/blade-resource/attach/detail?id=x', method: 'GET' as const },
      { path: '/api/blade-resource/attach/download?id=x', method: 'GET' as const },
      { path: '/api/blade-resource/attach/submit', method: 'POST' as const, body: { id: 'x', name: 'y' } },
      { path: '/api/blade-resource/attach/remove', method: 'POST' as const, body: { ids: ['x'] } },
      { path: '/api/blade-resource/oss/endpoint/put-file-attach', method: 'POST' as const, body: {} },
    ];
    for (const r of routes) {
      expect((await call(r.path, { method: r.method, body: r.body })).status, r.path).toBe(401);
      expect((await call(r.path, { ...r, token: user.access_token })).status, r.path).toBe(403);
      expect((await call(r.path, { ...r, token: other.access_token })).status, r.path).toBe(403);
    }
  });
});

describe('client settings (cloud/client/setting)', () => {
  let admin: Tokens;
  beforeAll(async () => {
    admin = await adminTokens();
  });
  const detail = () =>
    adminCall<ClientSettingView>(admin, '/api/cloud/client/setting/detail?clientId=ModelSplit');

  it('refuses bad input with a 4xx and keeps what was saved', async () => {
    const before = await detail();
    for (const body of [
      { clientId: 'NoSuchApp', latestVersion: '1.0.0' },
      { clientId: 'ModelSplit', latestVersion: '' },
      { clientId: 'ModelSplit', latestVersion: 'v1' },
      { clientId: 'ModelSplit', latestVersion: '1.0.0', minVersion: '2.0' },
      { clientId: 'ModelSplit', latestVersion: '1.0.0', downloadUrl: 'ftp://x/y' },
      { clientId: 'ModelSplit', latestVersion: '1.0.0', updateNotice: 'x'.repeat(501) },
    ]) {
      const res = await call('/api/cloud/client/setting/update', { token: admin.access_token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await detail()).toEqual(before);
  });

  it('saves a client’s release, which the public check offers and compares with the caller’s version', async () => {
    const blank = await call<ClientVersionCheck>(
      '/api/cloud/client/setting/check?clientId=AppStore&version=1.0',
    );
    expect(blank.body.data).toMatchObject({
      configured: false,
      updateAvailable: false,
      updateRequired: false,
    });
    await adminCall(admin, '/api/cloud/client/setting/update', {
      clientId: 'ModelSplit',
      latestVersion: '1.10.0',
      minVersion: '1.4.1',
      downloadUrl: 'https://downloads.example.com/modelsplit-1.10.0.exe',
      updateNotice: '新版本支持更大的模型',
      updateNoticeEn: 'The new version splits larger models',
    });
    expect(await detail()).toMatchObject({
      latestVersion: '1.10.0',
      minVersion: '1.4.1',
      updateUser: 'admin',
    });
    const check = (version: string, lang: 'en' | 'zh' = 'en') =>
      call<ClientVersionCheck>(`/api/cloud/client/setting/check?clientId=ModelSplit&version=${version}`, {
        lang,
      });
    // 1.9 is older than 1.10 (numeric, not text order) but still supported.
    expect((await check('1.9.0')).body.data).toMatchObject({
      configured: true,
      updateAvailable: true,
      updateRequired: false,
      downloadUrl: 'https://downloads.example.com/modelsplit-1.10.0.exe',
      notice: 'The new version splits larger models',
    });
    expect((await check('1.4.0', 'zh')).body.data).toMatchObject({
      updateRequired: true,
      notice: '新版本支持更大的模型',
    });
    expect((await check('1.10')).body.data).toMatchObject({ updateAvailable: false, updateRequired: false });
    expect((await check('bad')).status).toBe(400);
  });
});

describe('region import and export (blade-system/region)', () => {
  let admin: Tokens;
  let province: string;
  beforeAll(async () => {
    admin = await adminTokens();
    province = await freeProvince(admin);
  });
  const exported = async (code: string) => {
    const file = await getFile(`/api/blade-system/region/export-region?code=${code}`, admin.access_token);
    expect(file.status).toBe(200);
    return { ...file, rows: (await readSheet(file.bytes)) as unknown[][] };
  };

  it('serves the import template as xlsx with the date in its name', async () => {
    const file = await getFile('/api/blade-system/region/export-template', admin.access_token);
    expect(file.status).toBe(200);
    expect(file.disposition).toContain(`Region import template ${today()}.xlsx`);
    const rows = (await readSheet(file.bytes)) as unknown[][];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 4)).toEqual(['Code', 'Name', 'Sort', 'Remark']);
  });

  it('refuses a bad file with a 400 and writes nothing', async () => {
    const before = (await exported('00')).rows.length;
    const notXlsx = await postFile('/api/blade-system/region/import-region', admin.access_token, {
      bytes: new TextEncoder().encode('code,name\n11,x'),
      name: 'regions.csv',
    });
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.msg).toContain('xlsx');
    const headerOnly = await postFile('/api/blade-system/region/import-region', admin.access_token, {
      bytes: await sheetOf([['Code', 'Name']]),
      name: 'regions.xlsx',
    });
    expect(headerOnly.status).toBe(400);
    const badFlag = await postFile(
      '/api/blade-system/region/import-region',
      admin.access_token,
      {
        bytes: await sheetOf([
          ['Code', 'Name'],
          [province, 'P'],
        ]),
        name: 'regions.xlsx',
      },
      { isCovered: 'maybe' },
    );
    expect(badFlag.status).toBe(400);
    expect((await exported('00')).rows.length).toBe(before);
  });

  it('imports with a result per row (parents from the same sheet), then exports the subtree', async () => {
    const city = `${province}01`;
    const district = `${city}02`;
    const sheet = await sheetOf([
      ['Code', 'Name', 'Sort', 'Remark'],
      [district, `District ${tag()}`, 2, 'under the city'],
      [city, `City ${tag()}`, 1, ''],
      [province, `Province ${province}`, '', ''],
      ['123', 'Bad code', '', ''],
      [city, 'Repeated', '', ''],
      [`${province}99`, '', '', ''],
      [`${province}9801`, 'Orphan', '', ''],
      [`${province}02`, 'Bad sort', 'x', ''],
    ]);
    const res = await postFile('/api/blade-system/region/import-region', admin.access_token, {
      bytes: sheet,
      name: 'regions.xlsx',
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Import finished: 3 added, 0 updated, 5 skipped');
    const result = res.body.data as RegionImportResult;
    expect(result.rows.map((r) => [r.row, r.result])).toEqual([
      [2, 'added'],
      [3, 'added'],
      [4, 'added'],
      [5, 'codeInvalid'],
      [6, 'repeated'],
      [7, 'nameInvalid'],
      [8, 'parentMissing'],
      [9, 'sortInvalid'],
    ]);

    const file = await exported(province);
    expect(file.disposition).toContain(`Regions ${today()}.xlsx`);
    expect(file.rows.slice(1).map((r) => [r[0], r[2], r[4], r[5]])).toEqual([
      [province, 0, '00', 'Province'],
      [city, 1, province, 'City'],
      [district, 2, city, 'District'],
    ]);

    // Again: existing regions are left unless covering is asked for.
    const renamed = await sheetOf([
      ['Code', 'Name'],
      [city, 'Renamed city'],
    ]);
    const kept = await postFile('/api/blade-system/region/import-region', admin.access_token, {
      bytes: renamed,
      name: 'r.xlsx',
    });
    expect((kept.body.data as RegionImportResult).rows[0]!.result).toBe('exists');
    const covered = await postFile(
      '/api/blade-system/region/import-region',
      admin.access_token,
      { bytes: renamed, name: 'r.xlsx' },
      { isCovered: '1' },
    );
    expect((covered.body.data as RegionImportResult).rows[0]!.result).toBe('updated');
    expect((await exported(city)).rows[1]![1]).toBe('Renamed city');
    expect((await getFile('/api/blade-system/region/export-region?code=9', admin.access_token)).status).toBe(
      400,
    );
  });
});

describe('attachments through the enabled OSS config (blade-resource/attach)', () => {
  let admin: Tokens;
  let s3: S3Client;
  let endpoint: string;
  const bucket = `attach-${tag()}`;
  let platform: Tokens;
  beforeAll(async () => {
    // A tenant of its own: no other test's enabled OSS config is in its way.
    platform = await adminTokens();
    const adminAccount = uniqueAccount('att');
    const saved = await adminCall<TenantSaved>(platform, '/api/blade-system/tenant/submit', {
      tenantName: `Attach ${tag()}`,
      adminAccount,
      adminPhone: uniquePhone(),
    });
    admin = await signIn(adminAccount, saved.admin!.password, saved.tenantId);
    endpoint = inject('cloudEnv').AWS_ENDPOINT_URL_S3!;
    s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  const list = () => adminCall<Page<AttachView>>(admin, '/api/blade-resource/attach/list?size=1000');
  const upload = (text = 'minutes of the meeting') =>
    postFile('/api/blade-resource/oss/endpoint/put-file-attach', admin.access_token, {
      bytes: new TextEncoder().encode(text),
      name: 'Minutes.TXT',
      type: 'text/plain',
    });
  async function enabledConfig(settings: { endpoint: string; bucketName: string }) {
    const saved = await adminCall<ResourceConfigView>(admin, '/api/blade-resource/oss/submit', {
      code: `oss_${tag()}`,
      category: 'minio',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      ...settings,
    });
    await adminCall(admin, '/api/blade-resource/oss/enable', { id: saved.id });
    return saved;
  }

  it('refuses an upload with no enabled config, a missing bucket or a silent endpoint, recording nothing', async () => {
    const before = (await list()).total;
    const none = await upload();
    expect(none.status).toBe(400);
    const missing = await enabledConfig({ endpoint, bucketName: `missing-${tag()}` });
    const noBucket = await upload();
    expect(noBucket.status).toBe(400);
    expect(noBucket.body.msg).toMatch(
      new RegExp(`bucket “missing-.*” of OSS config “${missing.code}” does not exist`),
    );
    const silent = await enabledConfig({ endpoint: 'http://127.0.0.1:9', bucketName: 'anything' });
    const unreachable = await upload();
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.msg).toBe(`The endpoint of OSS config “${silent.code}” could not be reached`);
    const empty = await postFile('/api/blade-resource/oss/endpoint/put-file-attach', admin.access_token, {
      bytes: new Uint8Array(),
      name: 'empty.txt',
    });
    expect(empty.status).toBe(400);
    expect((await list()).total).toBe(before);
  });

  it('stores the file in the bucket the enabled config names; renames, downloads and removes it there', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const config = await enabledConfig({ endpoint, bucketName: bucket });
    const res = await upload();
    expect(res.status, res.body.msg).toBe(200);
    const stored = res.body.data as AttachView;
    expect(stored).toMatchObject({
      name: 'Minutes.TXT',
      extension: 'txt',
      attachSize: 22,
      configCode: config.code,
      bucketName: bucket,
    });
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: stored.objectKey }));
    expect(await object.Body!.transformToString()).toBe('minutes of the meeting');
    expect((await list()).records[0]!.id).toBe(stored.id);

    const bad = await call('/api/blade-resource/attach/submit', {
      token: admin.access_token,
      body: { id: stored.id, name: ' ' },
    });
    expect(bad.status).toBe(400);
    await adminCall(admin, '/api/blade-resource/attach/submit', { id: stored.id, name: 'Board minutes.txt' });
    const file = await getFile(`/api/blade-resource/attach/download?id=${stored.id}`, admin.access_token);
    expect(file.status).toBe(200);
    expect(file.disposition).toContain('Board minutes.txt');
    expect(file.bytes.toString()).toBe('minutes of the meeting');

    const unknown = await call('/api/blade-resource/attach/remove', {
      token: admin.access_token,
      body: { ids: [stored.id, 'no-such-attachment'] },
    });
    expect(unknown.status).toBe(404);
    expect((await list()).records.some((a) => a.id === stored.id)).toBe(true);
    // Another tenant's administrator neither sees nor reaches it.
    const elsewhere = await adminCall<Page<AttachView>>(
      platform,
      '/api/blade-resource/attach/list?size=1000',
    );
    expect(elsewhere.records.some((a) => a.id === stored.id)).toBe(false);
    expect(
      (await call(`/api/blade-resource/attach/detail?id=${stored.id}`, { token: platform.access_token }))
        .status,
    ).toBe(404);
    await adminCall(admin, '/api/blade-resource/attach/remove', { ids: [stored.id] });
    expect((await list()).records.some((a) => a.id === stored.id)).toBe(false);
    await expect(
      s3.send(new GetObjectCommand({ Bucket: bucket, Key: stored.objectKey })),
    ).rejects.toBeInstanceOf(NoSuchKey);
  });
});
