import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type {
  AddRectBoxAnswer,
  PidFileEditState,
  PipelineCheckAnswer,
  RelevanceAnswer,
  SuspectWord,
  ThresholdAnswer,
  TopoStatusAnswer,
} from '@loopline/shared/contracts/pidDetail';
import type { PidDetailRow, PidFileRecord, SubmitAnswer } from '@loopline/shared/contracts/recognition';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { baseUrl, call } from '../support/client.ts';
import { api, s3Client } from '../support/models.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { upload } from '../support/upload.ts';

/** Issue 16 item 3: corrections to a recognised drawing (pidDetail writes, pipe runs, topology, suspects). */

let owner: Person;
let outsider: Person;
let reader: Person;
let projectId: string;
let drawingId: string;

const send = <T = unknown>(
  who: Person,
  method: 'PUT' | 'DELETE' | 'POST' | 'GET',
  path: string,
  body?: unknown,
  lang: 'en' | 'zh' = 'en',
) => call<T>(path, { token: who.tokens.access_token, method, body, lang });
const q = (extra: Record<string, string | number> = {}) =>
  new URLSearchParams({ projectId, pfileId: drawingId, ...extra } as Record<string, string>).toString();

/**
 * The drawing's rows. The drawing has one page, and that page's read (kept per edit version,
 * pid/recognition/pageRows.ts) must say the same after every edit the tests make.
 */
async function rows(): Promise<PidDetailRow[]> {
  const res = await api<{ records: PidDetailRow[] }>(owner, `/api/pidDetail/page?${q({ size: 5000 })}`);
  expect(res.status, res.body.msg).toBe(200);
  const page = await api<{ records: PidDetailRow[] }>(
    owner,
    `/api/pidDetail/page?${q({ pageNum: 1, size: 5000 })}`,
  );
  expect(page.status, page.body.msg).toBe(200);
  expect(page.body.data.records).toEqual(res.body.data.records);
  return res.body.data.records;
}
const byId = async (id: string) => (await rows()).find((r) => r.id === id);

/** The record's counts per type say what the rows are. */
async function expectCountsRight() {
  const counted: Record<string, number> = {};
  for (const r of await rows()) counted[r.type] = (counted[r.type] ?? 0) + 1;
  const record = await api<PidFileRecord>(
    owner,
    `/api/pidFile/selectByFileId?projectId=${projectId}&fileId=${drawingId}`,
  );
  const stored = Object.fromEntries(Object.entries(record.body.data.counts).filter(([, n]) => n > 0));
  expect(stored).toEqual(counted);
}

beforeAll(async () => {
  [owner, outsider, reader] = await Promise.all([person(), person(), person()]);
  const project = await createProject(owner);
  projectId = project.projectId;
  await createProject(outsider);
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader]);
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: project.group('read').id }]);
  const pdf = await sheetToPdf(generateSheet({ seed: 7, size: 'A3', density: 'sparse' }));
  drawingId = (await upload(owner, { projectId }, 'unit-7.pdf', pdf)).entryId;
  const submitted = await api<SubmitAnswer>(owner, '/api/recTask/submit', {
    projectId,
    fileIds: [drawingId],
  });
  expect(submitted.status, submitted.body.msg).toBe(200);
  const end = Date.now() + 120_000;
  for (;;) {
    const res = await api<PidFileRecord[]>(owner, '/api/cloud/file/schedule/identifyProgress', {
      projectId,
      fileIds: [drawingId],
    });
    const state = res.body.data[0]?.state;
    if (state === 90) break;
    if (state === 99 || Date.now() > end)
      throw new Error(`recognition did not finish: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}, 180_000);

describe('P&ID corrections (pidDetail, pipe runs, topology, suspects)', () => {
  it('adds a drawn box, reading the words inside it by the rules; the user may set the tag', async () => {
    const line = (await rows()).find((r) => r.type === 'line')!;
    const drawn = await api<AddRectBoxAnswer>(owner, '/api/pidDetail/addRectBox', {
      projectId,
      pfileId: drawingId,
      pageNum: 1,
      box: line.box,
    });
    expect(drawn.status, drawn.body.msg).toBe(200);
    expect(drawn.body.data.suggestion).toMatchObject({ tag: line.tag, type: 'line' });
    expect(drawn.body.data.detail).toMatchObject({
      type: 'line',
      tag: line.tag,
      confidence: 1,
      parentId: '0',
    });
    expect(await byId(drawn.body.data.detail.id)).toEqual(drawn.body.data.detail);

    const own = await api<AddRectBoxAnswer>(owner, '/api/pidDetail/addRectBox', {
      projectId,
      pfileId: drawingId,
      pageNum: 1,
      box: { x: 5, y: 5, w: 20, h: 10 },
      type: 'instrument',
      tag: 'TI-7777',
    });
    expect(own.status, own.body.msg).toBe(200);
    expect(own.body.data.detail).toMatchObject({ type: 'instrument', tag: 'TI-7777' });
    expect(own.body.data.detail.fields).toMatchObject({ functionLetters: 'TI', loopNumber: '7777' });
    await expectCountsRight();
  });

  it('keeps the counts right when edits of one drawing race', async () => {
    const before = (await rows()).length;
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        api<AddRectBoxAnswer>(owner, '/api/pidDetail/addRectBox', {
          projectId,
          pfileId: drawingId,
          pageNum: 1,
          box: { x: 40 + 20 * i, y: 5, w: 10, h: 10 },
          type: 'valve',
          tag: `HV-80${i}`,
        }),
      ),
    );
    const added = results.filter((r) => r.status === 200);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(added.length).toBeGreaterThan(0);
    expect((await rows()).length).toBe(before + added.length);
    await expectCountsRight();
    for (const r of added)
      expect((await send(owner, 'DELETE', `/api/pidDetail/${r.body.data.detail.id}?${q()}`)).status).toBe(
        200,
      );
    await expectCountsRight();
  });

  it('refuses bad boxes with a translated 4xx envelope and writes nothing', async () => {
    const before = (await rows()).length;
    const flat = await api(owner, '/api/pidDetail/addRectBox', {
      projectId,
      pfileId: drawingId,
      pageNum: 1,
      box: { x: 5, y: 5, w: 0, h: 10 },
      type: 'valve',
    });
    expect(flat.status).toBe(400);
    expect(flat.body.success).toBe(false);
    const off = await api(owner, '/api/pidDetail/addRectBox', {
      projectId,
      pfileId: drawingId,
      pageNum: 1,
      box: { x: 50_000, y: 5, w: 10, h: 10 },
      type: 'valve',
    });
    expect(off.status).toBe(400);
    expect(off.body.msg).toBe('The box lies outside the page.');
    const zh = await api(
      owner,
      '/api/pidDetail/addRectBox',
      { projectId, pfileId: drawingId, pageNum: 9, box: { x: 5, y: 5, w: 10, h: 10 }, type: 'valve' },
      'zh',
    );
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('找不到图纸的某一页。');
    const nothing = await send(owner, 'PUT', '/api/pidDetail/editRectBox', {
      projectId,
      pfileId: drawingId,
      id: 'p1-d1',
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.msg).toContain('Nothing to change.');
    expect((await rows()).length).toBe(before);
  });

  it('moves, retags and retypes a detail, keeping the counts right; deletes it', async () => {
    const added = (await rows()).find((r) => r.tag === 'TI-7777')!;
    const moved = await send<PidDetailRow>(owner, 'PUT', '/api/pidDetail/editRectBox', {
      projectId,
      pfileId: drawingId,
      id: added.id,
      box: { x: 10, y: 12, w: 24, h: 12 },
      tag: 'PI-7778',
    });
    expect(moved.status, moved.body.msg).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: added.id,
      tag: 'PI-7778',
      box: { x: 10, y: 12, w: 24, h: 12 },
    });
    const retyped = await send<PidDetailRow>(owner, 'PUT', '/api/pidDetail/editRectBox', {
      projectId,
      pfileId: drawingId,
      id: added.id,
      type: 'valve',
      tag: 'PV-7778',
    });
    expect(retyped.status, retyped.body.msg).toBe(200);
    expect(await byId(added.id)).toMatchObject({ type: 'valve', tag: 'PV-7778' });
    await expectCountsRight();

    const gone = await send(owner, 'DELETE', `/api/pidDetail/${added.id}?${q()}`);
    expect(gone.status, gone.body.msg).toBe(200);
    expect(await byId(added.id)).toBeUndefined();
    const again = await send(owner, 'DELETE', `/api/pidDetail/${added.id}?${q()}`);
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('This item is not on the drawing (it may have been removed).');
    await expectCountsRight();
  });

  it('adds a pipe run, refuses a duplicate as the spec says, joins and releases items, answers relevance', async () => {
    const all = await rows();
    const [first, second] = all.filter((r) => r.type === 'equipment' || r.type === 'valve');
    const body = {
      projectId,
      pfileId: drawingId,
      pageNum: 1,
      tag: '3"-P-9001-A1A',
      box: { x: 30, y: 30, w: 60, h: 8 },
      itemIds: [first!.id],
    };
    const check = await api<PipelineCheckAnswer>(owner, '/api/pidDetail/pipeline/check', body);
    expect(check.status, check.body.msg).toBe(200);
    expect(check.body.data).toMatchObject({ tag: '3"-P-9001-A1A', readsAsLine: true });
    const run = await api<PidDetailRow>(owner, '/api/pidDetail/pipeline/add', body);
    expect(run.status, run.body.msg).toBe(200);
    expect(await byId(first!.id)).toMatchObject({ parentId: run.body.data.id });

    const duplicate = await api(owner, '/api/pidDetail/pipeline/add', body);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toBe('Do not add duplicate pipe runs');
    const zh = await api(owner, '/api/pidDetail/pipeline/check', body, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('请勿添加重复管段');
    const recognised = all.find((r) => r.type === 'line')!;
    const again = await api(owner, '/api/pidDetail/pipeline/add', {
      ...body,
      tag: recognised.tag,
      itemIds: [],
    });
    expect(again.body.msg).toBe('Do not add duplicate pipe runs');

    const joined = await api(owner, '/api/pidDetail/pipeline/circuit/add', {
      projectId,
      pfileId: drawingId,
      id: run.body.data.id,
      itemIds: [second!.id],
    });
    expect(joined.status, joined.body.msg).toBe(200);
    const notJoinable = await api(owner, '/api/pidDetail/pipeline/circuit/add', {
      projectId,
      pfileId: drawingId,
      id: run.body.data.id,
      itemIds: [recognised.id],
    });
    expect(notJoinable.status).toBe(400);
    const relevance = await api<RelevanceAnswer>(owner, '/api/pidDetail/pipeline/relevance', {
      projectId,
      pfileId: drawingId,
      id: second!.id,
    });
    expect(relevance.status, relevance.body.msg).toBe(200);
    expect(relevance.body.data.pipeline?.id).toBe(run.body.data.id);
    expect(relevance.body.data.items.map((i) => i.id).sort()).toEqual([first!.id, second!.id].sort());

    const released = await send(
      owner,
      'DELETE',
      `/api/pidDetail/pipeline/circuit/remove?${q({ id: second!.id })}`,
    );
    expect(released.status, released.body.msg).toBe(200);
    expect(await byId(second!.id)).toMatchObject({ parentId: '0' });
    const removed = await send(
      owner,
      'DELETE',
      `/api/pidDetail/pipeline/remove?${q({ id: run.body.data.id })}`,
    );
    expect(removed.status, removed.body.msg).toBe(200);
    expect(await byId(run.body.data.id)).toBeUndefined();
    expect(await byId(first!.id)).toMatchObject({ parentId: '0' });
    const notRun = await send(owner, 'DELETE', `/api/pidDetail/pipeline/remove?${q({ id: first!.id })}`);
    expect(notRun.status).toBe(400);
    await expectCountsRight();
  });

  it('recomputes the topology from the stored lines: an item taken off its run is joined again', async () => {
    const before = await rows();
    const item = before.find((r) => r.type !== 'line' && r.parentId !== '0' && !r.id.includes('-u'))!;
    expect(item).toBeDefined();
    const status0 = await api<TopoStatusAnswer>(owner, `/api/recTask/topoStatus?${q()}`);
    expect(status0.body.data.status).toBe('never');
    await send(owner, 'DELETE', `/api/pidDetail/pipeline/circuit/remove?${q({ id: item.id })}`);
    expect(await byId(item.id)).toMatchObject({ parentId: '0' });

    const recomputed = await api<TopoStatusAnswer>(owner, '/api/recTask/topoRelation', {
      projectId,
      pfileId: drawingId,
      pageNum: 1,
    });
    expect(recomputed.status, recomputed.body.msg).toBe(200);
    expect(recomputed.body.data).toMatchObject({ status: 'current', pages: [1] });
    expect(recomputed.body.data.joined).toBeGreaterThan(0);
    expect(await byId(item.id)).toMatchObject({ parentId: item.parentId });
    // Every (line number, tag) pair the recompute makes is one the sheet's ground truth draws.
    const truth = generateSheet({ seed: 7, size: 'A3', density: 'sparse' }).truth.pipelines;
    const drawn = new Set(truth.flatMap((p) => p.connected.map((t) => `${p.lineNumber}|${t}`)));
    const after = await rows();
    const lineTag = new Map(after.filter((r) => r.type === 'line').map((r) => [r.id, r.tag]));
    const pairs = after
      .filter((r) => r.type !== 'line' && r.parentId !== '0')
      .map((r) => `${lineTag.get(r.parentId)}|${r.tag}`);
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.filter((p) => drawn.has(p)).length / pairs.length).toBeGreaterThan(0.9);
    await expectCountsRight();

    await send(owner, 'DELETE', `/api/pidDetail/pipeline/circuit/remove?${q({ id: item.id })}`);
    const stale = await api<TopoStatusAnswer>(reader, `/api/recTask/topoStatus?${q()}`);
    expect(stale.body.data.status).toBe('stale');
    expect(
      (await api(owner, '/api/recTask/topoRelation', { projectId, pfileId: drawingId, pageNum: 2 })).status,
    ).toBe(400);
  });

  it('recomputes the topology of a drawing recognised before its lines were kept, reading them again', async () => {
    // A run from before pid-edit-api: its page results carry no primitives.
    const env = inject('cloudEnv');
    const s3 = s3Client();
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: env.FILES_BUCKET, Prefix: `pid/${projectId}/${drawingId}/` }),
    );
    const key = (listed.Contents ?? []).map((o) => o.Key!).find((k) => k.endsWith('page-00001.json'))!;
    const read = async () => {
      const got = await s3.send(new GetObjectCommand({ Bucket: env.FILES_BUCKET, Key: key }));
      return JSON.parse(await got.Body!.transformToString()) as { graphics?: { segments: unknown[] } };
    };
    const { graphics, ...older } = await read();
    expect(graphics?.segments.length).toBeGreaterThan(0);
    await s3.send(new PutObjectCommand({ Bucket: env.FILES_BUCKET, Key: key, Body: JSON.stringify(older) }));
    const recomputed = await api<TopoStatusAnswer>(owner, '/api/recTask/topoRelation', {
      projectId,
      pfileId: drawingId,
    });
    expect(recomputed.status, recomputed.body.msg).toBe(200);
    expect(recomputed.body.data).toMatchObject({ status: 'current', pages: [1] });
    expect(recomputed.body.data.joined).toBeGreaterThan(0);
    // Read again from the PDF, in the frame the boxes were stored in, and kept for the next call.
    expect((await read()).graphics).toEqual(graphics);
  });

  it("keeps a page's rows at the record's edit version: served while current, read again after an edit", async () => {
    const env = inject('cloudEnv');
    const s3 = s3Client();
    const line = (await rows()).find((r) => r.type === 'line')!;
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: env.FILES_BUCKET, Prefix: `pid/${projectId}/${drawingId}/` }),
    );
    const key = (listed.Contents ?? []).map((o) => o.Key!).find((k) => k.endsWith('/rows-00001.json'))!;
    expect(key).toBeDefined();
    const got = await s3.send(new GetObjectCommand({ Bucket: env.FILES_BUCKET, Key: key }));
    const kept = JSON.parse(await got.Body!.transformToString()) as {
      editVersion: number;
      rows: PidDetailRow[];
    };
    // Edits made before this test raised the version; the kept rows were built at the current one.
    expect(kept.editVersion).toBeGreaterThan(0);
    // What is kept is what the page is answered from while the version holds…
    const marked = { ...kept, rows: kept.rows.map((r) => (r.id === line.id ? { ...r, tag: 'KEPT-1' } : r)) };
    await s3.send(new PutObjectCommand({ Bucket: env.FILES_BUCKET, Key: key, Body: JSON.stringify(marked) }));
    const served = await api<{ records: PidDetailRow[] }>(
      owner,
      `/api/pidDetail/page?${q({ pageNum: 1, type: 'line', size: 5000 })}`,
    );
    expect(served.body.data.records.find((r) => r.id === line.id)?.tag).toBe('KEPT-1');
    // …and an edit (a new version) makes the next read build it again from the rows.
    const edited = await send(owner, 'PUT', '/api/pidDetail/editRectBox', {
      projectId,
      pfileId: drawingId,
      id: line.id,
      box: { ...line.box, x: line.box.x + 1 },
    });
    expect(edited.status, edited.body.msg).toBe(200);
    expect((await rows()).find((r) => r.id === line.id)).toMatchObject({ tag: line.tag });
  });

  it('exports the relationship tree as xlsx named with the date', async () => {
    const res = await fetch(`${baseUrl()}/api/pidDetail/exportRelationshipTree?${q()}`, {
      headers: { 'blade-auth': `bearer ${owner.tokens.access_token}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(`unit-7-relationship-tree-${date}.xlsx`);
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(sheet[0]).toEqual(['Page', 'Line number', 'Tag', 'Type', 'Category', 'Confidence']);
    const lines = (await rows()).filter((r) => r.type === 'line').map((r) => r.tag);
    expect(sheet.slice(1).some((row) => lines.includes(String(row[1])))).toBe(true);
    expect(sheet.length - 1).toBeGreaterThanOrEqual((await rows()).filter((r) => r.type !== 'line').length);
  });

  it('flags details below the threshold and tag words no detail carries; thresholds per project and drawing', async () => {
    const initial = await api<ThresholdAnswer>(owner, `/api/pidFile/getThreshold?${q()}`);
    expect(initial.body.data).toEqual({ threshold: 0.8, level: 'default' });
    const project = await api<ThresholdAnswer>(owner, '/api/pidFile/updateThreshold', {
      projectId,
      threshold: 0.5,
    });
    expect(project.status, project.body.msg).toBe(200);
    expect((await api<ThresholdAnswer>(owner, `/api/pidFile/getThreshold?${q()}`)).body.data).toEqual({
      threshold: 0.5,
      level: 'project',
    });
    expect((await api(reader, '/api/pidFile/updateThreshold', { projectId, threshold: 0.2 })).status).toBe(
      403,
    );
    const bad = await send(owner, 'PUT', `/api/pidFile/${drawingId}`, { projectId, threshold: 1.5 });
    expect(bad.status).toBe(400);

    const put = await send<PidFileEditState>(owner, 'PUT', `/api/pidFile/${drawingId}`, {
      projectId,
      threshold: 1,
      reviewed: true,
    });
    expect(put.status, put.body.msg).toBe(200);
    expect(put.body.data).toEqual({ fileId: drawingId, reviewed: true, threshold: 1 });
    const below = (await rows()).filter((r) => r.confidence < 1).length;
    const suspects = await api<{ total: number; threshold: number }>(
      owner,
      `/api/pidFile/suspectedError?${q()}`,
    );
    expect(suspects.status, suspects.body.msg).toBe(200);
    expect(suspects.body.data).toMatchObject({ total: below, threshold: 1 });
    await send(owner, 'PUT', `/api/pidFile/${drawingId}`, { projectId, threshold: null });
    expect((await api<ThresholdAnswer>(owner, `/api/pidFile/getThreshold?${q()}`)).body.data.level).toBe(
      'project',
    );

    // A line number: once its details go, its words are a suspected miss.
    const all = await rows();
    const gone = all.find((r) => r.type === 'line')!.tag;
    const unseen = () =>
      api<{ records: SuspectWord[] }>(owner, `/api/pidFile/suspectedUnidentification?${q()}`);
    const first = await unseen();
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.records.map((w) => w.tag)).not.toContain(gone);
    for (const r of all.filter((o) => o.tag === gone))
      expect((await send(owner, 'DELETE', `/api/pidDetail/${r.id}?${q()}`)).status).toBe(200);
    const missed = (await unseen()).body.data.records.find((w) => w.tag === gone);
    expect(missed).toMatchObject({ pageNum: 1, type: 'line' });
    await expectCountsRight();
  });

  it('answers selectDeviceType from the dictionary', async () => {
    const all = await api<{ dictKey: string; parentKey?: string }[]>(
      owner,
      '/api/pidDetail/selectDeviceType',
    );
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(0);
    const category = all.body.data[0]!.parentKey!;
    const some = await api<{ parentKey?: string }[]>(
      owner,
      `/api/pidDetail/selectDeviceType?category=${category}`,
    );
    expect(some.body.data.every((d) => d.parentKey === category)).toBe(true);
  });

  it('refuses a read-only member every change (403) and answers an outsider 404', async () => {
    const anyRow = (await rows())[0]!;
    const changes = (who: Person) => [
      api(who, '/api/pidDetail/addRectBox', {
        projectId,
        pfileId: drawingId,
        pageNum: 1,
        box: { x: 5, y: 5, w: 10, h: 10 },
        type: 'valve',
      }),
      send(who, 'PUT', '/api/pidDetail/editRectBox', {
        projectId,
        pfileId: drawingId,
        id: anyRow.id,
        tag: 'X',
      }),
      send(who, 'DELETE', `/api/pidDetail/${anyRow.id}?${q()}`),
      api(who, '/api/pidDetail/pipeline/add', {
        projectId,
        pfileId: drawingId,
        pageNum: 1,
        tag: '2"-P-1-A1A',
        box: { x: 5, y: 5, w: 10, h: 10 },
      }),
      send(who, 'DELETE', `/api/pidDetail/pipeline/remove?${q({ id: anyRow.id })}`),
      api(who, '/api/pidDetail/pipeline/circuit/add', {
        projectId,
        pfileId: drawingId,
        id: anyRow.id,
        itemIds: [anyRow.id],
      }),
      send(who, 'DELETE', `/api/pidDetail/pipeline/circuit/remove?${q({ id: anyRow.id })}`),
      api(who, '/api/recTask/topoRelation', { projectId, pfileId: drawingId }),
      send(who, 'PUT', `/api/pidFile/${drawingId}`, { projectId, reviewed: false }),
      api(who, '/api/pidFile/updateThreshold', { projectId, pfileId: drawingId, threshold: 0.3 }),
    ];
    const before = await rows();
    for (const res of await Promise.all(changes(reader))) expect(res.status, res.body.msg).toBe(403);
    for (const res of await Promise.all(changes(outsider))) expect(res.status, res.body.msg).toBe(404);
    const reads = (who: Person) => [
      api(who, '/api/pidDetail/pipeline/relevance', { projectId, pfileId: drawingId, id: anyRow.id }),
      api(who, '/api/pidDetail/pipeline/check', {
        projectId,
        pfileId: drawingId,
        pageNum: 1,
        tag: '2"-P-1-A1A',
      }),
      api(who, `/api/recTask/topoStatus?${q()}`),
      api(who, `/api/pidFile/getThreshold?${q()}`),
      api(who, `/api/pidFile/suspectedError?${q()}`),
      api(who, `/api/pidFile/suspectedUnidentification?${q()}`),
    ];
    for (const res of await Promise.all(reads(reader))) expect(res.status, res.body.msg).toBe(200);
    for (const res of await Promise.all(reads(outsider))) expect(res.status, res.body.msg).toBe(404);
    const xlsx = await fetch(`${baseUrl()}/api/pidDetail/exportRelationshipTree?${q()}`, {
      headers: { 'blade-auth': `bearer ${outsider.tokens.access_token}` },
    });
    expect(xlsx.status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});
