import type { RegionImportResult } from '@loopline/shared/contracts/regionFiles';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { baseUrl, call, STRONG_PASSWORD, signIn, type Tokens } from '../support/client.ts';
import { scopedAdmin } from '../support/console.ts';
import { adminTokens, newUser } from '../support/notices.ts';
import { freeProvince } from '../support/regions.ts';

/**
 * Issue 19, region import (blade-system/region): the rows' results the import answered come back as
 * a downloadable xlsx log (`createLog`, as the whitelist's), named with the date, in the caller's
 * language; bad rows are a 400; only administrators with the organisation scope may ask.
 */
const LOG = '/api/blade-system/region/createLog';
const today = () => new Date().toISOString().slice(0, 10);
let admin: Tokens;

const postLog = (token: string, body: unknown, lang = 'en') =>
  fetch(`${baseUrl()}${LOG}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token}`, 'accept-language': lang, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function imported(): Promise<RegionImportResult> {
  const province = await freeProvince(admin);
  const sheet = await writeXlsxFile(
    [
      ['Code', 'Name', 'Sort', 'Remark'],
      [province, `Province ${province}`, 1, ''],
      ['123', 'Bad code', '', ''],
      [province, 'Repeated', '', ''],
    ].map((r) => r.map((value) => ({ value }))),
    {},
  ).toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(sheet)]), 'regions.xlsx');
  const res = await fetch(`${baseUrl()}/api/blade-system/region/import-region`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${admin.access_token}`, 'accept-language': 'en' },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: RegionImportResult }).data;
}

beforeAll(async () => {
  admin = await adminTokens();
});

describe('region import log (createLog)', () => {
  it('writes the import’s rows back as an xlsx log named with the date, in zh and en', async () => {
    const result = await imported();
    expect(result.rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(result.rows.slice(1).map((r) => r.result)).toEqual(['codeInvalid', 'repeated']);

    const zh = await postLog(admin.access_token, { rows: result.rows }, 'zh');
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(zh.headers.get('content-disposition') ?? '')).toContain(
      `行政区划导入日志 ${today()}.xlsx`,
    );
    const zhRows = (await readSheet(Buffer.from(await zh.arrayBuffer()))) as unknown[][];
    expect(zhRows[0]).toEqual(['行号', '区划编号', '区划名称', '结果']);
    expect(zhRows.slice(2)).toEqual([
      [3, '123', 'Bad code', '编号不是 2、4、6、9 或 12 位数字'],
      [4, result.rows[2]!.code, 'Repeated', '与上方行的编号重复'],
    ]);

    const en = await postLog(admin.access_token, { rows: result.rows });
    expect(decodeURIComponent(en.headers.get('content-disposition') ?? '')).toContain(
      `Region import log ${today()}.xlsx`,
    );
    const enRows = (await readSheet(Buffer.from(await en.arrayBuffer()))) as unknown[][];
    expect(enRows[0]).toEqual(['Row', 'Code', 'Name', 'Result']);
    expect(enRows[1]![3]).toBe('Added');
    expect(enRows[3]![3]).toBe('Repeats a code above');
  });

  it('refuses bad rows with a 400 envelope', async () => {
    for (const body of [
      {},
      { rows: [] },
      { rows: [{ row: 0, code: '11', name: 'x', result: 'added' }] },
      { rows: [{ row: 2, code: '11', name: 'x', result: 'maybe' }] },
      {
        rows: Array.from({ length: 5001 }, (_, i) => ({
          row: i + 2,
          code: '11',
          name: 'x',
          result: 'added',
        })),
      },
    ]) {
      const res = await call(LOG, { token: admin.access_token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('answers 401 signed out, 403 to users and to an administrator without the organisation scope', async () => {
    const body = { rows: [{ row: 2, code: '11', name: 'x', result: 'added' }] };
    const user = await newUser();
    const { person: who } = await scopedAdmin({ menuIds: ['log'], apiScopeIds: ['operateLog'] });
    const other = await signIn(who.account, STRONG_PASSWORD);
    expect((await call(LOG, { body })).status).toBe(401);
    expect((await call(LOG, { token: user.access_token, body })).status).toBe(403);
    expect((await call(LOG, { token: other.access_token, body })).status).toBe(403);
  });
});
