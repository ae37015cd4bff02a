import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  BatchImportAnswer,
  CheckLoopNumAnswer,
  DexpiEvaluation,
  DexpiTruthCounts,
  ExcelHeadAnswer,
  IndexRecord,
  LoopRecord,
} from '@loopline/shared/contracts/pidLoops';
import type { PidDetailRow, PidFileRecord } from '@loopline/shared/contracts/recognition';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readDexpi } from '../../functions/src/pid/dexpi/read.ts';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { baseUrl, call } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { fileCall } from '../support/files.ts';
import { api } from '../support/models.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { upload } from '../support/upload.ts';

/** Issue 16 items 3 and 4: instrument loops, the instrument index, attribute import and DEXPI export. */

let owner: Person;
let outsider: Person;
let reader: Person;
let projectId: string;
let drawingId: string;

const put = async (name: string, bytes: Uint8Array) =>
  (await upload(owner, { projectId }, name, bytes)).entryId;
const scope = () => `projectId=${projectId}&pfileId=${drawingId}`;
const send = <T = unknown>(who: Person, method: 'PUT' | 'DELETE' | 'POST', path: string, body: unknown) =>
  call<T>(path, { token: who.tokens.access_token, body, method });
const loops = async (who = owner) => api<LoopRecord[]>(who, `/api/instrumentLoop/allLoop?${scope()}`);
const index = async (query = '', who = owner) =>
  api<{ records: IndexRecord[]; total: number }>(who, `/api/instrumentIndex/list?${scope()}${query}`);
const raw = (path: string, who: Person, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'blade-auth': `bearer ${who.tokens.access_token}`,
      'accept-language': 'en',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

async function recognised(fileId: string, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<PidFileRecord[]>(owner, '/api/cloud/file/schedule/identifyProgress', {
      projectId,
      fileIds: [fileId],
    });
    const state = res.body.data?.[0]?.state;
    if (state === 90) return;
    if (state === 99 || Date.now() > end) throw new Error(`recognition ended as ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

beforeAll(async () => {
  [owner, outsider, reader] = await Promise.all([person(), person(), person()]);
  const project = await createProject(owner);
  projectId = project.projectId;
  await createProject(outsider);
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader]);
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: project.group('read').id }]);
  drawingId = await put(
    'loops-7.pdf',
    await sheetToPdf(generateSheet({ seed: 7, size: 'A3', density: 'sparse' })),
  );
  const submitted = await api(owner, '/api/recTask/submit', { projectId, fileIds: [drawingId] });
  expect(submitted.status, submitted.body.msg).toBe(200);
  await recognised(drawingId);
}, 180_000);

describe('instrument loops (instrumentLoop)', () => {
  it('seeds the loops of the recognition run, with their members joined to the details', async () => {
    const details = await raw(
      `/api/cloud/file/info/downloadDetails?projectId=${projectId}&fileId=${drawingId}`,
      owner,
    );
    const json = (await details.json()) as { pages: { loops: { loopNumber: string; tags: string[] }[] }[] };
    const recognisedNums = [...new Set(json.pages.flatMap((p) => p.loops.map((l) => l.loopNumber)))].sort();
    expect(recognisedNums.length).toBeGreaterThan(0);

    const all = await loops();
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.map((l) => l.loopNum).sort()).toEqual(recognisedNums);
    expect(all.body.data.every((l) => l.source === 'recognised' && l.members.length > 0)).toBe(true);
    expect(all.body.data.flatMap((l) => l.members).every((m) => m.detailId && m.pageNum === 1)).toBe(true);
    const nums = await api<string[]>(owner, `/api/instrumentLoop/getLoopNums?${scope()}`);
    expect(nums.body.data).toEqual(recognisedNums);
    const onPage2 = await api<LoopRecord[]>(owner, `/api/instrumentLoop/allLoop?${scope()}&pageNum=2`);
    expect(onPage2.body.data).toEqual([]);
  });

  it('saves, checks, updates, renumbers and deletes loops; a duplicate number is refused', async () => {
    const [first, second] = (await loops()).body.data;
    expect(first && second, 'the sheet has two loops').toBeTruthy();
    const moved = first!.members.at(-1)!.tag;

    // removeTag (DELETE with a body), then the tag may join a new loop.
    const removed = await send<LoopRecord>(owner, 'DELETE', '/api/instrumentLoop/removeTag', {
      projectId,
      pfileId: drawingId,
      id: first!.id,
      tag: moved,
    });
    expect(removed.status, removed.body.msg).toBe(200);
    expect(removed.body.data.members.map((m) => m.tag)).not.toContain(moved);
    const notIn = await send(owner, 'DELETE', '/api/instrumentLoop/removeTag', {
      projectId,
      pfileId: drawingId,
      id: first!.id,
      tag: moved,
    });
    expect(notIn.status).toBe(400);

    const free = await api<CheckLoopNumAnswer>(
      owner,
      `/api/instrumentLoop/checkLoopNum?${scope()}&loopNum=X-900`,
    );
    expect(free.body.data).toEqual({ exists: false, id: '' });
    const saved = await api<LoopRecord>(owner, '/api/instrumentLoop/saveLoop', {
      projectId,
      pfileId: drawingId,
      loopNum: 'X-900',
      tags: [moved],
      description: 'moved out',
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ loopNum: 'X-900', source: 'user', description: 'moved out' });
    expect(saved.body.data.members[0]).toMatchObject({ tag: moved, pageNum: 1 });

    const taken = await api<CheckLoopNumAnswer>(
      owner,
      `/api/instrumentLoop/checkLoopNum?${scope()}&loopNum=X-900`,
    );
    expect(taken.body.data).toEqual({ exists: true, id: saved.body.data.id });
    const own = await api<CheckLoopNumAnswer>(
      owner,
      `/api/instrumentLoop/checkLoopNum?${scope()}&loopNum=X-900&id=${saved.body.data.id}`,
    );
    expect(own.body.data.exists).toBe(false);

    const duplicate = await api(owner, '/api/instrumentLoop/saveLoop', {
      projectId,
      pfileId: drawingId,
      loopNum: second!.loopNum,
      tags: [],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.msg).toBe(`Loop number ${second!.loopNum} already exists in this drawing.`);
    const stolen = await api(owner, '/api/instrumentLoop/saveLoop', {
      projectId,
      pfileId: drawingId,
      loopNum: 'X-901',
      tags: [second!.members[0]!.tag],
    });
    expect(stolen.status).toBe(409);
    expect(stolen.body.msg).toContain(`already belongs to loop ${second!.loopNum}`);
    const unknown = await api(owner, '/api/instrumentLoop/saveLoop', {
      projectId,
      pfileId: drawingId,
      loopNum: 'X-901',
      tags: ['NOPE-1'],
    });
    expect(unknown.status).toBe(400);
    expect(
      (await api<string[]>(owner, `/api/instrumentLoop/getLoopNums?${scope()}`)).body.data,
    ).not.toContain('X-901');

    const updated = await api<LoopRecord>(owner, '/api/instrumentLoop/updateLoop', {
      projectId,
      pfileId: drawingId,
      id: first!.id,
      description: 'flow control',
    });
    expect(updated.status, updated.body.msg).toBe(200);
    expect(updated.body.data.description).toBe('flow control');
    expect(updated.body.data.members.length).toBe(first!.members.length - 1);

    const renamed = await send(owner, 'PUT', '/api/instrumentLoop/editLoopNum', {
      projectId,
      pfileId: drawingId,
      id: saved.body.data.id,
      loopNum: 'X-902',
    });
    expect(renamed.status, renamed.body.msg).toBe(200);
    const clash = await send(owner, 'PUT', '/api/instrumentLoop/editLoopNum', {
      projectId,
      pfileId: drawingId,
      id: saved.body.data.id,
      loopNum: second!.loopNum,
    });
    expect(clash.status).toBe(409);
    const after = (await loops()).body.data;
    expect(after.find((l) => l.id === saved.body.data.id)).toMatchObject({
      loopNum: 'X-902',
      description: 'moved out',
    });
    expect(after.filter((l) => l.loopNum === second!.loopNum)).toHaveLength(1);

    const gone = await call(`/api/instrumentLoop/deleteLoop?${scope()}&id=${saved.body.data.id}`, {
      token: owner.tokens.access_token,
      method: 'DELETE',
    });
    expect(gone.status, gone.body.msg).toBe(200);
    expect((await loops()).body.data.some((l) => l.id === saved.body.data.id)).toBe(false);
    const again = await send(owner, 'DELETE', '/api/instrumentLoop/deleteLoop', {
      projectId,
      pfileId: drawingId,
      id: saved.body.data.id,
    });
    expect(again.status).toBe(404);
  });
});

describe('one loop per tag under concurrent writes', () => {
  it('of concurrent assignments of one tag (new loops, an existing loop, a renumber) exactly one wins', async () => {
    const [first, second] = (await loops()).body.data;
    const tag = first!.members.at(-1)!.tag;
    const out = await send(owner, 'DELETE', '/api/instrumentLoop/removeTag', {
      projectId,
      pfileId: drawingId,
      id: first!.id,
      tag,
    });
    expect(out.status, out.body.msg).toBe(200);
    const secondTags = second!.members.map((m) => m.tag);
    const attempts = await Promise.all([
      ...['C-1', 'C-2', 'C-3', 'C-4'].map((loopNum) =>
        api(owner, '/api/instrumentLoop/saveLoop', { projectId, pfileId: drawingId, loopNum, tags: [tag] }),
      ),
      api(owner, '/api/instrumentLoop/updateLoop', {
        projectId,
        pfileId: drawingId,
        id: second!.id,
        tags: [...secondTags, tag],
      }),
      send(owner, 'PUT', '/api/instrumentLoop/editLoopNum', {
        projectId,
        pfileId: drawingId,
        id: first!.id,
        loopNum: `${first!.loopNum}-R`,
      }),
    ]);
    const assigned = attempts.slice(0, 5);
    expect(
      assigned.filter((a) => a.status === 200),
      JSON.stringify(assigned.map((a) => a.body.msg)),
    ).toHaveLength(1);
    for (const refused of assigned.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain(`Tag ${tag} already belongs to loop`);
    }
    expect(attempts[5]!.status, attempts[5]!.body.msg).toBe(200);
    const after = (await loops()).body.data;
    expect(after.filter((l) => l.members.some((m) => m.tag === tag))).toHaveLength(1);
    const all = after.flatMap((l) => l.members.map((m) => m.tag));
    expect(new Set(all).size).toBe(all.length);
    expect(after.find((l) => l.id === first!.id)?.loopNum).toBe(`${first!.loopNum}-R`);
  });
});

describe('instrument index (instrumentIndex) and attribute import', () => {
  let tags: string[];

  it('lists one row per instrument, paged, with its loop', async () => {
    const all = await index('&size=1000');
    expect(all.status, all.body.msg).toBe(200);
    tags = all.body.data.records.map((r) => r.tag);
    expect(tags.length).toBeGreaterThan(2);
    expect(new Set(tags).size).toBe(tags.length);
    const withLoop = all.body.data.records.filter((r) => r.loopNum);
    expect(withLoop.length).toBeGreaterThan(0);
    const paged = await index('&current=2&size=2');
    expect(paged.body.data.total).toBe(tags.length);
    expect(paged.body.data.records.map((r) => r.tag)).toEqual(tags.slice(2, 4));
    const found = await index(`&keyword=${encodeURIComponent(tags[0]!.toLowerCase())}`);
    expect(found.body.data.records.map((r) => r.tag)).toContain(tags[0]);
  });

  it('saves inline edits, refuses an unknown tag whole, and exports xlsx with the date in the name', async () => {
    const edit = await api<IndexRecord[]>(owner, '/api/instrumentIndex/updateIndex', {
      projectId,
      pfileId: drawingId,
      rows: [{ tag: tags[0], values: { service: 'Feed flow', range: '0-100 m3/h' } }],
    });
    expect(edit.status, edit.body.msg).toBe(200);
    expect(edit.body.data[0]).toMatchObject({ tag: tags[0], service: 'Feed flow', range: '0-100 m3/h' });
    const refused = await api(owner, '/api/instrumentIndex/updateIndex', {
      projectId,
      pfileId: drawingId,
      rows: [
        { tag: tags[1], values: { service: 'never' } },
        { tag: 'NOPE-1', values: { service: 'x' } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Tag NOPE-1 is not in the instrument index of this drawing.');
    const list = (await index('&size=1000')).body.data.records;
    expect(list.find((r) => r.tag === tags[1])?.service).toBe('');

    const res = await raw('/api/instrumentIndex/exportIndex', owner, {
      method: 'POST',
      body: { projectId, pfileId: drawingId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const today = new Date().toISOString().slice(0, 10);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(
      `loops-7 Instrument index ${today}.xlsx`,
    );
    const rows = (await readSheet(Buffer.from(await res.arrayBuffer()))) as unknown[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['Tag', 'Function', 'Loop']);
    expect(rows.length).toBe(tags.length + 1);
    const header = rows[0] as string[];
    const edited = rows.find((r) => r[0] === tags[0]) as unknown[];
    expect(edited[header.indexOf('Service')]).toBe('Feed flow');
    expect(edited[header.indexOf('Range')]).toBe('0-100 m3/h');
  });

  it('imports attributes from an xlsx entry with a column mapping, with a result per row', async () => {
    const cell = (value: string) => ({ value });
    const book = await writeXlsxFile(
      [
        ['Instrument', 'Description', 'Place', 'Ignored'].map(cell),
        [tags[1]!, 'Level alarm', 'Control room', 'x'].map(cell),
        ['NOPE-1', 'nothing', 'nowhere', ''].map(cell),
        ['', 'no tag', 'here', ''].map(cell),
        [tags[1]!, 'again', '', ''].map(cell),
      ],
      {},
    ).toBuffer();
    const xlsxId = await put('attributes.xlsx', new Uint8Array(book));
    const head = await api<ExcelHeadAnswer>(
      owner,
      `/api/pidFile/getDataExcelHead?projectId=${projectId}&fileId=${xlsxId}`,
    );
    expect(head.status, head.body.msg).toBe(200);
    expect(head.body.data.headers).toEqual(['Instrument', 'Description', 'Place', 'Ignored']);
    expect(head.body.data.rows).toBe(4);

    const body = {
      projectId,
      pfileId: drawingId,
      fileId: xlsxId,
      tagColumn: 'Instrument',
      mapping: [
        { column: 'Description', field: 'service' },
        { column: 'Place', field: 'location' },
      ],
    };
    const imported = await api<BatchImportAnswer>(owner, '/api/pidFile/batchImportData', body);
    expect(imported.status, imported.body.msg).toBe(200);
    expect(imported.body.data.updated).toBe(1);
    expect(imported.body.data.rows.map((r) => [r.row, r.result])).toEqual([
      [2, 'updated'],
      [3, 'unknownTag'],
      [4, 'emptyTag'],
      [5, 'duplicate'],
    ]);
    expect(imported.body.data.rows[1]?.message).toBe(
      'The tag is not in the instrument index of this drawing.',
    );
    const row = (await index('&size=1000')).body.data.records.find((r) => r.tag === tags[1]);
    expect(row).toMatchObject({ service: 'Level alarm', location: 'Control room' });

    // Bad files and mappings: a translated 4xx, nothing written.
    const before = (await index('&size=1000')).body.data.records;
    const badId = await put('broken.xlsx', new Uint8Array(Buffer.from('not a workbook at all')));
    const bad = await api(owner, '/api/pidFile/batchImportData', { ...body, fileId: badId });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('The workbook cannot be read: it is damaged or not an .xlsx file.');
    const zh = await call('/api/pidFile/batchImportData', {
      token: owner.tokens.access_token,
      body: { ...body, fileId: badId },
      lang: 'zh',
    });
    expect(zh.body.msg).toBe('无法读取工作簿：文件已损坏或不是 .xlsx 文件。');
    const pdfHead = await api(
      owner,
      `/api/pidFile/getDataExcelHead?projectId=${projectId}&fileId=${drawingId}`,
    );
    expect(pdfHead.status).toBe(400);
    const noColumn = await api(owner, '/api/pidFile/batchImportData', { ...body, tagColumn: 'Tag' });
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.msg).toBe('The workbook has no column named "Tag".');
    expect((await index('&size=1000')).body.data.records).toEqual(before);
  });
});

describe('DEXPI export', () => {
  let exported = '';

  it('exports the recognised drawing as DEXPI XML that the reader reads back with the same counts', async () => {
    const res = await raw(`/api/pidFile/exportDexpi?projectId=${projectId}&fileId=${drawingId}`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('loops-7.dexpi.xml');
    const truth = readDexpi(await res.text());
    const rows = (
      await api<{ records: PidDetailRow[] }>(owner, `/api/pidDetail/page?${scope()}&size=5000`)
    ).body.data.records.filter((r) => r.tag);
    const distinct = (type: string) => new Set(rows.filter((r) => r.type === type).map((r) => r.tag)).size;
    const read = (type: string) => truth.details.filter((d) => d.type === type).length;
    for (const type of ['equipment', 'valve', 'instrument', 'line'])
      expect(read(type), type).toBe(distinct(type));
    const loopsWithInstrument = (await loops()).body.data.filter((l) =>
      l.members.some((m) => m.type === 'instrument'),
    );
    expect(truth.loops.map((l) => l.loopNumber).sort()).toEqual(
      loopsWithInstrument.map((l) => l.loopNum).sort(),
    );
    // Lines keep what they join: the equipment and valves below each line number.
    for (const p of truth.pipelines) expect(p.connected.length).toBeGreaterThan(0);
    exported = await (
      await raw(`/api/pidFile/exportDexpi?projectId=${projectId}&fileId=${drawingId}`, owner)
    ).text();
  });

  it('imports a DEXPI file as the ground truth and evaluates the drawing against it', async () => {
    const none = await api(owner, `/api/pidFile/dexpiEvaluation?projectId=${projectId}&fileId=${drawingId}`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('No DEXPI ground truth has been imported for this drawing.');
    const truthId = await put('truth.xml', new TextEncoder().encode(exported));
    const imported = await api<DexpiTruthCounts>(owner, '/api/pidFile/importDexpi', {
      projectId,
      pfileId: drawingId,
      fileId: truthId,
    });
    expect(imported.status, imported.body.msg).toBe(200);
    expect(imported.body.data.instrument).toBeGreaterThan(0);
    const scored = await api<DexpiEvaluation>(
      owner,
      `/api/pidFile/dexpiEvaluation?projectId=${projectId}&fileId=${drawingId}`,
    );
    expect(scored.status, scored.body.msg).toBe(200);
    // The drawing's own export as truth: every tag found, every loop exact.
    for (const type of ['equipment', 'valve', 'instrument', 'line'] as const)
      expect(scored.body.data.types[type].f1, type).toBe(1);
    expect(scored.body.data.loops.rate).toBe(1);

    const notXml = await api(owner, '/api/pidFile/importDexpi', {
      projectId,
      pfileId: drawingId,
      fileId: drawingId,
    });
    expect(notXml.status).toBe(400);
    const junkId = await put('junk.xml', new TextEncoder().encode('<html>not dexpi</html>'));
    const junk = await api(owner, '/api/pidFile/importDexpi', {
      projectId,
      pfileId: drawingId,
      fileId: junkId,
    });
    expect(junk.status).toBe(400);
    expect(junk.body.msg).toBe('The file is not a readable DEXPI plant model.');
    const byReader = await api(reader, '/api/pidFile/importDexpi', {
      projectId,
      pfileId: drawingId,
      fileId: truthId,
    });
    expect(byReader.status).toBe(403);
  });
});

describe('permissions', () => {
  it('lets a read-only member read but not change; an outsider gets 404', async () => {
    expect((await loops(reader)).status).toBe(200);
    expect((await index('', reader)).status).toBe(200);
    const first = (await loops()).body.data[0]!;
    const writes = [
      api(reader, '/api/instrumentLoop/saveLoop', {
        projectId,
        pfileId: drawingId,
        loopNum: 'R-1',
        tags: [],
      }),
      api(reader, '/api/instrumentLoop/updateLoop', {
        projectId,
        pfileId: drawingId,
        id: first.id,
        description: 'r',
      }),
      send(reader, 'PUT', '/api/instrumentLoop/editLoopNum', {
        projectId,
        pfileId: drawingId,
        id: first.id,
        loopNum: 'R-2',
      }),
      send(reader, 'DELETE', '/api/instrumentLoop/deleteLoop', {
        projectId,
        pfileId: drawingId,
        id: first.id,
      }),
      api(reader, '/api/instrumentIndex/updateIndex', {
        projectId,
        pfileId: drawingId,
        rows: [{ tag: first.members[0]!.tag, values: { remark: 'r' } }],
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
    expect((await loops()).body.data[0]).toEqual(first);

    const reads = [
      loops(outsider),
      index('', outsider),
      api(outsider, `/api/instrumentLoop/getLoopNums?${scope()}`),
      api(outsider, '/api/instrumentLoop/saveLoop', {
        projectId,
        pfileId: drawingId,
        loopNum: 'O-1',
        tags: [],
      }),
      api(outsider, `/api/pidFile/getDataExcelHead?projectId=${projectId}&fileId=${drawingId}`),
    ];
    for (const res of await Promise.all(reads)) expect(res.status).toBe(404);
    expect(
      (await raw(`/api/pidFile/exportDexpi?projectId=${projectId}&fileId=${drawingId}`, outsider)).status,
    ).toBe(404);
    expect(
      (
        await raw('/api/instrumentIndex/exportIndex', outsider, {
          method: 'POST',
          body: { projectId, pfileId: drawingId },
        })
      ).status,
    ).toBe(404);
  });
});

describe('deletion', () => {
  it('deleting the drawing removes its loops and index values with its other results', async () => {
    const rowsOf = async (prefix: string) => {
      const { client, table } = testDb();
      const out = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `${prefix}#${projectId}#${drawingId}` },
        }),
      );
      return out.Items?.length ?? 0;
    };
    expect(await rowsOf('PIDLOOP')).toBeGreaterThan(0);
    expect(await rowsOf('PIDINDEX')).toBeGreaterThan(0);
    const deleted = await fileCall(owner, '/info/delete', { projectId, fileId: drawingId });
    expect(deleted.status, deleted.body.msg).toBe(200);
    expect([await rowsOf('PIDLOOP'), await rowsOf('PIDINDEX')]).toEqual([0, 0]);
  });
});
