import type { WhitelistEntry, WhitelistImportResult } from '@loopline/shared/contracts/settings';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { baseUrl, call, STRONG_PASSWORD, signIn, type Tokens } from '../support/client.ts';
import { adminCall, scopedAdmin } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';

const BASE = '/api/blade-demo/blade/whitelist';
const today = () => new Date().toISOString().slice(0, 10);

async function importSheet(token: string, sheet: Buffer | Uint8Array, lang = 'en') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(sheet)]), 'whitelist.xlsx');
  const res = await fetch(`${baseUrl()}${BASE}/importExcel`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token}`, 'accept-language': lang },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { msg: string; data: WhitelistImportResult } };
}

const sheetOf = (rows: (string | number)[][]) =>
  writeXlsxFile(
    rows.map((r) => r.map((value) => ({ value }))),
    {},
  ).toBuffer();

describe('whitelist download, import and import log (blade-demo/blade/whitelist)', () => {
  let admin: Tokens;
  const prefix = `17${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

  beforeAll(async () => {
    admin = await adminTokens();
  });

  const entries = async () =>
    (
      await adminCall<{ records: WhitelistEntry[] }>(
        admin,
        `${BASE}/page?current=1&size=1000&phone=${prefix}`,
      )
    ).records;

  it('answers 401 signed out, 403 to users and to an administrator without the whitelist scope', async () => {
    const user = await newUser();
    const { person: who } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] });
    const other = await signIn(who.account, STRONG_PASSWORD);
    const rows = { rows: [{ row: 2, phone: '1', result: 'added' }] };
    const routes = [
      { path: `${BASE}/down`, method: 'GET' as const },
      { path: `${BASE}/createLog`, method: 'POST' as const, body: rows },
      { path: `${BASE}/importExcel`, method: 'POST' as const, body: {} },
    ];
    for (const r of routes) {
      expect((await call(r.path, { method: r.method, body: r.body })).status, r.path).toBe(401);
      expect((await call(r.path, { ...r, token: user.access_token })).status, r.path).toBe(403);
      expect((await call(r.path, { ...r, token: other.access_token })).status, r.path).toBe(403);
    }
  });

  it('imports a sheet row by row, saying what became of each, and writes nothing for a bad file', async () => {
    await adminCall(admin, `${BASE}/save`, { phone: `${prefix}1`, remark: 'there before' });
    const sheet = await sheetOf([
      ['Phone', 'Remark'],
      [`${prefix}2`, 'new'],
      [`${prefix}1`, 'already'],
      [`${prefix}2`, 'again'],
      ['13x', 'bad'],
      [`${prefix}3`, ''],
    ]);
    const imported = await importSheet(admin.access_token, sheet);
    expect(imported.status).toBe(200);
    expect(imported.body.msg).toBe('Import finished: 2 added, 3 skipped');
    expect(imported.body.data.rows).toEqual([
      { row: 2, phone: `${prefix}2`, result: 'added' },
      { row: 3, phone: `${prefix}1`, result: 'exists' },
      { row: 4, phone: `${prefix}2`, result: 'repeated' },
      { row: 5, phone: '13x', result: 'invalid' },
      { row: 6, phone: `${prefix}3`, result: 'added' },
    ]);
    expect((await entries()).map((e) => [e.phone, e.remark])).toEqual([
      [`${prefix}1`, 'there before'],
      [`${prefix}2`, 'new'],
      [`${prefix}3`, ''],
    ]);

    const before = (await entries()).length;
    const notXlsx = await importSheet(admin.access_token, Buffer.from('phone\n123\n'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.msg).toMatch(/xlsx/);
    const headerOnly = await importSheet(admin.access_token, await sheetOf([['Phone', 'Remark']]));
    expect(headerOnly.status).toBe(400);
    const tooMany = await importSheet(
      admin.access_token,
      await sheetOf([['Phone'], ...Array.from({ length: 1001 }, (_, i) => [`${prefix}${i}`])]),
    );
    expect(tooMany.status).toBe(400);
    expect((await entries()).length).toBe(before);

    // The import's rows come back as an xlsx log.
    const log = await fetch(`${baseUrl()}${BASE}/createLog`, {
      method: 'POST',
      headers: {
        'blade-auth': `bearer ${admin.access_token}`,
        'accept-language': 'zh',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ rows: imported.body.data.rows }),
    });
    expect(log.status).toBe(200);
    expect(decodeURIComponent(log.headers.get('content-disposition') ?? '')).toContain(
      `白名单导入日志 ${today()}.xlsx`,
    );
    const logRows = await readSheet(Buffer.from(await log.arrayBuffer()));
    expect(logRows[0]).toEqual(['行号', '手机号或号段', '结果']);
    expect(logRows.slice(1).map((r) => r[2])).toEqual([
      '已添加',
      '已在白名单中',
      '与文件中前面的行重复',
      '不是手机号或号段（1 到 11 位数字）',
      '已添加',
    ]);
    const badLog = await call(`${BASE}/createLog`, {
      token: admin.access_token,
      body: { rows: [{ row: 0, phone: '1', result: 'maybe' }] },
    });
    expect(badLog.status).toBe(400);
  });

  it('downloads the whitelist as xlsx named whitelist plus the date, importable again', async () => {
    const res = await fetch(`${baseUrl()}${BASE}/down`, {
      headers: { 'blade-auth': `bearer ${admin.access_token}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(
      `Whitelist ${today()}.xlsx`,
    );
    const file = Buffer.from(await res.arrayBuffer());
    const rows = await readSheet(file);
    expect(rows[0]).toEqual(['Phone number or prefix', 'Remark', 'Added']);
    expect(rows.find((r) => r[0] === `${prefix}1`)?.[1]).toBe('there before');
    const again = await importSheet(admin.access_token, file);
    expect(again.body.data.added).toBe(0);
    expect(again.body.data.rows.find((r) => r.phone === `${prefix}1`)?.result).toBe('exists');
    // Leave the shared list as it was.
    await adminCall(admin, `${BASE}/remove`, { ids: (await entries()).map((e) => e.id) });
  });
});
