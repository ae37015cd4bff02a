import { crc32, deflateSync } from 'node:zlib';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parseStatusUpdate, type StatusUpdate } from '@loopline/shared';
import type { PidDetailRow, PidFileRecord, SubmitAnswer } from '@loopline/shared/contracts/recognition';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { sheetToScan } from '../pid/sheet/raster.ts';
import { baseUrl } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { fileCall, mkdir, putFile } from '../support/files.ts';
import { api, s3Client } from '../support/models.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { openSocket } from '../support/socket.ts';
import { upload } from '../support/upload.ts';

/** Issue 16 item 1: recognition runs of the real recognise state machine in the local cloud. */

let owner: Person;
let outsider: Person;
let reader: Person;
let projectId: string;
let pdf: Uint8Array;

const put = async (name: string, bytes: Uint8Array, dirId?: string) =>
  (await upload(owner, { projectId, dirId }, name, bytes)).entryId;
const submit = (body: unknown, who = owner) => api<SubmitAnswer>(who, '/api/recTask/submit', body);
const progress = async (fileIds: string[], who = owner) =>
  api<PidFileRecord[]>(who, '/api/cloud/file/schedule/identifyProgress', { projectId, fileIds });

async function settled(fileId: string, timeoutMs = 120_000): Promise<PidFileRecord> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await progress([fileId]);
    expect(res.status, res.body.msg).toBe(200);
    const [record] = res.body.data;
    if (record && (record.state === 90 || record.state === 99)) return record;
    if (Date.now() > end)
      throw new Error(`recognition of ${fileId} did not settle: ${JSON.stringify(record)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function storedKeys(fileId: string): Promise<string[]> {
  const out = await s3Client().send(
    new ListObjectsV2Command({
      Bucket: inject('cloudEnv').FILES_BUCKET!,
      Prefix: `pid/${projectId}/${fileId}/`,
    }),
  );
  return (out.Contents ?? []).map((o) => o.Key!);
}

async function detailItems(fileId: string) {
  const { client, table } = testDb();
  const out = await client.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `PIDDETAIL#${projectId}#${fileId}` },
    }),
  );
  return out.Items ?? [];
}

async function runIdOf(fileId: string): Promise<string> {
  const { client, table } = testDb();
  const out = await client.send(
    new GetCommand({ TableName: table, Key: { pk: `PROJECT#${projectId}`, sk: `PIDFILE#${fileId}` } }),
  );
  return String(out.Item?.runId ?? '');
}

async function executionEnded(runId: string) {
  const env = inject('cloudEnv');
  const sfn = new SFNClient({
    endpoint: env.AWS_ENDPOINT_URL_SFN,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const executionArn = `arn:aws:states:${env.AWS_REGION}:000000000000:execution:recognise:${runId}`;
  for (let i = 0; i < 600; i++) {
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (execution.status !== 'RUNNING') return execution.status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('execution did not end');
}

/** A PNG whose header claims width × height (a decompression bomb); its pixel data is a few bytes. */
function claimedPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const download = (path: string, who = owner) =>
  fetch(`${baseUrl()}${path}`, {
    headers: { 'blade-auth': `bearer ${who.tokens.access_token}`, 'accept-language': 'en' },
  });

beforeAll(async () => {
  [owner, outsider, reader] = await Promise.all([person(), person(), person()]);
  const project = await createProject(owner);
  projectId = project.projectId;
  await createProject(outsider);
  // A read-only member: inviting needs a collaboration tier.
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader]);
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: project.group('read').id }]);
  pdf = await sheetToPdf(generateSheet({ seed: 7, size: 'A3', density: 'sparse' }));
});

describe('P&ID recognition runs (recognise state machine)', () => {
  let drawingId: string;

  it('recognises a vector drawing 20 → 10 → 90 with progress pushed live; a second submit makes no second run', async () => {
    drawingId = await put('unit-7.pdf', pdf);
    const socket = await openSocket(owner.tokens.access_token);
    try {
      const first = await submit({ projectId, fileIds: [drawingId] });
      expect(first.status, first.body.msg).toBe(200);
      // The first run's "waiting" is its state version 1; every later write raises it.
      expect(first.body.data).toEqual({ started: [drawingId], running: [], versions: { [drawingId]: 1 } });
      const runId = await runIdOf(drawingId);
      const second = await submit({ projectId, fileIds: drawingId });
      expect(second.body.data).toEqual({ started: [], running: [drawingId], versions: {} });
      expect(await runIdOf(drawingId)).toBe(runId);

      const done = await settled(drawingId);
      expect(done).toMatchObject({ state: 90, numPage: 1, numSuccess: 1, reason: '' });
      expect(await executionEnded(runId)).toBe('SUCCEEDED');
      const updates = socket.messages
        .filter((m) => m.type === 'STATUS_UPDATE')
        .map((m) => parseStatusUpdate(m.content) as StatusUpdate)
        .filter((u) => u.kind === 'recognise' && u.id === drawingId);
      expect(updates.map((u) => [u.state, u.numSuccess, u.numPage, u.stateVersion])).toEqual([
        [10, 0, 1, 2],
        [10, 1, 1, 3],
        [90, 1, 1, 4],
      ]);
    } finally {
      socket.close();
    }
    const record = await api<PidFileRecord>(
      owner,
      `/api/pidFile/selectByFileId?projectId=${projectId}&fileId=${drawingId}`,
    );
    expect(record.body.data).toMatchObject({ id: drawingId, state: 90, numPage: 1, stateVersion: 4 });
    // The file manager's row carries the same version as the record and the last push.
    const listed = await fileCall<{ records: { id: string; state: number; stateVersion?: number }[] }>(
      owner,
      '/info/query',
      { projectId, dirId: projectId, size: 50 },
    );
    expect(listed.body.data.records.find((e) => e.id === drawingId)).toMatchObject({
      state: 90,
      stateVersion: 4,
    });
    expect(record.body.data.ruleHash).toMatch(/^[0-9a-f]{16}$/);
    const byPost = await api<PidFileRecord>(owner, '/api/pidFile/selectPidFileByFileId', {
      projectId,
      fileId: drawingId,
    });
    expect(byPost.body.data).toEqual(record.body.data);
  });

  it('reads the details by type and parent, the tree, the page SVG and the details JSON', async () => {
    const sheet = generateSheet({ seed: 7, size: 'A3', density: 'sparse' });
    const all = await api<{ records: PidDetailRow[]; total: number; size: number }>(
      owner,
      `/api/pidDetail/page?projectId=${projectId}&pfileId=${drawingId}&current=1&size=5000`,
    );
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.total).toBe(all.body.data.records.length);
    const instruments = await api<{ records: PidDetailRow[] }>(
      owner,
      `/api/pidDetail/page?projectId=${projectId}&pfileId=${drawingId}&type=instrument`,
    );
    const truthInstruments = sheet.truth.details.filter((d) => d.type === 'instrument').map((d) => d.tag);
    const found = instruments.body.data.records.map((r) => r.tag);
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.filter((t) => truthInstruments.includes(t)).length / truthInstruments.length,
    ).toBeGreaterThan(0.9);
    for (const r of instruments.body.data.records)
      expect(r).toMatchObject({ type: 'instrument', pfileId: drawingId, pageNum: 1 });

    const line = all.body.data.records.find(
      (r) => r.type === 'line' && all.body.data.records.some((c) => c.parentId === r.id),
    );
    expect(line).toBeDefined();
    const joined = await api<{ records: PidDetailRow[] }>(
      owner,
      `/api/pidDetail/page?projectId=${projectId}&pfileId=${drawingId}&parentId=${line!.id}`,
    );
    expect(joined.body.data.records.length).toBeGreaterThan(0);
    expect(joined.body.data.records.every((r) => r.parentId === line!.id)).toBe(true);
    expect(
      (await api(owner, `/api/pidDetail/page?projectId=${projectId}&pfileId=${drawingId}&size=5001`)).status,
    ).toBe(400);

    const tree = await api<
      { pageNum: number; pipelines: { id: string; children: unknown[] }[]; loops: unknown[] }[]
    >(owner, `/api/pidDetail/tree?projectId=${projectId}&pfileId=${drawingId}`);
    expect(tree.body.data).toHaveLength(1);
    expect(tree.body.data[0]!.pipelines.find((p) => p.id === line!.id)?.children.length).toBe(
      joined.body.data.records.length,
    );
    expect(tree.body.data[0]!.loops.length).toBeGreaterThan(0);

    const svg = await download(
      `/api/cloud/file/info/downloadSvg?projectId=${projectId}&fileId=${drawingId}&pageNum=1`,
    );
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const layer = await download(
      `/api/cloud/file/info/downloadDm2dSvg?projectId=${projectId}&fileId=${drawingId}`,
    );
    expect(layer.status).toBe(200);
    expect((await layer.text()).match(/<rect /g)?.length).toBe(all.body.data.total);
    const details = await download(
      `/api/cloud/file/info/downloadDetails?projectId=${projectId}&fileId=${drawingId}`,
    );
    expect(details.status).toBe(200);
    const json = (await details.json()) as { pages: { details: unknown[] }[] };
    expect(json.pages[0]!.details).toHaveLength(all.body.data.total);
  });

  it("answers another project's user 404 (the project does not leak) and a read-only member 403 on submit", async () => {
    for (const res of [
      await submit({ projectId, fileIds: [drawingId] }, outsider),
      await progress([drawingId], outsider),
      await api(outsider, `/api/pidFile/selectByFileId?projectId=${projectId}&fileId=${drawingId}`),
      await api(outsider, `/api/pidDetail/page?projectId=${projectId}&pfileId=${drawingId}`),
      await api(outsider, `/api/pidDetail/tree?projectId=${projectId}&pfileId=${drawingId}`),
    ])
      expect(res.status).toBe(404);
    const svg = await download(
      `/api/cloud/file/info/downloadSvg?projectId=${projectId}&fileId=${drawingId}`,
      outsider,
    );
    expect(svg.status).toBe(404);
    expect((await submit({ projectId, fileIds: [drawingId] }, reader)).status).toBe(403);
    // Reading needs viewFile only.
    const seen = await progress([drawingId], reader);
    expect(seen.body.data.map((r) => r.state)).toEqual([90]);
    const page = await api(
      reader,
      `/api/pidDetail/page?projectId=${projectId}&pfileId=${drawingId}&type=valve`,
    );
    expect(page.status).toBe(200);
  });

  it('lets a run that went silent (its execution lost) be claimed again: no state hangs', async () => {
    const { client, table } = testDb();
    const lost = await runIdOf(drawingId);
    const key = { pk: `PROJECT#${projectId}`, sk: `PIDFILE#${drawingId}` };
    const setRun = (beatTime: string) =>
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: 'SET #s = :s, beatTime = :b',
          ExpressionAttributeNames: { '#s': 'state' },
          ExpressionAttributeValues: { ':s': 10, ':b': beatTime },
        }),
      );
    await setRun(new Date().toISOString());
    expect((await submit({ projectId, fileIds: [drawingId] })).body.data.running).toEqual([drawingId]);
    await setRun('2000-01-01T00:00:00.000Z');
    expect((await submit({ projectId, fileIds: [drawingId] })).body.data.started).toEqual([drawingId]);
    expect(await runIdOf(drawingId)).not.toBe(lost);
    expect((await settled(drawingId)).state).toBe(90);
    // Only the new run's results are left.
    expect((await storedKeys(drawingId)).every((k) => !k.includes(`/${lost}/`))).toBe(true);
    expect((await detailItems(drawingId)).every((d) => d.runId !== lost)).toBe(true);
  });

  it('fails a 0-byte drawing with its reason and nothing written, and offers a retry', async () => {
    // Uploads refuse empty files; a 0-byte entry (an older client, a lost object) is written directly.
    const emptyId = (
      await putFile(owner, { projectId, id: projectId, ancestorIds: [] }, { fileName: 'empty.pdf' })
    ).id;
    expect((await submit({ projectId, fileIds: [emptyId] })).body.data.started).toEqual([emptyId]);
    const failed = await settled(emptyId);
    expect(failed).toMatchObject({
      state: 99,
      reasonKey: 'pid.emptyFile',
      reason: 'The drawing is an empty file (0 bytes).',
    });
    expect(await storedKeys(emptyId)).toEqual([]);
    expect(await detailItems(emptyId)).toEqual([]);
    const zh = await api<PidFileRecord[]>(
      owner,
      '/api/cloud/file/schedule/identifyProgress',
      { projectId, fileIds: [emptyId] },
      'zh',
    );
    expect(zh.body.data[0]!.reason).toBe('图纸是空文件（0 字节）。');
    // Retry after 99: a new run, whose "waiting" orders after everything the failed run wrote.
    const before = await runIdOf(emptyId);
    const retried = (await submit({ projectId, fileIds: [emptyId] })).body.data;
    expect(retried.started).toEqual([emptyId]);
    expect(retried.versions[emptyId]).toBe(failed.stateVersion + 1);
    expect(await runIdOf(emptyId)).not.toBe(before);
    expect((await settled(emptyId)).state).toBe(99);
  });

  it('fails a corrupt PDF as unreadable; refuses what is not a drawing', async () => {
    const corruptId = await put('broken.pdf', new TextEncoder().encode('%PDF-1.7\nthis is not a pdf at all'));
    await submit({ projectId, fileIds: [corruptId] });
    expect(await settled(corruptId)).toMatchObject({ state: 99, reasonKey: 'pid.unreadable' });
    const textId = await put('notes.txt', new TextEncoder().encode('FIC-101'));
    const res = await submit({ projectId, fileIds: [textId] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Only PDF, PNG and JPG drawings can be recognised.');
  });

  it('fails a PDF over the per-task page limit with its own message', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 301; i++) doc.addPage([200, 200]);
    const longId = await put('long.pdf', await doc.save());
    await submit({ projectId, fileIds: [longId] });
    expect(await settled(longId)).toMatchObject({
      state: 99,
      numSuccess: 0,
      reasonKey: 'pid.tooManyPages',
      reason: 'The drawing has 301 pages; one recognition task takes at most 300.',
    });
    expect(await storedKeys(longId)).toEqual([]);
  });

  it('fails a 30,000 × 30,000 px image unread (pixel limit) with nothing written', async () => {
    const bombId = await put('bomb.png', claimedPng(30_000, 30_000));
    await submit({ projectId, fileIds: [bombId] });
    expect(await settled(bombId)).toMatchObject({ state: 99, numPage: 1, reasonKey: 'pid.tooManyPixels' });
    expect(await storedKeys(bombId)).toEqual([]);
    expect(await detailItems(bombId)).toEqual([]);
  });

  it('recognises one small scanned image (raster path)', async () => {
    const sheet = generateSheet({ seed: 11, size: 'A3', density: 'sparse' });
    const { bytes } = await sheetToScan(sheet, { dpi: 200, rotation: 0, noise: 0, format: 'png', seed: 1 });
    const scanId = await put('scan.png', bytes);
    await submit({ projectId, fileIds: [scanId] });
    const done = await settled(scanId, 240_000);
    expect(done, done.reason).toMatchObject({ state: 90, numPage: 1, numSuccess: 1 });
    const rows = await api<{ total: number }>(
      owner,
      `/api/pidDetail/page?projectId=${projectId}&pfileId=${scanId}`,
    );
    expect(rows.body.data.total).toBeGreaterThan(0);
  }, 300_000);

  it('submits every drawing inside a folder; deleting the folder removes their results', async () => {
    const folder = await mkdir(owner, projectId, 'Sheets');
    const inside = await put('inside.pdf', pdf, folder.id);
    await put('readme.txt', new TextEncoder().encode('x'), folder.id);
    const res = await submit({ projectId, dirIds: [folder.id] });
    expect(res.body.data).toEqual({ started: [inside], running: [], versions: { [inside]: 1 } });
    expect((await settled(inside)).state).toBe(90);
    // Deleting the folder: its clean-up (deleteSubtree) removes the drawing's results too.
    expect((await fileCall(owner, '/info/delete', { projectId, dirId: folder.id })).status).toBe(200);
    const end = Date.now() + 30_000;
    while (
      (await runIdOf(inside)) ||
      (await storedKeys(inside)).length ||
      (await detailItems(inside)).length
    ) {
      if (Date.now() > end) throw new Error('the folder clean-up left recognition results behind');
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it('deleting the drawing mid-run stops the run and leaves nothing behind', async () => {
    const goneId = await put('gone.pdf', pdf);
    await submit({ projectId, fileIds: [goneId] });
    const runId = await runIdOf(goneId);
    const deleted = await fileCall(owner, '/info/delete', { projectId, fileId: goneId });
    expect(deleted.status, deleted.body.msg).toBe(200);
    await executionEnded(runId);
    expect(await runIdOf(goneId)).toBe('');
    expect(await storedKeys(goneId)).toEqual([]);
    expect(await detailItems(goneId)).toEqual([]);
  });
});
